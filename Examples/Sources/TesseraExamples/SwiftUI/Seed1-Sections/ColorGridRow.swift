#if canImport(UIKit)
    import ExampleScreens

    /// A row of the SwiftUI colour grid: the grid's title and footnote (rows of their own, where the
    /// UIKit screen has a header and a footer), a swatch, or a line of text.
    enum ColorGridRow: Identifiable, Equatable {
        case title(String)
        case swatch(ColorGridScreen.Swatch)
        case footnote(String)
        /// A line of text of the `section`-th text section (the "Add" button adds sections).
        case text(String, section: Int)

        /// Unique across the screen: a text repeated in several sections is a row per section.
        var id: String {
            switch self {
            case .title(let text): return "title \(text)"
            case .swatch(let swatch): return "swatch \(swatch.name)"
            case .footnote(let text): return "footnote \(text)"
            case .text(let text, let section): return "text \(section) \(text)"
            }
        }
    }
#endif
