// snippet.hide
#if canImport(UIKit)
// snippet.show
import Tessera
import TesseraUIKit
import UIKit

/// A contact. Identity is the whole value.
struct Contact: Hashable, Sendable {
    var id: Int
    var name: String
}

/// Selection and navigation: tapping a row pushes its detail screen. Your own delegate is the
/// collection view's `forwardingDelegate` (Tessera's bridge stays its `delegate`) and hears the
/// tap after Tessera's.
final class ContactsViewController: UIViewController, UICollectionViewDelegate {
    private var dataSource: CollectionViewDiffableDataSource<Int, Contact>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        collectionView.setLayout(
            CompositionalLayout.list(using: ListConfiguration(appearance: .insetGrouped)), animated: false)

        let row = CellRegistration<ListCell, Contact> { cell, _, contact in
            cell.contentConfiguration = ListContentConfiguration(style: .cell, text: contact.name)
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView, cellProvider: row.cellProvider)
        collectionView.forwardingDelegate = self
        let names = ["Ada Lovelace", "Grace Hopper", "Katherine Johnson", "Margaret Hamilton"]
        do {
            dataSource.apply(
                try Snapshot([(0, names.enumerated().map { Contact(id: $0.offset, name: $0.element) })]),
                animatingDifferences: false)
        } catch {
            print(error)  // a contact listed twice: a typed error naming it, and nothing shown changes
        }
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let contact = dataSource.itemIdentifier(for: indexPath) else { return }
        collectionView.deselectItem(at: indexPath, animated: true)
        let detail = UIViewController()
        detail.title = contact.name
        detail.view.backgroundColor = .systemBackground
        navigationController?.pushViewController(detail, animated: true)
    }
}
// snippet.hide
#endif
