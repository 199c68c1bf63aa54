#if canImport(UIKit)
    import UIKit

    /// Which engine lays out the descriptions Tessera installs on a collection view (through a
    /// section controller, a list adapter or a screen controller).
    public enum TesseraLayoutEngine: Sendable, Hashable {
        /// ``TesseraCollectionViewLayout``: Tessera's engine, the same frames as in tests and previews.
        case tessera
        /// `UICollectionViewCompositionalLayout`, for ``CompositionalLayout`` descriptions (others still
        /// use Tessera's engine): Apple's own list sections, swipe actions and orthogonal scrollers.
        /// See ``CompositionalLayoutTranslation`` for what is approximated.
        case appleCompositional
    }
#endif
