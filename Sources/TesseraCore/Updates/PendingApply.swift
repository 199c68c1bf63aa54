import Foundation

/// An apply that is not shown yet: its snapshot and what goes with it. Whether it waits to be
/// performed, waits for its diff or is being diffed, a newer apply that takes its place follows one
/// rule, ``takePlace(of:)``.
protocol PendingApply<Section, Item> {
    associatedtype Section: Hashable & Sendable
    associatedtype Item: Hashable & Sendable

    /// The new state.
    var snapshot: Snapshot<Section, Item> { get set }
    /// A new layout description that goes with the snapshot, if any.
    var layout: (any CollectionLayout)? { get set }
    /// Switches the owner's own state to the snapshot's, inside the update.
    var commit: (() -> Void)? { get set }
    /// The callers waiting for the snapshot to be shown, in the order they applied.
    var completions: [(Bool) -> Void] { get set }
    /// Whether the collection view reloads rather than diffs (`applySnapshotUsingReloadData`); an
    /// apply that takes the place of a reload reloads too.
    var reload: Bool { get set }
    /// Forgets an update computed for this apply alone (off the main actor): once it takes
    /// another's place, its update goes from what is shown to its snapshot, not from the other's.
    mutating func discardPrecomputedUpdate()
}

extension PendingApply {
    /// Takes the place of an earlier apply that will not be shown — the one rule for every apply
    /// that replaces another: coalesced in the queue, superseding background applies, or waiting
    /// again for its diff. Keeps the earlier one's reload and reconfigure marks (for the items and
    /// sections still here) and its request to reload, its layout and commit where this apply has
    /// none (the owner's latest state includes the earlier one's), and its callers, who resume,
    /// before this apply's own, when this one is shown; an update computed for this apply alone is
    /// discarded.
    ///
    /// - Complexity: O(*m*) for *m* marks.
    mutating func takePlace(of earlier: some PendingApply<Section, Item>) {
        snapshot.carryMarks(of: earlier.snapshot)
        layout = layout ?? earlier.layout
        commit = commit ?? earlier.commit
        completions = earlier.completions + completions
        reload = reload || earlier.reload
        discardPrecomputedUpdate()
    }
}
