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

    /// The collection view's cell request finds each shown item at its index path, in every
    /// section, and refuses each index path outside the shown snapshot — a coordinate below or
    /// past its range, or not two of them — with UIKit's message, without calling the provider.
    @Test func theCellRequestServesEachShownItemAndRefusesTheOthers() throws {
        final class Served {
            let item: String
            init(_ item: String) { self.item = item }
        }
        let view = TestViews.headless(height: 844)
        var provided: [String] = []
        let dataSource = CollectionViewDiffableDataSource<Section, String>(collectionView: view) { _, _, item in
            provided.append(item)
            return Served(item)
        }
        var snapshot = Snapshot<Section, String>()
        try snapshot.appendSections([.featured, .all])
        try snapshot.appendItems(["Espresso"], toSection: .featured)
        try snapshot.appendItems(["Latte", "Mocha"], toSection: .all)
        dataSource.apply(snapshot, animatingDifferences: false)
        provided = []
        for (indexPath, item) in [
            (IndexPath(item: 0, section: 0), "Espresso"), (IndexPath(item: 0, section: 1), "Latte"),
            (IndexPath(item: 1, section: 1), "Mocha"),
        ] {
            let cell = try dataSource.collectionView(view, cellForItemAt: indexPath)
            #expect((cell as? Served)?.item == item)
        }
        #expect(provided == ["Espresso", "Latte", "Mocha"])
        for indexPath in [
            IndexPath(item: 1, section: 0), IndexPath(item: -1, section: 1), IndexPath(item: 2, section: 1),
            IndexPath(item: 0, section: 2), IndexPath(item: 0, section: -1), IndexPath(index: 0),
            IndexPath(indexes: [1, 0, 0]),
        ] {
            let error = #expect(throws: CollectionViewError.self) {
                try dataSource.collectionView(view, cellForItemAt: indexPath)
            }
            #expect(error?.kind == .outOfRange)
            #expect(
                error?.message
                    == "no item at index path \(indexPath.map(String.init).joined(separator: "-")) in the data source's snapshot"
            )
        }
        #expect(provided == ["Espresso", "Latte", "Mocha"])
    }
}
