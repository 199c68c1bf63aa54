import Foundation
import TesseraDiff
import TesseraTestSupport
import TesseraTesting
import Testing

/// An item whose identity is its id and whose content is a separate string, as in `tessera diff`.
private struct Row: Hashable, ContentEquatable {
    var id: String
    var content: String

    init(_ id: String, _ content: String = "") {
        self.id = id
        self.content = content
    }

    static func == (lhs: Row, rhs: Row) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    func isContentEqual(to source: Row) -> Bool { content == source.content }
}

private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

@Suite("Batch updates between snapshots")
struct BatchUpdateTests {
    @Test func identicalSnapshotsGiveAnEmptyUpdate() throws {
        let snapshot = try Snapshot<String, Int>([("A", [1, 2, 3]), ("B", [4])])
        let update = BatchUpdate(from: snapshot, to: snapshot)
        #expect(update.isEmpty)
        #expect(!update.hasStructuralChanges)
    }

    @Test func deletesUseOldIndexesAndInsertsUseNewOnes() throws {
        let old = try Snapshot<String, Int>([("A", [1, 2, 3, 4])])
        let new = try Snapshot<String, Int>([("A", [0, 2, 4, 5])])
        let update = BatchUpdate(from: old, to: new)
        #expect(update.deletedItems == [path(0, 0), path(0, 2)])
        #expect(update.insertedItems == [path(0, 0), path(0, 3)])
        #expect(update.movedItems.isEmpty)
        try BatchUpdateReplay.check(update, from: old, to: new)
    }

    @Test func swapIsOneMove() throws {
        let old = try Snapshot<String, Int>([("A", [1, 2, 3, 4, 5])])
        let new = try Snapshot<String, Int>([("A", [1, 4, 2, 3, 5])])
        let update = BatchUpdate(from: old, to: new)
        #expect(update.movedItems == [BatchUpdate.ItemMove(from: path(0, 3), to: path(0, 1))])
        #expect(update.changeCount == 1)
        try BatchUpdateReplay.check(update, from: old, to: new)
    }

    @Test func reversalMovesAllButOne() throws {
        let old = try Snapshot<String, Int>([("A", Array(0..<10))])
        let new = try Snapshot<String, Int>([("A", Array((0..<10).reversed()))])
        let update = BatchUpdate(from: old, to: new)
        #expect(update.movedItems.count == 9)
        try BatchUpdateReplay.check(update, from: old, to: new)
    }

    @Test func itemChangingSectionIsAMove() throws {
        let old = try Snapshot<String, Int>([("A", [1, 2]), ("B", [3])])
        let new = try Snapshot<String, Int>([("A", [1]), ("B", [2, 3])])
        let update = BatchUpdate(from: old, to: new)
        #expect(update.movedItems == [BatchUpdate.ItemMove(from: path(0, 1), to: path(1, 0))])
        #expect(update.deletedItems.isEmpty && update.insertedItems.isEmpty)
        try BatchUpdateReplay.check(update, from: old, to: new)
    }

    @Test func itemsOfInsertedAndDeletedSectionsAreNotListed() throws {
        let old = try Snapshot<String, Int>([("A", [1, 2]), ("B", [3, 4])])
        let new = try Snapshot<String, Int>([("A", [1, 2]), ("C", [5, 3])])
        let update = BatchUpdate(from: old, to: new)
        #expect(update.deletedSections == [1])
        #expect(update.insertedSections == [1])
        #expect(update.deletedItems.isEmpty)
        #expect(update.insertedItems.isEmpty)
        #expect(update.movedItems.isEmpty)
        try BatchUpdateReplay.check(update, from: old, to: new)
    }

    @Test func itemLeavingForAnInsertedSectionIsADelete() throws {
        let old = try Snapshot<String, Int>([("A", [1, 2])])
        let new = try Snapshot<String, Int>([("A", [1]), ("B", [2])])
        let update = BatchUpdate(from: old, to: new)
        #expect(update.insertedSections == [1])
        #expect(update.deletedItems == [path(0, 1)])
        #expect(update.movedItems.isEmpty)
        try BatchUpdateReplay.check(update, from: old, to: new)
    }

