#if canImport(UIKit)
    import UIKit

    extension UICollectionReusableView {
        /// Rounds the view's corners as Tessera's layout asks (an inset-grouped section's first
        /// and last rows: `TesseraLayoutAttributes.cornerRadius` on its
        /// `TesseraLayoutAttributes.maskedCorners`; a radius of 0 squares them). Other layouts'
        /// attributes leave the view as it is. Call it from `apply(_:)` after `super`; ``ListCell``
        /// and TesseraSwiftUI's `HostingCell` do.
        package func applyTesseraCorners(from layoutAttributes: UICollectionViewLayoutAttributes) {
            guard let attributes = layoutAttributes as? TesseraLayoutAttributes else { return }
            layer.cornerRadius = attributes.cornerRadius
            layer.maskedCorners = attributes.maskedCorners
            layer.masksToBounds = attributes.cornerRadius > 0
        }
    }
#endif
