import Foundation
import Tessera

/// List style 4 — a product list built with a diffable data source, cell registrations and a
/// section provider: `featured` and `onSale` as two-column grids, `all` as a plain list with
/// disclosure indicators.
///
/// The definitions here are platform-independent; the UIKit example and the headless tests
/// configure their own cells from ``content(for:in:)``.
public enum ProductListScreen {
    /// The sections, in order.
    public enum Section: Int, CaseIterable, Hashable, Sendable {
        case featured
        case onSale
        case all

        public var title: String {
            switch self {
            case .featured: return "Featured"
            case .onSale: return "On Sale"
            case .all: return "All Products"
            }
        }
    }

    /// A product. Identity is the id; name and price are content.
    public struct Product: Hashable, Sendable, ContentEquatable {
        public var id: Int
        public var name: String
        public var price: String
        public var symbol: String

        public init(id: Int, name: String, price: String, symbol: String) {
            self.id = id
            self.name = name
            self.price = price
            self.symbol = symbol
        }

        public static func == (lhs: Product, rhs: Product) -> Bool { lhs.id == rhs.id }
        public func hash(into hasher: inout Hasher) { hasher.combine(id) }
        public func isContentEqual(to source: Product) -> Bool {
            name == source.name && price == source.price && symbol == source.symbol
        }
    }

    /// The catalogue the example shows.
    public static let products: [Product] = [
        Product(id: 1, name: "Espresso", price: "$3.00", symbol: "cup.and.saucer"),
        Product(id: 2, name: "Latte", price: "$4.50", symbol: "mug"),
        Product(id: 3, name: "Mocha", price: "$4.90", symbol: "mug.fill"),
        Product(id: 4, name: "Croissant", price: "$3.20", symbol: "birthday.cake"),
        Product(id: 5, name: "Bagel", price: "$2.80", symbol: "circle.circle"),
        Product(id: 6, name: "Muffin", price: "$2.90", symbol: "birthday.cake.fill"),
        Product(id: 7, name: "Scone", price: "$3.10", symbol: "triangle"),
        Product(id: 8, name: "Green Tea", price: "$2.50", symbol: "leaf"),
        Product(id: 9, name: "Orange Juice", price: "$3.80", symbol: "drop"),
        Product(id: 10, name: "Water", price: "$1.00", symbol: "drop.fill"),
        Product(id: 11, name: "Brownie", price: "$3.40", symbol: "square.fill"),
        Product(id: 12, name: "Cookie", price: "$1.90", symbol: "circle.fill"),
    ]

    /// The snapshot: four featured, four on sale, every product in the list. A product appears in
    /// one section only, so the sale items are copies with their own ids.
    ///
    /// - Throws: `SnapshotError` when `products` repeats an id.
    public static func snapshot(products: [Product] = products) throws -> Snapshot<Section, Product> {
        var snapshot = Snapshot<Section, Product>()
        try snapshot.appendSections(Section.allCases)
        try snapshot.appendItems(Array(products.prefix(4)), toSection: .featured)
        try snapshot.appendItems(
            products.dropFirst(4).prefix(4).map {
                Product(id: $0.id + 1000, name: $0.name, price: $0.price, symbol: $0.symbol)
            }, toSection: .onSale)
        try snapshot.appendItems(
            products.map { Product(id: $0.id + 2000, name: $0.name, price: $0.price, symbol: $0.symbol) },
            toSection: .all)
        return snapshot
    }

    /// The narrowest a grid tile may be: the grids have as many columns as fit at this width
    /// (two on an iPhone, four on an iPad in portrait).
    public static let minimumTileWidth: CGFloat = 170

    /// The number of columns of the grids in an environment: as many tiles as fit at
    /// ``minimumTileWidth`` in the width inside the grids' 10-pt insets, at least one; one at the
    /// accessibility text sizes.
    ///
    /// - Complexity: O(1).
    public static func gridColumns(in environment: LayoutEnvironment) -> Int {
        guard !environment.traitCollection.preferredContentSizeCategory.isAccessibilityCategory else { return 1 }
        let width = environment.container.effectiveContentSize.width - 20
        let fitting = (width / minimumTileWidth).rounded(.down)
        return fitting.isFinite && fitting >= 1 ? Int(min(fitting, 12)) : 1
    }

    /// The layout: a section provider that gives grids to the first two sections and a plain list
    /// (with a header) to the last. The grids adapt their columns to the width
    /// (``gridColumns(in:)``): an iPad shows four tiles a row, not two stretched ones. At the
    /// accessibility text sizes the grids become one column of rows as tall as their content, and
    /// headers grow with their text, as Apple's Human Interface Guidelines ask of layouts that
    /// support Dynamic Type (the gallery's rendered pages showed the two-column tiles cutting their
    /// text). The count is worked out in the section provider, from the environment, as Apple's
    /// samples do, so that both engines lay out the same fixed count.
    public static func layout() -> CompositionalLayout {
        CompositionalLayout { index, environment in
            guard let section = Section(rawValue: index) else { return nil }
            let accessible = environment.traitCollection.preferredContentSizeCategory.isAccessibilityCategory
            switch section {
            case .featured, .onSale:
                var item = LayoutItem(
                    layoutSize: LayoutSize(
                        widthDimension: .fractionalWidth(1),
                        heightDimension: accessible ? .estimated(120) : .fractionalHeight(1)))
                item.contentInsets = DirectionalEdgeInsets(all: 6)
                let group = LayoutGroup.horizontal(
                    layoutSize: LayoutSize(
                        widthDimension: .fractionalWidth(1),
                        heightDimension: accessible ? .estimated(120) : .absolute(120)
                    ),
                    subitem: item, count: .fixed(gridColumns(in: environment)))
                var grid = LayoutSection(group: group)
                grid.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 10, trailing: 10)
                grid.boundarySupplementaryItems = [header(growsWithText: accessible)]
                // The header spans the width, so that its title (16 pt in) lines up with the
                // tiles' edges (10 + 6 pt in) and the list's titles.
                grid.supplementariesFollowContentInsets = false
                return grid
            case .all:
                var configuration = ListConfiguration(appearance: .plain)
                configuration.headerMode = .supplementary
                return .list(using: configuration, layoutEnvironment: environment)
            }
        }
    }

    /// The section headers: 44 pt, full width; estimated at 44 pt and as tall as their text when
    /// `growsWithText`.
    public static func header(growsWithText: Bool = false) -> LayoutBoundarySupplementaryItem {
        LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: growsWithText ? .estimated(44) : .absolute(44)),
            elementKind: ElementKind.sectionHeader, alignment: .top)
    }

    /// What a product's cell shows in a section.
    public static func content(for product: Product, in section: Section) -> ListContentConfiguration {
        switch section {
        case .featured, .onSale:
            return ListContentConfiguration(
                style: .cell, text: product.name, secondaryText: product.price, image: product.symbol)
        case .all:
            return ListContentConfiguration(style: .valueCell, text: product.name, secondaryText: product.price)
        }
    }

    /// The accessories of a product's cell: a disclosure indicator in the list.
    public static func accessories(in section: Section) -> [ListCellAccessory] {
        section == .all ? [.disclosureIndicator] : []
    }
}
