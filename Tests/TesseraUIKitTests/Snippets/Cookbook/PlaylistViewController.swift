// snippet.hide
#if canImport(UIKit)
// snippet.show
import Tessera
import TesseraUIKit
import UIKit

/// A song. Identity is the whole value.
struct Song: Hashable, Sendable {
    var id: Int
    var title: String
}

/// Reordering: the data source lets songs move; the user drags a row by its reorder control (or
/// with a long press), and `didReorder` hands over the new order.
final class PlaylistViewController: UIViewController {
    private var dataSource: CollectionViewDiffableDataSource<Int, Song>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        collectionView.setLayout(
            CompositionalLayout.list(using: ListConfiguration(appearance: .insetGrouped)), animated: false)

        let row = CellRegistration<ListCell, Song> { cell, _, song in
            cell.contentConfiguration = ListContentConfiguration(style: .cell, text: song.title)
            cell.accessories = [.reorder(displayed: .always)]
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView, cellProvider: row.cellProvider)
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { transaction in
            print("new order:", transaction.finalSnapshot.itemIdentifiers.map(\.title))
        }
        let titles = ["Blue in Green", "So What", "Freddie Freeloader", "All Blues", "Flamenco Sketches"]
        do {
            dataSource.apply(
                try Snapshot([(0, titles.enumerated().map { Song(id: $0.offset, title: $0.element) })]),
                animatingDifferences: false)
        } catch {
            print(error)  // a song listed twice: a typed error naming it, and nothing shown changes
        }
    }
}
// snippet.hide
#endif
