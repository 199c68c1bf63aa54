import Foundation
import TesseraDiff
import Testing

@Suite("Snapshot sections")
struct SnapshotSectionTests {
    @Test func appendSectionsKeepsOrderAndCounts() throws {
        var snapshot = Snapshot<String, Int>()
        try snapshot.appendSections(["A", "B"])
        try snapshot.appendSections(["C"])
        #expect(snapshot.sectionIdentifiers == ["A", "B", "C"])
        #expect(snapshot.numberOfSections == 3)
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.indexOfSection("C") == 2)
        #expect(snapshot.indexOfSection("Z") == nil)
    }

    @Test func appendingDuplicateSectionsThrowsAndLeavesSnapshotUnchanged() throws {
        var snapshot = try Snapshot<String, Int>([("A", [1]), ("B", [])])
        let before = snapshot
        #expect(throws: SnapshotError.duplicateSectionIdentifiers(["\"A\""])) {
            try snapshot.appendSections(["C", "A"])
        }
        #expect(throws: SnapshotError.duplicateSectionIdentifiers(["\"D\""])) {
            try snapshot.appendSections(["D", "D"])
        }
        #expect(snapshot == before)
        #expect(snapshot.indexOfSection("C") == nil)
    }

    @Test func insertSectionsBeforeAndAfter() throws {
        var snapshot = try Snapshot<String, Int>([("A", [1]), ("C", [2])])
        try snapshot.insertSections(["B"], beforeSection: "C")
        try snapshot.insertSections(["D", "E"], afterSection: "C")
        try snapshot.insertSections(["Z"], beforeSection: "A")
        #expect(snapshot.sectionIdentifiers == ["Z", "A", "B", "C", "D", "E"])
        #expect(snapshot.indexOfItem(2) == 1)
        #expect(snapshot.indexPath(for: 2) == IndexPath(item: 0, section: 3))
        #expect(snapshot.sectionIdentifier(containingItem: 2) == "C")
    }

    @Test func insertSectionsRelativeToUnknownSectionThrows() throws {
        var snapshot = try Snapshot<String, Int>([("A", [])])
        let before = snapshot
        #expect(throws: SnapshotError.unknownSectionIdentifiers(["\"X\""])) {
            try snapshot.insertSections(["B"], beforeSection: "X")
        }
        #expect(throws: SnapshotError.unknownSectionIdentifiers(["\"X\""])) {
            try snapshot.insertSections(["B"], afterSection: "X")
        }
        #expect(throws: SnapshotError.duplicateSectionIdentifiers(["\"A\""])) {
            try snapshot.insertSections(["A"], afterSection: "A")
        }
        #expect(snapshot == before)
    }

    @Test func deleteSectionsRemovesTheirItems() throws {
        var snapshot = try Snapshot<String, Int>([("A", [1, 2]), ("B", [3]), ("C", [4, 5])])
        snapshot.deleteSections(["B", "Unknown"])
        #expect(snapshot.sectionIdentifiers == ["A", "C"])
        #expect(snapshot.itemIdentifiers == [1, 2, 4, 5])
        #expect(snapshot.indexOfItem(3) == nil)
        #expect(snapshot.indexOfItem(4) == 2)
        #expect(snapshot.indexPath(for: 5) == IndexPath(item: 1, section: 1))
        snapshot.deleteSections(["A", "C"])
        #expect(snapshot.numberOfSections == 0)
        #expect(snapshot.numberOfItems == 0)
        try snapshot.appendSections(["A"])
        try snapshot.appendItems([1])
        #expect(snapshot.indexPath(for: 1) == IndexPath(item: 0, section: 0))
    }

    @Test func moveSectionBeforeAndAfter() throws {
        var snapshot = try Snapshot<String, Int>([("A", [1]), ("B", [2]), ("C", [3])])
        try snapshot.moveSection("A", afterSection: "C")
        #expect(snapshot.sectionIdentifiers == ["B", "C", "A"])
        #expect(snapshot.indexOfItem(1) == 2)
        try snapshot.moveSection("A", beforeSection: "B")
        #expect(snapshot.sectionIdentifiers == ["A", "B", "C"])
        try snapshot.moveSection("C", beforeSection: "B")
        #expect(snapshot.sectionIdentifiers == ["A", "C", "B"])
        #expect(snapshot.indexPath(for: 2) == IndexPath(item: 0, section: 2))
        #expect(snapshot.itemIdentifiers == [1, 3, 2])
    }

    @Test func movingSectionsWrongThrows() throws {
        var snapshot = try Snapshot<String, Int>([("A", [1]), ("B", [2])])
        let before = snapshot
        #expect(throws: SnapshotError.unknownSectionIdentifiers(["\"X\""])) {
            try snapshot.moveSection("X", beforeSection: "A")
        }
        #expect(throws: SnapshotError.unknownSectionIdentifiers(["\"X\"", "\"Y\""])) {
            try snapshot.moveSection("X", afterSection: "Y")
        }
        #expect(throws: SnapshotError.moveRelativeToItself("section \"A\"")) {
            try snapshot.moveSection("A", afterSection: "A")
        }
        #expect(snapshot == before)
    }

    @Test func reloadSectionsMarksThemAndRejectsUnknownOnes() throws {
        var snapshot = try Snapshot<String, Int>([("A", [1]), ("B", [2])])
        try snapshot.reloadSections(["B", "A", "B"])
        #expect(snapshot.reloadedSectionIdentifiers == ["B", "A"])
        #expect(throws: SnapshotError.unknownSectionIdentifiers(["\"Q\""])) {
            try snapshot.reloadSections(["A", "Q"])
        }
        #expect(snapshot.reloadedSectionIdentifiers == ["B", "A"])
        snapshot.deleteSections(["B"])
        #expect(snapshot.reloadedSectionIdentifiers == ["A"])
        #expect(snapshot.removingMarks().reloadedSectionIdentifiers.isEmpty)
    }

    @Test func manySectionDeletionsKeepKeysCompact() throws {
        var snapshot = Snapshot<Int, Int>()
        for round in 0..<500 {
            try snapshot.appendSections([round])
            try snapshot.appendItems([round], toSection: round)
            if round % 3 != 0 { snapshot.deleteSections([round]) }
        }
        let expected = (0..<500).filter { $0 % 3 == 0 }
        #expect(snapshot.sectionIdentifiers == expected)
        for (index, item) in expected.enumerated() {
            #expect(snapshot.indexPath(for: item) == IndexPath(item: 0, section: index))
            #expect(snapshot.sectionIdentifier(containingItem: item) == item)
        }
    }

    @Test func errorMessagesNameTheIdentifiers() {
        #expect(
            SnapshotError.duplicateItemIdentifiers(["\"a\"", "\"b\""]).description
                == "Duplicate item identifiers: \"a\", \"b\". Item identifiers must be unique across all sections.")
        #expect(SnapshotError.noSections.description.contains("Please add a section first"))
        #expect(SnapshotError.unknownSectionIdentifiers(["\"x\""]).description.contains("\"x\""))
    }
}

