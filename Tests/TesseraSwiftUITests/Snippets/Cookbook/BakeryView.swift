// snippet.hide
#if canImport(SwiftUI) && canImport(UIKit)
// snippet.show
import SwiftUI
import TesseraSwiftUI

/// A pastry of the bakery grid.
struct BakeryItem: Identifiable, Equatable, Sendable {
    var id: Int
    var name: String
}

/// A grid of two tiles a row (four on an iPad) in sections with a SwiftUI header each.
@available(iOS 16, *)
struct BakeryView: View {
    let counters: [(String, [BakeryItem])] = [
        ("Bread", ["Baguette", "Sourdough", "Rye"].enumerated().map { BakeryItem(id: $0.offset, name: $0.element) }),
        ("Cakes", ["Cheesecake", "Brownie"].enumerated().map { BakeryItem(id: 10 + $0.offset, name: $0.element) }),
    ]

    var body: some View {
        CollectionList(sections: counters) { _, environment in
            // As many 170-point tiles a row as fit, under a header as tall as its title.
            let columns = max(1, Int((environment.container.effectiveContentSize.width - 32) / 170))
            var tile = LayoutItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            tile.contentInsets = DirectionalEdgeInsets(all: 4)
            let row = LayoutGroup.horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
                subitem: tile, count: .fixed(columns))
            var section = LayoutSection(group: row)
            section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 12, bottom: 16, trailing: 12)
            section.boundarySupplementaryItems = [
                LayoutBoundarySupplementaryItem(
                    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                    elementKind: ElementKind.sectionHeader, alignment: .top)
            ]
            section.supplementariesFollowContentInsets = false  // the title meets the first tile
            return section
        } row: { pastry in
            Text(pastry.name)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
        }
        .sectionHeader { counter in
            Text(counter).font(.headline).frame(maxWidth: .infinity, alignment: .leading).padding(.horizontal, 16)
        }
    }
}
// snippet.hide
#endif
