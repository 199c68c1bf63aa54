// snippet.hide
#if canImport(UIKit)
// snippet.show
import Tessera
import TesseraUIKit
import UIKit

/// A favourite place. Identity is the whole value.
struct Place: Hashable, Sendable {
    var id: Int
    var name: String
}

/// An empty state: the data source shows its `emptyView` behind the content while the snapshot
/// has no items, and hides it with the update that brings some.
final class FavoritesViewController: UIViewController {
    private var dataSource: CollectionViewDiffableDataSource<Int, Place>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        collectionView.setLayout(
            CompositionalLayout.list(using: ListConfiguration(appearance: .insetGrouped)), animated: false)

        let row = CellRegistration<ListCell, Place> { cell, _, place in
            cell.contentConfiguration = ListContentConfiguration(style: .cell, text: place.name)
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView, cellProvider: row.cellProvider)

        let empty = UILabel()
        empty.text = "No favourites yet.\nTap ♡ on a place to keep it here."
        empty.numberOfLines = 0
        empty.textAlignment = .center
        empty.textColor = .secondaryLabel
        empty.font = .preferredFont(forTextStyle: .body)
        empty.adjustsFontForContentSizeCategory = true
        dataSource.emptyView = empty  // the collection view's background while there is nothing to show

        dataSource.apply(Snapshot<Int, Place>(), animatingDifferences: false)
    }
}
// snippet.hide
#endif
