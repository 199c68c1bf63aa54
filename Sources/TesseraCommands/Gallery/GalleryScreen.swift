import Foundation
import Tessera
import TesseraExampleScreens
import TesseraPreview

/// A screen of the gallery: an example screen of a list style as a layout description and its
/// item counts — the same definitions the headless tests and the iOS examples use.
struct GalleryScreen {
    /// The page's file name, without extension.
    var slug: String
    var title: String
    /// The title of the navigation bar its pictures show, as the app's screen would have it.
    var navigationTitle: String
    /// The list style it shows.
    var system: String
    var layout: any CollectionLayout
    var content: LayoutContent
    /// Left to right, or right to left (Arabic, Hebrew).
    var layoutDirection: TraitEnvironmentLayoutDirection = .leftToRight
    /// The screen's colour behind its content, as the iOS example sets it.
    var background: ConfigurationColor = .systemBackground
    /// The screen on the headless collection view through its real data source, for its rendered
    /// page (light and dark); `nil` when the gallery only draws its layout.
    var headless: (@MainActor (CGSize, TraitEnvironmentLayoutDirection) throws -> HeadlessScreen)?

    /// The name of the rendered page, when the screen has one.
    var renderedPageName: String? { headless == nil ? nil : "\(slug)-rendered.html" }

    /// The layout solved in a device's container.
    func solve(for device: PreviewDevice) throws(LayoutError) -> LayoutSolution {
        let environment = LayoutEnvironment(
            container: LayoutContainer(contentSize: CGSize(width: device.width, height: device.height)),
            traitCollection: LayoutTraitCollection(layoutDirection: layoutDirection)
        )
        return try layout.solve(in: environment, content: content)
    }

    /// The example screens of the five list styles.
    static func all() throws -> [GalleryScreen] {
        [
            colorGrid(),
            searchResults(),
            fourSlices(),
            GalleryScreen(
                slug: "food-delivery", title: "Food delivery", navigationTitle: "Delivery",
                system: "Style 3 · compositional layout: orthogonal banners, categories, restaurants on a background",
                layout: FoodDeliveryScreen.layout(),
                content: LayoutContent(itemCounts: try FoodDeliveryScreen.snapshot().itemCounts),
                headless: FoodDeliveryScreen.headless),
            GalleryScreen(
                slug: "food-delivery-rtl", title: "Food delivery, right to left", navigationTitle: "Delivery",
                system:
                    "Style 3 · the same screen in right to left: mirrored, bands start at the right and scroll the other way",
                layout: FoodDeliveryScreen.layout(),
                content: LayoutContent(itemCounts: try FoodDeliveryScreen.snapshot().itemCounts),
                layoutDirection: .rightToLeft, headless: FoodDeliveryScreen.headless),
            GalleryScreen(
                slug: "product-list", title: "Products", navigationTitle: "Café",
                system: "Style 4 · diffable data source: grids and a plain list",
                layout: ProductListScreen.layout(),
                content: LayoutContent(itemCounts: try ProductListScreen.snapshot().itemCounts),
                headless: ProductListScreen.headless),
            try journey(),
            GalleryScreen(
                slug: "photo-wall", title: "Photo wall", navigationTitle: "Travel",
                system:
                    "Waterfall section · as many columns as fit at 160 points, each photo in the shortest column, a pinned header",
                layout: PhotoWallScreen.layout(),
                content: LayoutContent(itemCounts: [PhotoWallScreen.photos.count]),
                headless: { size, direction in try PhotoWallScreen.headless(size: size, layoutDirection: direction) }),
        ]
    }

    /// Style 1: the typed sections — a colour grid with pinned header and footer, then text rows.
    private static func colorGrid() -> GalleryScreen {
        var gridSection = LayoutSection(group: ColorGridScreen.gridGroup())
        gridSection.boundarySupplementaryItems = [ColorGridScreen.headerItem(), ColorGridScreen.footerItem()]
        let grid = gridSection
        let texts = LayoutSection(group: ColorGridScreen.textGroup())
        let layout = CompositionalLayout { index, _ in index == 0 ? grid : texts }
        return GalleryScreen(
            slug: "color-grid", title: "Colors and texts", navigationTitle: "Palette",
            system: "Style 1 · typed sections (SectionView)",
            layout: layout,
            content: LayoutContent(itemCounts: [ColorGridScreen.swatches.count, ColorGridScreen.texts.count]),
            headless: { size, direction in ColorGridScreen.headless(size: size, layoutDirection: direction) })
    }

    /// Style 2: the search results for "co" — titles, tags and operations of their own heights.
    private static func searchResults() -> GalleryScreen {
        let rows = SearchResultsScreen.rows(for: "co")
        let items = rows.map { StackedLayout.Item(height: .absolute(SearchResultsScreen.height(of: $0))) }
        let layout = StackedLayout(sections: [StackedLayout.Section(items: items)])
        return GalleryScreen(
            slug: "search-results", title: "Search results", navigationTitle: "Search",
            system: "Style 2 · AnyListAdapter: static titles, tag and operation cells",
            layout: layout, content: LayoutContent(itemCounts: [rows.count]),
            headless: { size, direction in
                SearchResultsScreen.headless(query: "co", size: size, layoutDirection: direction)
            })
    }

    /// Style 2: one list in four slices, each separated and set apart.
    private static func fourSlices() -> GalleryScreen {
        var items: [StackedLayout.Item] = []
        var decorations: [StackedLayout.Decoration] = []
        for rows in FourSliceScreen.initialRows {
            let start = items.count
            for row in rows.indices {
                items.append(StackedLayout.Item(height: .absolute(44), spaceBefore: row == 0 && start > 0 ? 24 : 0))
            }
            decorations.append(StackedLayout.Decoration(style: .separators(), items: start..<items.count))
        }
        let layout = StackedLayout(sections: [StackedLayout.Section(items: items, decorations: decorations)])
        return GalleryScreen(
            slug: "four-slices", title: "Four slices", navigationTitle: "Account",
            system: "Style 2 · ListAdapter slices owned by four controllers",
            layout: layout, content: LayoutContent(itemCounts: [items.count]),
            headless: { size, direction in try FourSliceScreen.headless(size: size, layoutDirection: direction).screen }
        )
    }

    /// Style 5: the journey summary from the screen builder.
    private static func journey() throws -> GalleryScreen {
        let (layout, snapshot) = try JourneyScreen.data().build()
        return GalleryScreen(
            slug: "journey", title: "Journey", navigationTitle: "Trip",
            system: "Style 5 · screen builder: cards, separators, timeline, spaces",
            layout: layout, content: LayoutContent(itemCounts: snapshot.itemCounts),
            background: JourneyScreen.background,
            headless: { size, direction in try JourneyScreen.headless(size: size, layoutDirection: direction) })
    }
}
