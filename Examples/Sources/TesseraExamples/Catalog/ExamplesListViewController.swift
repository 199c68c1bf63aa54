#if canImport(UIKit)
import Tessera
import TesseraUIKit
import UIKit

/// The list of example screens: a diffable data source and list cells on a Tessera list layout.
@MainActor
public final class ExamplesListViewController: UIViewController {
    private lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private var dataSource: CollectionViewDiffableDataSource<Int, ExampleScreen>?

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tessera"
        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        collectionView.setLayout(CompositionalLayout { _, environment in
            .list(using: ListConfiguration(appearance: .insetGrouped), layoutEnvironment: environment)
        }, animated: false)

        let row = CellRegistration<ListCell, ExampleScreen> { cell, _, screen in
            cell.content = ListContentConfiguration(style: .subtitleCell, text: screen.title, secondaryText: screen.system)
            cell.listAccessories = [.disclosureIndicator]
        }
        let dataSource = CollectionViewDiffableDataSource<Int, ExampleScreen>(collectionView: collectionView) { collectionView, indexPath, screen in
            try collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: screen)
        }
        self.dataSource = dataSource
        collectionView.setDelegate(self)

        do {
            dataSource.apply(try Snapshot([(0, ExampleScreen.allCases)]), animatingDifferences: false)
        } catch {
            showError(error)
        }
    }
}

// MARK: - CollectionViewDelegate

extension ExamplesListViewController: CollectionViewDelegate {
    public func collectionView(_ collectionView: any CollectionViewHost, didSelectItemAt indexPath: IndexPath) {
        guard let screen = dataSource?.itemIdentifier(for: indexPath) else { return }
        collectionView.deselectItem(at: indexPath, animated: true)
        navigationController?.pushViewController(screen.makeViewController(), animated: true)
    }
}
#endif
