import Tessera
import TesseraPreview

// List rows have estimated heights: each headless cell measures its content, as a
// UICollectionViewListCell does, so a long name wraps and its row grows.
let collectionView = HeadlessCollectionView(
    frame: CGRect(x: 0, y: 0, width: 320, height: 240),
    collectionViewLayout: CompositionalLayout.list(using: ListConfiguration(appearance: .insetGrouped)))
let row = CellRegistration<HeadlessCell, String> { cell, _, drink in
    var content = cell.defaultContentConfiguration()
    content.text = drink
    cell.contentConfiguration = content
    cell.accessories = [.disclosureIndicator()]
    cell.backgroundConfiguration = .listGroupedCell()
}
let dataSource = CollectionViewDiffableDataSource<Int, String>(
    collectionView: collectionView, cellProvider: row.cellProvider)
let drinks = ["Espresso", "A flat white with oat milk and an extra shot", "Latte"]
dataSource.apply(try Snapshot([(0, drinks)]), animatingDifferences: false)
print(collectionView.dump())

// The screen as it looks, light and dark, as SVG pictures.
let light = RenderedSVG.render(collectionView, background: .systemGroupedBackground, title: "Drinks")
let dark = RenderedSVG.render(collectionView, appearance: .dark, background: .systemGroupedBackground)
try light.write(toFile: "drinks-light.svg", atomically: true, encoding: .utf8)
try dark.write(toFile: "drinks-dark.svg", atomically: true, encoding: .utf8)
