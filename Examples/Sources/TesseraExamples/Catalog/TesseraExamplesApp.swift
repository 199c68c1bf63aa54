#if canImport(UIKit)
    import SwiftUI

    /// The examples as a SwiftUI app: one window showing ``ExamplesCatalogView``.
    ///
    /// A library cannot hold an app's entry point, so the app target marks it as one in a file of
    /// its own (see Examples/README.md):
    ///
    /// ```swift
    /// import TesseraExamples
    ///
    /// @main
    /// extension TesseraExamplesApp {}
    /// ```
    public struct TesseraExamplesApp: App {
        public init() {}

        // MARK: App

        public var body: some Scene {
            WindowGroup {
                ExamplesCatalogView().ignoresSafeArea()
            }
        }
    }
#endif
