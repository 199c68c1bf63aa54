import Tessera

enum Shelf: Hashable, Sendable {
    case library
}

enum Item: String, Hashable, Sendable {
    case fruit = "Fruit"
    case vegetables = "Vegetables"
    case apple = "Apple"
    case pear = "Pear"
}

let collectionView = HeadlessCollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 400),
    collectionViewLayout: CompositionalLayout.list(using: ListConfiguration(appearance: .sidebar)))
let row = CellRegistration<HeadlessCell, Item> { cell, _, item in
    var content = cell.defaultContentConfiguration()
    content.text = item.rawValue
    cell.contentConfiguration = content
}
let dataSource = CollectionViewDiffableDataSource<Shelf, Item>(
    collectionView: collectionView, cellProvider: row.cellProvider)

// One section's items as a tree: parents with children, each expanded or collapsed.
var outline = SectionSnapshot<Item>()
try outline.append([.fruit, .vegetables])
try outline.append([.apple, .pear], to: .fruit)
try dataSource.apply(outline, to: .library)
print(collectionView.dump())

dataSource.setExpanded(true, item: .fruit)  // Apple and Pear slide in, in one animated update
print(collectionView.dump())
print("level of Pear:", dataSource.snapshot(for: .library).level(of: .pear))  // indent its cell
