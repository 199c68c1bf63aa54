import Tessera
import Testing

#if canImport(UIKit)
    import TesseraUIKit
    /// In the app, rows are UIKit's list cells.
    typealias GroceryCell = ListCell
#else
    /// In tests on Linux, rows are headless cells.
    typealias GroceryCell = HeadlessCell
#endif

/// One registration for the app and its tests: `contentConfiguration` and `accessories` are
/// UIKit's names on both cells, and take the same values.
@MainActor
func groceryRow() -> CellRegistration<GroceryCell, String> {
    CellRegistration { cell, _, grocery in
        cell.contentConfiguration = ListContentConfiguration(style: .valueCell, text: grocery, secondaryText: "1 kg")
        cell.accessories = [.disclosureIndicator()]
    }
}

/// The same, written as UIKit's list cells are: from the cell's default configuration.
@MainActor
func groceryRowFromDefaults() -> CellRegistration<GroceryCell, String> {
    CellRegistration { cell, _, grocery in
        var content = cell.defaultContentConfiguration()
        content.text = grocery
        cell.contentConfiguration = content
        cell.accessories = [.checkmark()]
    }
}

#if !canImport(UIKit)
    @MainActor
    @Test func theAppsRegistrationsRunInTests() throws {
        let collectionView = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 200),
            collectionViewLayout: CompositionalLayout.list(using: ListConfiguration(appearance: .plain)))
        let rows = [groceryRow(), groceryRowFromDefaults()]
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, grocery in
            try collectionView.dequeueConfiguredReusableCell(
                using: rows[indexPath.section], for: indexPath, item: grocery)
        }
        dataSource.apply(try Snapshot([(0, ["Apples"]), (1, ["Pears"])]), animatingDifferences: false)
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.contentDescription == "Apples — 1 kg ›")
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.contentDescription == "Pears ✓")
    }
#endif
