import Tessera
import Testing

/// A pastry. Identity is the whole value.
struct Pastry: Hashable, Sendable {
    var name: String
    var price: String
}

/// What a list screen shows, checked in `swift test` on Linux: the frames come from the engine the
/// app runs, and the headless collection view reports what UIKit would raise on.
@MainActor
struct PastryListTests {
    let collectionView = HeadlessCollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 150),
        collectionViewLayout: CompositionalLayout.list(using: ListConfiguration(appearance: .plain)))
    let dataSource: CollectionViewDiffableDataSource<Int, Pastry>

    init() throws {
        let row = CellRegistration<HeadlessCell, Pastry> { cell, _, pastry in
            cell.contentConfiguration = ListContentConfiguration(
                style: .valueCell, text: pastry.name, secondaryText: pastry.price)
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView, cellProvider: row.cellProvider)
        let pastries = ["Croissant", "Muffin", "Scone", "Brownie", "Cookie"].map { Pastry(name: $0, price: "$3.00") }
        dataSource.apply(try Snapshot([(0, pastries)]), animatingDifferences: false)
    }

    @Test func theFirstScreenShowsFourRowsOfFortyFourPoints() {
        #expect(
            collectionView.dump() == """
                HeadlessCollectionView 390×150 offset (0, 0) content 390×220, 1 sections, Apple's engine on iOS
                cell [0, 0] (0, 0, 390, 44) "Croissant — $3.00"
                cell [0, 1] (0, 44, 390, 44) "Muffin — $3.00"
                cell [0, 2] (0, 88, 390, 44) "Scone — $3.00"
                cell [0, 3] (0, 132, 390, 44) "Brownie — $3.00"
                """)
        #expect(collectionView.failures.isEmpty)
    }

    @Test func scrollingToTheEndShowsTheLastRowAndHidesTheFirst() {
        collectionView.contentOffset.y = 70
        let visible = collectionView.indexPathsForVisibleItems.sorted()
        #expect(visible.first == IndexPath(item: 1, section: 0))
        #expect(visible.last == IndexPath(item: 4, section: 0))
    }

    @Test func deletingARowMovesTheOthersUp() {
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([Pastry(name: "Muffin", price: "$3.00")])
        dataSource.apply(snapshot, animatingDifferences: true)
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.contentDescription == "Scone — $3.00")
    }
}
