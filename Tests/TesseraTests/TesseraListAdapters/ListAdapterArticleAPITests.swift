import Foundation
import IssueReporting
import Tessera
import TesseraTestSupport
import Testing

/// A cell whose height a test can change without changing its model: for the size cache.
final class ScalableMessageCell: HeadlessCell, HeightMeasurableView, RegistrableView {
    nonisolated(unsafe) static var rowHeight: CGFloat = 40
    private(set) var message: Message?

    required init() {}

    func configure(model: Message, animated: Bool, completion: (() -> Void)?) {
        message = model
        completion?()
    }

    static func calculateHeight(model: Message, width: CGFloat) -> CGFloat { rowHeight }
}

/// The list adapters with the API shapes the list-adapter article prints.
@Suite("List adapters as the article writes them")
@MainActor
struct ListAdapterArticleAPITests {
    private static func messages(_ ids: ClosedRange<Int>) -> [Message] { ids.map { Message(id: $0, text: "m\($0)") } }

    private func makeAdapter(heightMode: ListItemSizeMode = .fixed(height: 44)) -> (
        ListAdapter<MessageCell>, HeadlessCollectionView
    ) {
        makeMessageList(height: 844, heightMode: heightMode)
    }

    // MARK: Height mode

    @Test func heightModeFixesEveryRowAndChangesTheLayoutWhenSet() {
        let (adapter, view) = makeAdapter(heightMode: .fixed(height: 56))
        adapter.reload(items: Self.messages(1...3))
        view.layoutIfNeeded()
        #expect(
            view.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 112, width: 390, height: 56))
        adapter.heightMode = .fixed(height: 30)
        view.layoutIfNeeded()
        #expect(adapter.sizeMode == .fixed(30))
        #expect(
            view.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 60, width: 390, height: 30))
    }

    // MARK: Callbacks with the item's index

    @Test func selectionCallbacksGiveTheItemsIndexAcrossSections() {
        let (adapter, view) = makeAdapter()
        adapter.reload(sections: [Self.messages(1...3), Self.messages(4...6)])
        view.layoutIfNeeded()
        var selected: [Message?] = []
        var deselected: [Int] = []
        adapter.onSelectItem = { index in selected.append(adapter[index]) }
        adapter.onDeselectItem = { deselected.append($0) }
        view.tapItem(at: IndexPath(item: 1, section: 1))
        view.tapItem(at: IndexPath(item: 0, section: 0))
        #expect(selected.map(\.?.id) == [5, 1])
        #expect(deselected == [4])
    }

    @Test func displayCallbacksGiveTheTypedCellAndFollowTheItem() throws {
        let (adapter, view) = makeMessageList(height: 100, heightMode: .fixed(height: 50))
        var shown: [String] = []
        var ended: [String] = []
        // The closures get `MessageCell`, not `AnyObject`: no cast in user code.
        adapter.onWillDisplayCell = { cell, index in shown.append("\(cell.message?.id ?? -1)@\(index)") }
        adapter.onDidEndDisplayingCell = { cell, index in ended.append("\(cell.message?.id ?? -1)@\(index)") }
        adapter.reload(items: Self.messages(1...4))
        view.layoutIfNeeded()
        #expect(shown == ["1@0", "2@1"])
        // Item 1 is deleted: item 2 moves up to index 0 and item 3 appears at index 1.
        try adapter.deleteItem(at: 0)
        view.layoutIfNeeded()
        #expect(ended == ["1@0"])
        #expect(shown.last == "3@1")
        view.contentOffset.y = 100
        view.layoutIfNeeded()
        #expect(ended.suffix(2).sorted() == ["2@0", "3@1"])
    }

    // MARK: Replacing items

    @Test func reloadItemsReplacesTheItemsFromAnIndexOn() throws {
        let (adapter, view) = makeAdapter()
        adapter.reload(items: Self.messages(1...5))
        try adapter.reloadItems([Message(id: 3, text: "three"), Message(id: 9, text: "m9")], at: 2...)
        #expect(adapter.items.map(\.id) == [1, 2, 3, 9])
        #expect(adapter[2]?.text == "three")
        view.layoutIfNeeded()
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.contentDescription == "three")
        #expect(view.itemCounts == [4])
        // Past the end: refused, nothing changes.
        #expect(throws: ListAdapterError.indexOutOfRange(index: 5, count: 4)) {
            try adapter.reloadItems([Message(id: 10, text: "m10")], at: 5...)
        }
        // At the end: appends.
        try adapter.reloadItems([Message(id: 10, text: "m10")], at: 4...)
        #expect(adapter.items.map(\.id) == [1, 2, 3, 9, 10])
    }

    @Test func reloadItemsReplacesTheItemsAtIndexes() throws {
        let (adapter, view) = makeAdapter()
        adapter.reload(items: Self.messages(1...4))
        view.layoutIfNeeded()
        try adapter.reloadItems([Message(id: 20, text: "twenty"), Message(id: 40, text: "forty")], at: [1, 3])
        #expect(adapter.items.map(\.id) == [1, 20, 3, 40])
        view.layoutIfNeeded()
        #expect(view.cellForItem(at: IndexPath(item: 3, section: 0))?.contentDescription == "forty")
        #expect(throws: ListAdapterError.mismatchedCounts(items: 1, indexes: 2)) {
            try adapter.reloadItems([Message(id: 7, text: "m7")], at: [0, 1])
        }
        #expect(throws: ListAdapterError.duplicateIndex(0)) {
            try adapter.reloadItems([Message(id: 7, text: "m7"), Message(id: 8, text: "m8")], at: [0, 0])
        }
        #expect(adapter.items.map(\.id) == [1, 20, 3, 40])
        #expect(
            ListAdapterError.mismatchedCounts(items: 1, indexes: 2).description
                == "1 items were given for 2 indexes; give one item per index.")
    }

    // MARK: Animation

    @Test func editsWithoutDynamicModificationAreShownAtOnce() throws {
        let (adapter, view) = makeAdapter()
        view.completesAnimationsImmediately = false
        adapter.reload(items: Self.messages(1...3))
        view.finishAnimations()
        try adapter.insertItem(Message(id: 4, text: "m4"), at: 0, allowDynamicModification: false)
        #expect(!view.hasAnimationsInFlight)
        try adapter.deleteItem(at: 0, allowDynamicModification: false)
        adapter.appendItem(Message(id: 5, text: "m5"), allowDynamicModification: false)
        try adapter.moveItem(at: 0, to: 1, allowDynamicModification: false)
        #expect(!view.hasAnimationsInFlight)
        #expect(view.itemCounts == [4])
        // The default animates.
        try adapter.deleteItem(at: 0)
        #expect(view.hasAnimationsInFlight)
        view.finishAnimations()
        #expect(adapter.items.map(\.id) == [1, 3, 5])
    }

    // MARK: Batches

    @Test func performBatchUpdatesHandsTheListToTheUpdates() throws {
        let (adapter, view) = makeAdapter()
        adapter.reload(items: Self.messages(1...3))
        view.layoutIfNeeded()
        let updates = view.appliedBatchUpdateCount
        var finished: Bool?
        try adapter.performBatchUpdates(
            updates: { list in
                try list.deleteItem(at: 0)
                list.appendItem(Message(id: 4, text: "m4"))
                try list.updateItem(Message(id: 2, text: "two"), at: 0)
            }, completion: { finished = $0 })
        #expect(view.appliedBatchUpdateCount == updates + 1)
        #expect(finished == true)
        #expect(adapter.items.map(\.text) == ["two", "m3", "m4"])
    }

    // MARK: Slices

    @Test func aSliceHearsOnReadyOnceTheListIsSetUp() throws {
        let view = TestViews.headless(height: 844)
        let adapter = ListAdapter<MessageCell>(heightMode: .fixed(height: 44))
        let header = try adapter[0..<0]
        let results = try adapter[0..<0]
        var events: [String] = []
        header.onReady = { [weak header] in
            events.append("header ready")
            header?.appendItem(Message(id: 1, text: "header"))
        }
        results.onReady = { events.append("results ready") }
        #expect(events.isEmpty)
        adapter.setup(collectionView: view)
        #expect(events == ["header ready", "results ready"])
        #expect(view.itemCounts == [1])
        // Set on a list that is ready: at once, and only once.
        let late = try adapter[1..<1]
        late.onReady = { events.append("late ready") }
        #expect(events.last == "late ready")
        adapter.setup(collectionView: view)
        #expect(events.count == 3)
    }

    // MARK: Header

    @Test func aHeaderShowsAModelWithTheRowsCellType() throws {
        let (adapter, view) = makeAdapter()
        adapter.reload(items: Self.messages(1...2))
        adapter.setHeader(model: Message(id: 0, text: "Pinned"))
        view.layoutIfNeeded()
        let header = try #require(
            view.supplementaryView(
                forElementKind: ListAdapter<MessageCell>.headerKind, at: IndexPath(item: 0, section: 0)) as? MessageCell
        )
        #expect(header.message?.text == "Pinned")
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == header.frame.maxY)
        adapter.setHeader(model: nil)
        view.layoutIfNeeded()
        #expect(
            view.supplementaryView(
                forElementKind: ListAdapter<MessageCell>.headerKind, at: IndexPath(item: 0, section: 0)) == nil)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 0)
        #expect(view.failures.isEmpty)
    }

    @Test func anAnyListAdapterHeaderIsAStaticViewOrADynamicModel() throws {
        let view = TestViews.headless(height: 844)
        let adapter = AnyListAdapter(dynamicCellTypes: [MessageCell.self])
        adapter.setup(collectionView: view)
        adapter.reload(items: [.dynamic(Message(id: 1, text: "row"), cell: MessageCell.self)])
        adapter.setHeader(model: .dynamic(Message(id: 0, text: "Results"), cell: MessageCell.self))
        view.layoutIfNeeded()
        #expect(
            (view.supplementaryView(forElementKind: AnyListAdapter.headerKind, at: IndexPath(item: 0, section: 0))
                as? MessageCell)?.message?.text == "Results")
        let title = TitleView()
        title.title = "Static"
        adapter.setHeader(model: .static(title))
        view.layoutIfNeeded()
        #expect(
            view.supplementaryView(forElementKind: AnyListAdapter.headerKind, at: IndexPath(item: 0, section: 0))?
                .contentDescription == "Static")
        #expect(view.failures.isEmpty)
    }

    // MARK: AnyListAdapter

    @Test func anyListAdapterTakesItsCellTypesAsATuple() {
        let view = TestViews.headless(height: 844)
        let adapter = AnyListAdapter(dynamicCellTypes: (MessageCell.self, ScalableMessageCell.self))
        adapter.setup(collectionView: view)
        adapter.reload(items: [
            .dynamic(Message(id: 1, text: "tag"), cell: MessageCell.self),
            .dynamic(Message(id: 2, text: "op"), cell: ScalableMessageCell.self),
        ])
        view.layoutIfNeeded()
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) is MessageCell)
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) is ScalableMessageCell)
        #expect(view.failures.isEmpty)
    }

    // MARK: Item size cacher

    @Test func theSizeCacherReadsAndInvalidatesOneItemByIndex() throws {
        let view = TestViews.headless(height: 844)
        let adapter = ListAdapter<ScalableMessageCell>(heightMode: .calculated)
        ScalableMessageCell.rowHeight = 40
        adapter.setup(collectionView: view)
        adapter.reload(items: Self.messages(1...3))
        view.layoutIfNeeded()
        #expect(adapter.itemSizeCache.size(at: 1) == CGSize(width: 390, height: 40))
        #expect(adapter.itemSizeCache.size(at: 7) == nil)
        // The cell's height changes for a reason the model does not show: only row 1 measures again.
        ScalableMessageCell.rowHeight = 70
        try adapter.itemSizeCache.invalidate(at: 1)
        view.layoutIfNeeded()
        #expect(adapter.itemSizeCache.size(at: 1)?.height == 70)
        #expect(adapter.itemSizeCache.size(at: 0)?.height == 40)
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 110)
        #expect(throws: ListAdapterError.indexOutOfRange(index: 7, count: 3)) {
            try adapter.itemSizeCache.invalidate(at: [0, 7])
        }
        #expect(adapter.itemSizeCache.size(at: 0)?.height == 40)
        ScalableMessageCell.rowHeight = 40
    }
}
