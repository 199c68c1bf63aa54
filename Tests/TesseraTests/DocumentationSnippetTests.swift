// swift-format-ignore-file
// (the snippets here are the articles' text, line for line)
import Foundation
import Testing
import Tessera
import TesseraExampleScreens
import TesseraTestSupport

// The DocC articles' snippets, compiled and run here as they are written there. Each snippet is
// copied below between scaffolding that declares what the article leaves to the reader (a
// collection view, the app's models); `everySnippetOfTheArticlesIsCompiledHere` checks that every
// snippet of the articles appears in this file line for line, so the two cannot drift apart.
// Snippets that need UIKit are listed in `uikitOnly`: they are compiled in the iOS test target
// (Tests/TesseraUIKitTests/DocumentationSnippetUIKitTests.swift), and checked to appear there.

// MARK: - Scaffolding

extension MessageCell {
    fileprivate func startPlayback() {}
}

private final class NoResultsView {}
private final class NoProductsView {}

@MainActor
private final class MessageAPI {
    var pages = 0
    func nextPage(_ completion: ([Message]) -> Void) {
        pages += 1
        completion([Message(id: 1_000 + pages, text: "page \(pages)")])
    }
}

/// A page of a feed, fetched away from the main actor.
private struct FeedAPI: Sendable {
    struct Page: Sendable {
        var posts: [Message]
        var results: [Message]
    }

    func feed() async throws -> Page {
        Page(posts: (1...4).map { Message(id: $0, text: "post \($0)") }, results: [Message(id: 50, text: "result")])
    }
}

/// What the snippets' callbacks did.
@MainActor
private final class Events {
    var opened: [Message?] = []
    var scrolledToBottom = false
    var seatMaps = 0
}

private enum Item: Hashable, Sendable { case fruit, vegetables, apple, pear }
private enum Shelf: Hashable, Sendable { case library }
private typealias Product = ProductListScreen.Product
private typealias Category = ProductListScreen.Section

private final class NameCell: HeadlessCell {
    var name = ""
}

@MainActor
private final class NamesSection: BaseSection {
    let names = ["Ada", "Grace"]
    var numberOfElements: Int { names.count }

    // From TypedSections.md.
    func registrate(collectionView: any CollectionViewHost) {
        collectionView.register(NameCell.self)
    }

    func cell(for collectionView: any CollectionViewHost, indexPath: IndexPath) throws -> AnyObject {
        let cell = try collectionView.dequeueReusableCell(NameCell.self, for: indexPath)   // a NameCell
        cell.name = names[indexPath.item]
        return cell
    }

    func header(for collectionView: any CollectionViewHost, indexPath: IndexPath) throws -> AnyObject? { nil }
    func footer(for collectionView: any CollectionViewHost, indexPath: IndexPath) throws -> AnyObject? { nil }
    func section() -> LayoutSection { FeaturedScreen.list() }
    func select(row: Int) {}
}

@MainActor
private final class FeaturedScreen {
    enum Kind: Hashable, Sendable { case featured, other }
    let dataSource: CollectionViewDiffableDataSource<Kind, Int>

    init(collectionView: HeadlessCollectionView) {
        let registration = CellRegistration<TextCell, Int> { cell, _, item in cell.text = "\(item)" }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView, cellRegistration: registration)
    }

    static func grid() -> LayoutSection {
        LayoutSection(group: .horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))]))
    }

    static func list() -> LayoutSection {
        LayoutSection(group: .vertical(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]))
    }

    // From TypedSections.md.
    lazy var layout = CompositionalLayout(mainActorSectionProvider: { [weak self] index, environment in
        self?.dataSource.sectionIdentifier(for: index) == .featured ? Self.grid() : Self.list()
    })
}

@MainActor
private final class ProductsScreen {
    let collectionView: HeadlessCollectionView
    let dataSource: CollectionViewDiffableDataSource<Category, Product>
    private(set) var pagesRequested = 0

    init(collectionView: HeadlessCollectionView, dataSource: CollectionViewDiffableDataSource<Category, Product>) {
        self.collectionView = collectionView
        self.dataSource = dataSource
    }

    func fetchNextPage() {
        pagesRequested += 1
    }

