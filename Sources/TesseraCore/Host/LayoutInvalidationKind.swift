import Foundation

/// What an invalidation of a host's layout does to its ``HostLayoutState``, from what UIKit says
/// was invalidated. Mirrors `UICollectionViewLayout.invalidateLayout(with:)` and the flags of its
/// context: `invalidateEverything` and `invalidateDataSourceCounts` together are `reloadData()`;
/// `invalidateDataSourceCounts` alone is a batch update; `invalidateEverything` alone, or a change
/// of the bounds' size, solves again; anything else only refreshes the elements it names.
///
/// TesseraUIKit's `TesseraCollectionViewLayout` transcribes it; ``HeadlessCollectionView`` reloads
/// through the same ``HostLayoutState/invalidate(_:)``.
///
/// ```swift
/// LayoutInvalidationKind(invalidatesEverything: true, invalidatesDataSourceCounts: true)   // .reload
/// ```
package enum LayoutInvalidationKind: Sendable, Hashable, CaseIterable {
    /// `reloadData()`: everything may have changed, so measured sizes and band offsets are forgotten
    /// (``HostLayoutState/forgetForReload()``), a state kept before an update is dropped, and the
    /// layout is solved again.
    case reload
    /// A batch update: the state before it is kept (the first one, when several invalidations
    /// precede the update), so that measured sizes follow their items when the update is
    /// described, and the layout is solved again.
    case batchUpdate
    /// Everything, or the size of the bounds, changed: the layout is solved again, with what it
    /// measured; a state kept before an update stays.
    case resolve
    /// Only the elements the invalidation names are refreshed (a scroll, a measured size).
    case refresh

    /// The kind of an invalidation with UIKit's flags.
    ///
    /// - Complexity: O(1).
    package init(
        invalidatesEverything: Bool, invalidatesDataSourceCounts: Bool, invalidatesForBoundsSizeChange: Bool = false
    ) {
        switch (invalidatesEverything, invalidatesDataSourceCounts) {
        case (true, true): self = .reload
        case (false, true): self = .batchUpdate
        case (true, false): self = .resolve
        case (false, false): self = invalidatesForBoundsSizeChange ? .resolve : .refresh
        }
    }

    /// Whether the layout is solved again at the next layout pass.
    ///
    /// - Complexity: O(1).
    package var solvesAgain: Bool { self != .refresh }
}
