import Foundation

extension Snapshot {
    /// The snapshot after an interactive move made by the collection view: the item at `source`
    /// taken out and put at `destination` (an index path of the state after the move); `nil` when
    /// either index path names nothing.
    ///
    /// - Complexity: O(*n*) for the *n* items of the snapshot.
    package func movingItem(at source: IndexPath, to destination: IndexPath) -> Snapshot? {
        guard destination.count == 2, let item = itemIdentifier(for: source),
            let section = sectionIdentifier(at: destination.sectionIndex)
        else { return nil }
        var moved = self.removingMarks()
        moved.deleteItems([item])
        let items = moved.itemIdentifiers(inSection: section)
        guard (0...items.count).contains(destination.itemIndex) else { return nil }
        do {
            if destination.itemIndex < items.count {
                try moved.insertItems([item], beforeItem: items[destination.itemIndex])
            } else {
                try moved.appendItems([item], toSection: section)
            }
        } catch {
            return nil
        }
        return moved
    }
}
