import TesseraLayout

// Two half-width items, 100 points tall.
let item = LayoutItem(
    layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
let group = LayoutGroup.horizontal(
    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
let layout = CompositionalLayout(section: LayoutSection(group: group))
let content = LayoutContent(itemCounts: [2])

// Solved for a right-to-left screen, the frames are the left-to-right ones mirrored: the frames a
// right-to-left screen shows.
for direction in [TraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
    var environment = LayoutEnvironment(width: 390, height: 844)
    environment.traitCollection.layoutDirection = direction
    let solution = try layout.solve(in: environment, content: content)
    let frames = (0..<2).map { index in
        solution.attributesForItem(at: IndexPath(item: index, section: 0))?.frame.minX ?? -1
    }
    print(direction, "item 0 at x =", frames[0], "item 1 at x =", frames[1])
}
