import Foundation
import TesseraTestSupport

@testable import TesseraCore

/// A random batch update of a random snapshot, made from a seed, with its mapping: the input of
/// the tests that follow items through an update.
struct RandomBatchUpdate {
    /// The item counts of the sections before and after the update.
    let countsBefore: [Int]
    let countsAfter: [Int]
    let update: BatchUpdate
    let mapping: BatchUpdateMapping

    /// The snapshot before the update is made with `1 + seed % rounds` rounds of up to 8 changes
    /// from an empty one, of at most `maximumItems` items; the update makes up to 12 changes when
    /// `seed` is a multiple of 3, up to 3 otherwise (few changes: many updates move nothing).
    init(seed: Int, maximumItems: Int, rounds: Int) throws {
        var mutator = RandomSnapshotMutator(seed: UInt64(seed))
        mutator.maximumItems = maximumItems
        var old = Snapshot<Int, VersionedItem>()
        for _ in 0...(seed % rounds) { old = try mutator.mutate(old, maximumChanges: 8) }
        let new = try mutator.mutate(old, maximumChanges: seed % 3 == 0 ? 12 : 3)
        let counts = { (snapshot: Snapshot<Int, VersionedItem>) in
            snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0).count }
        }
        countsBefore = counts(old)
        countsAfter = counts(new)
        update = BatchUpdate(from: old, to: new)
        mapping = try update.mapping(itemCountsBefore: countsBefore, itemCountsAfter: countsAfter)
    }

    /// Every item before the update, the places just out of each section's range, and places in
    /// the sections just out of range, in index path order.
    var placesBefore: [(section: Int, item: Int)] {
        var places: [(section: Int, item: Int)] = []
        for (section, count) in countsBefore.enumerated() {
            for item in -1...count { places.append((section, item)) }
        }
        places.append((-1, 0))
        places.append((countsBefore.count, 0))
        return places
    }
}
