import Tessera

struct Message: Hashable, Sendable {
    var id: Int
    var text: String
}

/// A UICollectionViewCell subclass in the app; a HeadlessCell here.
final class MessageCell: HeadlessCell, HeightMeasurableView, RegistrableView {
    private(set) var text = ""
    private(set) var isPlaying = false

    func configure(model: Message, animated: Bool, completion: (() -> Void)?) {
        text = model.text
        completion?()
    }

    func startPlayback() { isPlaying = true }

    static func calculateHeight(model: Message, width: CGFloat) -> CGFloat { 56 }  // for .calculated

    override var contentDescription: String { text }  // what dump() shows
}

/// What the list shows while it has no messages: any view (the collection view's background).
final class NoMessagesView {}

let collectionView = HeadlessCollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: FlowLayout())
let adapter = ListAdapter<MessageCell>(heightMode: .fixed(height: 56))
adapter.setup(collectionView: collectionView)
adapter.emptyView = NoMessagesView()
print("empty:", collectionView.backgroundView is NoMessagesView)

// Each edit is one batch update; a bad index throws and changes nothing.
adapter.reload(items: (1...25).map { Message(id: $0, text: "Message \($0)") })
try adapter.insertItem(Message(id: 100, text: "New"), at: 0)
adapter.onSelectItem = { index in print("open", adapter[index]?.text ?? "") }  // counted across sections
adapter.onWillDisplayCell = { cell, index in cell.startPlayback() }  // the typed cell: a MessageCell

// Replace the items from index 20 on (a "load more" that replaces the last page), without animation.
try adapter.reloadItems([Message(id: 200, text: "Next page")], at: 20..., allowDynamicModification: false)

// Several edits, one update; a throw undoes the whole batch.
try adapter.performBatchUpdates(
    updates: { list in
        try list.deleteItem(at: 0)
        list.appendItem(Message(id: 300, text: "Latest"))
    },
    completion: { finished in print("batch shown:", finished) })
try adapter.itemSizeCache.invalidate(at: 3)  // row 3 is measured again

// The next page when the user nears the end: asked once per page, until the server has no more.
var olderPages = [[Message(id: 400, text: "Older 1"), Message(id: 401, text: "Older 2")]]
adapter.onLoadMore = { [weak adapter] in
    guard !olderPages.isEmpty else { return }
    adapter?.appendItems(olderPages.removeFirst())
}
collectionView.contentOffset.y = 1_000

collectionView.tapItem(at: IndexPath(item: 19, section: 0))
print(adapter.items.map(\.id))
print("empty:", collectionView.backgroundView is NoMessagesView)
