import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// The diffable data source with the shapes the modern-collection-views article uses.
@Suite("Diffable data sources as the article writes them")
@MainActor
struct CollectionViewDiffableDataSourceTests {
    enum Section: Hashable, Sendable { case featured, all }

    @Test func aRegistrationsCellProviderGoesStraightToTheDataSource() throws {
        let view = TestViews.headless(height: 844)
        let registration = CellRegistration<HeadlessCell, String> { cell, _, product in
            var content = cell.defaultContentConfiguration()
            content.text = product
            cell.contentConfiguration = content
        }
        let dataSource = CollectionViewDiffableDataSource<Section, String>(
            collectionView: view, cellProvider: registration.cellProvider)
        var snapshot = Snapshot<Section, String>()
        try snapshot.appendSections([.featured, .all])
        try snapshot.appendItems(["Espresso"], toSection: .featured)
        try snapshot.appendItems(["Latte", "Mocha"], toSection: .all)
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 1)))
        #expect(cell.contentConfiguration == ListContentConfiguration(style: .cell, text: "Mocha"))
        #expect(cell.contentDescription == "Mocha")
        #expect(view.failures.isEmpty)
    }
}
