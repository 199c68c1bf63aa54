#if canImport(UIKit)
    import SwiftUI
    import UIKit

    /// The examples catalog as a SwiftUI view: the navigation controller of the UIKit catalog, whose
    /// rows open each screen in UIKit or in SwiftUI. ``TesseraExamplesApp`` shows it in its window.
    public struct ExamplesCatalogView: UIViewControllerRepresentable {
        public init() {}

        // MARK: UIViewControllerRepresentable

        public func makeUIViewController(context: Context) -> UIViewController {
            ExamplesRoot.makeViewController()
        }

        public func updateUIViewController(_ controller: UIViewController, context: Context) {}
    }
#endif
