import Foundation
import TesseraDiff
import Testing

private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

@Suite("Batch update validation (UIKit's rules)")
struct BatchUpdateValidationTests {
    @Test func itemCountMismatchUsesUIKitsText() {
        let update = BatchUpdate()
        #expect(
            throws: BatchUpdateError(
                reason:
                    "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (5) must be equal to the number of items contained in that section before the update (4), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
            )
        ) {
            try update.validate(itemCountsBefore: [4], itemCountsAfter: [5])
        }
    }

    @Test func sectionCountMismatch() {
        let update = BatchUpdate(insertedSections: [1])
        #expect(
            throws: BatchUpdateError(
                reason:
                    "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (3) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (1 inserted, 0 deleted)."
            )
        ) {
            try update.validate(itemCountsBefore: [0], itemCountsAfter: [0, 0, 0])
        }
    }

    @Test func deleteAndReloadOfTheSameIndexPathIsRejected() {
        let update = BatchUpdate(deletedItems: [path(0, 1)], reloadedItems: [path(0, 1)])
        #expect(
            throws: BatchUpdateError(
                reason: "attempt to delete and reload the same index path ({length = 2, path = 0 - 1})")
        ) {
            try update.validate(itemCountsBefore: [3], itemCountsAfter: [2])
        }
    }

    @Test func movingAnItemTwiceIsRejected() {
        let update = BatchUpdate(movedItems: [
            .init(from: path(0, 0), to: path(0, 2)),
            .init(from: path(0, 0), to: path(0, 1)),
        ])
        #expect(
            throws: BatchUpdateError(
                reason: "attempt to move the same index path more than once ({length = 2, path = 0 - 0})")
        ) {
            try update.validate(itemCountsBefore: [3], itemCountsAfter: [3])
        }
    }

    @Test func conflictingChangesAreRejected() {
        let deleteAndMove = BatchUpdate(
            deletedItems: [path(0, 0)], movedItems: [.init(from: path(0, 0), to: path(0, 1))])
        #expect(
            throws: BatchUpdateError(
                reason: "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 0})")
        ) {
            try deleteAndMove.validate(itemCountsBefore: [3], itemCountsAfter: [2])
        }
        let insertAndMove = BatchUpdate(
            insertedItems: [path(0, 1)], movedItems: [.init(from: path(0, 0), to: path(0, 1))])
        #expect(
            throws: BatchUpdateError(
                reason: "attempt to perform an insert and a move to the same index path ({length = 2, path = 0 - 1})")
        ) {
            try insertAndMove.validate(itemCountsBefore: [3], itemCountsAfter: [4])
        }
        let twoMovesToOnePlace = BatchUpdate(movedItems: [
            .init(from: path(0, 0), to: path(0, 2)), .init(from: path(0, 1), to: path(0, 2)),
        ])
        #expect(
            throws: BatchUpdateError(
                reason: "attempt to move two items to the same index path ({length = 2, path = 0 - 2})")
        ) {
            try twoMovesToOnePlace.validate(itemCountsBefore: [3], itemCountsAfter: [3])
        }
        let reconfigureInserted = BatchUpdate(insertedItems: [path(0, 0)], reconfiguredItems: [path(0, 0)])
        #expect(
            throws: BatchUpdateError(
                reason: "attempt to reconfigure an item that is being inserted ({length = 2, path = 0 - 0})")
        ) {
            try reconfigureInserted.validate(itemCountsBefore: [1], itemCountsAfter: [2])
        }
    }

    @Test func outOfRangeIndexesAreRejected() {
        #expect(
            throws: BatchUpdateError(
                reason: "attempt to delete item 3 from section 0 which only contains 3 items before the update")
        ) {
            try BatchUpdate(deletedItems: [path(0, 3)]).validate(itemCountsBefore: [3], itemCountsAfter: [2])
        }
        #expect(
            throws: BatchUpdateError(
                reason: "attempt to insert item 4 into section 0 which only contains 4 items after the update")
        ) {
            try BatchUpdate(insertedItems: [path(0, 4)]).validate(itemCountsBefore: [3], itemCountsAfter: [4])
        }
        #expect(
            throws: BatchUpdateError(
                reason: "attempt to delete item 0 from section 2, but there are only 1 sections before the update")
        ) {
            try BatchUpdate(deletedItems: [path(2, 0)]).validate(itemCountsBefore: [3], itemCountsAfter: [2])
        }
        #expect(
            throws: BatchUpdateError(
                reason: "attempt to delete section 1, but there are only 1 sections before the update")
        ) {
            try BatchUpdate(deletedSections: [1]).validate(itemCountsBefore: [3], itemCountsAfter: [])
        }
        #expect(
            throws: BatchUpdateError(
                reason: "attempt to insert section 5, but there are only 2 sections after the update")
        ) {
            try BatchUpdate(insertedSections: [5]).validate(itemCountsBefore: [3], itemCountsAfter: [3, 0])
        }
    }

    @Test func itemsInsideDeletedOrInsertedSectionsAreRejected() {
        #expect(
            throws: BatchUpdateError(
                reason:
                    "attempt to delete item 0 from section 0, which is being deleted: items of that section are not listed"
            )
        ) {
            try BatchUpdate(deletedSections: [0], deletedItems: [path(0, 0)]).validate(
                itemCountsBefore: [1], itemCountsAfter: [])
        }
        #expect(throws: BatchUpdateError(reason: "cannot move an item into a newly inserted or reloaded section (1)")) {
            try BatchUpdate(insertedSections: [1], movedItems: [.init(from: path(0, 0), to: path(1, 0))])
                .validate(itemCountsBefore: [1], itemCountsAfter: [0, 1])
        }
    }

    @Test func sectionConflictsAreRejected() {
        #expect(throws: BatchUpdateError(reason: "attempt to perform a delete and a move from the same section (0)")) {
            try BatchUpdate(deletedSections: [0], movedSections: [.init(from: 0, to: 1)]).validate(
                itemCountsBefore: [0, 0], itemCountsAfter: [0, 0])
        }
        #expect(throws: BatchUpdateError(reason: "attempt to perform an insert and a move to the same section (1)")) {
            try BatchUpdate(insertedSections: [1], movedSections: [.init(from: 0, to: 1)]).validate(
                itemCountsBefore: [0, 0], itemCountsAfter: [0, 0, 0])
        }
        #expect(throws: BatchUpdateError(reason: "attempt to delete and reload the same section (0)")) {
            try BatchUpdate(deletedSections: [0], reloadedSections: [0]).validate(
                itemCountsBefore: [0], itemCountsAfter: [])
        }
    }

    @Test func mappingFollowsUIKitsOrdering() throws {
        // Before: [a b c d e]; delete b, insert x at 0, move d to 1, reload e.
        let update = BatchUpdate(
            deletedItems: [path(0, 1)],
            insertedItems: [path(0, 0)],
            movedItems: [.init(from: path(0, 3), to: path(0, 1))],
            reloadedItems: [path(0, 4)]
        )
        let mapping = try update.mapping(itemCountsBefore: [5], itemCountsAfter: [5])
        // After: [x d a c e]
        #expect(mapping.oldIndexPath(forNew: path(0, 0)) == nil)
        #expect(mapping.oldIndexPath(forNew: path(0, 1)) == path(0, 3))
        #expect(mapping.oldIndexPath(forNew: path(0, 2)) == path(0, 0))
        #expect(mapping.oldIndexPath(forNew: path(0, 3)) == path(0, 2))
        #expect(mapping.oldIndexPath(forNew: path(0, 4)) == path(0, 4))
        #expect(mapping.isReloaded(newIndexPath: path(0, 4)))
        #expect(mapping.newIndexPath(forOld: path(0, 1)) == nil)
        #expect(mapping.newIndexPath(forOld: path(0, 0)) == path(0, 2))
        #expect(mapping.newIndexPath(forOld: path(0, 9)) == nil)
    }

    @Test func sectionMappingHandlesEmptySections() throws {
        let update = BatchUpdate(insertedSections: [0], movedSections: [.init(from: 2, to: 1)])
        let mapping = try update.mapping(itemCountsBefore: [1, 0, 2], itemCountsAfter: [0, 2, 1, 0])
        #expect(mapping.sectionOrigins == [nil, 2, 0, 1])
        #expect(mapping.sectionDestinations == [2, 3, 1])
        #expect(mapping.newIndexPath(forOld: path(2, 1)) == path(1, 1))
        #expect(mapping.newIndexPath(forOld: path(0, 0)) == path(2, 0))
    }
}

