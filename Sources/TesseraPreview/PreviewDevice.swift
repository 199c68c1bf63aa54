import Foundation
import Tessera

/// A container size to preview a layout in: common iPhone and iPad portrait sizes, in points.
public struct PreviewDevice: Sendable, Hashable, Identifiable {
    /// A short identifier, used in HTML and file names (`iphone`, `ipad-pro`…).
    public var id: String
    /// The name shown to people.
    public var name: String
    /// The container width, in points.
    public var width: CGFloat
    /// The container height, in points.
    public var height: CGFloat
    /// What the system keeps clear at the screen's edges (the status bar, the home indicator):
    /// rendered pictures draw the status bar there (`ScreenChrome`).
    package var safeAreaInsets: DirectionalEdgeInsets = .zero

    /// A device of a size, with an identifier and a name.
    public init(id: String, name: String, width: CGFloat, height: CGFloat) {
        self.id = id
        self.name = name
        self.width = width
        self.height = height
    }

    /// 375 × 667.
    package static let iPhoneSE = PreviewDevice(id: "iphone-se", name: "iPhone SE", width: 375, height: 667)
        .with(DeviceSafeArea.homeButtonPhone)
    /// 393 × 852.
    public static let iPhone = PreviewDevice(id: "iphone", name: "iPhone 15", width: 393, height: 852)
        .with(DeviceSafeArea.dynamicIslandPhone)
    /// 430 × 932.
    package static let iPhoneProMax = PreviewDevice(
        id: "iphone-pro-max", name: "iPhone 15 Pro Max", width: 430, height: 932
    ).with(DeviceSafeArea.dynamicIslandPhone)
    /// 744 × 1133.
    package static let iPadMini = PreviewDevice(id: "ipad-mini", name: "iPad mini", width: 744, height: 1133)
        .with(DeviceSafeArea.tablet)
    /// 820 × 1180.
    public static let iPad = PreviewDevice(id: "ipad", name: "iPad Air", width: 820, height: 1180)
        .with(DeviceSafeArea.tablet)
    /// 1024 × 1366.
    package static let iPadPro = PreviewDevice(id: "ipad-pro", name: "iPad Pro 12.9″", width: 1024, height: 1366)
        .with(DeviceSafeArea.tablet)

    /// The sizes the gallery lays every screen out in.
    public static let common: [PreviewDevice] = [.iPhoneSE, .iPhone, .iPhoneProMax, .iPadMini, .iPad, .iPadPro]

    /// The same device with a safe area.
    private func with(_ safeArea: DirectionalEdgeInsets) -> PreviewDevice {
        var device = self
        device.safeAreaInsets = safeArea
        return device
    }
}
