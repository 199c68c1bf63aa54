#if canImport(UIKit)
    import Tessera
    import TesseraUIKit
    import UIKit

    /// The list of example screens: a diffable data source and list cells on a Tessera list layout.
    /// Every screen is listed twice, side by side: written with UIKit cells, then with SwiftUI
    /// (iOS 16 and later; on iOS 15 a note says why the SwiftUI rows are missing).
    @MainActor
    public final class ExamplesListViewController: UIViewController {
        private lazy var collectionView = UICollectionView(
            frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        private var dataSource: CollectionViewDiffableDataSource<Int, ExampleEntry>?

        public override func viewDidLoad() {
            super.viewDidLoad()
            title = "Tessera"
            collectionView.frame = view.bounds
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(collectionView)
            collectionView.setLayout(
                CompositionalLayout { _, environment in
                    .list(using: ListConfiguration(appearance: .insetGrouped), layoutEnvironment: environment)
                }, animated: false)

            let row = CellRegistration<ListCell, ExampleEntry> { cell, _, entry in
                switch entry {
                case .screen(let screen, let flavor):
                    cell.contentConfiguration = ListContentConfiguration(
                        style: .subtitleCell, text: "\(screen.title) · \(flavor.title)", secondaryText: screen.system)
                    cell.accessories = [.disclosureIndicator()]
                case .note(let text):
                    cell.contentConfiguration = ListContentConfiguration(style: .plainFooter, text: text)
                    cell.accessories = []
                }
            }
            let dataSource = CollectionViewDiffableDataSource<Int, ExampleEntry>(collectionView: collectionView) {
                collectionView, indexPath, entry in
                try collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: entry)
            }
            self.dataSource = dataSource
            collectionView.setDelegate(self)

            do {
                dataSource.apply(try Snapshot([(0, ExampleEntry.all())]), animatingDifferences: false)
            } catch {
                showError(error)
            }
        }
    }

    // MARK: - CollectionViewDelegate

    extension ExamplesListViewController: CollectionViewDelegate {
        public func collectionView(_ collectionView: any CollectionViewHost, didSelectItemAt indexPath: IndexPath) {
            collectionView.deselectItem(at: indexPath, animated: true)
            guard case .screen(let screen, let flavor) = dataSource?.itemIdentifier(for: indexPath) else { return }
            navigationController?.pushViewController(screen.makeViewController(flavor), animated: true)
        }
    }
#endif
