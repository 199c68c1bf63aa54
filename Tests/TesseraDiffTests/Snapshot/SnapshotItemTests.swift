import Foundation
import TesseraDiff
import TesseraTestSupport
import Testing

@Suite("Snapshot items")
struct SnapshotItemTests {
    @Test func appendItemsToLastOrNamedSection() throws {
        var snapshot = Snapshot<String, String>()
        try snapshot.appendSections(["A", "B"])
        try snapshot.appendItems(["b1", "b2"])
        try snapshot.appendItems(["a1"], toSection: "A")
        #expect(snapshot.itemIdentifiers(inSection: "A") == ["a1"])
        #expect(snapshot.itemIdentifiers(inSection: "B") == ["b1", "b2"])
        #expect(snapshot.itemIdentifiers == ["a1", "b1", "b2"])
        #expect(snapshot.numberOfItems == 3)
        #expect(snapshot.numberOfItems(inSection: "B") == 2)
        #expect(snapshot.numberOfItems(inSection: "nope") == 0)
        #expect(snapshot.itemIdentifiers(inSection: "nope") == [])
        #expect(snapshot.indexOfItem("b2") == 2)
        #expect(snapshot.indexOfItem("zz") == nil)
        #expect(snapshot.sectionIdentifier(containingItem: "b1") == "B")
        #expect(snapshot.sectionIdentifier(containingItem: "zz") == nil)
        #expect(snapshot.itemIdentifier(for: IndexPath(item: 1, section: 1)) == "b2")
        #expect(snapshot.itemIdentifier(for: IndexPath(item: 2, section: 1)) == nil)
        #expect(snapshot.itemIdentifier(for: IndexPath(item: 0, section: 5)) == nil)
        #expect(snapshot.sectionIdentifier(at: 1) == "B")
        #expect(snapshot.sectionIdentifier(at: 2) == nil)
    }

