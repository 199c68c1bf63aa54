// snippet.hide
#if canImport(UIKit)
// snippet.show
import Tessera
import TesseraUIKit
import UIKit

/// A note. Identity is the whole value.
struct Note: Hashable, Sendable {
    var id: Int
    var text: String
}

/// A cell of your own that sizes itself: a label of any number of lines, pinned to the content
/// view's edges with Auto Layout. UIKit asks it for its size
/// (`preferredLayoutAttributesFitting(_:)`), because the layout gives it an estimated height.
final class NoteCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    @available(*, unavailable, message: "created by the collection view")
    required init?(coder: NSCoder) { nil }
}

/// Notes of any length, each row as tall as its text at the user's text size.
final class NotesViewController: UIViewController {
    private var dataSource: CollectionViewDiffableDataSource<Int, Note>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        // Full-width rows estimated at 44 points: each cell measures itself.
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        var section = LayoutSection(group: .vertical(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
        section.interGroupSpacing = 1
        collectionView.setLayout(CompositionalLayout(section: section), animated: false)

        let row = CellRegistration<NoteCell, Note> { cell, _, note in cell.label.text = note.text }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView, cellProvider: row.cellProvider)
        let notes = [
            "Short.",
            "A longer note that wraps onto a second line on a phone held upright.",
            "The longest note of all, which needs three or four lines at the default text size and more at the larger accessibility sizes.",
        ]
        do {
            dataSource.apply(
                try Snapshot([(0, notes.enumerated().map { Note(id: $0.offset, text: $0.element) })]),
                animatingDifferences: false)
        } catch {
            print(error)  // a note listed twice: a typed error naming it, and nothing shown changes
        }
    }
}
// snippet.hide
#endif
