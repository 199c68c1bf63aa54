#if canImport(UIKit)
    import SwiftUI
    import TesseraSwiftUI
    import UIKit

    // MARK: - SwiftUI screens

    @available(iOS 16, *)
    extension ExampleScreen {
        /// The screen written with SwiftUI: a SwiftUI view on `CollectionList` in a hosting
        /// controller, or — where the seed's own API takes cells — that API with `HostingCell`s.
        @MainActor
        func makeSwiftUIViewController() -> UIViewController {
            switch self {
            case .colorGrid: return UIHostingController(rootView: ColorGridView())
            case .searchResults: return UIHostingController(rootView: SearchResultsView())
            case .fourSlices: return FourSliceViewController<SliceRowHostingCell>(heightMode: .automatic(estimated: 44))
            case .foodDelivery: return UIHostingController(rootView: FoodDeliveryView())
            case .productList: return ProductListViewController(cells: .swiftUI)
            case .journey: return UIHostingController(rootView: JourneyView())
            }
        }
    }
#endif
