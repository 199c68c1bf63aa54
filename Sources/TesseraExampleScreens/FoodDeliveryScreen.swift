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
                // Black or white by contrast with the banner's fill, in both appearances: the fill
                // does not change.
                return ListContentConfiguration(
                    style: .cell, text: title,
                    textProperties: ListContentConfiguration.TextProperties(
                        font: .title2, color: LabelContrast.labelColor(on: FoodDeliveryScreen.bannerColor(title))))
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

    /// The layout: one section description per section, each adapting to the text size.
    public static func layout() -> CompositionalLayout {
        var configuration = LayoutConfiguration()
        configuration.interSectionSpacing = 16
        return CompositionalLayout(configuration: configuration) { index, environment in
            switch Section(rawValue: index) {
            case .banners: return bannerSection(environment: environment)
            case .categories: return categorySection(environment: environment)
            case .restaurants: return restaurantSection()
            case nil: return nil
            }
        }
    }

    /// The share of the width a banner's group takes.
    public static let bannerWidthFraction: CGFloat = 0.7
    /// The insets of the banner section.
    public static let bannerInsets = DirectionalEdgeInsets(top: 8, leading: 10, bottom: 0, trailing: 10)
    /// The insets of a banner in its group.
    public static let bannerItemInsets = DirectionalEdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 6)

    /// Banners: groups 70% of the width and 225 pt high — or as tall as the longest banner's text
    /// needs at the environment's text size, when that is more — paging group by group; items
    /// shrink to 85% as they move a full width away from the centre.
    ///
    /// - Complexity: O(*c*) for *c* characters of the banners' titles.
    public static func bannerSection(environment: LayoutEnvironment? = nil) -> LayoutSection {
        var item = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        item.contentInsets = bannerItemInsets
        let height = environment.map { environment in
            // The text wraps in the item: the group's share of the section's width, less the
            // item's insets.
            let sectionWidth = environment.container.effectiveContentSize.width - bannerInsets.horizontal
            let width = sectionWidth * bannerWidthFraction - bannerItemInsets.horizontal
            let needed = banners.map {
                ListContentLayout(
                    configuration: Item.banner($0).content, width: width,
                    contentSizeCategory: environment.traitCollection.preferredContentSizeCategory
                ).size.height
            }
            return max(225, needed.max() ?? 0)
        }
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(bannerWidthFraction), heightDimension: .absolute(height ?? 225)),
            subitems: [item])
        var section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.contentInsets = bannerInsets
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

    /// Categories: tiles that scroll continuously, with a header whose title lines up with the first
    /// tile; 88 × 96 pt, or as large as the longest name needs at the environment's text size
    /// (``CategoryTile/size(fitting:contentSizeCategory:)``).
    ///
    /// - Complexity: O(*c*) for *c* characters of the categories' names.
    public static func categorySection(environment: LayoutEnvironment? = nil) -> LayoutSection {
        let item = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let tile = CategoryTile.size(
            fitting: categories.map(\.name),
            contentSizeCategory: environment?.traitCollection.preferredContentSizeCategory ?? .large)
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .absolute(tile.width), heightDimension: .absolute(tile.height)),
            subitems: [item])
        var section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 8
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        section.boundarySupplementaryItems = [header()]
        // The header spans the width, so that its title (16 pt in, the header's own margin) lines
        // up with the first tile (16 pt in, the section's inset) rather than 16 pt further in.
        section.supplementariesFollowContentInsets = false
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
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(32)),
                elementKind: ElementKind.sectionFooter, alignment: .bottom),
        ]
        var background = LayoutDecorationItem.background(elementKind: restaurantBackgroundKind)
        background.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        section.decorationItems = [background]
        return section
    }

    /// A section header, estimated at 44 pt: as tall as its title at the text size.
    public static func header() -> LayoutBoundarySupplementaryItem {
        LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            elementKind: ElementKind.sectionHeader, alignment: .top)
    }

    /// The background of an item's cell: coloured banners, tiles for categories, none for the
    /// restaurants (their section has a rounded background). The UIKit, SwiftUI and headless
    /// screens all draw it.
    ///
    /// - Complexity: O(*b*) for *b* banners.
    public static func background(for item: Item) -> BackgroundConfiguration {
        switch item {
        case .banner(let title):
            return BackgroundConfiguration(
                backgroundColor: bannerColor(title), cornerRadius: 16, backgroundInsets: bannerItemInsets)
        case .category:
            return BackgroundConfiguration(backgroundColor: .secondarySystemBackground, cornerRadius: 12)
        case .restaurant:
            return .clear()
        }
    }

    /// The fill of a banner, by its place among ``banners``: iOS's orange and green, then the
    /// blue, purple and pink iOS shows with Increase Contrast on, deep enough for white text.
    ///
    /// - Complexity: O(*b*) for *b* banners.
    public static func bannerColor(_ title: String) -> ConfigurationColor {
        let colors: [ConfigurationColor] = [
            .rgb(red: 255, green: 149, blue: 0), .rgb(red: 52, green: 199, blue: 89),
            .rgb(red: 0, green: 64, blue: 221), .rgb(red: 137, green: 68, blue: 171),
            .rgb(red: 211, green: 15, blue: 69),
        ]
        return colors[(banners.firstIndex(of: title) ?? 0) % colors.count]
    }

    /// The footer's text.
    public static var footerText: String { "\(restaurants.count) restaurants deliver to you" }
}
