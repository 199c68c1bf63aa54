#if canImport(UIKit)
    import UIKit

    extension UICollectionReusableView {
        /// The attributes a self-sizing view prefers: its Auto Layout size, free along the axes the
        /// layout says the element sizes itself along (its estimated dimensions, decided by the engine:
        /// ``LayoutAttributes/selfSizingAxes``), fixed along the others. Apple's compositional layout
        /// knows which of its dimensions are estimated, so there the view sizes itself as UIKit does
        /// (`uikitDefault`, the `super` implementation, as Apple asks of overrides); with other layouts
        /// (flow layouts) the dimension across the scrolling axis is fixed.
        func fittingAttributes(
            _ layoutAttributes: UICollectionViewLayoutAttributes, content: UIView,
            uikitDefault: () -> UICollectionViewLayoutAttributes
        ) -> UICollectionViewLayoutAttributes {
            if sizesAsUIKitDoes(layoutAttributes) { return uikitDefault() }
            let axes = selfSizingAxes(of: layoutAttributes)
            guard !axes.isEmpty else { return layoutAttributes }
            let size = layoutAttributes.size
            let fitted = fittingSize(of: content, in: layoutAttributes, along: axes)
            let preferred = layoutAttributes
            preferred.size = CGSize(
                width: axes.contains(.horizontal) ? ceil(fitted.width) : size.width,
                height: axes.contains(.vertical) ? ceil(fitted.height) : size.height
            )
            return preferred
        }

        /// Whether the element is laid out by Apple's compositional layout (not Tessera's engine),
        /// which decides itself which of an element's dimensions are estimated: the view then sizes
        /// itself with `super`'s `preferredLayoutAttributesFitting(_:)`.
        package func sizesAsUIKitDoes(_ layoutAttributes: UICollectionViewLayoutAttributes) -> Bool {
            !(layoutAttributes is TesseraLayoutAttributes)
                && enclosingCollectionView?.collectionViewLayout is UICollectionViewCompositionalLayout
        }

        /// The axes along which the element of these attributes sizes itself: the engine's
        /// (``LayoutAttributes/selfSizingAxes``) with Tessera's layout, otherwise the axis across
        /// the scrolling one is fixed.
        package func selfSizingAxes(of layoutAttributes: UICollectionViewLayoutAttributes) -> SelfSizingAxes {
            if let tessera = layoutAttributes as? TesseraLayoutAttributes { return tessera.selfSizingAxes }
            return enclosingCollectionView.map(Self.scrollsHorizontally) ?? false ? .horizontal : .vertical
        }

        /// The Auto Layout size of `content`, unrounded: free along `axes`, fixed to the attributes'
        /// size along the others. Mirrors `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
        package func fittingSize(
            of content: UIView, in layoutAttributes: UICollectionViewLayoutAttributes, along axes: SelfSizingAxes
        ) -> CGSize {
            let size = layoutAttributes.size
            let target = CGSize(
                width: axes.contains(.horizontal) ? UIView.layoutFittingCompressedSize.width : size.width,
                height: axes.contains(.vertical) ? UIView.layoutFittingCompressedSize.height : size.height
            )
            return content.systemLayoutSizeFitting(
                target,
                withHorizontalFittingPriority: axes.contains(.horizontal) ? .fittingSizeLevel : .required,
                verticalFittingPriority: axes.contains(.vertical) ? .fittingSizeLevel : .required
            )
        }

        /// The collection view the view is in (Apple's layout puts the cells of orthogonal sections in
        /// a scroll view of its own).
        private var enclosingCollectionView: UICollectionView? {
            var view = superview
            while let current = view {
                if let collectionView = current as? UICollectionView { return collectionView }
                view = current.superview
            }
            return nil
        }

        private static func scrollsHorizontally(_ collectionView: UICollectionView) -> Bool {
            switch collectionView.collectionViewLayout {
            case let layout as UICollectionViewCompositionalLayout:
                return layout.configuration.scrollDirection == .horizontal
            case let layout as UICollectionViewFlowLayout:
                return layout.scrollDirection == .horizontal
            default:
                return false
            }
        }
    }
#endif