/// `mapping(itemCountsBefore:itemCountsAfter:)` takes a shortcut for an update of one section that
/// only deletes and inserts items: its mapping must be the one resolving every change makes
/// (`resolvedMapping`), and an update the shortcut must not take — another kind of change beside
/// it, another section, a count or an index UIKit refuses, an item listed twice — must come out as
/// the general path makes it.
@Suite("Batch update mapping of one section's deletes and inserts")
struct BatchUpdateOneSectionMappingTests {
    /// The tables of a mapping, and where it takes every place of each side (a few out of range).
    private static func describe(_ mapping: BatchUpdateMapping, before: [Int], after: [Int]) -> String {
        func table(_ table: SectionTable<[Int]>, _ count: Int) -> String {
            (0..<count).map { "\(table[$0])" }.joined(separator: ",")
        }
        var text =
            "\(mapping.sectionOrigins) \(mapping.sectionDestinations) \(mapping.oldOffsets) \(mapping.newOffsets)"
        text += " \(mapping.oldTotal) \(mapping.newTotal) \(mapping.keptDestinations) \(mapping.keptOrigins)"
        text += " \(table(mapping.leaving, before.count)) \(table(mapping.taken, after.count))"
        text += " \(mapping.movedTo.sorted { $0.key < $1.key }) \(mapping.reloadedDestinations.sorted())"
        for (section, count) in before.enumerated() {
            for item in -1...count {
                text += " \(String(describing: mapping.newIndexPath(forOld: IndexPath(item: item, section: section))))"
            }
        }
        for (section, count) in after.enumerated() {
            for item in -1...count {
                text += " \(String(describing: mapping.oldIndexPath(forNew: IndexPath(item: item, section: section))))"
                text += " \(mapping.isReloaded(newSection: section, item: item))"
            }
        }
        return text
    }