@Suite("Snapshot section keys")
struct SnapshotSectionKeyTests {
    /// Found by the fuzz harness: appending more than 64 sections at once compacted the section
    /// keys while new ones were being handed out, and the snapshot trapped.
    @Test func appendingManySectionsAtOnceAfterDeletions() throws {
        var snapshot = try Snapshot<Int, String>((0..<100).map { ($0, ["item \($0)"]) })
        #expect(snapshot.numberOfSections == 100)
        snapshot.deleteSections(Array(0..<90))
        try snapshot.appendSections(Array(1000..<1200))
        try snapshot.appendItems(["last"], toSection: 1199)
        #expect(snapshot.numberOfSections == 210)
        #expect(snapshot.indexOfSection(1199) == 209)
        #expect(snapshot.sectionIdentifier(containingItem: "item 95") == 95)
        #expect(snapshot.sectionIdentifier(containingItem: "last") == 1199)
        #expect(snapshot.numberOfItems(inSection: 99) == 1)
    }
}

@Suite("Snapshot item counts")
struct SnapshotItemCountTests {
    @Test func itemCountsFollowSectionOrderThroughEdits() throws {
        var snapshot = try Snapshot<String, Int>([("a", [1, 2, 3]), ("b", []), ("c", [4])])
        #expect(snapshot.itemCounts == [3, 0, 1])
        try snapshot.moveSection("c", beforeSection: "a")
        try snapshot.moveItem(1, afterItem: 4)
        snapshot.deleteItems([3])
        #expect(snapshot.itemCounts == [2, 1, 0])
        #expect(Snapshot<String, Int>().itemCounts == [])
    }
}
