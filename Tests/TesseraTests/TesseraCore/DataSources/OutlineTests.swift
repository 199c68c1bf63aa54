import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// Expandable outlines on the diffable data source, with animated updates.
@Suite("Outlines on the diffable data source")
@MainActor
struct OutlineTests {
    enum Section: Hashable, Sendable { case library, recent }

    @Test func expandingAndCollapsingInsertAndDeleteTheChildren() throws {
        let view = TestViews.headless(height: 844)
        let registration = CellRegistration<TextCell, String> { cell, _, item in cell.text = item }
        let dataSource = CollectionViewDiffableDataSource<Section, String>(
            collectionView: view, cellRegistration: registration)
        dataSource.apply(try Snapshot([(.recent, ["Today"])]), animatingDifferences: false)
        var outline = SectionSnapshot<String>()
        try outline.append(["Fruit", "Vegetables"])
        try outline.append(["Apple", "Pear"], to: "Fruit")
        try dataSource.apply(outline, to: .library, animatingDifferences: false)
        view.layoutIfNeeded()
        #expect(view.itemCounts == [1, 2])
        let batches = view.appliedBatchUpdateCount
        var events: [String] = []
        dataSource.sectionSnapshotHandlers.willExpandItem = { events.append("expand \($0)") }
        dataSource.sectionSnapshotHandlers.shouldCollapseItem = { $0 != "Vegetables" }
        #expect(dataSource.setExpanded(true, item: "Fruit"))
        view.layoutIfNeeded()
        #expect(view.appliedBatchUpdateCount == batches + 1)
        #expect(view.itemCounts == [1, 4])
        #expect((view.cellForItem(at: IndexPath(item: 2, section: 1)) as? TextCell)?.text == "Pear")
        #expect(dataSource.snapshot(for: .library).isExpanded("Fruit"))
        #expect(dataSource.snapshot(for: .library).level(of: "Apple") == 1)
        // A leaf, an item already expanded, an unknown item: nothing to do.
        #expect(!dataSource.setExpanded(true, item: "Apple"))
        #expect(!dataSource.setExpanded(true, item: "Fruit"))
        #expect(!dataSource.setExpanded(true, item: "Nuts"))
        #expect(dataSource.setExpanded(false, item: "Fruit"))
        #expect(view.itemCounts == [1, 2])
        #expect(events == ["expand Fruit"])
        #expect(view.failures.isEmpty)
    }

    @Test("a cell showing its expanded state refreshes when its item expands or collapses")
    func expandingAParentReconfiguresItsCell() throws {
        let view = TestViews.headless(height: 844)
        var dataSource: CollectionViewDiffableDataSource<Section, String>?
        let registration = CellRegistration<TextCell, String> { cell, _, item in
            cell.text = item + (dataSource?.isExpanded(item) == true ? " ▾" : " ▸")
        }
        let source = CollectionViewDiffableDataSource<Section, String>(
            collectionView: view, cellRegistration: registration)
        dataSource = source
        var outline = SectionSnapshot<String>()
        try outline.append(["Fruit", "Vegetables"])
        try outline.append(["Apple", "Pear"], to: "Fruit")
        try outline.append(["Leek"], to: "Vegetables")
        try source.apply(outline, to: .library, animatingDifferences: false)
        view.layoutIfNeeded()
        func shown(_ item: Int) -> String? {
            (view.cellForItem(at: IndexPath(item: item, section: 0)) as? TextCell)?.text
        }
        #expect(shown(0) == "Fruit ▸")
        #expect(source.setExpanded(true, item: "Fruit"))
        view.layoutIfNeeded()
        #expect(shown(0) == "Fruit ▾")
        #expect(source.setExpanded(false, item: "Fruit"))
        view.layoutIfNeeded()
        #expect(shown(0) == "Fruit ▸")
        // An outline applied with another item expanded: that item's cell refreshes too.
        var applied = source.snapshot(for: .library)
        try applied.expand(["Vegetables"])
        try source.apply(applied, to: .library)
        view.layoutIfNeeded()
        #expect(shown(1) == "Vegetables ▾")
        #expect(shown(2) == "Leek ▸")
        #expect(!source.isExpanded("Leek"))
        #expect(!source.isExpanded("Nuts"))
        #expect(view.failures.isEmpty)
    }

