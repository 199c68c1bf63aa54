import Foundation
import Tessera

/// A minimal data source over nested arrays of strings, for the fuzzers and the host tests: it registers ``TextCell``
/// and shows each string; tests change ``sections`` and then tell the host.
@MainActor
package final class ArrayDataSource: CollectionViewDataSource {
    package var sections: [[String]]
    /// What `collectionView(_:cellForItemAt:)` does; defaults to dequeuing a ``TextCell``.
    package var cellFactory: ((any CollectionViewHost, IndexPath, String) throws -> AnyObject)?
    package var movable = false

    package init(sections: [[String]]) {
        self.sections = sections
    }

    package func numberOfSections(in collectionView: any CollectionViewHost) -> Int { sections.count }

    package func collectionView(_ collectionView: any CollectionViewHost, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    package func collectionView(_ collectionView: any CollectionViewHost, cellForItemAt indexPath: IndexPath) throws
        -> AnyObject
    {
        let text = sections[indexPath.sectionIndex][indexPath.itemIndex]
        if let cellFactory { return try cellFactory(collectionView, indexPath, text) }
        let dequeued = try collectionView.dequeueReusableCell(withReuseIdentifier: "text", for: indexPath)
        (dequeued as? TextCell)?.text = text
        return dequeued
    }

    package func collectionView(_ collectionView: any CollectionViewHost, canMoveItemAt indexPath: IndexPath) -> Bool {
        movable
    }

    package func collectionView(
        _ collectionView: any CollectionViewHost, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        let item = sections[sourceIndexPath.sectionIndex].remove(at: sourceIndexPath.itemIndex)
        sections[destinationIndexPath.sectionIndex].insert(item, at: destinationIndexPath.itemIndex)
    }
}
