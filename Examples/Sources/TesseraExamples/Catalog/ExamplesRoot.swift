#if canImport(UIKit)
    import UIKit

    /// The root of the examples app, shared by the scene delegate and the SwiftUI app.
    @MainActor
    enum ExamplesRoot {
        /// The examples catalog in a navigation controller.
        static func makeViewController() -> UIViewController {
            let navigation = UINavigationController(rootViewController: ExamplesListViewController())
            navigation.navigationBar.prefersLargeTitles = true
            return navigation
        }
    }
#endif
