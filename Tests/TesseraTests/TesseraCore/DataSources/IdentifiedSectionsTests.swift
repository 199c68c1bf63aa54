import Foundation
import Tessera
import TesseraTestSupport
import Testing

@Suite("Identified sections")
struct IdentifiedSectionsTests {
    private struct Fruit: Identifiable, Equatable, Sendable {
        var id: String
        var ripeness = 0
    }

    private let apple = Fruit(id: "apple")
    private let pear = Fruit(id: "pear")

    @Test func theSnapshotHoldsTheIdentifiersInOrder() throws {
        let sections = IdentifiedSections([("fruit", [pear, apple]), ("none", [])])
        let snapshot = try sections.snapshot(reconfiguringChangesFrom: nil)
        #expect(snapshot.sectionIdentifiers == ["fruit", "none"])
        #expect(snapshot.itemIdentifiers(inSection: "fruit") == ["pear", "apple"])
        #expect(snapshot.reconfiguredItemIdentifiers.isEmpty)
        #expect(sections["apple"] == apple && sections["plum"] == nil && sections.count == 2)
    }

    @Test func changedValuesAreReconfiguredNewAndSameOnesAreNot() throws {
        let before = IdentifiedSections([("fruit", [apple, pear])])
        var ripePear = pear
        ripePear.ripeness = 3
        let plum = Fruit(id: "plum")
        let after = IdentifiedSections([("fruit", [plum, apple, ripePear])])
        let snapshot = try after.snapshot(reconfiguringChangesFrom: before)
        #expect(snapshot.reconfiguredItemIdentifiers == ["pear"])
        #expect(after["pear"]?.ripeness == 3)
    }

    @Test func repeatedIdentifiersAreNamed() {
        let sections = IdentifiedSections([("fruit", [apple, pear]), ("more", [Fruit(id: "pear", ripeness: 1)])])
        #expect(throws: SnapshotError.duplicateItemIdentifiers(["\"pear\""])) {
            try sections.snapshot(reconfiguringChangesFrom: nil)
        }
        #expect(sections["pear"] == pear)
        #expect(throws: SnapshotError.self) {
            try IdentifiedSections([("fruit", [apple]), ("fruit", [pear])]).snapshot(reconfiguringChangesFrom: nil)
        }
    }

    @Test @MainActor func aChangedValueReconfiguresItsCellThroughTheDataSource() throws {
        let collectionView = TestViews.headless(height: 844)
        var shown = IdentifiedSections([("fruit", [apple, pear])])
        var configured: [String] = []
        let registration = CellRegistration<TextCell, Fruit.ID> { cell, _, id in
            cell.text = id
            configured.append(id)
        }
        let dataSource = CollectionViewDiffableDataSource<String, Fruit.ID>(
            collectionView: collectionView, cellRegistration: registration)
        dataSource.apply(try shown.snapshot(reconfiguringChangesFrom: nil), animatingDifferences: false)
        collectionView.layoutIfNeeded()
        #expect(configured == ["apple", "pear"])

        var ripePear = pear
        ripePear.ripeness = 1
        let next = IdentifiedSections([("fruit", [apple, ripePear])])
        dataSource.apply(try next.snapshot(reconfiguringChangesFrom: shown), animatingDifferences: false)
        shown = next
        collectionView.layoutIfNeeded()
        #expect(configured == ["apple", "pear", "pear"])
        #expect(shown["pear"]?.ripeness == 1)
    }
}