    @Test func appendingWithoutSectionThrows() {
        var snapshot = Snapshot<String, String>()
        #expect(throws: SnapshotError.noSections) { try snapshot.appendItems(["a"]) }
        #expect(throws: SnapshotError.unknownSectionIdentifiers(["\"S\""])) {
            try snapshot.appendItems(["a"], toSection: "S")
        }
        #expect(snapshot.numberOfItems == 0)
    }

    @Test func duplicateItemsAcrossSectionsThrowAndLeaveSnapshotUnchanged() throws {
        var snapshot = try Snapshot<String, String>([("A", ["a", "b"]), ("B", ["c"])])
        let before = snapshot
        #expect(throws: SnapshotError.duplicateItemIdentifiers(["\"a\""])) {
            try snapshot.appendItems(["x", "a", "y"], toSection: "B")
        }
        #expect(throws: SnapshotError.duplicateItemIdentifiers(["\"x\""])) {
            try snapshot.appendItems(["x", "y", "x"], toSection: "B")
        }
        #expect(throws: SnapshotError.duplicateItemIdentifiers(["\"c\"", "\"b\""])) {
            try snapshot.insertItems(["c", "n", "b"], beforeItem: "a")
        }
        #expect(snapshot == before)
        #expect(!snapshot.contains(item: "x"))
        #expect(!snapshot.contains(item: "y"))
        #expect(!snapshot.contains(item: "n"))
        #expect(snapshot.indexPath(for: "a") == IndexPath(item: 0, section: 0))
        #expect(snapshot.indexPath(for: "c") == IndexPath(item: 0, section: 1))
    }

    @Test func longDuplicateListsAreShortened() throws {
        var snapshot = try Snapshot<Int, Int>([(0, Array(0..<20))])
        do {
            try snapshot.appendItems(Array(0..<20))
            Issue.record("expected a duplicate error")
        } catch {
            guard case .duplicateItemIdentifiers(let names) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(names.count == SnapshotError.listedIdentifierLimit + 1)
            #expect(names.last == "and 10 more")
        }
    }

    @Test func insertItemsBeforeAndAfter() throws {
        var snapshot = try Snapshot<String, String>([("A", ["a", "d"]), ("B", ["x"])])
        try snapshot.insertItems(["b", "c"], beforeItem: "d")
        try snapshot.insertItems(["e"], afterItem: "d")
        try snapshot.insertItems(["w"], beforeItem: "x")
        #expect(snapshot.itemIdentifiers(inSection: "A") == ["a", "b", "c", "d", "e"])
        #expect(snapshot.itemIdentifiers(inSection: "B") == ["w", "x"])
        for (index, item) in ["a", "b", "c", "d", "e", "w", "x"].enumerated() {
            #expect(snapshot.indexOfItem(item) == index)
        }
        #expect(snapshot.indexPath(for: "x") == IndexPath(item: 1, section: 1))
        #expect(throws: SnapshotError.unknownItemIdentifiers(["\"q\""])) {
            try snapshot.insertItems(["z"], afterItem: "q")
        }
        #expect(throws: SnapshotError.unknownItemIdentifiers(["\"q\""])) {
            try snapshot.insertItems(["z"], beforeItem: "q")
        }
    }

    @Test func deleteItemsAndDeleteAll() throws {
        var snapshot = try Snapshot<String, Int>([("A", [1, 2, 3, 4]), ("B", [5, 6])])
        snapshot.deleteItems([4, 1, 99, 5])
        #expect(snapshot.itemIdentifiers(inSection: "A") == [2, 3])
        #expect(snapshot.itemIdentifiers(inSection: "B") == [6])
        #expect(snapshot.indexOfItem(6) == 2)
        #expect(snapshot.indexPath(for: 3) == IndexPath(item: 1, section: 0))
        #expect(snapshot.numberOfItems == 3)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0)
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot == Snapshot())
    }

    @Test func moveItemWithinAndAcrossSections() throws {
        var snapshot = try Snapshot<String, Int>([("A", [1, 2, 3]), ("B", [4, 5])])
        try snapshot.moveItem(1, afterItem: 3)
        #expect(snapshot.itemIdentifiers(inSection: "A") == [2, 3, 1])
        try snapshot.moveItem(3, beforeItem: 2)
        #expect(snapshot.itemIdentifiers(inSection: "A") == [3, 2, 1])
        try snapshot.moveItem(2, beforeItem: 5)
        #expect(snapshot.itemIdentifiers(inSection: "A") == [3, 1])
        #expect(snapshot.itemIdentifiers(inSection: "B") == [4, 2, 5])
        try snapshot.moveItem(4, afterItem: 1)
        #expect(snapshot.itemIdentifiers == [3, 1, 4, 2, 5])
        for (index, item) in [3, 1, 4, 2, 5].enumerated() {
            #expect(snapshot.indexOfItem(item) == index)
        }
        #expect(snapshot.sectionIdentifier(containingItem: 4) == "A")
    }

    @Test func movingItemsWrongThrows() throws {
        var snapshot = try Snapshot<String, Int>([("A", [1, 2])])
        let before = snapshot
        #expect(throws: SnapshotError.unknownItemIdentifiers(["\"9\""])) { try snapshot.moveItem(9, beforeItem: 1) }
        #expect(throws: SnapshotError.unknownItemIdentifiers(["\"9\""])) { try snapshot.moveItem(1, afterItem: 9) }
        #expect(throws: SnapshotError.moveRelativeToItself("item \"1\"")) { try snapshot.moveItem(1, afterItem: 1) }
        #expect(snapshot == before)
    }

    @Test func reloadAndReconfigureMarks() throws {
        var snapshot = try Snapshot<String, Int>([("A", [1, 2, 3])])
        try snapshot.reloadItems([2])
        try snapshot.reconfigureItems([3, 1, 3])
        #expect(snapshot.reloadedItemIdentifiers == [2])
        #expect(snapshot.reconfiguredItemIdentifiers == [3, 1])
        #expect(throws: SnapshotError.unknownItemIdentifiers(["\"7\""])) { try snapshot.reloadItems([1, 7]) }
        #expect(throws: SnapshotError.unknownItemIdentifiers(["\"8\""])) { try snapshot.reconfigureItems([8]) }
        #expect(snapshot.reloadedItemIdentifiers == [2])
        snapshot.deleteItems([3])
        #expect(snapshot.reconfiguredItemIdentifiers == [1])
        #expect(snapshot.isReconfigured(item: 1))
        #expect(snapshot.isReloaded(item: 2))
        #expect(snapshot.removingMarks().reloadedItemIdentifiers.isEmpty)
    }

    @Test func descriptionListsSectionsAndItems() throws {
        let snapshot = try Snapshot<String, Int>([("A", [1, 2]), ("B", [])])
        #expect(snapshot.description == "Snapshot(A: [1, 2]; B: [])")
    }

    @Test func lookupsStayCorrectAfterRandomEdits() throws {
        var generator = SeededRandomNumberGenerator(seed: 7)
        var snapshot = try Snapshot<Int, Int>([(0, Array(0..<50)), (1, Array(50..<80)), (2, [])])
        var next = 1000
        for _ in 0..<300 {
            let items = snapshot.itemIdentifiers
            switch Int.random(in: 0..<5, using: &generator) {
            case 0 where !items.isEmpty:
                try snapshot.insertItems([next], beforeItem: items.randomElement(using: &generator)!)
                next += 1
            case 1 where !items.isEmpty:
                snapshot.deleteItems([items.randomElement(using: &generator)!])
            case 2 where items.count > 1:
                let pair = items.shuffled(using: &generator).prefix(2)
                try snapshot.moveItem(pair.first!, afterItem: pair.last!)
            case 3:
                try snapshot.appendItems(
                    [next], toSection: snapshot.sectionIdentifiers.randomElement(using: &generator)!)
                next += 1
            default:
                let sections = snapshot.sectionIdentifiers
                try snapshot.moveSection(sections[0], afterSection: sections[sections.count - 1])
            }
            for (index, item) in snapshot.itemIdentifiers.enumerated() {
                #expect(snapshot.indexOfItem(item) == index)
                let path = try #require(snapshot.indexPath(for: item))
                #expect(snapshot.itemIdentifier(for: path) == item)
            }
        }
    }
}

@Suite("Snapshot invariants")
struct SnapshotInvariantTests {
    @Test(arguments: [UInt64(41), 42])
    func randomEditsKeepTheStorageSound(seed: UInt64) throws {
        var random = SeededRandomNumberGenerator(seed: seed)
        var snapshot = Snapshot<Int, Int>()
        for step in 0..<3_000 {
            func item() -> Int { Int.random(in: 0..<60, using: &random) }
            func section() -> Int { Int.random(in: 0..<8, using: &random) }
            switch Int.random(in: 0..<9, using: &random) {
            case 0: try? snapshot.appendSections([section()])
            case 1: try? snapshot.appendItems([item(), item()], toSection: section())
            case 2: try? snapshot.insertItems([item()], beforeItem: item())
            case 3: snapshot.deleteItems([item()])
            case 4: try? snapshot.moveItem(item(), afterItem: item())
            case 5: try? snapshot.moveSection(section(), beforeSection: section())
            case 6: snapshot.deleteSections([section()])
            case 7: try? snapshot.insertSections([section()], afterSection: section())
            default: try? snapshot.reloadItems([item()])
            }
            let problems = snapshot.invariantViolations()
            try #require(problems.isEmpty, "step \(step): \(problems)")
        }
    }
}
