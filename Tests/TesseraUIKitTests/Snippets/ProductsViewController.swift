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
enum Shelf: CaseIterable, Hashable, Sendable {
    case coffee
    case bakery
}

/// A product list: a diffable data source with a row registration, laid out by Apple's
/// compositional layout from a Tessera description, and an animated update when a product sells
/// out (tapped).
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

        // 2. How a row looks: UIKit's list cell and content configuration. The same body runs on
        //    HeadlessCell in tests.
        let row = CellRegistration<UICollectionViewListCell, Product> { cell, _, product in
            var content = cell.defaultContentConfiguration()
            content.text = product.name
            content.secondaryText = product.price
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }

        // 3. The data source: its provider may throw; a failure is reported, never a crash.
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, product in
            try collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: product)
        }

        // 4. The layout: a description, installed on the engine the core chooses — Apple's
        //    compositional layout for this list; a Linux test lays out what Apple's engine is handed.
        collectionView.setLayout(
            CompositionalLayout.list(using: ListConfiguration(appearance: .insetGrouped)), animated: false)
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
        for shelf in Shelf.allCases { products[shelf]?.removeAll { $0 == product } }
        show(animated: true)
    }
}
// snippet.hide
#endif
