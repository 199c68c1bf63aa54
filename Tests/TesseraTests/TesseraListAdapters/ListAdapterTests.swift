import Foundation
import Tessera
import TesseraTestSupport
import Testing

@MainActor
private func messages(_ texts: [String], from start: Int = 0) -> [Message] {
    texts.enumerated().map { Message(id: start + $0.offset, text: $0.element) }
}

/// The host shows exactly the adapter's items, in order.
@MainActor
private func expectHostShows(
    _ adapter: ListAdapter<MessageCell>, _ view: HeadlessCollectionView,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(view.failures.isEmpty, "\(view.failures.map(\.message))", sourceLocation: sourceLocation)
    #expect(view.itemCounts.reduce(0, +) == adapter.count, sourceLocation: sourceLocation)
    for indexPath in view.indexPathsForVisibleItems {
        let flat = (0..<indexPath.section).reduce(0) { $0 + view.numberOfItems(inSection: $1) } + indexPath.item
        #expect(
            (view.cellForItem(at: indexPath) as? MessageCell)?.message == adapter[flat], "\(indexPath)",
            sourceLocation: sourceLocation)
    }
}

@Suite("ListAdapter")
@MainActor
struct ListAdapterTests {
    private func makeAdapter(_ texts: [String] = ["a", "b", "c", "d"], mode: ListItemSizeMode = .fixed(44)) -> (
        ListAdapter<MessageCell>, HeadlessCollectionView
    ) {
        let (adapter, view) = makeMessageList(height: 844, heightMode: mode)
        adapter.reload(items: messages(texts))
        return (adapter, view)
    }

