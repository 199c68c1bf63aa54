// snippet.hide
#if canImport(UIKit)
// snippet.show
import Tessera
import TesseraUIKit
import UIKit

/// A headline. Identity is the whole value.
struct Headline: Hashable, Sendable {
    var id: Int
    var title: String
}

/// Pull to refresh: UIKit's refresh control on the collection view; the new headlines are applied
/// with `await`, which diffs off the main actor and returns once they are shown.
final class NewsViewController: UIViewController {
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private var dataSource: CollectionViewDiffableDataSource<Int, Headline>!
    private var edition = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        collectionView.setLayout(
            CompositionalLayout.list(using: ListConfiguration(appearance: .plain)), animated: false)

        let row = CellRegistration<ListCell, Headline> { cell, _, headline in
            cell.contentConfiguration = ListContentConfiguration(style: .cell, text: headline.title)
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView, cellProvider: row.cellProvider)
        collectionView.refreshControl = UIRefreshControl(
            frame: .zero, primaryAction: UIAction { [weak self] _ in self?.refresh() })
        refresh()
    }

    private func refresh() {
        Task {
            edition += 1
            let headlines = await Self.fetchHeadlines(edition: edition)
            do {
                await dataSource.apply(try Snapshot([(0, headlines)]))
            } catch {
                print(error)  // a headline listed twice: a typed error naming it, and nothing shown changes
            }
            collectionView.refreshControl?.endRefreshing()
        }
    }

    /// The server's answer: the newest headlines first.
    private static func fetchHeadlines(edition: Int) async -> [Headline] {
        (0..<20).map { Headline(id: edition * 100 + $0, title: "Edition \(edition), story \($0 + 1)") }
    }
}
// snippet.hide
#endif
