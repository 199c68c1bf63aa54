import Foundation

/// What `CollectionViewUpdater` does with snapshots at each update, as closures: the updater's
/// own code runs unspecialized (its owner is generic over the app's identifiers), where each copy,
/// move or method call of a `Snapshot` looks its type's metadata up at run time and goes through
/// its value witnesses. An owner that makes these closures in inlinable code
/// (``CollectionViewDiffableDataSource``'s initializers) has them compiled for its identifier
/// types: the updater passes the snapshots it holds to them in place (`inout`), and touches none
/// itself on an update's way.
///
/// Made anywhere else (the default), they do the same work unspecialized.
@usableFromInline
package struct SnapshotOperations<Section: Hashable & Sendable, Item: Hashable & Sendable> {
    @usableFromInline typealias SnapshotType = Snapshot<Section, Item>

    /// A snapshot's item counts.
    @usableFromInline let itemCounts: (inout SnapshotType) -> [Int]
    /// Stores the snapshot in the place given, moved there when the caller gives it up.
    @usableFromInline let assign: (inout SnapshotType?, __owned SnapshotType) -> Void
    /// Makes the second snapshot, taken from where it is, the shown one, the first
    /// (``Snapshot/show(_:)``); nothing when there is none.
    @usableFromInline let show: (inout SnapshotType, inout SnapshotType?) -> Void
    /// The item at an index path of a snapshot (``Snapshot/itemIdentifier(for:)``); throws
    /// ``NoItem`` when there is none. Not an optional: the caller's code, unspecialized, looks an
    /// optional of the app's item type up at run time at each call (the data source's cell
    /// request asks once for each cell it serves). `inout` for the reason the others are: the
    /// caller's stored snapshot, passed by value, would be copied first; it is not changed.
    @usableFromInline let item: (inout SnapshotType, IndexPath) throws -> Item

    /// What ``item`` throws for an index path out of the snapshot's range.
    @usableFromInline
    package struct NoItem: Error {
        @inlinable package init() {}
    }

    /// The operations, compiled where this is called: for the caller's identifier types when the
    /// caller is inlinable code that knows them.
    @inlinable
    package init() {
        itemCounts = { $0.itemCounts }
        assign = { $0 = $1 }
        show = { shown, new in
            guard let taken = new.take() else { return }
            shown.show(taken)
        }
        item = { snapshot, indexPath in
            guard let item = snapshot.itemIdentifier(for: indexPath) else { throw NoItem() }
            return item
        }
    }
}

extension Snapshot {
    /// Makes `new` this snapshot — the one a collection view shows. When `new` has fewer than
    /// ``SnapshotShowing/followedItemCount`` items, or was not edited from this state, it replaces
    /// this one (without its marks), moved rather than copied; otherwise this one follows its
    /// edits (``follow(_:)``), which spares the owner of `new` a copy of the whole list at its
    /// next edit. The snapshot replaced is dropped as ``SnapshotShowing/release(_:)`` does.
    ///
    /// - Complexity: O(*c* + *s*) for *c* items the edits changed and *s* sections when it
    ///   follows `new`; O(1) otherwise (freeing the replaced snapshot aside).
    @inlinable
    package mutating func show(_ new: consuming Snapshot) {
        if new.numberOfItems < SnapshotShowing.followedItemCount {
            swap(&self, &new)
            removeMarks()
            // Consumed, not copied: a copy left here would be dropped on this thread after the
            // background queue dropped its own, and free a large snapshot here after all.
            SnapshotShowing.release(consume new)
        } else if let replaced = follow(new) {
            SnapshotShowing.release(consume replaced)
        }
    }
}

/// How the shown snapshot changes hands (``Snapshot/show(_:)``).
@usableFromInline
package enum SnapshotShowing {
    /// The fewest items of a snapshot that the shown one follows edit by edit rather than takes
    /// whole: the copy its owner's next edit makes of a smaller one costs less than following even
    /// one edit, and a data source's `snapshot()`, which shares the shown storage, is copied by the
    /// app's edit either way.
    @inlinable package static var followedItemCount: Int { 1_024 }

    /// The fewest items of a replaced snapshot that ``release(_:)`` frees on a background queue.
    @inlinable package static var offMainReleaseItemCount: Int { 1 << 16 }

    /// Drops the shown snapshot an update replaced: a large one (at least
    /// ``offMainReleaseItemCount`` items) on a background queue, so that the main thread does not
    /// pay for giving its storage back — tens of megabytes at a million rows, whose pages the C
    /// allocator may return to the kernel then and there (glibc does when the memory is a whole
    /// heap of a thread's own arena, as the main actor's is in a program that calls
    /// `dispatchMain()`: milliseconds of system time for what costs a quarter of a millisecond
    /// to diff and show). The edit that made the new snapshot copied what it shared with this one
    /// (copy on write), so that this is usually the last reference to its storage.
    ///
    /// - Complexity: O(1) on the calling thread.
    @inlinable
    package static func release<Section, Item>(_ replaced: consuming Snapshot<Section, Item>) {
        guard replaced.numberOfItems >= offMainReleaseItemCount else { return }
        nonisolated(unsafe) var held: Snapshot<Section, Item>? = consume replaced
        DispatchQueue.global(qos: .utility).async {
            // The storage is freed here, on the queue's thread.
            if held != nil { held = nil }
        }
    }
}