    @Test func sectionMovesAreMinimal() throws {
        let old = try Snapshot<String, Int>([("A", [1]), ("B", [2]), ("C", [3]), ("D", [4])])
        let new = try Snapshot<String, Int>([("B", [2]), ("C", [3]), ("D", [4]), ("A", [1])])
        let update = BatchUpdate(from: old, to: new)
        #expect(update.movedSections == [BatchUpdate.SectionMove(from: 0, to: 3)])
        #expect(update.movedItems.isEmpty)
        try BatchUpdateReplay.check(update, from: old, to: new)
    }

    @Test func contentChangesBecomeReconfiguresAtNewIndexes() throws {
        let old = try Snapshot<String, Row>([("A", [Row("a", "1"), Row("b", "1"), Row("c", "1")])])
        let new = try Snapshot<String, Row>([("A", [Row("x"), Row("a", "1"), Row("c", "2"), Row("b", "1")])])
        let update = BatchUpdate(from: old, to: new)
        #expect(update.reconfiguredItems == [path(0, 2)])
        #expect(update.reloadedItems.isEmpty)
        try BatchUpdateReplay.check(update, from: old, to: new) { $0.content == $1.content }
    }

    @Test func contentChangesBecomeReloadsAtOldIndexesWhenAsked() throws {
        let old = try Snapshot<String, Row>([("A", [Row("a", "1"), Row("b", "1"), Row("c", "1")])])
        let new = try Snapshot<String, Row>([("A", [Row("x"), Row("a", "2"), Row("b", "1"), Row("c", "1")])])
        let update = BatchUpdate(from: old, to: new, contentUpdate: .reload)
        #expect(update.reloadedItems == [path(0, 0)])
        #expect(update.insertedItems == [path(0, 0)])
        #expect(update.reconfiguredItems.isEmpty)
        try BatchUpdateReplay.check(update, from: old, to: new) { $0.content == $1.content }
    }

    @Test func movedItemWithChangedContentIsDeletedAndInsertedWhenReloading() throws {
        let old = try Snapshot<String, Row>([("A", [Row("a"), Row("b"), Row("c"), Row("d", "1")])])
        let new = try Snapshot<String, Row>([("A", [Row("d", "2"), Row("a"), Row("b"), Row("c")])])
        let reload = BatchUpdate(from: old, to: new, contentUpdate: .reload)
        #expect(reload.movedItems.isEmpty)
        #expect(reload.reloadedItems.isEmpty)
        #expect(reload.deletedItems == [path(0, 3)])
        #expect(reload.insertedItems == [path(0, 0)])
        try BatchUpdateReplay.check(reload, from: old, to: new) { $0.content == $1.content }
        let reconfigure = BatchUpdate(from: old, to: new)
        #expect(reconfigure.movedItems == [BatchUpdate.ItemMove(from: path(0, 3), to: path(0, 0))])
        #expect(reconfigure.reconfiguredItems == [path(0, 0)])
        try BatchUpdateReplay.check(reconfigure, from: old, to: new) { $0.content == $1.content }
    }

    @Test func closureComparesContentOfPlainIdentifiers() throws {
        let prices = ["a": 1, "b": 2]
        let newPrices = ["a": 1, "b": 3]
        let old = try Snapshot<Int, String>([(0, ["a", "b"])])
        let update = BatchUpdate(from: old, to: old) { _, new in prices[new] == newPrices[new] }
        #expect(update.reconfiguredItems == [path(0, 1)])
    }