    /// The mapping, or the error, of an update.
    private static func outcome(_ make: () throws(BatchUpdateError) -> BatchUpdateMapping, before: [Int], after: [Int])
        -> String
    {
        do throws(BatchUpdateError) {
            return describe(try make(), before: before, after: after)
        } catch {
            return "error: \(error.reason)"
        }
    }

    private static func expectSame(_ update: BatchUpdate, before: [Int], after: [Int]) {
        let made = outcome(
            { () throws(BatchUpdateError) in
                try update.mapping(itemCountsBefore: before, itemCountsAfter: after)
            }, before: before, after: after)
        let resolved = outcome(
            { () throws(BatchUpdateError) in
                try update.resolvedMapping(itemCountsBefore: before, itemCountsAfter: after)
            }, before: before, after: after)
        #expect(made == resolved, "\(update) from \(before) to \(after)")
    }

    /// Every delete and insert of one item in lists of up to 5 items, at every index (some out of
    /// range), with every count after it from two less to two more (some wrong), alone or with
    /// another change, in one section or two.
    @Test func oneDeleteOrInsertMapsAsEveryChangeResolved() {
        for count in 0...5 {
            for item in -1...(count + 1) {
                for countAfter in max(0, count - 2)...(count + 2) {
                    for path in [
                        IndexPath(item: item, section: 0), IndexPath(item: item, section: 1), IndexPath(index: 0),
                    ] {
                        let others: [BatchUpdate] = [
                            BatchUpdate(),
                            BatchUpdate(reconfiguredItems: [IndexPath(item: 0, section: 0)]),
                            BatchUpdate(reloadedItems: [IndexPath(item: 0, section: 0)]),
                            BatchUpdate(movedItems: [
                                .init(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
                            ]),
                            BatchUpdate(deletedItems: [IndexPath(item: count - 1, section: 0)]),
                            BatchUpdate(insertedItems: [IndexPath(item: 0, section: 0)]),
                            BatchUpdate(reloadedSections: [0]),
                        ]
                        for other in others {
                            var delete = other
                            delete.deletedItems.append(path)
                            var insert = other
                            insert.insertedItems.append(path)
                            for update in [delete, insert] {
                                Self.expectSame(update, before: [count], after: [countAfter])
                                Self.expectSame(update, before: [count, 2], after: [countAfter, 2])
                                Self.expectSame(update, before: [count], after: [countAfter, 0])
                            }
                        }
                    }
                }
            }
        }
        Self.expectSame(BatchUpdate(deletedItems: [IndexPath(item: 0, section: 0)]), before: [-1], after: [-2])
        let most = BatchUpdate.maximumItemCount
        Self.expectSame(BatchUpdate(insertedItems: [IndexPath(item: 0, section: 0)]), before: [most], after: [most + 1])
        Self.expectSame(BatchUpdate(deletedItems: [IndexPath(item: 0, section: 0)]), before: [most + 1], after: [most])
    }

    /// Every update of up to two deletes and up to two inserts — in any order, some named twice or
    /// out of range — of a list of up to 4 items, with every count after it from two less to two
    /// more.
    @Test func deletesAndInsertsOfOneSectionMapAsEveryChangeResolved() {
        func lists(below count: Int) -> [[IndexPath]] {
            let items = (-1...count).map { IndexPath(item: $0, section: 0) }
            return [[]] + items.map { [$0] } + items.flatMap { first in items.map { [first, $0] } }
        }
        for count in 0...4 {
            for countAfter in max(0, count - 2)...(count + 2) {
                for deleted in lists(below: count) {
                    for inserted in lists(below: countAfter) {
                        Self.expectSame(
                            BatchUpdate(deletedItems: deleted, insertedItems: inserted), before: [count],
                            after: [countAfter])
                    }
                }
            }
        }
    }
}
