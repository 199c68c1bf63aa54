#if canImport(UIKit)
    import UIKit

    /// A bordered card behind a run of rows: the screen builder's `card` decoration.
    open class CardDecorationView: StyledDecorationView {
        open override func applyStyle() {
            backgroundColor = .secondarySystemGroupedBackground
            layer.cornerRadius = 12
            layer.cornerCurve = .continuous
            layer.borderWidth = 1
            layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
        }

        open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            // CGColor does not follow the appearance; resolve it again when it changes.
            layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
        }
    }
#endif
