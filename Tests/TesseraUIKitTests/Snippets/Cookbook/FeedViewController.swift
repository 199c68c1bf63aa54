// snippet.hide
#if canImport(UIKit)
// snippet.show
import Tessera
import TesseraUIKit
import UIKit

/// A post. Identity is the whole value.
struct Post: Hashable, Sendable {
    var id: Int
    var title: String
}

/// Load more: a `LoadMoreTrigger` asks for the next page when the user nears the end (the last
/// five posts), once per page, checked after every scroll and every page.
final class FeedViewController: UIViewController, UICollectionViewDelegate {
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private var dataSource: CollectionViewDiffableDataSource<Int, Post>!
    private lazy var loadMore = LoadMoreTrigger(threshold: .items(5)) { [weak self] in self?.loadNextPage() }
    private var pages = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        collectionView.setLayout(
            CompositionalLayout.list(using: ListConfiguration(appearance: .plain)), animated: false)

        let row = CellRegistration<ListCell, Post> { cell, _, post in
            cell.contentConfiguration = ListContentConfiguration(style: .cell, text: post.title)
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView, cellProvider: row.cellProvider)
        collectionView.forwardingDelegate = self  // Tessera's bridge stays `delegate`
        loadNextPage()
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        loadMore.check(collectionView)
    }

    private func loadNextPage() {
        let page = pages
        pages += 1
        Task {
            await loadMore.loadPage {  // a page that fails to load re-arms the trigger
                let posts = try await Self.fetchPosts(page: page)
                var snapshot = dataSource.snapshot()
                if snapshot.numberOfSections == 0 { try snapshot.appendSections([0]) }
                try snapshot.appendItems(posts, toSection: 0)
                await dataSource.apply(snapshot)
            }
            loadMore.check(collectionView)  // a short page may already show the end
        }
    }

    /// The server's page of 20 posts.
    private static func fetchPosts(page: Int) async throws -> [Post] {
        (0..<20).map { Post(id: page * 20 + $0, title: "Post \(page * 20 + $0 + 1)") }
    }
}
// snippet.hide
#endif
