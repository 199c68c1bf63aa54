import Foundation

/// Where every section and item after a batch update comes from, as UIKit resolves it: deletes,
/// reloads and move sources in the old index space; inserts and move destinations in the new one;
/// the remaining items keep their relative order and fill the remaining places.
///
/// Get one from ``BatchUpdate/mapping(itemCountsBefore:itemCountsAfter:)``, which also validates
/// the update with UIKit's rules.
public struct BatchUpdateMapping: Sendable {
    /// For each section after the update, its index before the update; `nil` for inserted sections
    /// and reloaded sections (whose items are all new).
    public let sectionOrigins: [Int?]
    /// For each section before the update, its index after; `nil` for deleted and reloaded sections.
    public let sectionDestinations: [Int?]

    package let oldOffsets: [Int]
    package let newOffsets: [Int]
    /// Flattened new item index → flattened old item index, or -1 for an inserted item.
    package let origins: [Int32]
    /// Flattened old item index → flattened new item index, or -1 for a deleted item.
    package let destinations: [Int32]
    /// Flattened new item indexes of reloaded items (they keep their identity, with a new cell).
    package let reloadedDestinations: Set<Int>

    /// The index path an item had before the update, or `nil` when it is inserted (or in an
    /// inserted or reloaded section).
    ///
    /// - Complexity: O(1).
    public func oldIndexPath(forNew indexPath: IndexPath) -> IndexPath? {
        guard let flat = indexPath.flatIndex(inSectionsStartingAt: newOffsets, total: origins.count) else {
            return nil
        }
        let origin = Int(origins[flat])
        return origin < 0 ? nil : unflatten(origin, offsets: oldOffsets)
    }

    /// The index path an item has after the update, or `nil` when it is deleted (or in a deleted or
    /// reloaded section).
    ///
    /// - Complexity: O(log *s*) for *s* sections.
    public func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
        guard let flat = indexPath.flatIndex(inSectionsStartingAt: oldOffsets, total: destinations.count) else {
            return nil
        }
        let destination = Int(destinations[flat])
        return destination < 0 ? nil : unflatten(destination, offsets: newOffsets)
    }

    /// Whether the item at this new index path is reloaded (same item, new cell).
    public func isReloaded(newIndexPath indexPath: IndexPath) -> Bool {
        guard let flat = indexPath.flatIndex(inSectionsStartingAt: newOffsets, total: origins.count) else {
            return false
        }
        return reloadedDestinations.contains(flat)
    }

    private func unflatten(_ flat: Int, offsets: [Int]) -> IndexPath {
        let (section, item) = Self.unflatten(flat, offsets: offsets)
        return IndexPath(section: section, item: item)
    }

    /// The section and item of a flat index after the update.
    ///
    /// - Complexity: O(log *s*).
    func unflattened(_ flat: Int) -> (section: Int, item: Int) {
        Self.unflatten(flat, offsets: newOffsets)
    }

    private static func unflatten(_ flat: Int, offsets: [Int]) -> (section: Int, item: Int) {
        // The last section whose offset is <= flat (sections may be empty).
        var low = 0, high = offsets.count - 1
        while low < high {
            let middle = (low + high + 1) >> 1
            if offsets[middle] <= flat { low = middle } else { high = middle - 1 }
        }
        return (low, flat - offsets[low])
    }
}
