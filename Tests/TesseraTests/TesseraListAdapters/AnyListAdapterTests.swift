import Foundation
import Tessera
import TesseraExampleScreens
import TesseraPreview
import TesseraTestSupport
import TesseraTesting
import Testing

private typealias Screen = SearchResultsScreen

/// A tag: "#name (count)", at the screen's tag height (44 pt).
private final class TagCell: HeadlessCell, HeightMeasurableView, RegistrableView {
    private(set) var tag: Screen.Tag?
    required init() {}
    func configure(model: Screen.Tag, animated: Bool, completion: (() -> Void)?) { tag = model }
    static func calculateHeight(model: Screen.Tag, width: CGFloat) -> CGFloat { Screen.height(of: .tag(model)) }
    override var contentDescription: String { tag.map { "#\($0.name) (\($0.count))" } ?? "" }
}

/// An operation: "title amount", 56 pt.
private final class OperationCell: HeadlessCell, HeightMeasurableView, RegistrableView {
    private(set) var operation: Screen.Operation?
    required init() {}
    func configure(model: Screen.Operation, animated: Bool, completion: (() -> Void)?) { operation = model }
    static func calculateHeight(model: Screen.Operation, width: CGFloat) -> CGFloat {
        Screen.height(of: .operation(model))
    }
    override var contentDescription: String { operation.map { "\($0.title) \($0.amount)" } ?? "" }
}

/// The search results screen, headless: static title and placeholder views, dynamic cells.
@MainActor
private final class SearchResults {
    let view: HeadlessCollectionView
    let adapter = AnyListAdapter(dynamicCellTypes: [TagCell.self, OperationCell.self])
    private var titles: [String: TitleView] = [:]
    let placeholder = TitleView()
    /// The width of the static views: the safe width.
    private let width: CGFloat

    /// The screen on a device's screen, or on a 390 × 844 view at 3× without a safe area.
    init(device: TestDevice? = nil) {
        view = TestDevice.collectionView(on: device, layout: TestLayouts.rows())
        width = device?.safeWidth ?? 390
        adapter.setup(collectionView: view)
        placeholder.preferredSize = CGSize(width: width, height: Screen.height(of: .noResults("")))
    }

    func title(_ text: String) -> TitleView {
        if let view = titles[text] { return view }
        let view = TitleView()
        view.title = text
        view.preferredSize = CGSize(width: width, height: Screen.height(of: .sectionTitle(text)))
        titles[text] = view
        return view
    }

    func search(_ query: String) {
        adapter.reload(
            items: Screen.rows(for: query).map { row in
                switch row {
                case .sectionTitle(let text): return .static(title(text))
                case .tag(let tag): return .dynamic(tag, cell: TagCell.self)
                case .operation(let operation): return .dynamic(operation, cell: OperationCell.self)
                case .noResults(let text):
                    placeholder.title = text
                    return .static(placeholder)
                }
            })
    }
}

@Suite("AnyListAdapter: search results")
@MainActor
struct AnyListAdapterTests {
    /// The frames at one width, pixel for pixel: a golden dump holds for one screen (390 × 844 at
    /// 3×, no safe area); ``showsStaticViewsAndDynamicCellsOnEveryDevice(_:)`` checks them on every
    /// device.
    @Test func showsStaticViewsAndDynamicCells() throws {
        let screen = SearchResults()
        screen.search("co")
        expectFrames(of: screen.view) {
            """
            HeadlessCollectionView 390×844 offset (0, 0) content 390×272, 1 sections, Tessera's engine on iOS
            cell [0, 0] (0, 0, 390, 30) "Tags"
            cell [0, 1] (0, 30, 390, 44) "#coffee (12)"
            cell [0, 2] (0, 74, 390, 30) "Operations"
            cell [0, 3] (0, 104, 390, 56) "Coffee House −4.50"
            cell [0, 4] (0, 160, 390, 56) "Corner Grocery −23.10"
            cell [0, 5] (0, 216, 390, 56) "Coffee Roasters −12.00"
            """
        }
        #expect(screen.view.failures.isEmpty)
    }

    /// On every device: one row under the other across the safe width, each as tall as its kind's
    /// height (titles 30, tags 44, operations 56), from the top of the content.
    @Test(arguments: TestDevice.all)
    func showsStaticViewsAndDynamicCellsOnEveryDevice(_ device: TestDevice) throws {
        let screen = SearchResults(device: device)
        screen.search("co")
        let rows = Screen.rows(for: "co")
        var top: CGFloat = 0
        for (item, row) in rows.enumerated() {
            let frame = try #require(screen.view.cellForItem(at: IndexPath(item: item, section: 0))?.frame, "\(item)")
            let expected = CGRect(
                x: device.layoutDirection == .rightToLeft
                    ? device.size.width - device.safeAreaInsets.leading - device.safeWidth
                    : device.safeAreaInsets.leading,
                y: top, width: device.safeWidth, height: Screen.height(of: row))
            #expect(frame == expected, "\(item) \(row)")
            top += Screen.height(of: row)
        }
        #expect(screen.view.contentSize.height == top)
        #expect(screen.view.failures.isEmpty)
    }

