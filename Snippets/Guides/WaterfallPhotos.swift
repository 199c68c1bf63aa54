import TesseraLayout

struct Photo: Sendable {
    var width: CGFloat
    var height: CGFloat
}

let photos = [
    Photo(width: 4, height: 3), Photo(width: 3, height: 4), Photo(width: 1, height: 1),
    Photo(width: 16, height: 9), Photo(width: 2, height: 3), Photo(width: 4, height: 5),
]

// Each photo goes to the bottom of the shortest column; 160-point columns, as many as fit.
var waterfall = WaterfallSectionLayout(
    columnCount: .adaptive(minimum: 160),
    itemHeight: .aspectRatio { index in photos[index].width / photos[index].height })
waterfall.columnSpacing = 8
waterfall.interItemSpacing = 8
var wall = LayoutSection(customLayout: waterfall)
wall.contentInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
wall.boundarySupplementaryItems = [
    LayoutBoundarySupplementaryItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
        elementKind: ElementKind.sectionHeader, alignment: .top)
]
wall.decorationItems = [.background(elementKind: "wall")]

// Beside ordinary sections: a full-width banner, then the wall.
let banner = LayoutSection(
    group: .vertical(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
        subitems: [
            LayoutItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        ]))
let sections = [banner, wall]
let layout = CompositionalLayout { index, _ in sections[index] }

let solution = try layout.solve(
    in: LayoutEnvironment(width: 390, height: 844), content: LayoutContent(itemCounts: [1, photos.count]))
for index in photos.indices {
    let frame = solution.attributesForItem(at: IndexPath(item: index, section: 1))?.frame ?? .zero
    print("photo \(index):", frame.minX, frame.minY, frame.width, frame.height)
}
