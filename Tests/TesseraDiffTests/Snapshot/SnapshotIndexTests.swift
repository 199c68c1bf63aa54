import Foundation
import TesseraDiff
import TesseraTestSupport
import Testing

/// An identifier whose hashes are all the same (or fall in a few classes), so that every entry of
/// the snapshot's item index shares a hash tag: lookups, removals and relocations must then tell
/// entries apart by comparing identifiers or locations, never by the tag.
struct CollidingIdentifier: Hashable, Sendable, CustomStringConvertible {
    var value: Int
    var hashClasses = 1

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value % hashClasses) }
    var description: String { "\(value)" }
}

@Suite("Snapshot item index")
struct SnapshotIndexTests {
    @Test(arguments: [1, 3])
    func randomEditsWithCollidingHashesKeepTheStorageSound(hashClasses: Int) throws {
        var random = SeededRandomNumberGenerator(seed: UInt64(hashClasses))
        var snapshot = Snapshot<Int, CollidingIdentifier>()
        for step in 0..<1_500 {
            let item = { (value: Int) in CollidingIdentifier(value: value, hashClasses: hashClasses) }
            let a = item(Int.random(in: 0..<40, using: &random))
            let b = item(Int.random(in: 0..<40, using: &random))
            let section = Int.random(in: 0..<5, using: &random)
            switch Int.random(in: 0..<8, using: &random) {
            case 0: try? snapshot.appendSections([section])
            case 1: try? snapshot.appendItems([a, b], toSection: section)
            case 2: try? snapshot.insertItems([a, b], beforeItem: item(Int.random(in: 0..<40, using: &random)))
            case 3: snapshot.deleteItems([a, b])
            case 4: try? snapshot.moveItem(a, afterItem: b)
            case 5: try? snapshot.moveItem(a, beforeItem: b)
            case 6: snapshot.deleteSections([section])
            default: try? snapshot.insertSections([section], beforeSection: Int.random(in: 0..<5, using: &random))
            }
            let problems = snapshot.invariantViolations()
            try #require(problems.isEmpty, "step \(step): \(problems)")
            for (index, identifier) in snapshot.itemIdentifiers.enumerated() {
                try #require(snapshot.indexOfItem(identifier) == index)
            }
        }
    }

    @Test func shiftingItemsWithCollidingHashesKeepsEveryLocation() throws {
        let item = { (value: Int) in CollidingIdentifier(value: value) }
        var snapshot = try Snapshot<Int, CollidingIdentifier>([(0, (0..<20).map(item)), (1, (20..<30).map(item))])
        try snapshot.insertItems((100..<103).map(item), beforeItem: item(2))
        try snapshot.insertItems([item(103)], afterItem: item(0))
        try snapshot.moveItem(item(19), beforeItem: item(1))
        try snapshot.moveItem(item(3), afterItem: item(18))
        try snapshot.moveItem(item(25), beforeItem: item(4))
        snapshot.deleteItems([item(1), item(5), item(6), item(9), item(22)])
        #expect(snapshot.invariantViolations().isEmpty)
        for (index, identifier) in snapshot.itemIdentifiers.enumerated() {
            #expect(snapshot.indexOfItem(identifier) == index)
        }
    }

    @Test func appendsToManySectionsGrowTheIndexAndKeepEveryLookup() throws {
        var snapshot = Snapshot<Int, Int>()
        try snapshot.appendSections(Array(0..<40))
        for section in 0..<40 {
            try snapshot.appendItems(Array(section * 500..<(section + 1) * 500), toSection: section)
        }
        #expect(snapshot.invariantViolations().isEmpty)
        for item in stride(from: 0, to: 20_000, by: 37) {
            #expect(snapshot.indexOfItem(item) == item)
            #expect(snapshot.sectionIdentifier(containingItem: item) == item / 500)
        }
        #expect(!snapshot.contains(item: 20_000))
    }

    @Test func aFailedAppendToALaterSectionUndoesItsGrowthToo() throws {
        var snapshot = try Snapshot<Int, Int>([(0, Array(0..<10)), (1, [])])
        let before = snapshot
        // Many new identifiers, so that the index grows before the duplicate at the end is found.
        #expect(throws: SnapshotError.duplicateItemIdentifiers(["\"3\""])) {
            try snapshot.appendItems(Array(100..<5_000) + [3], toSection: 1)
        }
        #expect(snapshot == before)
        #expect(snapshot.invariantViolations().isEmpty)
        #expect(!snapshot.contains(item: 100))
        try snapshot.appendItems(Array(100..<5_000), toSection: 1)
        #expect(snapshot.indexOfItem(4_999) == 4_909)
        #expect(snapshot.invariantViolations().isEmpty)
    }

    @Test func creatingFromSectionsReportsTheFirstSectionWithDuplicates() {
        #expect(throws: SnapshotError.duplicateItemIdentifiers(["\"2\""])) {
            try Snapshot<Int, Int>([(0, [1, 2]), (1, [3, 2, 4])])
        }
        #expect(throws: SnapshotError.duplicateItemIdentifiers(["\"5\""])) {
            try Snapshot<Int, Int>([(0, [1]), (1, [5, 6, 5])])
        }
        #expect(throws: SnapshotError.duplicateSectionIdentifiers(["\"0\""])) {
            try Snapshot<Int, Int>([(0, [1]), (0, [1])])
        }
    }

    @Test func deletingManySectionsCompactsKeysWithoutLosingItems() throws {
        var snapshot = Snapshot<Int, Int>()
        for round in 0..<30 {
            let sections = Array(round * 10..<(round + 1) * 10)
            // New sections go first, so that section keys and section order disagree.
            if let first = snapshot.sectionIdentifiers.first {
                try snapshot.insertSections(sections, beforeSection: first)
            } else {
                try snapshot.appendSections(sections)
            }
            for section in sections {
                try snapshot.appendItems([section * 3, section * 3 + 1, section * 3 + 2], toSection: section)
            }
            snapshot.deleteSections(Array(sections.prefix(8)))
            #expect(snapshot.invariantViolations().isEmpty)
        }
        #expect(snapshot.numberOfItems == 30 * 2 * 3)
    }
}
