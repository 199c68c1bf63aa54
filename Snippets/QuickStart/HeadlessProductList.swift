import Tessera
import TesseraPreview

// A product list on a diffable data source, shown by the headless collection view: the same code
// runs on a UICollectionView in the app (with ListCell for HeadlessCell).

struct Product: Hashable, Sendable {
    var id: Int
    var name: String
    var price: String
}

enum Shelf: String, CaseIterable, Hashable, Sendable {
    case coffee = "Coffee"
    case bakery = "Bakery"
}

let collectionView = HeadlessCollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 300),
    collectionViewLayout: CompositionalLayout { _, environment in
        var list = ListConfiguration(appearance: .plain)
        list.headerMode = .supplementary
        return .list(using: list, layoutEnvironment: environment)
    })

let row = CellRegistration<HeadlessCell, Product> { cell, _, product in
    cell.contentConfiguration = ListContentConfiguration(
        style: .valueCell, text: product.name, secondaryText: product.price)
    cell.accessories = [.disclosureIndicator()]
}
let header = SupplementaryRegistration<HeadlessCell>(elementKind: ElementKind.sectionHeader) {
    header, _, indexPath in
    header.contentConfiguration = ListContentConfiguration(
        style: .plainHeader, text: Shelf.allCases[indexPath.section].rawValue)
}

let dataSource = CollectionViewDiffableDataSource<Shelf, Product>(collectionView: collectionView) {
    collectionView, indexPath, product in
    try collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: product)
}
dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
    try collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
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
