import TesseraLayout

// As many 150-point tiles a row as fit, like SwiftUI's GridItem(.adaptive(minimum: 150)).
let tile = LayoutItem(
    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
var row = LayoutGroup.horizontal(
    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
    subitem: tile, count: .adaptive(minimum: 150))
row.interItemSpacing = .fixed(8)
var section = LayoutSection(group: row)
section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
let layout = CompositionalLayout(section: section)

// One description for a phone, a tablet in split view and a wide window.
for width: CGFloat in [390, 768, 1_024] {
    let solution = try layout.solve(
        in: LayoutEnvironment(width: width, height: 800), content: LayoutContent(itemCounts: [12]))
    let firstRow = solution.elements(in: CGRect(x: 0, y: 0, width: width, height: 100))
    let tileWidth = solution.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width ?? 0
    print("\(width) points wide:", firstRow.count, "tiles a row,", (tileWidth * 100).rounded() / 100, "points each")
}
