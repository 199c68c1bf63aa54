#if canImport(UIKit)
    import UIKit

    /// The invalidation context of ``TesseraCollectionViewLayout``: it says whether the bounds changed
    /// size (the description is solved again) or only moved (only scroll-dependent elements are
    /// refreshed).
    @MainActor
    package class TesseraLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
        /// Whether the collection view's bounds changed size.
        package var invalidatesForBoundsSizeChange = false
    }
#endif
