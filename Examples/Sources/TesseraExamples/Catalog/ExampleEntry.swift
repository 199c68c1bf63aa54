#if canImport(UIKit)
    /// A row of the examples catalog: a screen in one flavor, or a note that explains why some
    /// screens are missing.
    enum ExampleEntry: Hashable, Sendable {
        case screen(ExampleScreen, ExampleFlavor)
        case note(String)

        // MARK: Catalog content

        /// The catalog's rows: every screen in UIKit and, under it, in SwiftUI — or, where SwiftUI
        /// cells are unavailable (iOS 15), the UIKit screens and a note.
        static func all() -> [ExampleEntry] {
            let flavors = ExampleFlavor.allCases.filter(\.isAvailable)
            var entries = ExampleScreen.allCases.flatMap { screen in flavors.map { ExampleEntry.screen(screen, $0) } }
            if flavors.count < ExampleFlavor.allCases.count {
                entries.append(.note("The SwiftUI versions of these screens need iOS 16 (UIHostingConfiguration)."))
            }
            return entries
        }
    }
#endif