    @Test func editingCallsKeepTheHostInStep() throws {
        let (adapter, view) = makeAdapter()
        expectHostShows(adapter, view)
        try adapter.insertItem(Message(id: 10, text: "x"), at: 1)
        adapter.appendItem(Message(id: 11, text: "z"))
        #expect(adapter.items.map(\.text) == ["a", "x", "b", "c", "d", "z"])
        expectHostShows(adapter, view)
        try adapter.deleteItem(at: 0)
        try adapter.deleteItems(at: [3, 1])
        #expect(adapter.items.map(\.text) == ["x", "c", "z"])
        expectHostShows(adapter, view)
        try adapter.updateItem(Message(id: 2, text: "C"), at: 1)
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.contentDescription == "C")
        try adapter.moveItem(at: 0, to: 2)
        #expect(adapter.items.map(\.text) == ["C", "z", "x"])
        expectHostShows(adapter, view)
        adapter.deleteItemsIfNeeded(at: 1...)
        adapter.deleteItemsIfNeeded(at: 5...)
        #expect(adapter.items.map(\.text) == ["C"])
        expectHostShows(adapter, view)
        #expect(adapter[0]?.text == "C")
        #expect(adapter[3] == nil)
    }

    @Test func badIndexesThrowAndChangeNothing() throws {
        let (adapter, view) = makeAdapter()
        let updates = view.appliedBatchUpdateCount
        #expect(throws: ListAdapterError.indexOutOfRange(index: 5, count: 4)) {
            try adapter.insertItem(Message(id: 9, text: "q"), at: 5)
        }
        #expect(throws: ListAdapterError.indexOutOfRange(index: 4, count: 4)) { try adapter.deleteItem(at: 4) }
        #expect(throws: ListAdapterError.indexOutOfRange(index: -1, count: 4)) { try adapter.deleteItems(at: [0, -1]) }
        #expect(throws: ListAdapterError.duplicateIndex(1)) { try adapter.deleteItems(at: [1, 1]) }
        #expect(throws: ListAdapterError.indexOutOfRange(index: 9, count: 4)) {
            try adapter.updateItem(Message(id: 9, text: "q"), at: 9)
        }
        #expect(throws: ListAdapterError.rangeOutOfBounds(lower: 2, upper: 6, count: 4)) {
            try adapter.reloadItems(in: 2..<6)
        }
        #expect(throws: ListAdapterError.indexOutOfRange(index: 4, count: 4)) { try adapter.moveItem(at: 0, to: 4) }
        #expect(throws: ListAdapterError.rangeOutOfBounds(lower: 3, upper: 7, count: 4)) { _ = try adapter[3..<7] }
        #expect(
            ListAdapterError.indexOutOfRange(index: 5, count: 4).description
                == "Index 5 is out of range for a list of 4 items.")
        #expect(adapter.items.map(\.text) == ["a", "b", "c", "d"])
        #expect(view.appliedBatchUpdateCount == updates)
        expectHostShows(adapter, view)
    }

    @Test func batchUpdatesBecomeOneHostUpdateOrNothing() throws {
        let (adapter, view) = makeAdapter()
        let before = view.appliedBatchUpdateCount
        var finished: Bool?
        try adapter.performBatchUpdates(
            updates: {
                try adapter.insertItem(Message(id: 20, text: "new"), at: 0)
                try adapter.deleteItem(at: 2)
                try adapter.moveItem(at: 3, to: 0)
                try adapter.updateItem(Message(id: 0, text: "A"), at: 2)
            }, completion: { finished = $0 })
        #expect(finished == true)
        #expect(view.appliedBatchUpdateCount == before + 1)
        #expect(adapter.items.map(\.text) == ["d", "new", "A", "c"])
        expectHostShows(adapter, view)

        // A throwing batch leaves everything as it was.
        #expect(throws: ListAdapterError.indexOutOfRange(index: 40, count: 3)) {
            try adapter.performBatchUpdates(
                updates: {
                    try adapter.deleteItem(at: 0)
                    try adapter.deleteItem(at: 40)
                }, completion: { finished = $0 })
        }
        #expect(finished == false)
        #expect(adapter.items.map(\.text) == ["d", "new", "A", "c"])
        #expect(view.appliedBatchUpdateCount == before + 1)
        expectHostShows(adapter, view)
    }

    @Test func reloadDiffsByIdentityAndReconfiguresChangedContent() throws {
        let (adapter, view) = makeAdapter(["a", "b", "c"])
        let cellOfB = view.cellForItem(at: IndexPath(item: 1, section: 0))
        adapter.reload(items: [Message(id: 2, text: "c"), Message(id: 1, text: "B"), Message(id: 7, text: "new")])
        expectHostShows(adapter, view)
        // b kept its cell (moved, reconfigured with the new text).
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) === cellOfB)
        #expect(cellOfB?.contentDescription == "B")
    }

    @Test func calculatedHeightsAndSpacing() throws {
        let (adapter, view) = makeAdapter(["short", String(repeating: "x", count: 45), "s"], mode: .calculated)
        adapter.spacing = 10
        #expect(
            view.visibleCells.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 390, height: 20),
                CGRect(x: 0, y: 30, width: 390, height: 60),
                CGRect(x: 0, y: 100, width: 390, height: 20),
            ])
        try adapter.updateItem(Message(id: 0, text: String(repeating: "y", count: 30)), at: 0)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 40)
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 50)
        #expect(adapter.itemSizeCache.count == 3)
    }

    @Test func horizontalListsUseWidths() throws {
        let view = TestViews.headless(height: 60)
        let adapter = ListAdapter<MessageCell>(widthMode: .calculated)
        adapter.setup(collectionView: view)
        adapter.spacing = 8
        adapter.reload(items: messages(["ab", "abcd"]))
        #expect(
            view.visibleCells.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 32, height: 60), CGRect(x: 40, y: 0, width: 48, height: 60),
            ])
    }

    @Test func headerAndCallbacks() throws {
        let (adapter, view) = makeAdapter()
        let header = TitleView()
        header.title = "Inbox"
        header.preferredSize = CGSize(width: 390, height: 30)
        adapter.setHeader(header)
        #expect(
            view.supplementaryView(
                forElementKind: ListAdapter<MessageCell>.headerKind, at: IndexPath(item: 0, section: 0))?
                .contentDescription == "Inbox")
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 30)
        var events: [String] = []
        adapter.onSelectItem = { events.append("select \($0)") }
        adapter.onDeselectItem = { events.append("deselect \($0)") }
        adapter.onDidScroll = { events.append("scroll \($0.y)") }
        adapter.onWillBeginDragging = { events.append("drag") }
        adapter.onDidEndDragging = { events.append("end drag \($0)") }
        adapter.onDidEndDecelerating = { events.append("decelerated") }
        view.tapItem(at: IndexPath(item: 2, section: 0))
        view.tapItem(at: IndexPath(item: 3, section: 0))
        view.drag(to: CGPoint(x: 0, y: 10), decelerate: true)
        #expect(
            events == ["select 2", "deselect 2", "select 3", "drag", "scroll 10.0", "end drag true", "decelerated"])
    }

    @Test func dragAndDropReorders() throws {
        let (adapter, view) = makeAdapter()
        var events: [String] = []
        adapter.onWillBeginReorder = { events.append("begin \($0)") }
        adapter.onReorderEnter = { events.append("enter") }
        adapter.onReorderIndexes = { events.append("move \($0)→\($1)") }
        adapter.onReorderExit = { events.append("exit") }
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        adapter.dragAndDropStyle = .reorder
        // The user's long press: the delegate hears the movement begin and end once each.
        var press = ReorderGesture()
        let began = press.handle(.began(at: CGPoint(x: 10, y: 10)), on: view, delegate: view.delegate)
        #expect(began)
        press.handle(.changed(to: CGPoint(x: 10, y: 100)), on: view, delegate: view.delegate)
        press.handle(.ended, on: view, delegate: view.delegate)
        #expect(events == ["begin 0", "enter", "move 0→2", "exit"])
        #expect(adapter.items.map(\.text) == ["b", "c", "a", "d"])
        expectHostShows(adapter, view)
        // The next edit starts from the reordered list (no stale update).
        try adapter.deleteItem(at: 0)
        #expect(adapter.items.map(\.text) == ["c", "a", "d"])
        expectHostShows(adapter, view)
    }
}

