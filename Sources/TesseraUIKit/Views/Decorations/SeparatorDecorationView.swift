#if canImport(UIKit)
    import UIKit

    /// A hairline between rows: list separators and the screen builder's `separators` decoration.
    /// The layout gives it its thickness; the view only fills itself with the separator colour.
    package class SeparatorDecorationView: StyledDecorationView {
        package override func applyStyle() {
            backgroundColor = .separator
        }
    }
#endif
