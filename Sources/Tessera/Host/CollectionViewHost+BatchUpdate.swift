import Foundation

extension CollectionViewHost {
    /// Applies a `BatchUpdate` in one `performBatchUpdates` call, in UIKit's index spaces.
    ///
    /// - Parameter update: the changes; the host's data source must already report the new state.
    /// - Parameter completion: called with `true` when the update was applied.
    public func performBatchUpdates(_ update: BatchUpdate, completion: ((Bool) -> Void)?) {
        performBatchUpdates({
            self.issue(update)
        }, completion: completion)
    }

    /// Applies a `BatchUpdate` without a completion handler.
    public func performBatchUpdates(_ update: BatchUpdate) {
        performBatchUpdates(update, completion: nil)
    }

    /// Issues the calls of an update (inside a `performBatchUpdates` block): deletes and inserts
    /// of sections, section moves and reloads, then the same for items, then reconfigures.
    package func issue(_ update: BatchUpdate) {
        if !update.deletedSections.isEmpty { deleteSections(IndexSet(update.deletedSections)) }
        if !update.insertedSections.isEmpty { insertSections(IndexSet(update.insertedSections)) }
        for move in update.movedSections { moveSection(move.from, toSection: move.to) }
        if !update.reloadedSections.isEmpty { reloadSections(IndexSet(update.reloadedSections)) }
        if !update.deletedItems.isEmpty { deleteItems(at: update.deletedItems) }
        if !update.insertedItems.isEmpty { insertItems(at: update.insertedItems) }
        for move in update.movedItems { moveItem(at: move.from, to: move.to) }
        if !update.reloadedItems.isEmpty { reloadItems(at: update.reloadedItems) }
        if !update.reconfiguredItems.isEmpty { reconfigureItems(at: update.reconfiguredItems) }
    }

    /// The number of items in each section, as the host currently shows them.
    public var itemCounts: [Int] {
        (0..<numberOfSections).map { numberOfItems(inSection: $0) }
    }
}
