#if canImport(UIKit)
    import UIKit

    extension UICollectionReusableView {
        /// Rounds the view's corners as Tessera's layout asks (an inset-grouped section's first
        /// and last rows: ``TesseraLayoutAttributes/cornerRadius`` on its
        /// ``TesseraLayoutAttributes/maskedCorners``), or squares them for other attributes. Call
        /// it from `apply(_:)` after `super`; ``ListCell`` and TesseraSwiftUI's `HostingCell` do.
        public func applyTesseraCorners(from layoutAttributes: UICollectionViewLayoutAttributes) {
            let attributes = layoutAttributes as? TesseraLayoutAttributes
            let radius = attributes?.cornerRadius ?? 0
            layer.cornerRadius = radius
            layer.maskedCorners =
                attributes?.maskedCorners ?? [
                    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
                ]
            layer.masksToBounds = radius > 0
        }
    }
#endif
