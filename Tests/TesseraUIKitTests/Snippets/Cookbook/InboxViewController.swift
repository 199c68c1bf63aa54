// snippet.hide
#if canImport(UIKit)
// snippet.show
import Tessera
import TesseraUIKit
import UIKit

/// A message. Identity is the whole value.
struct Message: Hashable, Sendable {
    var id: Int
    var subject: String
}

/// A list whose rows swipe: "Delete" from the trailing edge, "Pin" from the leading one.
final class InboxViewController: UIViewController {
    private var messages = (1...20).map { Message(id: $0, subject: "Message \($0)") }
    private var dataSource: CollectionViewDiffableDataSource<Int, Message>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        // A list section: on Apple's engine, which draws the swipe actions.
        collectionView.setLayout(
            CompositionalLayout.list(using: ListConfiguration(appearance: .plain)), animated: false)

        let row = CellRegistration<ListCell, Message> { cell, _, message in
            cell.contentConfiguration = ListContentConfiguration(style: .cell, text: message.subject)
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView, cellProvider: row.cellProvider)
        // The providers get the swiped message, not an index path that later updates could move.
        dataSource.trailingSwipeActionsProvider = { [weak self] message in
            SwipeActionsConfiguration(actions: [
                SwipeAction(style: .destructive, title: "Delete", systemImageName: "trash") { completion in
                    self?.messages.removeAll { $0 == message }
                    self?.show()
                    completion(true)
                }
            ])
        }
        dataSource.leadingSwipeActionsProvider = { message in
            SwipeActionsConfiguration(actions: [
                SwipeAction(style: .normal, title: "Pin", systemImageName: "pin") { completion in
                    print("pinned", message.subject)
                    completion(true)
                }
            ])
        }
        show()
    }

    private func show() {
        do {
            dataSource.apply(try Snapshot([(0, messages)]), animatingDifferences: true)
        } catch {
            print(error)  // a message listed twice: a typed error naming it, and nothing shown changes
        }
    }
}
// snippet.hide
#endif
