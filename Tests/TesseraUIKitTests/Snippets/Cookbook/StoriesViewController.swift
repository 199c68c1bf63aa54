// snippet.hide
#if canImport(UIKit)
// snippet.show
import Tessera
import TesseraUIKit
import UIKit

/// A card of the carousel. Identity is the whole value.
struct Story: Hashable, Sendable {
    var id: Int
    var title: String
}

/// A sideways carousel of cards that page one at a time, above a list: one compositional layout,
/// the band is a section that scrolls orthogonally.
final class StoriesViewController: UIViewController {
    private var dataSource: CollectionViewDiffableDataSource<Int, Story>!

    static func layout() -> CompositionalLayout {
        CompositionalLayout { sectionIndex, environment in
            guard sectionIndex == 0 else {
                return .list(using: ListConfiguration(appearance: .plain), layoutEnvironment: environment)
            }
            // Cards 80% of the width and 180 points tall, paging card by card, 12 points apart.
            let card = LayoutItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = LayoutGroup.horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(180)),
                subitems: [card])
            var band = LayoutSection(group: group)
            band.orthogonalScrollingBehavior = .groupPagingCentered
            band.interGroupSpacing = 12
            band.contentInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 16, trailing: 16)
            return band
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        collectionView.setLayout(Self.layout(), animated: false)

        let row = CellRegistration<ListCell, Story> { cell, indexPath, story in
            cell.contentConfiguration = ListContentConfiguration(style: .cell, text: story.title)
            if indexPath.section == 0 {
                cell.background = BackgroundConfiguration(backgroundColor: .secondarySystemBackground, cornerRadius: 16)
            }
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView, cellProvider: row.cellProvider)
        do {
            dataSource.apply(
                try Snapshot([
                    (0, (1...6).map { Story(id: $0, title: "Story \($0)") }),
                    (1, (7...30).map { Story(id: $0, title: "Post \($0)") }),
                ]), animatingDifferences: false)
        } catch {
            print(error)  // a story listed twice: a typed error naming it, and nothing shown changes
        }
    }
}
// snippet.hide
#endif
