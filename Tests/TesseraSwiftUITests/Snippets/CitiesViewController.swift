// snippet.hide
#if canImport(UIKit)
// snippet.show
import UIKit

final class CitiesViewController: UIViewController {
    enum Section { case main }
    private var dataSource: UICollectionViewDiffableDataSource<Section, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, city in
            var content = cell.defaultContentConfiguration()
            content.text = city
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, city in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: city)
        }

        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["Lyon", "Nice", "Lille"])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
// snippet.hide
#endif
