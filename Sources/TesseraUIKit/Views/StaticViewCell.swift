#if canImport(UIKit)
    import UIKit

    /// A cell that shows any view, pinned to its edges: `AnyListAdapter`'s `.static` rows. The same
    /// view moves to whichever cell shows its row.
    @MainActor
    package final class StaticViewCell: UICollectionViewCell, StaticViewHosting {
        /// The view shown.
        package private(set) var hostedView: UIView?

        func host(_ view: UIView) {
            guard hostedView !== view || view.superview !== contentView else { return }
            if let hostedView, hostedView.superview === contentView { hostedView.removeFromSuperview() }
            embed(view, in: contentView)
            hostedView = view
        }

        package override func prepareForReuse() {
            super.prepareForReuse()
            if let hostedView, hostedView.superview === contentView { hostedView.removeFromSuperview() }
            hostedView = nil
        }

        package override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
            -> UICollectionViewLayoutAttributes
        {
            fittingAttributes(layoutAttributes, content: contentView) {
                super.preferredLayoutAttributesFitting(layoutAttributes)
            }
        }
    }

    /// A supplementary view that shows any view, pinned to its edges (list adapter headers).
    @MainActor
    package final class StaticViewSupplementaryView: UICollectionReusableView, StaticViewHosting {
        /// The view shown.
        package private(set) var hostedView: UIView?

        func host(_ view: UIView) {
            guard hostedView !== view || view.superview !== self else { return }
            if let hostedView, hostedView.superview === self { hostedView.removeFromSuperview() }
            embed(view, in: self)
            hostedView = view
        }

        package override func prepareForReuse() {
            super.prepareForReuse()
            if let hostedView, hostedView.superview === self { hostedView.removeFromSuperview() }
            hostedView = nil
        }

        package override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
            -> UICollectionViewLayoutAttributes
        {
            fittingAttributes(layoutAttributes, content: self) {
                super.preferredLayoutAttributesFitting(layoutAttributes)
            }
        }
    }
#endif
