import Foundation

extension CollectionViewUpdater {
    /// The fewest items of a snapshot that the shown one follows edit by edit rather than takes
    /// whole (``SnapshotShowing/followedItemCount``).
    package nonisolated static var followedItemCount: Int { SnapshotShowing.followedItemCount }

    /// The fewest items of a replaced snapshot freed on a background queue
    /// (``SnapshotShowing/offMainReleaseItemCount``).
    package static var offMainReleaseItemCount: Int { SnapshotShowing.offMainReleaseItemCount }
}
