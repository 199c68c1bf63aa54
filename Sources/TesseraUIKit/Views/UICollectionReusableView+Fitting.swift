#if canImport(UIKit)
    import UIKit

    extension UICollectionReusableView {
        /// The attributes a self-sizing view prefers: with Tessera's engine, its Auto Layout size,
        /// free along the axes the engine says the element sizes itself along (its estimated
        /// dimensions: ``LayoutAttributes/selfSizingAxes``, carried by `TesseraLayoutAttributes`),
        /// fixed along the others; with any other layout — Apple's compositional layout, which knows
        /// which of its dimensions are estimated, or a flow layout — the view sizes itself as UIKit
        /// does (`uikitDefault`, the `super` implementation, as Apple asks of overrides). The
        /// attributes' class decides, so a view measured before it is in a window sizes the same way.
        func fittingAttributes(
            _ layoutAttributes: UICollectionViewLayoutAttributes, content: UIView,
            uikitDefault: () -> UICollectionViewLayoutAttributes
        ) -> UICollectionViewLayoutAttributes {
            guard let axes = tesseraSelfSizingAxes(of: layoutAttributes) else { return uikitDefault() }
            // Which dimensions the content decides, and how, is the core's
            // (`SelfSizingAxes.preferredSize(currentSize:measuring:)`).
            let preferred = layoutAttributes
            preferred.size = axes.preferredSize(currentSize: layoutAttributes.size) {
                fittingSize(of: content, in: layoutAttributes, along: axes)
            }
            return preferred
        }

        /// The axes along which Tessera's engine says the element sizes itself, or `nil` when
        /// another layout made the attributes (the view then sizes itself with `super`).
        package func tesseraSelfSizingAxes(of layoutAttributes: UICollectionViewLayoutAttributes) -> SelfSizingAxes? {
            (layoutAttributes as? TesseraLayoutAttributes)?.selfSizingAxes
        }

        /// The Auto Layout size of `content`, unrounded: free along `axes`, fixed to the attributes'
        /// size along the others (the core's `SelfSizingAxes.fittingTarget(for:)`). Mirrors
        /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
        package func fittingSize(
            of content: UIView, in layoutAttributes: UICollectionViewLayoutAttributes, along axes: SelfSizingAxes
        ) -> CGSize {
            content.systemLayoutSizeFitting(
                axes.fittingTarget(for: layoutAttributes.size),
                withHorizontalFittingPriority: axes.contains(.horizontal) ? .fittingSizeLevel : .required,
                verticalFittingPriority: axes.contains(.vertical) ? .fittingSizeLevel : .required
            )
        }
    }
#endif
