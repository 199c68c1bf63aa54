// snippet.hide
#if SnapshotTesting
// snippet.show
import TesseraSnapshotTesting
import Testing

/// Snapshot tests of a list screen with swift-snapshot-testing: as text, as a wireframe picture,
/// and as it looks. The references are recorded in `__Snapshots__` beside this file on the first
/// run, and compared line by line afterwards.
@MainActor
struct PastrySnapshotTests {
    let collectionView = HeadlessCollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 240),
        collectionViewLayout: CompositionalLayout.list(using: ListConfiguration(appearance: .insetGrouped)))
    let dataSource: CollectionViewDiffableDataSource<String, String>

    init() throws {
        let row = CellRegistration<HeadlessCell, String> { cell, _, pastry in
            var content = cell.defaultContentConfiguration()
            content.text = pastry
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
            cell.backgroundConfiguration = .listGroupedCell()
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView, cellProvider: row.cellProvider)
        dataSource.apply(try Snapshot([("pastries", ["Croissant", "Muffin", "Scone"])]), animatingDifferences: false)
    }

    @Test func frames() {
        assertSnapshot(of: collectionView, as: .frames)  // the visible cells, their frames and content
    }

    @Test func wireframe() {
        assertSnapshot(of: collectionView, as: .svg)  // opens in any browser
    }

    @Test func darkAppearance() {
        assertSnapshot(of: collectionView, as: .renderedSVG(appearance: .dark, background: .systemGroupedBackground))
    }
}
// snippet.hide
#endif