    func delete(_ product: Product) {
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([product])
        dataSource.apply(snapshot, animatingDifferences: false, completion: nil)
    }

    func offerSwipeToDelete() {
        // From DiffableDataSources.md.
        dataSource.trailingSwipeActionsProvider = { [weak self] item in
            SwipeActionsConfiguration(actions: [
                SwipeAction(style: .destructive, title: "Delete", systemImageName: "trash") { completion in
                    self?.delete(item)       // applies a snapshot without the item
                    completion(true)
                }
            ])
        }
    }

    func showEmptyStateAndLoadMore() -> LoadMoreTrigger {
        // From DiffableDataSources.md.
        dataSource.emptyView = NoProductsView()
        let loadMore = LoadMoreTrigger(threshold: .points(600)) { [weak self] in self?.fetchNextPage() }
        // in collectionViewDidScroll(_:) and after applying a page:
        loadMore.check(collectionView)
        return loadMore
    }

    func refresh(from catalog: ProductCatalog) async throws {
        // From DiffableDataSources.md.
        let snapshot = try await catalog.snapshot()   // built in any task
        await dataSource.apply(snapshot)              // diffed off the main actor
    }
}

/// A store that builds its snapshot away from the main actor.
private struct ProductCatalog: Sendable {
    func snapshot() async throws -> Snapshot<Category, Product> {
        try Snapshot([(.all, Array(ProductListScreen.products.suffix(2)))])
    }
}

// MARK: - Tests

