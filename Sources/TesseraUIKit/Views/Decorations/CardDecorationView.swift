#if canImport(UIKit)
    import UIKit

    /// A card behind a run of rows: the screen builder's `card` decoration, drawn as
    /// `BackgroundConfiguration.card()` describes it (an inset-grouped section's card).
    package class CardDecorationView: StyledDecorationView {
        package override func applyStyle() {
            let card = BackgroundConfiguration.card()
            backgroundColor = card.backgroundColor?.uiColor
            layer.cornerRadius = card.cornerRadius
            layer.cornerCurve = .continuous
            layer.borderWidth = card.strokeWidth
            layer.borderColor = card.strokeColor?.uiColor.resolvedColor(with: traitCollection).cgColor
        }

        package override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            // CGColor does not follow the appearance; resolve it again when it changes.
            layer.borderColor =
                BackgroundConfiguration.card().strokeColor?.uiColor.resolvedColor(with: traitCollection).cgColor
        }
    }
#endif
