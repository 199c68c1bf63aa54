// snippet.hide
#if canImport(UIKit)
// snippet.show
import Tessera
import TesseraUIKit
import UIKit

final class CitiesViewController: UIViewController {
    enum Section { case main }
    private var dataSource: CollectionViewDiffableDataSource<Section, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = CompositionalLayout.list(using: ListConfiguration(appearance: .insetGrouped))
        let collectionView = UICollectionView(
            frame: view.bounds, collectionViewLayout: TesseraCollectionViewLayout(layout: layout))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let registration = CellRegistration<UICollectionViewListCell, String> { cell, _, city in
            var content = cell.defaultContentConfiguration()
            content.text = city
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, city in
            try collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: city)
        }

        var snapshot = Snapshot<Section, String>()
        do {
            try snapshot.appendSections([.main])
            try snapshot.appendItems(["Lyon", "Nice", "Lille"])
        } catch {
            print(error)  // a city listed twice: SnapshotError names it, where UIKit would crash
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
// snippet.hide
#endif