@Suite("Documentation snippets")
@MainActor
struct DocumentationSnippetTests {
    private static func makeView(height: CGFloat = 844) -> HeadlessCollectionView {
        HeadlessCollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: height), collectionViewLayout: TestLayouts.rows())
    }

    @Test func listAdaptersAndSlices() throws {
        let collectionView = Self.makeView()
        let messages = (1...25).map { Message(id: $0, text: "m\($0)") }
        let newMessage = Message(id: 100, text: "new")
        let nextPage = [Message(id: 200, text: "next")]
        let latest = Message(id: 300, text: "latest")
        let newAccount = Message(id: 400, text: "account")
        let api = MessageAPI()
        let events = Events()
        func open(_ message: Message?) { events.opened.append(message) }
        func scrollToBottom() { events.scrolledToBottom = true }

        // From ListAdaptersAndSlices.md.
        let adapter = ListAdapter<MessageCell>(heightMode: .fixed(height: 56))
        adapter.setup(collectionView: collectionView)
        adapter.reload(items: messages)
        try adapter.insertItem(newMessage, at: 0)
        adapter.onSelectItem = { index in open(adapter[index]) }

        adapter.onWillDisplayCell = { cell, index in cell.startPlayback() }       // cell: MessageCell
        try adapter.reloadItems(nextPage, at: 20..., allowDynamicModification: false)
        try adapter.performBatchUpdates(updates: { list in
            try list.deleteItem(at: 0)
            list.appendItem(latest)
        }, completion: { finished in scrollToBottom() })
        try adapter.itemSizeCacher.invalidate(at: 3)    // row 3 is measured again

        adapter.emptyView = NoResultsView()
        adapter.onLoadMore = { [weak adapter] in api.nextPage { adapter?.appendItems($0) } }

        do {
            let profile = try adapter[0..<2]
            let accounts = try adapter[2..<5]
            try accounts.insertItem(newAccount, at: 0)      // profile is unchanged; later slices shift
            try profile.deleteItem(at: 5)                  // throws .indexOutOfRange(index: 5, count: 2)
            Issue.record("deleting past a slice's end was accepted")
        } catch {
            // As the article says.
            #expect(error == .indexOutOfRange(index: 5, count: 2))
        }

        collectionView.tapItem(at: IndexPath(item: 0, section: 0))
        #expect(events.opened.map(\.?.id) == [1])
        #expect(events.scrolledToBottom)
        #expect(adapter.items.map(\.id) == [1, 2, 400] + Array(3...19) + [200, 300])
    }

    @Test func listAdaptersDiffOffTheMainActor() async throws {
        let collectionView = Self.makeView()
        let api = FeedAPI()
        let adapter = ListAdapter<MessageCell>(heightMode: .fixed(height: 56))
        adapter.setup(collectionView: collectionView)
        await adapter.reload(items: [Message(id: 1, text: "post 1"), Message(id: 99, text: "old result")])
        let results = try adapter[1..<2]

        // From ListAdaptersAndSlices.md.
        let page = try await api.feed()
        await adapter.reload(items: page.posts)            // diffed off the main actor
        await results.reload(items: page.results)          // a slice: the other slices keep their rows

        // The whole list was reloaded first (the slice kept none of its rows), then the slice got its result.
        #expect(adapter.items.map(\.id) == [1, 2, 3, 4, 50])
        #expect(collectionView.itemCounts == [5])
    }

    @Test func diffableDataSources() async throws {
        let collectionView = Self.makeView()

        // From DiffableDataSources.md.
        let registration = CellRegistration<HeadlessCell, Product> { cell, indexPath, product in
            var content = cell.defaultContentConfiguration()   // UICollectionViewListCell's on iOS
            content.text = product.name
            cell.contentConfiguration = content
        }
        let dataSource = CollectionViewDiffableDataSource<Category, Product>(
            collectionView: collectionView, cellProvider: registration.cellProvider)

        dataSource.apply(try Snapshot([(.all, Array(ProductListScreen.products.prefix(3)))]), animatingDifferences: false, completion: nil)
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.contentDescription == "Latte")
        let screen = ProductsScreen(collectionView: collectionView, dataSource: dataSource)
        _ = screen.showEmptyStateAndLoadMore()
        #expect(screen.pagesRequested == 1)
        try await screen.refresh(from: ProductCatalog())
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.contentDescription == "Cookie")
        screen.offerSwipeToDelete()
        let swiped = try #require(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)))
        try collectionView.performSwipeAction(at: 0, forItemAt: IndexPath(item: 1, section: 0), edge: .trailing)
        #expect(dataSource.indexPath(for: swiped) == nil)

        let outlineView = Self.makeView()
        let outlineCells = CellRegistration<TextCell, Item> { cell, _, item in cell.text = "\(item)" }
        let outlines = CollectionViewDiffableDataSource<Shelf, Item>(collectionView: outlineView, cellRegistration: outlineCells)
        try showOutline(on: outlines)
        #expect(outlineView.itemCounts == [4])
    }

    private func showOutline(on dataSource: CollectionViewDiffableDataSource<Shelf, Item>) throws {
        // From DiffableDataSources.md.
        var outline = SectionSnapshot<Item>()
        try outline.append([.fruit, .vegetables])
        try outline.append([.apple, .pear], to: .fruit)
        try dataSource.apply(outline, to: .library)
        dataSource.setExpanded(true, item: .fruit)          // Apple and Pear slide in
        let level = dataSource.snapshot(for: .library).level(of: .pear) // 1: indent the cell
        #expect(level == 1)
    }

    @Test func screenBuilder() throws {
        let collectionView = Self.makeView()
        let events = Events()
        func showSeatMap() { events.seatMaps += 1 }
        let screen = CollectionData {
            ScreenSection("offers") {
                // From ScreenBuilderGuide.md.
                Decorated(.styled(.card(padding: 12), elementKind: "promo")) {
                    Row(KeyValueCellModel("Lyon", "€19"))
                }

                Row(KeyValueCellModel("Seat", "42"), id: "seat") { showSeatMap() }
            }
        }
        let controller = CollectionDataController(collectionView: collectionView, cells: .headless)
        try controller.apply(screen, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        collectionView.tapItem(at: IndexPath(item: 1, section: 0))
        #expect(events.seatMaps == 1)
        withExtendedLifetime(controller) {}
    }

    @Test func typedSections() throws {
        let collectionView = Self.makeView()
        let controller = SectionController(collectionView: collectionView)
        controller.set(sections: [NamesSection()])
        collectionView.layoutIfNeeded()
        #expect((collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? NameCell)?.name == "Grace")
        let screen = FeaturedScreen(collectionView: Self.makeView())
        screen.dataSource.apply(try Snapshot([(.featured, [1, 2]), (.other, [3])]), animatingDifferences: false)
        let solution = try screen.layout.solve(in: LayoutEnvironment(width: 390, height: 844), content: LayoutContent(itemCounts: [2, 1]))
        #expect(solution.attributesForItem(at: IndexPath(item: 1, section: 0))?.frame.width == 195)
    }

    // MARK: The articles and this file

    /// Snippets that need UIKit (a `UICollectionViewCell`, `SectionView`, `ListCell`, `.uikit`),
    /// compiled in `DocumentationSnippetUIKitTests`: the article and their first line.
    private static let uikitOnly: Set<String> = [
        "DiffableDataSources.md: let cell = CellRegistration<ListCell, Product> { cell, indexPath, product in",
        "ScreenBuilderGuide.md: let screen = CollectionData {",
        "TypedSections.md: final class ColorCell: UICollectionViewCell, SectionCell {",
        "TypedSections.md: let sectionView = SectionView()",
    ]

    @Test func everySnippetOfTheArticlesIsCompiledHere() throws {
        let here = URL(fileURLWithPath: #filePath)
        let catalog = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Tessera/Tessera.docc")
        let thisFile = Self.normalized(try String(contentsOf: here, encoding: .utf8))
        let uikitFile = Self.normalized(try String(contentsOf: here.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("TesseraUIKitTests/DocumentationSnippetUIKitTests.swift"), encoding: .utf8))
        var checked = 0
        var checkedOnUIKit = 0
        for article in ["ListAdaptersAndSlices.md", "DiffableDataSources.md", "ScreenBuilderGuide.md", "TypedSections.md"] {
            let text = try String(contentsOf: catalog.appendingPathComponent(article), encoding: .utf8)
            for snippet in Self.swiftBlocks(in: text) {
                let lines = Self.normalized(snippet)
                guard let first = lines.first else { continue }
                if Self.uikitOnly.contains("\(article): \(first)") {
                    checkedOnUIKit += 1
                    let compiledOnUIKit = Self.contains(uikitFile, lines)
                    #expect(compiledOnUIKit, "\(article): the UIKit snippet starting \"\(first)\" is not compiled in DocumentationSnippetUIKitTests.swift")
                    continue
                }
                checked += 1
                let compiledHere = Self.contains(thisFile, lines)
                #expect(compiledHere, "\(article): the snippet starting \"\(first)\" is not compiled in DocumentationSnippetTests.swift")
            }
        }
        #expect(checked >= 10)
        #expect(checkedOnUIKit == Self.uikitOnly.count)
    }

    @Test func theTestingArticleShowsItsExampleFileWhole() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let article = try String(
            contentsOf: tests.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Sources/TesseraTesting/TesseraTesting.docc/TestingListScreensOnLinuxCI.md"),
            encoding: .utf8)
        let file = try String(contentsOf: tests.appendingPathComponent("ShoppingListScreenTests.swift"), encoding: .utf8)
        let blocks = Self.swiftBlocks(in: article)
        #expect(blocks.contains(String(file.dropLast())), "TestingListScreensOnLinuxCI.md must show ShoppingListScreenTests.swift as it is")
    }

    @Test func everySnippetOfTheSwiftUIArticleIsCompiledForIOS() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let article = try String(
            contentsOf: tests.deletingLastPathComponent().appendingPathComponent("Sources/Tessera/Tessera.docc/UsingTesseraFromSwiftUI.md"), encoding: .utf8)
        let compiled = Self.normalized(try String(contentsOf: tests
            .appendingPathComponent("TesseraSwiftUITests/DocumentationSnippetSwiftUITests.swift"), encoding: .utf8))
        let snippets = Self.swiftBlocks(in: article)
        #expect(snippets.count >= 5)
        for snippet in snippets {
            let lines = Self.normalized(snippet)
            #expect(Self.contains(compiled, lines), "UsingTesseraFromSwiftUI.md: the snippet starting \"\(lines.first ?? "")\" is not compiled in DocumentationSnippetSwiftUITests.swift")
        }
    }

    private static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.hasPrefix("```swift") {
                current = []
            } else if let block = current, line.hasPrefix("```") {
                blocks.append(block.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The non-empty lines, without their indentation.
    private static func normalized(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    private static func contains(_ haystack: [String], _ needle: [String]) -> Bool {
        guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
        return (0...haystack.count - needle.count).contains { start in Array(haystack[start..<start + needle.count]) == needle }
    }
}
