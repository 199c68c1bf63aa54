import Foundation
import Tessera

/// A device a screen is tested on: its screen's size in points, the safe area the system keeps
/// clear (status bar, notch, home indicator), its display scale, its layout direction and the text
/// size the user chose — what a `UICollectionView` filling the screen gets from UIKit.
///
/// Run a test across the devices app teams test on with Swift Testing's arguments, and configure
/// the headless collection view of the screen under test for each:
///
/// ```swift
/// @Test(arguments: TestDevice.all)
/// func productListShowsEveryRow(on device: TestDevice) throws {
///     let view = device.makeCollectionView(layout: ProductList.layout())
///     let dataSource = ProductList.dataSource(on: view)
///     …
/// }
/// ```
///
/// A navigation bar or a tab bar adds to the safe area of a collection view under it: add its height
/// with `adding(safeArea:)`.
public struct TestDevice: Sendable, Hashable, CustomStringConvertible {
    /// The name tests print ("iPhone 15 landscape").
    public var name: String
    /// The screen's size in points, in the orientation the device is held.
    public var size: CGSize
    /// The safe-area insets of a view that fills the screen.
    public var safeAreaInsets: DirectionalEdgeInsets
    /// Pixels per point.
    public var displayScale: CGFloat
    /// Left to right or right to left.
    public var layoutDirection: TraitEnvironmentLayoutDirection
    /// The text size the user chose.
    public var preferredContentSizeCategory: ContentSizeCategory

    /// A device of a size, safe area, scale, direction and text size.
    public init(
        name: String, size: CGSize, safeAreaInsets: DirectionalEdgeInsets = .zero, displayScale: CGFloat = 3,
        layoutDirection: TraitEnvironmentLayoutDirection = .leftToRight,
        preferredContentSizeCategory: ContentSizeCategory = .large
    ) {
        self.name = name
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    public var description: String { name }

    // MARK: Devices

    /// iPhone SE (2nd and 3rd generation): 375 × 667 points at 2×, a 20-point status bar.
    public static let iPhoneSE = TestDevice(
        name: "iPhone SE", size: CGSize(width: 375, height: 667),
        safeAreaInsets: DeviceSafeArea.homeButtonPhone, displayScale: 2)

    /// iPhone 15: 393 × 852 points at 3×, the Dynamic Island's 59 points at the top and the home
    /// indicator's 34 at the bottom.
    public static let iPhone15 = TestDevice(
        name: "iPhone 15", size: CGSize(width: 393, height: 852),
        safeAreaInsets: DeviceSafeArea.dynamicIslandPhone)

    /// iPhone 15 held in landscape: 852 × 393 points, 59 points clear of the Dynamic Island on both
    /// sides (UIKit keeps the sides even) and 21 for the home indicator.
    public static let iPhone15Landscape = TestDevice(
        name: "iPhone 15 landscape", size: CGSize(width: 852, height: 393),
        safeAreaInsets: DeviceSafeArea.dynamicIslandPhoneLandscape)

    /// iPad (10th generation): 820 × 1180 points at 2×, a 24-point status bar and a 20-point home
    /// indicator.
    public static let iPad = TestDevice(
        name: "iPad", size: CGSize(width: 820, height: 1180),
        safeAreaInsets: DeviceSafeArea.tablet, displayScale: 2)

    /// iPhone 15 in a right-to-left language (Arabic, Hebrew).
    public static let iPhone15RightToLeft = iPhone15.with(name: "iPhone 15 right to left") {
        $0.layoutDirection = .rightToLeft
    }

    /// iPhone 15 with the largest accessibility text size.
    public static let iPhone15AccessibilityText = iPhone15.with(name: "iPhone 15 accessibility text") {
        $0.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
    }

    /// The devices app teams test on: iPhone SE, iPhone 15, iPhone 15 in landscape, iPad, right to
    /// left, and the largest accessibility text size.
    public static let all: [TestDevice] = [
        .iPhoneSE, .iPhone15, .iPhone15Landscape, .iPad, .iPhone15RightToLeft, .iPhone15AccessibilityText,
    ]

    // MARK: Variations

    /// The same device with another name and some properties changed.
    ///
    /// - Complexity: O(1).
    package func with(name: String, _ change: (inout TestDevice) -> Void) -> TestDevice {
        var device = self
        device.name = name
        change(&device)
        return device
    }

    /// The same device for a view under bars: their heights added to the safe area (a navigation
    /// bar's 44 points at the top, say, or a tab bar's 49 at the bottom).
    ///
    /// - Complexity: O(1).
    package func adding(safeArea insets: DirectionalEdgeInsets) -> TestDevice {
        var device = self
        device.safeAreaInsets = DirectionalEdgeInsets(
            top: safeAreaInsets.top + insets.top, leading: safeAreaInsets.leading + insets.leading,
            bottom: safeAreaInsets.bottom + insets.bottom, trailing: safeAreaInsets.trailing + insets.trailing)
        return device
    }

    // MARK: Collection views

    /// Gives a headless collection view this device's screen: its size (at its origin), safe area,
    /// display scale, layout direction and text size, then lays it out.
    ///
    /// Failures the collection view reports meanwhile (a value it refuses, a cell provider's
    /// mistake) land on the caller's line.
    ///
    /// - Complexity: one layout pass.
    @MainActor
    package func configure(
        _ collectionView: HeadlessCollectionView, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        reportingFailures(fileID: fileID, filePath: filePath, line: line, column: column) {
            collectionView.frame = CGRect(origin: collectionView.frame.origin, size: size)
            applyScreen(to: collectionView)
            collectionView.layoutIfNeeded()
        }
    }

    /// A headless collection view filling this device's screen, with a layout. A screen value the
    /// collection view refuses (a custom device's safe area that is not finite) is reported on the
    /// caller's line.
    ///
    /// - Complexity: O(1) (nothing is laid out before its data source is set).
    @MainActor
    public func makeCollectionView(
        layout: any CollectionLayout, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> HeadlessCollectionView {
        reportingFailures(fileID: fileID, filePath: filePath, line: line, column: column) {
            let view = HeadlessCollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
            applyScreen(to: view)
            return view
        }
    }

    /// Gives a collection view this device's safe area, display scale, layout direction and text
    /// size.
    @MainActor
    private func applyScreen(to collectionView: HeadlessCollectionView) {
        collectionView.safeAreaInsets = safeAreaInsets
        collectionView.displayScale = displayScale
        collectionView.layoutDirection = layoutDirection
        collectionView.preferredContentSizeCategory = preferredContentSizeCategory
    }
}