    @Test func snapshotMarksBecomeReloadsAndReconfigures() throws {
        let old = try Snapshot<String, Int>([("A", [1, 2, 3]), ("B", [4])])
        var new = old
        try new.reloadItems([1])
        try new.reconfigureItems([3])
        try new.reloadSections(["B"])
        let update = BatchUpdate(from: old, to: new)
        #expect(update.reloadedItems == [path(0, 0)])
        #expect(update.reconfiguredItems == [path(0, 2)])
        #expect(update.reloadedSections == [1])
        try BatchUpdateReplay.check(update, from: old, to: new)
    }

    @Test func reloadedSectionThatMovesIsDeletedAndInserted() throws {
        let old = try Snapshot<String, Int>([("A", [1]), ("B", [2]), ("C", [3])])
        var new = try Snapshot<String, Int>([("B", [2]), ("C", [3]), ("A", [1])])
        try new.reloadSections(["A"])
        let update = BatchUpdate(from: old, to: new)
        #expect(update.reloadedSections.isEmpty)
        #expect(update.movedSections.isEmpty)
        #expect(update.deletedSections == [0])
        #expect(update.insertedSections == [2])
        try BatchUpdateReplay.check(update, from: old, to: new)
    }

    @Test func emptyToFullAndBack() throws {
        let empty = Snapshot<String, Int>()
        let full = try Snapshot<String, Int>([("A", [1, 2]), ("B", [])])
        let up = BatchUpdate(from: empty, to: full)
        #expect(up.insertedSections == [0, 1])
        #expect(up.insertedItems.isEmpty)
        try BatchUpdateReplay.check(up, from: empty, to: full)
        let down = BatchUpdate(from: full, to: empty)
        #expect(down.deletedSections == [0, 1])
        try BatchUpdateReplay.check(down, from: full, to: empty)
    }

    @Test func structuralChangesKeepEveryKindButReconfigures() {
        let path = { (section: Int, item: Int) in IndexPath(item: item, section: section) }
        let update = BatchUpdate(
            deletedSections: [1], insertedSections: [2], movedSections: [.init(from: 3, to: 4)],
            reloadedSections: [5], deletedItems: [path(0, 1)], insertedItems: [path(0, 2)],
            movedItems: [.init(from: path(0, 3), to: path(0, 4))], reloadedItems: [path(0, 5)],
            reconfiguredItems: [path(0, 6)])
        // Compared with the whole update, reconfigures emptied: a kind of change added to
        // BatchUpdate and not carried makes them differ.
        var expected = update
        expected.reconfiguredItems = []
        #expect(update.structuralChanges == expected)
        #expect(update.structuralChanges.changeCount == update.changeCount - 1)
        #expect(expected.structuralChanges == expected)
    }

    @Test func descriptionIsReadable() throws {
        let old = try Snapshot<String, Int>([("A", [1, 2])])
        let new = try Snapshot<String, Int>([("A", [2, 3])])
        #expect(
            BatchUpdate(from: old, to: new).description
                == "BatchUpdate(deletedItems: [[0, 0]]; insertedItems: [[0, 1]])")
    }
}

@Suite("Batch updates between lists")
struct ListBatchUpdateTests {
    @Test func listDiffMatchesSnapshotDiff() throws {
        let old = ["a", "b", "c", "d", "e"]
        let new = ["e", "b", "x", "c", "a"]
        let update = try BatchUpdate(from: old, to: new)
        try BatchUpdateReplay.check(update, from: old, to: new)
        let snapshotUpdate = BatchUpdate(
            from: try Snapshot<Int, String>([(0, old)]),
            to: try Snapshot<Int, String>([(0, new)])
        )
        #expect(update == snapshotUpdate)
    }

    @Test func listDiffReportsInTheGivenSection() throws {
        let update = try BatchUpdate(from: [1, 2], to: [2, 3], section: 4)
        #expect(update.deletedItems == [path(4, 0)])
        #expect(update.insertedItems == [path(4, 1)])
    }

