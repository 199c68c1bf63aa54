#if canImport(UIKit)
    import ExampleScreens
    import Tessera
    import TesseraUIKit
    import UIKit

    /// Seed 4: a product list with a diffable data source over the real `UICollectionView`, cell
    /// registrations, and a section provider — grids for `featured` and `onSale`, a plain list with
    /// disclosure indicators for `all`. "Shuffle" applies a new snapshot; the data source diffs it
    /// into one animated batch update.
    ///
    /// The UIKit screen registers Tessera's ``ListCell`` and ``TitleSupplementaryView``; the SwiftUI
    /// one registers `HostingCell`s whose content is a SwiftUI view (iOS 16). Everything else — the
    /// data source, the layout, the snapshots — is the same code.
    final class ProductListViewController: ExampleCollectionViewController {
        typealias Screen = ProductListScreen
        typealias DataSource = CollectionViewDiffableDataSource<Screen.Section, Screen.Product>

        /// Which cells the screen registers.
        private var cells = ExampleFlavor.uikit
        private var dataSource: DataSource?

        /// A product list whose cells are written in `cells`' flavor.
        convenience init(cells: ExampleFlavor) {
            self.init(nibName: nil, bundle: nil)
            self.cells = cells
        }

        // MARK: View

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.setLayout(Screen.layout(), animated: false)
            if cells == .swiftUI, #available(iOS 16, *) {
                dataSource = makeHostingDataSource()
            } else {
                dataSource = makeListCellDataSource()
            }
            apply(products: Screen.products, animated: false)

            navigationItem.rightBarButtonItem = UIBarButtonItem(
                title: "Shuffle",
                primaryAction: UIAction { [weak self] _ in
                    self?.apply(products: Screen.products.shuffled(), animated: true)
                })
        }

        // MARK: Data source

        /// A data source whose cells and headers come from two registrations.
        func makeDataSource<Cell, Header>(
            cell: CellRegistration<Cell, Screen.Product>, header: SupplementaryRegistration<Header>
        ) -> DataSource {
            let dataSource = DataSource(collectionView: collectionView) { collectionView, indexPath, product in
                try collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: product)
            }
            dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
                try collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
            }
            return dataSource
        }

        /// The UIKit cells: Tessera's list cells and title views.
        private func makeListCellDataSource() -> DataSource {
            let cell = CellRegistration<ListCell, Screen.Product> { cell, indexPath, product in
                let section = Screen.Section(rawValue: indexPath.section) ?? .all
                cell.contentConfiguration = Screen.content(for: product, in: section)
                cell.accessories = Screen.accessories(in: section).map { UICellAccessory($0) }
            }
            let header = SupplementaryRegistration<TitleSupplementaryView>(elementKind: ElementKind.sectionHeader) {
                view, _, indexPath in
                view.text = Screen.Section(rawValue: indexPath.section)?.title
            }
            return makeDataSource(cell: cell, header: header)
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
