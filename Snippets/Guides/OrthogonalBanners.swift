import TesseraLayout

// Banners 70% as wide as the screen that scroll sideways a group at a time, described as with
// NSCollectionLayoutItem, NSCollectionLayoutGroup and NSCollectionLayoutSection.
let item = LayoutItem(
    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
let group = LayoutGroup.horizontal(
    layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .absolute(225)),
    subitems: [item])
var banners = LayoutSection(group: group)
banners.orthogonalScrollingBehavior = .groupPaging
banners.interGroupSpacing = 10
banners.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
let layout = CompositionalLayout(section: banners)

let solution = try layout.solve(
    in: LayoutEnvironment(width: 393, height: 852), content: LayoutContent(itemCounts: [5]))
for attributes in solution.elements(in: CGRect(x: 0, y: 0, width: 393, height: 852)) {
    let frame = attributes.frame
    print(attributes.indexPath.item, frame.minX, frame.minY, frame.width, frame.height)
}
print("content:", solution.contentSize.width, solution.contentSize.height)

// Invalid descriptions throw a LayoutError that names the part.
do {
    let broken = LayoutItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(-1), heightDimension: .absolute(44)))
    _ = try CompositionalLayout(
        section: LayoutSection(group: .vertical(layoutSize: broken.layoutSize, subitems: [broken]))
    )
    .solve(in: LayoutEnvironment(width: 393, height: 852), content: LayoutContent(itemCounts: [1]))
} catch {
    print(error)
}
