import Foundation
import Tessera

// A feed that remembers the row the reader opened and scrolls back to it after a refresh. The bug:
// it keeps the row's index path, and a refresh that brings fewer posts leaves it pointing past the
// end. UIKit raises an exception there; Tessera reports the failure, and the flight recorder (on in
// debug builds) hands over the feed's recent history, which `tessera replay` turns into a test.
struct Post: Hashable, Sendable {
    var id: Int
}

final class PostCell: HeadlessCell {
    required init() {}
}

let feed = HeadlessCollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844),
    collectionViewLayout: CompositionalLayout.list(using: ListConfiguration(appearance: .plain)))
let cells = CellRegistration<PostCell, Post> { _, _, _ in }
let dataSource = CollectionViewDiffableDataSource<Int, Post>(collectionView: feed, cellRegistration: cells)

FlightRecorder.failureHandler = { recording in
    // An app attaches it to a crash report or a bug report; here it goes next to the program.
    try? recording.jsonData().write(to: URL(fileURLWithPath: "feed-recording.json"))
}
feed.failureHandler = { failure in print("Tessera reported:", failure.message) }

@MainActor
func show(_ posts: [Post]) throws {
    var snapshot = Snapshot<Int, Post>()
    try snapshot.appendSections([0])
    try snapshot.appendItems(posts)
    dataSource.apply(snapshot)
    feed.layoutIfNeeded()
}

try show((0..<40).map { Post(id: $0) })
let opened = IndexPath(item: 30, section: 0)
print("The reader opens post", opened.item, "of", feed.numberOfItems(inSection: 0))

// The refresh: the server now returns the newest 12 posts.
try show((28..<40).map { Post(id: $0) })
feed.scrollToItem(at: opened, position: .top, animated: false)
print("feed-recording.json")
