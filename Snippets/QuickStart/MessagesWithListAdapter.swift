import Tessera

struct Message: Hashable, Sendable {
    var id: Int
    var text: String
}

// A UICollectionViewCell subclass in the app; a HeadlessCell in tests, and here.
final class MessageCell: HeadlessCell, HeightMeasurableView, RegistrableView {
    private(set) var text = ""

    func configure(model: Message, animated: Bool, completion: (() -> Void)?) {
        text = model.text
        completion?()
    }

    static func calculateHeight(model: Message, width: CGFloat) -> CGFloat {
        model.text.count > 40 ? 64 : 44
    }

    override var contentDescription: String { text }  // what dump() shows
}

let collectionView = HeadlessCollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: FlowLayout())
let adapter = ListAdapter<MessageCell>(heightMode: .calculated)
adapter.setup(collectionView: collectionView)
adapter.reload(items: (1...5).map { Message(id: $0, text: "Message \($0)") })
adapter.onSelectItem = { index in print("selected", adapter[index]?.text ?? "") }

let long = Message(id: 0, text: "A message long enough to take two lines of the list")
try adapter.insertItem(long, at: 0)  // one batch update; a bad index throws
let pinned = try adapter[0..<3]  // a slice, for another controller
pinned.appendItem(Message(id: 9, text: "Pinned"))  // stays inside the slice, whatever else changes
try adapter.performBatchUpdates(updates: { list in  // several edits, one update, all or nothing
    try list.deleteItem(at: 4)
    try list.moveItem(at: 0, to: 2)
})
do {
    try adapter.deleteItem(at: 99)
} catch {
    print(error)  // names the index and the count; nothing changed
}

collectionView.tapItem(at: IndexPath(item: 2, section: 0))
print(collectionView.dump())
