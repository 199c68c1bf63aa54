import Foundation

/// What a change of a host's visible bounds invalidates in its layout. Mirrors
/// `UICollectionViewLayout.shouldInvalidateLayout(forBoundsChange:)` and
/// `invalidationContext(forBoundsChange:)`: a change of size solves the layout again; a scroll
/// matters only to a solution whose elements follow the offset (pinned supplementaries,
/// visible-items handlers), and then only for the elements it moves.
///
/// ``HostLayoutState/invalidation(forBoundsChangeFrom:to:)`` decides; TesseraUIKit's
/// `TesseraCollectionViewLayout` and ``HeadlessCollectionView``'s frame both follow it.
package enum BoundsChangeInvalidation: Sendable, Hashable {
    /// The bounds changed size: the layout is solved again.
    case resize
    /// A scroll: these elements are refreshed.
    case scroll(LayoutInvalidation)
}
