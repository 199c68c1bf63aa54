// snippet.hide
#if canImport(UIKit)
// snippet.show
import Tessera
import TesseraUIKit
import UIKit

/// A pastry. Identity is the whole value.
struct Pastry: Hashable, Sendable {
    var id: Int
    var name: String
}

/// The counters, one section each.
enum Counter: String, CaseIterable, Hashable, Sendable {
    case bread = "Bread"
    case cakes = "Cakes"
}

/// A grid of two tiles a row (four on an iPad) in sections with a header each, on a diffable data
/// source: the header's title lines up with the first tile.
final class BakeryViewController: UIViewController {
    private var dataSource: CollectionViewDiffableDataSource<Counter, Pastry>!

    /// Each section: as many 170-point tiles a row as fit, 120 points tall, under a 44-point header.
    static func layout() -> CompositionalLayout {
        CompositionalLayout { _, environment in
            let columns = max(1, Int((environment.container.effectiveContentSize.width - 32) / 170))
            var tile = LayoutItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            tile.contentInsets = DirectionalEdgeInsets(all: 4)
            let row = LayoutGroup.horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
                subitem: tile, count: .fixed(columns))
            var section = LayoutSection(group: row)
            section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 12, bottom: 16, trailing: 12)
            section.boundarySupplementaryItems = [
                LayoutBoundarySupplementaryItem(
                    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                    elementKind: ElementKind.sectionHeader, alignment: .top)
            ]
            // The header spans the width: its title's own 16-point margin meets the first tile.
            section.supplementariesFollowContentInsets = false
            return section
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        collectionView.setLayout(Self.layout(), animated: false)

        let tile = CellRegistration<ListCell, Pastry> { cell, _, pastry in
            cell.contentConfiguration = ListContentConfiguration(style: .cell, text: pastry.name)
            cell.background = BackgroundConfiguration(backgroundColor: .secondarySystemBackground, cornerRadius: 12)
        }
        let header = SupplementaryRegistration<ListCell>(elementKind: ElementKind.sectionHeader) {
            header, _, indexPath in
            header.contentConfiguration = ListContentConfiguration(
                style: .plainHeader, text: Counter.allCases[indexPath.section].rawValue)
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView, cellProvider: tile.cellProvider)
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            try collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        let bread = ["Baguette", "Sourdough", "Rye"].enumerated().map { Pastry(id: $0.offset, name: $0.element) }
        let cakes = ["Cheesecake", "Brownie"].enumerated().map { Pastry(id: 10 + $0.offset, name: $0.element) }
        do {
            dataSource.apply(try Snapshot([(.bread, bread), (.cakes, cakes)]), animatingDifferences: false)
        } catch {
            print(error)  // a pastry listed twice: a typed error naming it, and nothing shown changes
        }
    }
}
// snippet.hide
#endif
