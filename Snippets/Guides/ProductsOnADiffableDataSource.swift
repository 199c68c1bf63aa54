import Tessera

/// A product. Identity is the id; the name and the price are content: a changed price
/// reconfigures the product's cell instead of reloading it.
struct Product: Hashable, Sendable, ContentEquatable {
    var id: Int
    var name: String
    var price: String

    static func == (lhs: Product, rhs: Product) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    func isContentEqual(to other: Product) -> Bool { name == other.name && price == other.price }
}

enum Shelf: Hashable, Sendable {
    case featured, all
}

/// What the screen shows while it has no products: any view (the collection view's background).
final class NoProductsView {}

/// A screen on a diffable data source: a grid of featured products over a list, swipe to delete,
/// an empty state, and the next page when the user nears the end.
@MainActor
final class ProductsScreen {
    let collectionView = HeadlessCollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: FlowLayout())
    var dataSource: CollectionViewDiffableDataSource<Shelf, Product>!
    private(set) var pagesRequested = 0
    private lazy var loadMore = LoadMoreTrigger(threshold: .points(600)) { [weak self] in
        self?.pagesRequested += 1
    }

    /// The layout asks the screen which section is which, through `[weak self]`, as
    /// `UICollectionViewCompositionalLayout(sectionProvider:)` does.
    private lazy var layout = CompositionalLayout(mainActorSectionProvider: { [weak self] index, environment in
        if self?.dataSource.sectionIdentifier(for: index) == .featured {
            let tile = LayoutItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            return LayoutSection(
                group: .horizontal(
                    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
                    subitems: [tile]))
        }
        return .list(using: ListConfiguration(appearance: .plain), layoutEnvironment: environment)
    })

    init() {
        // As "Implementing modern collection views" writes it: the registration's cell provider
        // passed straight to the data source, the content started from the cell's default.
        let registration = CellRegistration<HeadlessCell, Product> { cell, _, product in
            var content = cell.defaultContentConfiguration()  // UICollectionViewListCell's on iOS
            content.text = product.name
            content.secondaryText = product.price
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource(
            collectionView: collectionView, cellProvider: registration.cellProvider)
        collectionView.setLayout(layout, animated: false)
        dataSource.emptyView = NoProductsView()
        dataSource.trailingSwipeActionsProvider = { [weak self] product in
            SwipeActionsConfiguration(actions: [
                SwipeAction(style: .destructive, title: "Delete", systemImageName: "trash") { completion in
                    self?.delete(product)
                    completion(true)
                }
            ])
        }
    }

    func show(_ snapshot: Snapshot<Shelf, Product>) {
        dataSource.apply(snapshot, animatingDifferences: true)
        loadMore.check(collectionView)  // after a page, and in collectionViewDidScroll(_:)
    }

    /// Shows a snapshot built in any task: the diff runs off the main actor, and the call returns
    /// once the snapshot is shown.
    func refresh(with snapshot: Snapshot<Shelf, Product>) async {
        await dataSource.apply(snapshot)
    }

    private func delete(_ product: Product) {
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([product])
        show(snapshot)
    }
}

let screen = ProductsScreen()
print("empty:", screen.collectionView.backgroundView is NoProductsView)

var snapshot = Snapshot<Shelf, Product>()
try snapshot.appendSections([.featured, .all])
try snapshot.appendItems([Product(id: 1, name: "Espresso", price: "$3.00")], toSection: .featured)
try snapshot.appendItems(
    [Product(id: 2, name: "Latte", price: "$4.50"), Product(id: 3, name: "Mocha", price: "$4.90")], toSection: .all)
screen.show(snapshot)
print("empty:", screen.collectionView.backgroundView is NoProductsView, "pages asked for:", screen.pagesRequested)

// Swiping the latte away runs the action, which applies a snapshot without it.
try screen.collectionView.performSwipeAction(at: 0, forItemAt: IndexPath(item: 0, section: 1), edge: .trailing)

// A snapshot is a Sendable value: build it in any task.
var repriced = screen.dataSource.snapshot()
repriced.deleteItems([Product(id: 3, name: "Mocha", price: "$4.90")])
try repriced.appendItems([Product(id: 3, name: "Mocha", price: "$5.20")], toSection: .all)  // new content
await screen.refresh(with: repriced)
print(screen.collectionView.dump())