    @Test func duplicatesInTheChangedPartOfEitherListThrow() {
        #expect(throws: SnapshotError.duplicateItemIdentifiers(["\"a\""])) {
            try BatchUpdate(from: ["a", "b", "a", "c"], to: ["c", "a"])
        }
        #expect(throws: SnapshotError.duplicateItemIdentifiers(["\"a\""])) {
            try BatchUpdate(from: ["c", "a"], to: ["a", "b", "a", "c"])
        }
        #expect(throws: SnapshotError.duplicateItemIdentifiers(["\"n\""])) {
            try BatchUpdate(from: ["z"], to: ["n", "a", "n"])
        }
    }

    @Test func duplicatesInAnUnchangedCommonPrefixDiffAsUnchanged() throws {
        // The ends are matched position by position, so repeated values there are not ambiguous.
        let update = try BatchUpdate(from: ["a", "a", "b"], to: ["a", "a", "c"])
        #expect(update.deletedItems == [path(0, 2)])
        #expect(update.insertedItems == [path(0, 2)])
    }

    @Test func identifiedListsCompareContent() throws {
        struct Item: Equatable { var id: Int; var title: String }
        let old = [Item(id: 1, title: "one"), Item(id: 2, title: "two")]
        let new = [Item(id: 2, title: "TWO"), Item(id: 1, title: "one")]
        let update = try BatchUpdate(from: old, to: new, identifiedBy: \.id, isContentEqual: ==)
        #expect(update.movedItems.count == 1)
        #expect(update.reconfiguredItems == [path(0, 0)])
    }

    @Test func contentEquatableElementsAreCompared() throws {
        let old = [Row("a", "1"), Row("b", "1")]
        let new = [Row("a", "2"), Row("b", "1")]
        let update = try BatchUpdate(from: old, to: new)
        #expect(update.reconfiguredItems == [path(0, 0)])
        let reload = try BatchUpdate(from: old, to: new, contentUpdate: .reload)
        #expect(reload.reloadedItems == [path(0, 0)])
    }
}

/// The replay oracle simulates UIKit on plain arrays, without the library's mapping: it accepts
/// what UIKit accepts and rejects the rest on its own.
@Suite("Replay oracle")
struct ReplayOracleTests {
    @Test func theOracleReplaysByUIKitsRulesAndRejectsTheRest() throws {
        let old = try Snapshot<String, String>([("A", ["a", "b", "c"]), ("B", ["d"])])
        let new = try Snapshot<String, String>([("B", ["d", "c"]), ("A", ["x", "a"])])
        // B moves to 0, A to 1; c moves into B; b is deleted; x is inserted.
        let valid = BatchUpdate(
            movedSections: [BatchUpdate.SectionMove(from: 1, to: 0)],
            deletedItems: [IndexPath(indexes: [0, 1])],
            insertedItems: [IndexPath(indexes: [1, 0])],
            movedItems: [BatchUpdate.ItemMove(from: IndexPath(indexes: [0, 2]), to: IndexPath(indexes: [0, 1]))]
        )
        try BatchUpdateReplay.check(valid, from: old, to: new)
        // The same without the delete: section A would hold one item too many.
        var tooMany = valid
        tooMany.deletedItems = []
        #expect(throws: ReplayFailure.self) { try BatchUpdateReplay.check(tooMany, from: old, to: new) }
        // An item moved into a section being inserted.
        let grown = try Snapshot<String, String>([("A", ["a", "b"]), ("C", ["c"]), ("B", ["d"])])
        let intoNew = BatchUpdate(
            insertedSections: [1],
            movedItems: [BatchUpdate.ItemMove(from: IndexPath(indexes: [0, 2]), to: IndexPath(indexes: [1, 0]))])
        #expect(throws: ReplayFailure.self) { try BatchUpdateReplay.check(intoNew, from: old, to: grown) }
        // What the library computes for the same change passes.
        try BatchUpdateReplay.check(BatchUpdate(from: old, to: grown), from: old, to: grown)
    }
}
