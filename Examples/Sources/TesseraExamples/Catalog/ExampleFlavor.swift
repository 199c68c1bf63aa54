#if canImport(UIKit)
    /// How an example screen is written: with UIKit cells, or with SwiftUI views
    /// (`TesseraSwiftUI`'s `CollectionList` and `HostingCell`, iOS 16 and later).
    public enum ExampleFlavor: String, CaseIterable, Hashable, Sendable {
        case uikit
        case swiftUI

        /// The flavor's name, as the catalog shows it.
        public var title: String {
            switch self {
            case .uikit: return "UIKit"
            case .swiftUI: return "SwiftUI"
            }
        }

        /// Whether this device can show the flavor's screens: SwiftUI cells need iOS 16
        /// (`UIHostingConfiguration`).
        public var isAvailable: Bool {
            switch self {
            case .uikit:
                return true
            case .swiftUI:
                if #available(iOS 16, *) { return true }
                return false
            }
        }
    }
#endif
