// snippet.hide
#if canImport(UIKit)
// snippet.show
import Tessera
import TesseraUIKit
import UIKit

/// A product. Identity is the whole value: a product whose price changes is a new item.
struct Product: Hashable, Sendable {
    var id: Int
    var name: String
    var price: String
}

/// The shelves, one section each.
enum Shelf: String, CaseIterable, Hashable, Sendable {
    case coffee = "Coffee"
    case bakery = "Bakery"
}

/// A product list: a diffable data source with a row and a header registration, laid out by
/// Apple's compositional layout from a Tessera description, and an animated update when a product
/// sells out (tapped, or swiped with UIKit's list swipe actions).
final class ProductsViewController: UIViewController, UICollectionViewDelegate {
    private var products: [Shelf: [Product]] = [
        .coffee: [Product(id: 1, name: "Espresso", price: "$3.00"), Product(id: 2, name: "Latte", price: "$4.50")],
        .bakery: [Product(id: 3, name: "Croissant", price: "$3.20"), Product(id: 4, name: "Muffin", price: "$2.90")],
    ]
    private var collectionView: UICollectionView!
    private var dataSource: CollectionViewDiffableDataSource<Shelf, Product>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Products"

        // 1. The collection view: its layout comes from a description (step 4).
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.forwardingDelegate = self  // Tessera's bridge stays `delegate`
        view.addSubview(collectionView)

        // 2. How a row and a header look. The same bodies run on HeadlessCell in tests.
        let row = CellRegistration<ListCell, Product> { cell, _, product in
            cell.contentConfiguration = ListContentConfiguration(
                style: .valueCell, text: product.name, secondaryText: product.price)
            cell.accessories = [.disclosureIndicator()]
        }
        let header = SupplementaryRegistration<ListCell>(elementKind: ElementKind.sectionHeader) {
            header, _, indexPath in
            header.contentConfiguration = ListContentConfiguration(
                style: .groupedHeader, text: Shelf.allCases[indexPath.section].rawValue)
        }

        // 3. The data source: its providers may throw; a failure is reported, never a crash.
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, product in
            try collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: product)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            try collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        dataSource.trailingSwipeActionsProvider = { [weak self] product in
            SwipeActionsConfiguration(actions: [
                SwipeAction(style: .destructive, title: "Sold out") { completion in
                    self?.sellOut(product)
                    completion(true)
                }
            ])
        }

        // 4. The layout: a description, installed on the engine the core chooses — Apple's
        //    compositional layout for this list (its swipe actions, bands that scroll sideways);
        //    a Linux test lays out what Apple's engine is handed.
        collectionView.setLayout(
            CompositionalLayout { _, environment in
                var list = ListConfiguration(appearance: .insetGrouped)
                list.headerMode = .supplementary
                return .list(using: list, layoutEnvironment: environment)
            }, animated: false)
        show(animated: false)
    }

    /// Applies the products: the first apply reloads, later ones are one animated batch update.
    private func show(animated: Bool) {
        var snapshot = Snapshot<Shelf, Product>()
        do {
            try snapshot.appendSections(Shelf.allCases)
            for shelf in Shelf.allCases { try snapshot.appendItems(products[shelf] ?? [], toSection: shelf) }
        } catch {
            print(error)  // a product listed twice: a typed error naming it, and nothing shown changes
            return
        }
        dataSource.apply(snapshot, animatingDifferences: animated)
    }

    /// Tapping a product sells it out.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let product = dataSource.itemIdentifier(for: indexPath) else { return }
        sellOut(product)
    }

    private func sellOut(_ product: Product) {
        for shelf in Shelf.allCases { products[shelf]?.removeAll { $0 == product } }
        show(animated: true)
    }
}
// snippet.hide
#endif
