import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// A data owner made in one line stays on screen: the collection view keeps its data owner alive
/// (``CollectionViewHost/dataOwner``), the same rule for every owner — and lets it go when another
/// takes its place.
@Suite("Data owner lifetime")
@MainActor
struct DataOwnerLifetimeTests {
    /// A one-liner: the controller is a temporary, and the screen still shows
    /// its rows, whose selection still runs the controller's handlers.
    @Test func aScreenControllerMadeInOneLineStaysOnScreen() throws {
        let view = TestViews.headless(height: 844)
        var opened: [String] = []
        let screen = ScreenDescription {
            ScreenSection("trip") {
                ScreenRow(TitleCellModel("Paris → Lyon"), onSelect: { opened.append("trip") })
                ScreenRow(KeyValueCellModel("Departure", "08:12"))
            }
        }
        try ScreenController(collectionView: view, cells: .headless).apply(screen)
        view.layoutIfNeeded()
        #expect(view.numberOfSections == 1)
        #expect(view.indexPathsForVisibleItems.count == 2)
        view.tapItem(at: IndexPath(item: 0, section: 0))
        #expect(opened == ["trip"])
        #expect(view.failures.isEmpty, "\(view.failures.map(\.message))")
    }

    @Test func aDiffableDataSourceMadeInOneLineStaysOnScreen() throws {
        let view = TestViews.headless(height: 844)
        TestDataSources.numbers(on: view).apply(try Snapshot<Int, Int>([(0, [1, 2, 3])]))
        #expect(view.indexPathsForVisibleItems.count == 3)
        #expect((view.cellForItem(at: IndexPath(item: 2, section: 0)) as? TextCell)?.text == "3")
    }

    @Test func anAdapterSetUpInOneLineStaysOnScreen() {
        let view = TestViews.headless(height: 844)
        ListAdapter<MessageCell>(heightMode: .fixed(height: 44)).setup(collectionView: view)
        (view.dataOwner as? ListAdapter<MessageCell>)?.reload(items: [Message(id: 1, text: "one")])
        #expect(view.indexPathsForVisibleItems.count == 1)
    }

    @Test func aSectionControllerMadeInOneLineStaysOnScreen() {
        let view = TestViews.headless(height: 844)
        SectionController(collectionView: view).set(sections: [])
        #expect(view.dataOwner is SectionController)
        #expect(view.failures.isEmpty)
    }

    @Test func anIdentifiedSectionsControllerStaysWithItsView() throws {
        struct Fruit: Identifiable, Equatable {
            var id: Int
        }
        let view = TestViews.headless(height: 844)
        let registration = CellRegistration<TextCell, Fruit> { cell, _, fruit in cell.text = "\(fruit.id)" }
        try IdentifiedSectionsController<Int, Fruit>(collectionView: view) { host, indexPath, fruit in
            try host.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: fruit)
        }.update(
            IdentifiedSections([(0, [Fruit(id: 1), Fruit(id: 2)])]), layout: TestLayouts.rows(), selection: [],
            animated: false)
        #expect(view.indexPathsForVisibleItems.count == 2)
        view.tapItem(at: IndexPath(item: 1, section: 0))
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    /// Another owner takes the view: the one before is released (no owner outlives its screen).
    @Test func aNewOwnerReleasesTheOneBefore() throws {
        let view = TestViews.headless(height: 844)
        weak var first: CollectionViewDiffableDataSource<Int, Int>?
        do {
            let dataSource = TestDataSources.numbers(on: view)
            first = dataSource
            dataSource.apply(try Snapshot<Int, Int>([(0, [1])]))
        }
        #expect(first != nil)
        TestDataSources.numbers(on: view).apply(try Snapshot<Int, Int>([(0, [7, 8])]))
        #expect(first == nil)
        #expect(view.numberOfItems(inSection: 0) == 2)
    }
}
