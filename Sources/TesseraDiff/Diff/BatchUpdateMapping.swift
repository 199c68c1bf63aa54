import Foundation

/// Where every section and item after a batch update comes from, as UIKit resolves it: deletes,
/// reloads and move sources in the old index space; inserts and move destinations in the new one;
/// the remaining items keep their relative order and fill the remaining places.
///
/// Get one from `BatchUpdate.mapping(itemCountsBefore:itemCountsAfter:)`, which also validates
/// the update with UIKit's rules. It holds the changes, not a table of every item: a remaining
/// item's place is its rank among the items that stay, found by binary search, so a mapping of a
/// million items with a thousand changes is as small and as quick to make as one of a thousand.
package struct BatchUpdateMapping: Sendable {
    /// The tables, held in one object: a mapping goes from the update path to the host, which
    /// keeps it for the layout pass, and a copy or a drop of separate tables retains or releases
    /// each of them.
    private final class Storage: Sendable {
        let tables: Tables
        let reloadedDestinations: Set<Int>

        /// The one way to make the storage: a mapping made without its reloaded destinations and
        /// one given them (``withReloadedDestinations(_:)``) carry every table the same way.
        init(_ tables: Tables, reloadedDestinations: Set<Int> = []) {
            self.tables = tables
            self.reloadedDestinations = reloadedDestinations
        }
    }

    /// Every table but the reloaded destinations, which are found through the others.
    struct Tables: Sendable {
        let sectionOrigins: [Int?]
        let sectionDestinations: [Int?]
        let oldOffsets: [Int]
        let newOffsets: [Int]
        let oldTotal: Int
        let newTotal: Int
        let keptDestinations: [Int]
        let keptOrigins: [Int]
        let leaving: SectionTable<[Int]>
        let taken: SectionTable<[Int]>
        let movedTo: [Int: Int]
        let movedFrom: [Int: Int]
    }

    private let storage: Storage

    init(_ tables: Tables, reloadedDestinations: Set<Int> = []) {
        storage = Storage(tables, reloadedDestinations: reloadedDestinations)
    }

    /// This mapping with the new places of its reloaded items.
    func withReloadedDestinations(_ reloaded: Set<Int>) -> BatchUpdateMapping {
        BatchUpdateMapping(storage.tables, reloadedDestinations: reloaded)
    }

    // Read in place (`_read`): a getter would hand out a retained copy of the table at each read.

    /// For each section after the update, its index before the update; `nil` for inserted sections
    /// and reloaded sections (whose items are all new).
    package var sectionOrigins: [Int?] { _read { yield storage.tables.sectionOrigins } }
    /// For each section before the update, its index after; `nil` for deleted and reloaded sections.
    package var sectionDestinations: [Int?] { _read { yield storage.tables.sectionDestinations } }

    package var oldOffsets: [Int] { _read { yield storage.tables.oldOffsets } }
    package var newOffsets: [Int] { _read { yield storage.tables.newOffsets } }
    package var oldTotal: Int { storage.tables.oldTotal }
    package var newTotal: Int { storage.tables.newTotal }
    /// For each old section, the new section its remaining items fill, or -1 when it is deleted or
    /// reloaded (its items are gone).
    package var keptDestinations: [Int] { _read { yield storage.tables.keptDestinations } }
    /// For each new section, the old section whose remaining items fill it, or -1 when it is
    /// inserted or reloaded (its items are all new).
    package var keptOrigins: [Int] { _read { yield storage.tables.keptOrigins } }
    /// For each old section, the items that leave it (deleted or moved out), in order.
    package var leaving: SectionTable<[Int]> { _read { yield storage.tables.leaving } }
    /// For each new section, the places that are taken (inserted or moved in), in order.
    package var taken: SectionTable<[Int]> { _read { yield storage.tables.taken } }
    /// Flattened old index → flattened new index of the moved items.
    package var movedTo: [Int: Int] { _read { yield storage.tables.movedTo } }
    /// Flattened new index → flattened old index of the moved items.
    var movedFrom: [Int: Int] { _read { yield storage.tables.movedFrom } }
    /// Flattened new item indexes of reloaded items (they keep their identity, with a new cell).
    package var reloadedDestinations: Set<Int> { _read { yield storage.reloadedDestinations } }

    /// The index path an item had before the update, or `nil` when it is inserted (or in an
    /// inserted or reloaded section).
    ///
    /// - Complexity: O(log *s* + log *c*) for *s* sections and *c* changes.
    package func oldIndexPath(forNew indexPath: IndexPath) -> IndexPath? {
        Self.follow(
            indexPath, from: (newOffsets, newTotal), to: oldOffsets, moved: movedFrom, remainingIn: keptOrigins,
            changedHere: taken, changedThere: leaving)
    }

    /// The index path an item has after the update, or `nil` when it is deleted (or in a deleted or
    /// reloaded section).
    ///
    /// - Complexity: O(log *s* + log *c*) for *s* sections and *c* changes.
    package func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
        Self.follow(
            indexPath, from: (oldOffsets, oldTotal), to: newOffsets, moved: movedTo, remainingIn: keptDestinations,
            changedHere: leaving, changedThere: taken)
    }

    /// ``newIndexPath(forOld:)`` for an item given as its section and index, without an index path.
    ///
    /// - Complexity: O(log *s* + log *c*) for *s* sections and *c* changes.
    package func newItem(forOldSection section: Int, item: Int) -> (section: Int, item: Int)? {
        Self.follow(
            section: section, item: item, from: (oldOffsets, oldTotal), to: newOffsets, moved: movedTo,
            remainingIn: keptDestinations, changedHere: leaving, changedThere: taken)
    }

    /// Where an item of one index space is in the other — the rule both directions share: a moved
    /// item where its move takes it; a remaining one (not among `changedHere`, its section's
    /// changed items) keeps its rank among the remaining items of its section and takes the place of
    /// that rank among those `changedThere` leaves free in the section `remainingIn` names.
    ///
    /// - Complexity: O(log *s* + log *c*) for *s* sections and *c* changes.
    private static func follow(
        _ indexPath: IndexPath, from space: (offsets: [Int], total: Int), to otherOffsets: [Int],
        moved: [Int: Int], remainingIn: [Int], changedHere: SectionTable<[Int]>,
        changedThere: SectionTable<[Int]>
    ) -> IndexPath? {
        guard indexPath.count == 2 else { return nil }
        return follow(
            section: indexPath[0], item: indexPath[1], from: space, to: otherOffsets, moved: moved,
            remainingIn: remainingIn, changedHere: changedHere, changedThere: changedThere
        ).map { IndexPath(section: $0.section, item: $0.item) }
    }

    private static func follow(
        section: Int, item: Int, from space: (offsets: [Int], total: Int), to otherOffsets: [Int],
        moved: [Int: Int], remainingIn: [Int], changedHere: SectionTable<[Int]>,
        changedThere: SectionTable<[Int]>
    ) -> (section: Int, item: Int)? {
        guard let flat = space.offsets.flatIndex(section: section, item: item, total: space.total) else {
            return nil
        }
        // An empty table is not asked: a lookup hashes the key first.
        if !moved.isEmpty, let other = moved[flat] {
            return unflatten(other, offsets: otherOffsets)
        }
        let otherSection = remainingIn[section]
        guard otherSection >= 0 else { return nil }
        // One search tells both whether the item changed and how many changed items precede it.
        let changed = changedHere[section]
        let below = count(changed, below: item)
        guard below == changed.count || changed[below] != item else { return nil }
        return (otherSection, free(item - below, around: changedThere[otherSection]))
    }

    /// Whether the item at this new index path is reloaded (same item, new cell).
    package func isReloaded(newIndexPath indexPath: IndexPath) -> Bool {
        guard !reloadedDestinations.isEmpty, indexPath.count == 2 else { return false }
        return isReloaded(newSection: indexPath[0], item: indexPath[1])
    }

    /// ``isReloaded(newIndexPath:)`` for an item given as its section and index.
    package func isReloaded(newSection section: Int, item: Int) -> Bool {
        guard !reloadedDestinations.isEmpty,
            let flat = newOffsets.flatIndex(section: section, item: item, total: newTotal)
        else { return false }
        return reloadedDestinations.contains(flat)
    }

    // MARK: Ranks

    /// How many of the sorted `indexes` are below `index`.
    ///
    /// - Complexity: O(log *k*) for *k* indexes.
    static func count(_ indexes: [Int], below index: Int) -> Int {
        indexes.lowerBound(of: index)
    }

    /// The index of the `rank`-th place (from 0) that the sorted `indexes` leave free: `rank` plus
    /// the indexes at or before it. The number of free places before `indexes[i]`, `indexes[i] − i`,
    /// never decreases, so the indexes before the place are found by binary search.
    ///
    /// - Complexity: O(log *k*) for *k* indexes.
    static func free(_ rank: Int, around indexes: [Int]) -> Int {
        var low = 0, high = indexes.count
        while low < high {
            let middle = (low + high) >> 1
            if indexes[middle] - middle <= rank { low = middle + 1 } else { high = middle }
        }
        return rank + low
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