    @Test(arguments: TestDevice.all)
    func narrowingTheQueryMovesAndRemovesRowsAndShowsThePlaceholder(_ device: TestDevice) throws {
        let screen = SearchResults(device: device)
        screen.search("")
        let coffeeHouse = try #require(screen.view.visibleCells.first { $0.contentDescription == "Coffee House −4.50" })
        screen.search("coffee")
        // Kept rows keep their cells; the others are gone.
        #expect(
            screen.view.visibleCells.map(\.contentDescription) == [
                "Tags", "#coffee (12)", "Operations", "Coffee House −4.50", "Coffee Roasters −12.00",
            ])
        #expect(screen.view.visibleCells.contains { $0 === coffeeHouse })
        screen.search("zzz")
        #expect(screen.view.visibleCells.map(\.contentDescription) == ["Nothing found for “zzz”"])
        #expect(screen.view.visibleCells.first?.frame.height == 120)
        #expect(screen.view.failures.isEmpty)
    }

    @Test func aStaticViewIsNeverShownInTwoCells() throws {
        let screen = SearchResults()
        let shared = screen.title("Shared")
        screen.adapter.reload(items: [.static(shared)])
        let first = try #require(screen.view.cellForItem(at: IndexPath(item: 0, section: 0)) as? HeadlessStaticViewCell)
        #expect(first.hostedView === shared)
        // Reloading the row gives it a new cell; the old one lets the view go.
        try screen.adapter.reloadItems(at: [0])
        let second = try #require(
            screen.view.cellForItem(at: IndexPath(item: 0, section: 0)) as? HeadlessStaticViewCell)
        #expect(second !== first)
        #expect(second.hostedView === shared)
        #expect(first.hostedView == nil)
    }

    @Test(arguments: TestDevice.all)
    func slicesWorkOnHeterogeneousLists(_ device: TestDevice) throws {
        let screen = SearchResults(device: device)
        screen.search("")
        let operations = try screen.adapter[7..<screen.adapter.count]
        operations.appendItem(
            .dynamic(Screen.Operation(id: 99, title: "Refund", amount: "+4.50"), cell: OperationCell.self))
        #expect(operations.count == 7)
        #expect(screen.view.itemCounts == [14])
        #expect(screen.view.failures.isEmpty)
    }
}

// MARK: - Reuse identifiers, reconfiguring and static views

extension AnyListAdapterTests {
    /// Cell types with the same name in different scopes get reuse identifiers of their own.
    @Test func sameNamedCellTypesGetTheirOwnReuseIdentifiers() {
        #expect(FeedRows.Cell.reuseIdentifier != ProfileRows.Cell.reuseIdentifier)
        let view = TestViews.headless(height: 300)
        let adapter = AnyListAdapter(dynamicCellTypes: [FeedRows.Cell.self, ProfileRows.Cell.self])
        adapter.setup(collectionView: view)
        adapter.reload(items: [.dynamic("feed", cell: FeedRows.Cell.self), .dynamic(7, cell: ProfileRows.Cell.self)])
        view.layoutIfNeeded()
        #expect(view.failures.isEmpty, "\(view.failures.map(\.message))")
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) is FeedRows.Cell)
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) is ProfileRows.Cell)
    }

    @Test(arguments: TestDevice.all)
    func anyListAdapterReconfiguresADynamicItemWhoseContentChanged(_ device: TestDevice) {
        let view = device.makeCollectionView(layout: TestLayouts.rows())
        let adapter = AnyListAdapter(dynamicCellTypes: [MessageCell.self])
        adapter.setup(collectionView: view)
        adapter.reload(items: [
            .dynamic(Message(id: 1, text: "first"), cell: MessageCell.self),
            .dynamic(Message(id: 2, text: "second"), cell: MessageCell.self),
        ])
        let cell = view.cellForItem(at: IndexPath(item: 1, section: 0))
        #expect(cell?.contentDescription == "second")
        // The same item (same id) with new text: its cell shows it, kept and configured again.
        adapter.reload(items: [
            .dynamic(Message(id: 1, text: "first"), cell: MessageCell.self),
            .dynamic(Message(id: 2, text: "edited"), cell: MessageCell.self),
        ])
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
        #expect(cell?.contentDescription == "edited")
        #expect(view.failures.isEmpty)
    }

    @Test(arguments: TestDevice.all)
    func aStaticViewShownByTwoRowsIsReported(_ device: TestDevice) {
        let view = device.makeCollectionView(layout: TestLayouts.rows())
        let adapter = AnyListAdapter(dynamicCellTypes: [MessageCell.self])
        adapter.setup(collectionView: view)
        let title = TitleView()
        title.title = "Results"
        withKnownIssue {
            adapter.reload(items: [
                .static(title), .dynamic(Message(id: 1, text: "a"), cell: MessageCell.self), .static(title),
            ])
            view.layoutIfNeeded()
        }
        #expect(
            view.failures.map(\.message) == [
                "the same view (TitleView) is the static row at 0 and 2 of the list: a view can be shown in one place only, so one of the rows shows nothing; give each row its own view"
            ])
        // Reported once, not at every later edit.
        adapter.appendItem(.dynamic(Message(id: 2, text: "b"), cell: MessageCell.self))
        #expect(view.failures.count == 1)
    }
}

/// A screen with a cell type named `Cell`.
enum FeedRows {
    final class Cell: HeadlessCell, ConfigurableView, RegistrableView {
        func configure(model: String, animated: Bool, completion: (() -> Void)?) {}
    }
}

/// Another screen with a cell type named `Cell`, showing another model.
enum ProfileRows {
    final class Cell: HeadlessCell, ConfigurableView, RegistrableView {
        func configure(model: Int, animated: Bool, completion: (() -> Void)?) {}
    }
}
