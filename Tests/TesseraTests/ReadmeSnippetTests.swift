import Foundation
import Tessera
import Testing

/// README's quick start for list adapters, as written there, with only types a user declares.
private enum AdapterQuickStart {
    struct Message: Hashable {
        var id: Int
        var text: String
    }

    // A UICollectionViewCell subclass on iOS; HeadlessCell in Linux tests.
    final class MessageCell: HeadlessCell, HeightMeasurableView, RegistrableView {
        private(set) var text = ""

        func configure(model: Message, animated: Bool, completion: (() -> Void)?) {
            text = model.text
            completion?()
        }

        static func calculateHeight(model: Message, width: CGFloat) -> CGFloat {
            model.text.count > 40 ? 64 : 44
        }
    }
}

@Suite("README snippets")
@MainActor
struct ReadmeSnippetTests {
    @Test func theListAdapterQuickStartRunsAsWritten() throws {
        typealias Message = AdapterQuickStart.Message
        typealias MessageCell = AdapterQuickStart.MessageCell
        let collectionView = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: FlowLayout())
        let messages = (1...5).map { Message(id: $0, text: "message \($0)") }
        let message = Message(id: 0, text: String(repeating: "long ", count: 10))
        let other = Message(id: 9, text: "pinned")

        // From README.md, "Quick start: list adapters and slices".
        let adapter = ListAdapter<MessageCell>(heightMode: .calculated)
        adapter.setup(collectionView: collectionView)
        adapter.reload(items: messages)
        adapter.onSelectItem = { index in print("selected", adapter[index]?.text ?? "") }
        try adapter.insertItem(message, at: 0)  // one batch update; a bad index throws
        let pinned = try adapter[0..<3]  // a slice for another controller
        pinned.appendItem(other)  // stays inside the slice, whatever else changes
        try adapter.performBatchUpdates(updates: { list in  // several edits, one update, all or nothing
            try list.deleteItem(at: 4)
            try list.moveItem(at: 0, to: 2)
        })

        collectionView.layoutIfNeeded()
        #expect(adapter.items.map(\.id) == [1, 2, 0, 9, 4, 5])
        #expect(collectionView.itemCounts == [6])
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.height == 64)
        #expect((collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) as? MessageCell)?.text == "pinned")
        #expect(collectionView.failures.isEmpty)
    }
}
