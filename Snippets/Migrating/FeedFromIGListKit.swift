import Tessera

/// IGListKit's `ListDiffable`, in two protocols: `Hashable` by identity (`diffIdentifier`), and
/// `ContentEquatable` for the content (`isEqual(toDiffableObject:)`), so that an edited post is
/// reconfigured in place.
struct Post: Hashable, Sendable, ContentEquatable {
    var id: String
    var text: String

    static func == (lhs: Post, rhs: Post) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    func isContentEqual(to other: Post) -> Bool { text == other.text }
}

/// A `UICollectionViewCell` in the app: it configures itself from its model.
final class PostCell: HeadlessCell, HeightMeasurableView, RegistrableView {
    private(set) var text = ""

    func configure(model: Post, animated: Bool, completion: (() -> Void)?) {
        text = model.text
        completion?()
    }

    static func calculateHeight(model: Post, width: CGFloat) -> CGFloat { 60 }

    override var contentDescription: String { text }
}

let collectionView = HeadlessCollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: FlowLayout())

// `Tessera.ListAdapter`: the module name keeps it apart from IGListKit's `ListAdapter` in a file
// that imports both while the screens move over.
let adapter = Tessera.ListAdapter<PostCell>(heightMode: .calculated)
adapter.setup(collectionView: collectionView)
adapter.reload(items: [Post(id: "a", text: "Hello"), Post(id: "b", text: "World"), Post(id: "c", text: "!")])

// A section controller per part of the screen becomes a slice per controller, edited by its own
// indexes: the header's controller cannot touch the feed's rows.
let header = try adapter[0..<1]
let feed = try adapter[1..<3]
try feed.performBatchUpdates(updates: { posts in  // IGListKit's performUpdates(animated:completion:)
    try posts.deleteItem(at: 1)
    posts.appendItem(Post(id: "d", text: "Newest"))
})
try header.updateItem(Post(id: "a", text: "Hello again"), at: 0)  // same identity: reconfigured
print(collectionView.dump())
