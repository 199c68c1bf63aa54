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
        case .journey: return "5 · Screen builder (CollectionData)"
        }
    }

    /// A new view controller showing the screen.
    @MainActor
    public func makeViewController() -> UIViewController {
        let controller: UIViewController
        switch self {
        case .colorGrid: controller = ColorGridViewController()
        case .searchResults: controller = SearchResultsViewController()
        case .fourSlices: controller = FourSliceViewController()
        case .foodDelivery: controller = FoodDeliveryViewController()
        case .productList: controller = ProductListViewController()
        case .journey: controller = JourneyViewController()
        }
        controller.title = title
        return controller
    }
}
#endif
