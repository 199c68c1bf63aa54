import Foundation
import Tessera

/// List style 3 — a food-delivery home screen on a compositional layout: a banner band that
/// pages group by group (groups 70% wide, 225 pt high, scaled by their distance from the centre),
/// a band of categories that scrolls continuously, and a restaurant list with a header, a footer
/// and a rounded background.
///
/// The definitions are platform-independent: the UIKit example shows them on a
/// `UICollectionView`, the gallery renders them, and the headless tests check them.
public enum FoodDeliveryScreen {
    /// The sections, in order.
    public enum Section: Int, CaseIterable, Hashable, Sendable {
        case banners
        case categories
        case restaurants

        public var title: String {
            switch self {
            case .banners: return "Today"
            case .categories: return "Categories"
            case .restaurants: return "Restaurants near you"
            }
        }
    }

    /// An element of the screen. Identity is the case and its name.
    public enum Item: Hashable, Sendable {
        case banner(String)
        case category(name: String, symbol: String)
        case restaurant(name: String, cuisine: String, minutes: Int)

        /// What the item's cell shows, as list content. Screens draw a category as a
        /// ``FoodDeliveryScreen/CategoryTile`` instead (its symbol above its name); its content
        /// names both, for descriptions and accessibility.
        public var content: ListContentConfiguration {
            switch self {
            case .banner(let title):
                return ListContentConfiguration(style: .cell, text: title)
            case .category(let name, let symbol):
                return ListContentConfiguration(style: .cell, text: name, image: symbol)
            case .restaurant(let name, let cuisine, let minutes):
                return ListContentConfiguration(
                    style: .subtitleCell, text: name, secondaryText: "\(cuisine) · \(minutes) min")
            }
        }
    }

    /// The element kind of the restaurant section's rounded background.
    public static let restaurantBackgroundKind = "restaurant-background"

    /// The content the example shows.
    public static let banners = [
        "Free delivery all week", "2 for 1 pizza", "New: Thai kitchen", "Breakfast until noon", "Desserts −20%",
    ]
    public static let categories: [(name: String, symbol: String)] = [
        ("Pizza", "flame"), ("Sushi", "fish"), ("Burgers", "takeoutbag.and.cup.and.straw"),
        ("Salads", "leaf"), ("Coffee", "cup.and.saucer"), ("Desserts", "birthday.cake"), ("Thai", "fork.knife"),
    ]
    public static let restaurants: [(name: String, cuisine: String, minutes: Int)] = [
        ("Napoli Express", "Pizza", 25), ("Sakura", "Sushi", 35), ("Patty Lab", "Burgers", 20),
        ("Green Bowl", "Salads", 15), ("Bangkok Street", "Thai", 30), ("Crème", "Desserts", 18),
    ]

    /// The snapshot of the screen.
    ///
    /// - Throws: `SnapshotError` if the content repeated an identifier (it does not).
    public static func snapshot() throws -> Snapshot<Section, Item> {
        var snapshot = Snapshot<Section, Item>()
        try snapshot.appendSections(Section.allCases)
        try snapshot.appendItems(banners.map(Item.banner), toSection: .banners)
        try snapshot.appendItems(
            categories.map { Item.category(name: $0.name, symbol: $0.symbol) }, toSection: .categories)
        try snapshot.appendItems(
            restaurants.map { Item.restaurant(name: $0.name, cuisine: $0.cuisine, minutes: $0.minutes) },
            toSection: .restaurants)
        return snapshot
    }

    /// The layout: one section description per section.
    public static func layout() -> CompositionalLayout {
        var configuration = LayoutConfiguration()
        configuration.interSectionSpacing = 16
        return CompositionalLayout(configuration: configuration) { index, _ in
            switch Section(rawValue: index) {
            case .banners: return bannerSection()
            case .categories: return categorySection()
            case .restaurants: return restaurantSection()
            case nil: return nil
            }
        }
    }

    /// Banners: groups 70% of the width and 225 pt high, paging group by group; items shrink to
    /// 85% as they move a full width away from the centre.
    public static func bannerSection() -> LayoutSection {
        var item = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 6)
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .absolute(225)),
            subitems: [item])
        var section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 10, bottom: 0, trailing: 10)
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            let width = environment.container.contentSize.width
            guard width > 0 else { return }
            let center = offset.x + width / 2
            for item in items {
                let distance = abs(item.center.x - center)
                let scale = max(0.85, 1 - 0.15 * distance / width)
                item.transform = LayoutTransform(scaleX: scale, y: scale)
            }
        }
        return section
    }

    /// Categories: 88 × 96 pt tiles that scroll continuously, with a header.
    public static func categorySection() -> LayoutSection {
        let item = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .absolute(88), heightDimension: .absolute(96)), subitems: [item])
        var section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 8
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        section.boundarySupplementaryItems = [header()]
        return section
    }

    /// Restaurants: full-width rows of estimated height on a rounded background, with a header
    /// and a footer.
    public static func restaurantSection() -> LayoutSection {
        let item = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(64)))
        let group = LayoutGroup.vertical(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(64)),
            subitems: [item])
        var section = LayoutSection(group: group)
        section.interGroupSpacing = 1
        section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 24, bottom: 8, trailing: 24)
        section.boundarySupplementaryItems = [
            header(),
            LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)),
                elementKind: ElementKind.sectionFooter, alignment: .bottom),
        ]
        var background = LayoutDecorationItem.background(elementKind: restaurantBackgroundKind)
        background.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        section.decorationItems = [background]
        return section
    }

    /// A 44 pt section header.
    public static func header() -> LayoutBoundarySupplementaryItem {
        LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: ElementKind.sectionHeader, alignment: .top)
    }

    /// The footer's text.
    public static var footerText: String { "\(restaurants.count) restaurants deliver to you" }
}
