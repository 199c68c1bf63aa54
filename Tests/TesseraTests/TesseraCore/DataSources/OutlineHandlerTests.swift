import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// What an outline's handlers do is kept (docs/Reliability.md, "Handlers").
@Suite("Outline handlers")
@MainActor
struct OutlineHandlerTests {
    /// `setExpanded` applied the outline it had read before `willExpandItem` ran: the children
    /// the handler loaded into the outline were undone.
    @Test func childrenLoadedByWillExpandItemAreKept() throws {
        let view = TestViews.headless(height: 844)
        let registration = CellRegistration<TextCell, String> { cell, _, item in cell.text = item }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(
            collectionView: view, cellRegistration: registration)
        var outline = SectionSnapshot<String>()
        try outline.append(["Fruit", "Vegetables"])
        try outline.append(["Loading…"], to: "Fruit")
        try dataSource.apply(outline, to: 0, animatingDifferences: false)
        view.layoutIfNeeded()
        dataSource.sectionSnapshotHandlers.willExpandItem = { item in
            // The real children replace the placeholder.
            var loaded = dataSource.snapshot(for: 0)
            loaded.delete(["Loading…"])
            try? loaded.append(["Apple", "Pear"], to: item)
            try? dataSource.apply(loaded, to: 0, animatingDifferences: false)
        }
        #expect(dataSource.setExpanded(true, item: "Fruit"))
        view.layoutIfNeeded()
        #expect(dataSource.snapshot().itemIdentifiers == ["Fruit", "Apple", "Pear", "Vegetables"])
        #expect(view.itemCounts == [4])
        #expect(dataSource.snapshot(for: 0).isExpanded("Fruit"))
    }
}
