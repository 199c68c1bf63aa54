// snippet.hide
#if canImport(SwiftUI) && canImport(UIKit)
// snippet.show
import SwiftUI
import TesseraSwiftUI

/// A card of the carousel, or a post of the list under it.
struct StoryCard: Identifiable, Equatable, Sendable {
    var id: Int
    var title: String
}

/// A sideways carousel of cards that page one at a time, above a list.
@available(iOS 16, *)
struct StoriesView: View {
    let sections: [(Int, [StoryCard])] = [
        (0, (1...6).map { StoryCard(id: $0, title: "Story \($0)") }),
        (1, (7...30).map { StoryCard(id: $0, title: "Post \($0)") }),
    ]

    var body: some View {
        CollectionList(sections: sections) { index, environment in
            guard index == 0 else {
                return .list(using: ListConfiguration(appearance: .plain), layoutEnvironment: environment)
            }
            // Cards 80% of the width and 180 points tall, paging card by card, 12 points apart.
            let card = LayoutItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            var band = LayoutSection(
                group: .horizontal(
                    layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(180)),
                    subitems: [card]))
            band.orthogonalScrollingBehavior = .groupPagingCentered
            band.interGroupSpacing = 12
            band.contentInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 16, trailing: 16)
            return band
        } row: { card in
            Text(card.title)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
                .padding()
        }
    }
}
// snippet.hide
#endif