// MARK: - Heights in the update, reordering and batches

extension ListAdapterTests {
    private struct Refused: Error {}

    private static func numberedMessages(_ ids: Range<Int>) -> [Message] {
        ids.map { Message(id: $0, text: "m\($0)") }
    }

    /// Inserted rows take their calculated heights in the update itself, not the height the row
    /// before them had at their index path.
    @Test func insertedRowsTakeTheirCalculatedHeightsInTheUpdateItself() throws {
        let view = TestViews.headless(height: 844)
        let recorder = FrameRecorder()
        let adapter = ListAdapter<MessageCell>(heightMode: .calculated)
        adapter.setup(collectionView: view)
        adapter.onWillDisplayCell = { cell, index in recorder.frames[IndexPath(item: index, section: 0)] = cell.frame }
        // 40 characters: 40 pt; 10: 20 pt.
        adapter.reload(items: [Message(id: 1, text: String(repeating: "a", count: 40)), Message(id: 2, text: "short")])
        view.layoutIfNeeded()
        recorder.frames.removeAll()
        // A 60-pt row inserted first must be laid out 60 pt tall when it appears, not with the
        // height the old first row had at that index path.
        try adapter.insertItem(Message(id: 3, text: String(repeating: "b", count: 60)), at: 0)
        #expect(recorder.frames[IndexPath(item: 0, section: 0)]??.height == 60)
        #expect(
            view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 60, width: 390, height: 40))
        #expect(view.failures.isEmpty)
    }

    /// Asking whether an item can move has no side effect: UIKit asks twice for one pick-up.
    @Test func askingWhetherAnItemCanMoveHasNoSideEffect() {
        let (adapter, view) = makeMessageList(height: 844, heightMode: .fixed(44))
        adapter.reload(items: [Message(id: 1, text: "a"), Message(id: 2, text: "b")])
        adapter.dragAndDropStyle = .reorder
        var began: [Int] = []
        adapter.onWillBeginReorder = { began.append($0) }
        view.layoutIfNeeded()
        // UIKit asks twice for one pick-up: the gesture's shouldBegin, then beginInteractiveMovement.
        #expect(adapter.core.collectionView(view, canMoveItemAt: IndexPath(item: 1, section: 0)))
        var press = ReorderGesture()
        let pickedUp = press.handle(.began(at: CGPoint(x: 10, y: 66)), on: view, delegate: view.delegate)
        #expect(pickedUp)
        #expect(began == [1])
        press.handle(.cancelled, on: view, delegate: view.delegate)
    }

    /// A header set inside a batch is shown when the batch ends, with what it ends in: nothing of a
    /// batch that rolled back reaches the screen.
    @Test func aHeaderSetInsideARolledBackBatchShowsNothingOfTheBatch() {
        let (adapter, view) = makeMessageList(height: 600)
        adapter.reload(items: Self.numberedMessages(0..<3))
        view.layoutIfNeeded()
        var countsMidBatch: [Int] = []
        try? adapter.performBatchUpdates(updates: { () throws(Refused) in
            adapter.appendItems(Self.numberedMessages(3..<5))
            adapter.setHeader(model: Message(id: 100, text: "header"))
            countsMidBatch = view.itemCounts
            throw Refused()
        })
        view.layoutIfNeeded()
        #expect(countsMidBatch == [3])
        #expect(adapter.count == 3)
        #expect(view.itemCounts == [3])
        #expect(
            view.indexPathsForVisibleItems.sorted().map { view.cellForItem(at: $0)?.contentDescription } == [
                "m0", "m1", "m2",
            ])
        #expect(view.failures.isEmpty, "\(view.failures.map(\.message))")
    }
}

/// Records the frame each cell had when it was about to be displayed.
@MainActor
final class FrameRecorder {
    var frames: [IndexPath: CGRect?] = [:]
}
