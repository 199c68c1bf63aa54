import Foundation

extension CollectionViewHosting {
    /// Applies a `BatchUpdate` in UIKit's index spaces: its deletes, inserts, moves and reloads in
    /// one `performBatchUpdates` call, then its reconfigures (in the index space after the update,
    /// as `reconfigureItems(at:)` outside a batch expects).
    ///
    /// The data source must report the new state when the block runs. Tessera's data sources do
    /// not call this: they go through `CollectionViewUpdater`, which also decides between batch
    /// updates and a reload, and queues updates that arrive while one is in flight.
    ///
    /// - Parameter update: the changes.
    /// - Parameter completion: called once with `true` when the batch was applied and its
    ///   animation ended.
    package func performBatchUpdates(_ update: BatchUpdate, completion: ((Bool) -> Void)? = nil) {
        performBatchUpdates({ self.issueStructuralChanges(of: update) }, completion: completion)
        if !update.reconfiguredItems.isEmpty { reconfigureItems(at: update.reconfiguredItems) }
    }

    /// Issues the structural calls of an update (inside a `performBatchUpdates` block): deletes
    /// and inserts of sections, section moves and reloads, then the same for items. Reconfigures
    /// are not issued: inside a block UIKit reads them in the index space before the update.
    package func issueStructuralChanges(of update: BatchUpdate) {
        if !update.deletedSections.isEmpty { deleteSections(IndexSet(update.deletedSections)) }
        if !update.insertedSections.isEmpty { insertSections(IndexSet(update.insertedSections)) }
        for move in update.movedSections { moveSection(move.from, toSection: move.to) }
        if !update.reloadedSections.isEmpty { reloadSections(IndexSet(update.reloadedSections)) }
        if !update.deletedItems.isEmpty { deleteItems(at: update.deletedItems) }
        if !update.insertedItems.isEmpty { insertItems(at: update.insertedItems) }
        for move in update.movedItems { moveItem(at: move.from, to: move.to) }
        if !update.reloadedItems.isEmpty { reloadItems(at: update.reloadedItems) }
    }

    /// The number of items in each section, as the host currently shows them.
    package var itemCounts: [Int] {
        (0..<numberOfSections).map { numberOfItems(inSection: $0) }
    }

    /// Whether the host shows `counts` items in its sections (``itemCounts`` equals `counts`),
    /// asked without making an array.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    package func showsItemCounts(_ counts: [Int]) -> Bool {
        showsItemCountsAskingEachSection(counts)
    }

    /// ``showsItemCounts(_:)`` asked of `numberOfSections` and each section's
    /// `numberOfItems(inSection:)`: the default, and what a host's own answer must equal.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    package func showsItemCountsAskingEachSection(_ counts: [Int]) -> Bool {
        guard numberOfSections == counts.count else { return false }
        return counts.indices.allSatisfy { numberOfItems(inSection: $0) == counts[$0] }
    }
}
