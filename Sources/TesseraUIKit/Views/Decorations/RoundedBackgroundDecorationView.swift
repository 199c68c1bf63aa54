#if canImport(UIKit)
    import UIKit

    /// A rounded rectangle behind a section: the view for `LayoutDecorationItem.background(elementKind:)`
    /// kinds nobody registered a view for.
    package class RoundedBackgroundDecorationView: StyledDecorationView {
        package override func applyStyle() {
            backgroundColor = .secondarySystemBackground
            layer.cornerRadius = 12
            layer.cornerCurve = .continuous
        }
    }
#endif