    @Test func anOutlineWhoseItemsAreElsewhereIsRefused() throws {
        let view = TestViews.headless(height: 844)
        let registration = CellRegistration<TextCell, String> { cell, _, item in cell.text = item }
        let dataSource = CollectionViewDiffableDataSource<Section, String>(
            collectionView: view, cellRegistration: registration)
        dataSource.apply(try Snapshot([(.recent, ["Apple"])]), animatingDifferences: false)
        var outline = SectionSnapshot<String>()
        try outline.append(["Apple"])
        #expect(throws: SnapshotError.duplicateItemIdentifiers(["\"Apple\""])) {
            try dataSource.apply(outline, to: .library)
        }
        #expect(dataSource.snapshot().numberOfSections == 1)
        // A section applied as a whole snapshot since: its outline is the flat list of its items.
        dataSource.apply(try Snapshot([(.recent, ["Apple"]), (.library, ["Pear"])]), animatingDifferences: false)
        #expect(dataSource.snapshot(for: .library).items == ["Pear"])
        #expect(dataSource.snapshot(for: .library).rootItems == ["Pear"])
    }

    @Test("an outline 100,000 levels deep expands and collapses on the data source")
    func anOutlineAHundredThousandLevelsDeep() throws {
        let depth = 100_000
        let view = TestViews.headless(height: 844)
        let registration = CellRegistration<TextCell, Int> { cell, _, item in cell.text = "\(item)" }
        let dataSource = CollectionViewDiffableDataSource<Section, Int>(
            collectionView: view, cellRegistration: registration)
        var outline = SectionSnapshot<Int>()
        try outline.append([0])
        for level in 1..<depth { try outline.append([level], to: level - 1) }
        try outline.expand(Array(1..<depth))
        try dataSource.apply(outline, to: .library, animatingDifferences: false)
        view.layoutIfNeeded()
        #expect(view.itemCounts == [1])
        #expect(dataSource.setExpanded(true, item: 0))
        view.layoutIfNeeded()
        #expect(view.itemCounts == [depth])
        #expect(dataSource.snapshot(for: .library).level(of: depth - 1) == depth - 1)
        #expect(dataSource.setExpanded(false, item: 0))
        view.layoutIfNeeded()
        #expect(view.itemCounts == [1])
        #expect(view.failures.isEmpty)
    }

    @Test("expanding a parent whose children cannot be shown asks no handler and changes nothing")
    func anExpansionThatCannotBeShownIsRefusedBeforeTheHandlers() throws {
        let view = TestViews.headless(height: 844)
        let registration = CellRegistration<TextCell, String> { cell, _, item in cell.text = item }
        let dataSource = CollectionViewDiffableDataSource<Section, String>(
            collectionView: view, cellRegistration: registration)
        var outline = SectionSnapshot<String>()
        try outline.append(["Fruit"])
        try outline.append(["Apple"], to: "Fruit")
        try dataSource.apply(outline, to: .library, animatingDifferences: false)
        // "Apple", hidden under the collapsed "Fruit", is shown in another section since.
        var snapshot = dataSource.snapshot()
        try snapshot.appendSections([.recent])
        try snapshot.appendItems(["Apple"], toSection: .recent)
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        let shown = view.dump()
        var events: [String] = []
        dataSource.sectionSnapshotHandlers.shouldExpandItem = {
            events.append("should expand \($0)")
            return true
        }
        dataSource.sectionSnapshotHandlers.willExpandItem = { events.append("will expand \($0)") }
        // Without the check, willExpandItem heard of an expansion that then failed.
        #expect(!dataSource.setExpanded(true, item: "Fruit"))
        #expect(events.isEmpty)
        view.layoutIfNeeded()
        #expect(view.dump() == shown)
        #expect(!dataSource.snapshot(for: .library).isExpanded("Fruit"))
        #expect(view.failures.isEmpty)
    }
}
