import Foundation
import Tessera
import TesseraTesting
import Testing

// MARK: - The screen, as the app writes it

/// A grocery on the shopping list. Identity is the id.
struct Grocery: Hashable, Sendable {
    var id: Int
    var name: String
}

/// A shopping list: a plain list on a diffable data source that opens an item on tap, lets the
/// user reorder by dragging, and loads the next page near the end. The same class runs on a
/// `UICollectionView` in the app (with a `UICollectionViewListCell` registration) and on a
/// `HeadlessCollectionView` in these tests.
@MainActor
final class ShoppingListScreen: CollectionViewDelegate {
    let dataSource: CollectionViewDiffableDataSource<Int, Grocery>
    private(set) var opened: [String] = []
    private let fetchPage: @Sendable (Int) async -> [Grocery]
    private var pagesLoaded = 0
    private lazy var loadMore = LoadMoreTrigger(threshold: .items(3)) { [weak self] in self?.loadNextPage() }

    init(
        collectionView: some CollectionViewHost,
        cellProvider: @escaping CollectionViewDiffableDataSource<Int, Grocery>.CellProvider,
        fetchPage: @escaping @Sendable (Int) async -> [Grocery]
    ) {
        self.fetchPage = fetchPage
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView, cellProvider: cellProvider)
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        collectionView.setDelegate(self)
    }

    static func layout() -> CompositionalLayout {
        CompositionalLayout.list(using: ListConfiguration(appearance: .plain))
    }

    func loadNextPage() {
        let page = pagesLoaded
        pagesLoaded += 1
        Task {
            let groceries = await fetchPage(page)
            var snapshot = dataSource.snapshot()
            if snapshot.numberOfSections == 0 { try? snapshot.appendSections([0]) }
            do {
                try snapshot.appendItems(groceries, toSection: 0)
                await dataSource.apply(snapshot)  // diffed off the main actor, then shown
            } catch {
                loadMore.reset()  // the page repeated an item: the next scroll asks again
            }
        }
    }

    func collectionView(_ collectionView: any CollectionViewHost, didSelectItemAt indexPath: IndexPath) {
        if let grocery = dataSource.itemIdentifier(for: indexPath) { opened.append(grocery.name) }
    }

    func collectionViewDidScroll(_ collectionView: any CollectionViewHost) {
        loadMore.check(collectionView)
    }
}

// MARK: - The tests, on Linux CI

@MainActor
struct ShoppingListScreenTests {
    /// Twenty-five groceries a page, three pages; a real app fetches them from its server.
    static let fetchPage: @Sendable (Int) async -> [Grocery] = { page in
        guard page < 3 else { return [] }
        return (0..<25).map { Grocery(id: page * 25 + $0, name: "Grocery \(page * 25 + $0)") }
    }

    let collectionView = HeadlessCollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: ShoppingListScreen.layout())
    let screen: ShoppingListScreen
    let driver: CollectionViewDriver

    init() async throws {
        let cells = CellRegistration<HeadlessCell, Grocery> { cell, _, grocery in
            var content = cell.defaultContentConfiguration()
            content.text = grocery.name
            cell.contentConfiguration = content
        }
        screen = ShoppingListScreen(
            collectionView: collectionView, cellProvider: cells.cellProvider, fetchPage: Self.fetchPage)
        driver = CollectionViewDriver(collectionView)
        screen.loadNextPage()
        try await driver.settle(until: { [collectionView] in collectionView.numberOfSections == 1 })
    }

    @Test func showsTheFirstPage() {
        #expect(collectionView.numberOfItems(inSection: 0) == 25)
        #expect(driver.visibleTexts.prefix(3) == ["Grocery 0", "Grocery 1", "Grocery 2"])
    }

    @Test func tappingAnItemOpensIt() throws {
        try driver.tap(itemShowing: "Grocery 2")
        #expect(screen.opened == ["Grocery 2"])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test func scrollingToTheEndLoadsTheNextPage() async throws {
        driver.scrollToBottom()
        try await driver.settle(until: { [collectionView] in collectionView.numberOfItems(inSection: 0) == 50 })
        try driver.scroll(untilVisible: "Grocery 49")
        #expect(driver.visibleTexts.last == "Grocery 49")
    }

    @Test func draggingAnItemReordersTheList() throws {
        let landed = try driver.dragItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
        #expect(landed == IndexPath(item: 3, section: 0))
        #expect(
            screen.dataSource.snapshot().itemIdentifiers.prefix(4).map(\.name) == [
                "Grocery 1", "Grocery 2", "Grocery 3", "Grocery 0",
            ])
        #expect(driver.visibleTexts.prefix(4) == ["Grocery 1", "Grocery 2", "Grocery 3", "Grocery 0"])
    }

    @Test func aTapOffScreenIsAnError() {
        #expect(
            throws: CollectionViewDriverError.itemNotVisible(
                IndexPath(item: 24, section: 0), visible: collectionView.indexPathsForVisibleItems.sorted())
        ) {
            try driver.tap(itemAt: IndexPath(item: 24, section: 0))
        }
        #expect(screen.opened.isEmpty)
    }

    @Test func animatedUpdatesSettle() throws {
        collectionView.completesAnimationsImmediately = false
        var snapshot = screen.dataSource.snapshot()
        snapshot.deleteItems([Grocery(id: 0, name: "Grocery 0")])
        screen.dataSource.apply(snapshot, animatingDifferences: true)
        snapshot.deleteItems([Grocery(id: 1, name: "Grocery 1")])
        screen.dataSource.apply(snapshot, animatingDifferences: true)  // waits behind the first
        try driver.settle()
        #expect(!collectionView.hasAnimationsInFlight)
        #expect(driver.visibleTexts.first == "Grocery 2")
    }
}
