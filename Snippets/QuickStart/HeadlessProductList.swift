import Tessera
import TesseraPreview

// A product list on a diffable data source, shown by the headless collection view: the same code
// runs on a UICollectionView in the app (with UICollectionViewListCell for HeadlessCell).

struct Product: Hashable, Sendable {
    var id: Int
    var name: String
    var price: String
}

enum Shelf: Hashable, Sendable {
    case coffee
    case bakery
}

let collectionView = HeadlessCollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 360),
    collectionViewLayout: CompositionalLayout.list(using: ListConfiguration(appearance: .insetGrouped)))

let row = CellRegistration<HeadlessCell, Product> { cell, _, product in
    var content = cell.defaultContentConfiguration()
    content.text = product.name
    content.secondaryText = product.price
    cell.contentConfiguration = content
    cell.accessories = [.disclosureIndicator()]
}

let dataSource = CollectionViewDiffableDataSource<Shelf, Product>(collectionView: collectionView) {
    collectionView, indexPath, product in
    try collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: product)
}

var snapshot = Snapshot<Shelf, Product>()
try snapshot.appendSections([.coffee, .bakery])
try snapshot.appendItems(
    [Product(id: 1, name: "Espresso", price: "$3.00"), Product(id: 2, name: "Latte", price: "$4.50")],
    toSection: .coffee)
try snapshot.appendItems(
    [Product(id: 3, name: "Croissant", price: "$3.20"), Product(id: 4, name: "Muffin", price: "$2.90")],
    toSection: .bakery)
dataSource.apply(snapshot, animatingDifferences: false)  // the first apply reloads; later ones animate

print(collectionView.dump())
let picture = RenderedSVG.render(collectionView, title: "Products")
try picture.write(toFile: "products.svg", atomically: true, encoding: .utf8)
