#if canImport(UIKit)
    import UIKit

    /// The example screens, one or two per seed system.
    public enum ExampleScreen: String, CaseIterable, Hashable, Sendable {
        case colorGrid
        case searchResults
        case fourSlices
        case foodDelivery
        case productList
        case journey

        /// The screen's title.
        public var title: String {
            switch self {
            case .colorGrid: return "Colors and texts"
            case .searchResults: return "Search results"
            case .fourSlices: return "Four slices"
            case .foodDelivery: return "Food delivery"
            case .productList: return "Products"
            case .journey: return "Journey"
            }
        }

        /// The seed system the screen shows.
        public var system: String {
            switch self {
            case .colorGrid: return "1 · Sections (SectionView)"
            case .searchResults: return "2 · AnyListAdapter"
            case .fourSlices: return "2 · ListAdapter slices"
            case .foodDelivery: return "3 · Compositional layout"
            case .productList: return "4 · Diffable data source"
            case .journey: return "5 · Screen builder (ScreenDescription)"
            }
        }

        /// A new view controller showing the screen in a flavor. A SwiftUI screen needs iOS 16; on
        /// iOS 15 the UIKit one is shown instead (the catalog does not offer SwiftUI there).
        @MainActor
        public func makeViewController(_ flavor: ExampleFlavor = .uikit) -> UIViewController {
            let controller: UIViewController
            if flavor == .swiftUI, #available(iOS 16, *) {
                controller = makeSwiftUIViewController()
            } else {
                controller = makeUIKitViewController()
            }
            controller.title = title
            return controller
        }

        /// The screen written with UIKit cells.
        @MainActor
        private func makeUIKitViewController() -> UIViewController {
            switch self {
            case .colorGrid: return ColorGridViewController()
            case .searchResults: return SearchResultsViewController()
            case .fourSlices: return FourSliceViewController<SliceRowCell>(heightMode: .calculated)
            case .foodDelivery: return FoodDeliveryViewController()
            case .productList: return ProductListViewController()
            case .journey: return JourneyViewController()
            }
        }
    }
#endif
