import TesseraLayout

// Two columns of 100-point tiles, described as with UICollectionViewCompositionalLayout.
let item = LayoutItem(
    layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
var group = LayoutGroup.horizontal(
    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
    subitems: [item])
group.interItemSpacing = .fixed(10)
var section = LayoutSection(group: group)
section.contentInsets = DirectionalEdgeInsets(all: 16)
section.interGroupSpacing = 8

// Solved for an iPhone-sized container and a million items, without a simulator.
let layout = CompositionalLayout(section: section)
let solution = try layout.solve(
    in: LayoutEnvironment(width: 390, height: 844), content: LayoutContent(itemCounts: [1_000_000]))
let frame = solution.attributesForItem(at: IndexPath(item: 1, section: 0))?.frame ?? .zero
print("item 1:", frame.minX, frame.minY, frame.width, frame.height)
// One screen far down the list, answered in microseconds.
let screen = solution.elements(in: CGRect(x: 0, y: 20_000, width: 390, height: 844))
print(screen.count, "items on the screen at y = 20,000")
