#if canImport(UIKit)
import Tessera
import ExampleScreens
import TesseraUIKit
import UIKit

/// Seed 4: a product list with a diffable data source over the real `UICollectionView`, cell
/// registrations of Tessera's ``ListCell``, and a section provider — grids for `featured` and
/// `onSale`, a plain list with disclosure indicators for `all`. "Shuffle" applies a new snapshot;
/// the data source diffs it into one animated batch update.
final class ProductListViewController: ExampleCollectionViewController {
    private typealias Screen = ProductListScreen
    private var dataSource: CollectionViewDiffableDataSource<Screen.Section, Screen.Product>?

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.setLayout(Screen.layout(), animated: false)

        let cell = CellRegistration<ListCell, Screen.Product> { cell, indexPath, product in
            let section = Screen.Section(rawValue: indexPath.section) ?? .all
            cell.content = Screen.content(for: product, in: section)
            cell.listAccessories = Screen.accessories(in: section)
        }
        let header = SupplementaryRegistration<TitleSupplementaryView>(elementKind: ElementKind.sectionHeader) { view, _, indexPath in
            view.text = Screen.Section(rawValue: indexPath.section)?.title
        }
        let dataSource = CollectionViewDiffableDataSource<Screen.Section, Screen.Product>(collectionView: collectionView) { collectionView, indexPath, product in
            try collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: product)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            try collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        self.dataSource = dataSource
        apply(products: Screen.products, animated: false)

        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Shuffle", primaryAction: UIAction { [weak self] _ in
            self?.apply(products: Screen.products.shuffled(), animated: true)
        })
    }

    private func apply(products: [Screen.Product], animated: Bool) {
        do {
            dataSource?.apply(try Screen.snapshot(products: products), animatingDifferences: animated)
        } catch {
            showError(error)
        }
    }
}
#endif
