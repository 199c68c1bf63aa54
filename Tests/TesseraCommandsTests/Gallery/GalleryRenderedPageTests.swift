import Foundation
import Tessera
import TesseraExampleScreens
import TesseraPreview
import Testing

@testable import TesseraCommands

/// The gallery's rendered pages: example screens driven through their real data sources on the
/// headless collection view and drawn from their content, light and dark.
@Suite("Gallery rendered pages")
@MainActor
struct GalleryRenderedPageTests {
    private func screen(_ slug: String) throws -> GalleryScreen {
        try #require(try GalleryScreen.all().first { $0.slug == slug })
    }

    @Test func theProductListPageShowsRealCellsInLightAndDark() throws {
        let page = try GalleryWriter.renderedPage(try screen("product-list"))
        #expect(page.contains(">Espresso</text>"))
        #expect(page.contains(">$3.00</text>"))
        #expect(page.contains(">All Products</text>"))
        #expect(page.contains(#"data-symbol="cup.and.saucer""#))
        #expect(page.contains(#"data-appearance="light""#) && page.contains(#"data-appearance="dark""#))
        // The dark picture's screen is black; clip paths are unique across both pictures.
        #expect(page.contains(##"<rect class="screen" x="0" y="0" width="393" height="852" fill="#000000"/>"##))
        #expect(page.contains(#"id="light0-clip1""#) && page.contains(#"id="dark1-clip1""#))
        #expect(!page.contains("fallback"))
        // A narrower iPhone, a tablet width, an accessibility text size (the body at 40 pt) and a
        // scrolled strip, each captioned.
        #expect(page.contains(#"width="375" height="667""#))
        #expect(page.contains(#"width="820" height="1180""#))
        #expect(page.contains(#"font-size="40""#))
        for caption in ["iPad Air · light", "iPhone 15 · light · accessibility text", "iPhone 15 · light · scrolled"] {
            #expect(page.contains("<figcaption>\(caption)"), "\(caption)")
        }
    }

    @Test func theVariantsAndTheirCaptions() {
        #expect(
            GalleryRenderedVariant.all.map(\.caption) == [
                "iPhone 15 · light", "iPhone 15 · dark", "iPhone SE · light", "iPad Air · light",
                "iPhone 15 · light · accessibility text", "iPhone 15 · light · scrolled",
                "iPhone 15 · light · right to left",
            ])
        #expect(
            GalleryRenderedVariant(device: .iPhone, appearance: .dark, contentSizeCategory: .extraExtraLarge).caption
                == "iPhone 15 · dark · larger text")
        // The mirrored picture of a right-to-left screen is left to right.
        let mirrored = GalleryRenderedVariant(device: .iPhone, appearance: .light, isMirrored: true)
        #expect(mirrored.caption(screenDirection: .rightToLeft) == "iPhone 15 · light · left to right")
        #expect(mirrored.layoutDirection(screenDirection: .rightToLeft) == .leftToRight)
        #expect(mirrored.layoutDirection(screenDirection: .leftToRight) == .rightToLeft)
    }

    @Test func everyPageHasAMirroredPictureLaidOutInTheOtherDirection() throws {
        let headless = try #require(try screen("journey").headless)
        let mirrored = try #require(GalleryRenderedVariant.all.first { $0.isMirrored })
        let shown = try GalleryWriter.shownScreen(
            headless, layoutDirection: .leftToRight, variant: mirrored, chrome: mirrored.chrome(title: "Products"))
        #expect(shown.collectionView.layoutDirection == .rightToLeft)
        // The route's timeline line runs near the right edge (35 points from the left in left to right).
        let svg = RenderedSVG.render(shown.collectionView)
        #expect(svg.contains(#"<g class="decoration" data-index-path="1.0" transform="translate(356 "#))
        let page = try GalleryWriter.renderedPage(try screen("food-delivery-rtl"))
        #expect(page.contains("<figcaption>iPhone 15 · light · left to right"))
    }

    @Test func theAccessibilityTextSizeMakesRowsTaller() throws {
        let headless = try #require(try screen("product-list").headless)
        let variants = GalleryRenderedVariant.all
        let regular = try GalleryWriter.shownScreen(
            headless, layoutDirection: .leftToRight, variant: variants[0], chrome: variants[0].chrome(title: "Products")
        )
        let accessible = try #require(variants.first { $0.contentSizeCategory.isAccessibilityCategory })
        let large = try GalleryWriter.shownScreen(
            headless, layoutDirection: .leftToRight, variant: accessible, chrome: accessible.chrome(title: "Products"))
        #expect(large.collectionView.preferredContentSizeCategory == .accessibilityExtraLarge)
        // A featured product: a 120 pt tile of a two-column grid at the default size; at the
        // accessibility size a full-width row as tall as its 40 pt text needs (the screen's layout
        // adapts, and the cell measures itself at that size).
        let row = IndexPath(item: 0, section: 0)
        let regularRow = try #require(regular.collectionView.layoutSolution?.attributesForItem(at: row)?.frame)
        let largeRow = try #require(large.collectionView.layoutSolution?.attributesForItem(at: row)?.frame)
        #expect(regularRow.height == 108)  // 120 less the item's 6 pt insets
        #expect(largeRow.width > 2 * regularRow.width)
        #expect(largeRow.height > regularRow.height)
        let cell = try #require(large.collectionView.cellForItem(at: row))
        #expect(cell.contentLayout(width: largeRow.width)?.size.height == largeRow.height)
        #expect(large.collectionView.contentSize.height > regular.collectionView.contentSize.height)
    }

    @Test func theScrolledStripStartsOneScreenDown() throws {
        let headless = try #require(try screen("product-list").headless)
        let variants = GalleryRenderedVariant.all
        let scrolledVariant = try #require(variants.first { $0.isScrolled })
        let top = try GalleryWriter.shownScreen(
            headless, layoutDirection: .leftToRight, variant: variants[0], chrome: variants[0].chrome(title: "Products")
        )
        let scrolled = try GalleryWriter.shownScreen(
            headless, layoutDirection: .leftToRight, variant: scrolledVariant,
            chrome: scrolledVariant.chrome(title: "Products"))
        let view = scrolled.collectionView
        // Under the bars: the status bar's 59 points, the navigation bar's 44 and, at the top, the
        // large title's 52; the home indicator's 34 below.
        #expect(top.collectionView.adjustedContentInset.top == CGFloat(59 + 44 + 52))
        #expect(view.adjustedContentInset.top == CGFloat(59 + 44))
        #expect(view.adjustedContentInset.bottom == CGFloat(34))
        // One screen between the bars down, or as far as the content goes.
        let largest = view.contentSize.height + 34 - 852
        #expect(largest > 0)
        #expect(view.contentOffset.y == min(-103 + (852 - 103 - 34), largest))
        #expect(top.collectionView.contentOffset.y == -155)
        // The picture shows cells below the first screen, and no longer the first ones.
        func cells(_ svg: String) -> Set<String> {
            var indexPaths: Set<String> = []
            for line in svg.split(separator: "\n") where line.hasPrefix(#"  <g class="cell""#) {
                guard let start = line.range(of: #"data-index-path=""#) else { continue }
                indexPaths.insert(String(line[start.upperBound...].prefix { $0 != "\"" }))
            }
            return indexPaths
        }
        let topCells = cells(RenderedSVG.render(top.collectionView))
        let scrolledCells = cells(RenderedSVG.render(view))
        #expect(!topCells.isEmpty && !scrolledCells.isEmpty)
        #expect(!scrolledCells.isSubset(of: topCells) && !topCells.isSubset(of: scrolledCells))
        #expect(topCells.contains("0.0") && !scrolledCells.contains("0.0"))
        #expect(scrolledCells.contains("2.11") && !topCells.contains("2.11"))
    }

    @Test func theScrolledOffsetIsOneScreenClampedToTheContent() {
        func offset(_ contentHeight: CGFloat, top: CGFloat = 0, bottom: CGFloat = 0) -> CGFloat {
            GalleryRenderedVariant.scrolledOffset(
                contentHeight: contentHeight, screenHeight: 852,
                adjustedContentInset: DirectionalEdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0))
        }
        #expect(offset(3000) == 852)
        #expect(offset(1000) == 148)
        #expect(offset(852) == 0)
        #expect(offset(400) == 0)
        // Under bars: from -103 down by the 715 points between them, or to the content's end.
        #expect(offset(3000, top: 103, bottom: 34) == 612)
        #expect(offset(1000, top: 103, bottom: 34) == 182)
        #expect(offset(400, top: 103, bottom: 34) == -103)
    }

    /// As a device screenshot: every picture has the status bar ("9:41") and a navigation bar with
    /// the screen's title — large at the top, inline in the scrolled picture — and the view under
    /// them gets their height as its safe area, so its content starts below them.
    @Test func everyPictureShowsAStatusBarAndANavigationBarWithItsTitle() throws {
        for screen in try GalleryScreen.all() where screen.headless != nil {
            let page = try GalleryWriter.renderedPage(screen)
            let pictures = GalleryRenderedVariant.all.count
            #expect(page.components(separatedBy: #"<g class="chrome">"#).count - 1 == pictures, "\(screen.slug)")
            #expect(page.components(separatedBy: ">9:41</text>").count - 1 == pictures, "\(screen.slug)")
            #expect(
                page.components(separatedBy: #"font-size="34" font-weight="700""#).count - 1 == pictures - 1,
                "\(screen.slug): a large title but in the scrolled picture")
            #expect(page.contains(">\(screen.navigationTitle)</text>"), "\(screen.slug)")
            #expect(try GalleryWriter.indexPicture(of: screen).contains(#"<g class="chrome">"#))
        }
        let headless = try #require(try screen("photo-wall").headless)
        let variant = GalleryRenderedVariant.all[0]
        let shown = try GalleryWriter.shownScreen(
            headless, layoutDirection: .leftToRight, variant: variant, chrome: variant.chrome(title: "Travel"))
        let header = try #require(
            shown.collectionView.supplementaryView(
                forElementKind: PhotoWallScreen.headerKind, at: IndexPath(item: 0, section: 0)))
        #expect(header.frame.minY - shown.collectionView.contentOffset.y == CGFloat(59 + 44 + 52))
    }

    @Test func everyPictureHasAWireframeOverlayThatTheCheckboxShows() throws {
        let page = try GalleryWriter.renderedPage(try screen("food-delivery"))
        #expect(page.components(separatedBy: #"<g class="wireframe""#).count - 1 == GalleryRenderedVariant.all.count)
        #expect(page.contains(#"<input type="checkbox" id="show-wireframe" class="wireframe-toggle">"#))
        #expect(page.contains(">Show wireframe</label>"))
        #expect(page.contains(#"<g class="wire decoration""#) && page.contains(#"<g class="wire supplementary""#))
        #expect(page.contains(">1·0</text>"))
    }

    @Test func theFoodDeliveryPageDrawsBannersCategoriesAndTheRestaurantBackground() throws {
        let page = try GalleryWriter.renderedPage(try screen("food-delivery"))
        #expect(page.contains(">Free delivery all week</text>"))
        #expect(page.contains(">Napoli Express</text>"))
        #expect(page.contains(">Pizza · 25 min</text>"))
        #expect(page.contains(#"<g class="decoration""#))
        #expect(page.contains(" matrix("))  // the banners' scale
    }

    /// Every line of text lies inside the element it is drawn in: from 0 to its clip's width, at
    /// the width it was measured at (`textLength`, which the browser honours).
    @Test(arguments: [
        "color-grid", "search-results", "four-slices", "food-delivery", "food-delivery-rtl", "product-list", "journey",
        "photo-wall",
    ])
    func noTextOverflowsItsElement(slug: String) throws {
        let page = try GalleryWriter.renderedPage(try screen(slug))
        var clipWidth: Double?
        var checked = 0
        for line in page.split(separator: "\n") {
            if line.contains("<clipPath id=") {
                clipWidth = Self.number(named: "width", in: line)
            } else if line.contains(#"<g class="chrome">"#) {
                clipWidth = nil  // the bars are drawn in the screen's coordinates, unclipped
            } else if line.contains("<text "), line.contains("textLength="), let width = clipWidth {
                let x = try #require(Self.number(named: "x", in: line))
                let length = try #require(Self.number(named: "textLength", in: line))
                #expect(x >= -0.01 && x + length <= width + 0.01, "\(slug): \(line)")
                checked += 1
            }
        }
        #expect(checked > 20)
    }

    /// The value of a numeric attribute in a line of SVG.
    private static func number(named name: String, in line: Substring) -> Double? {
        guard let start = line.range(of: " \(name)=\"") else { return nil }
        let rest = line[start.upperBound...]
        return rest.firstIndex(of: "\"").flatMap { Double(rest[..<$0]) }
    }

    @Test func everyScreenHasARenderedPageAndOneWithoutAHeadlessVersionHasNone() throws {
        #expect(try GalleryScreen.all().allSatisfy { $0.renderedPageName == "\($0.slug)-rendered.html" })
        var layoutOnly = try screen("journey")
        layoutOnly.headless = nil
        #expect(layoutOnly.renderedPageName == nil)
        #expect(throws: GalleryError.self) { try GalleryWriter.renderedPage(layoutOnly) }
    }

    /// As a designer checks it: no view of any example screen cuts its text, in any picture — the accessibility
    /// text size included, where rows, headers and tiles grow with their text (estimated heights,
    /// layouts that adapt), as Dynamic Type asks. A caption would say how many views do.
    @Test func noPictureOfAnyPageCutsText() throws {
        var pictures = 0
        for screen in try GalleryScreen.all() {
            let page = try GalleryWriter.renderedPage(screen)
            for figure in page.components(separatedBy: "<figcaption>").dropFirst() {
                let caption = figure.prefix { $0 != "<" }
                #expect(RenderedSVG.clippingElementCount(in: figure) == 0, "\(screen.slug): \(caption)")
                #expect(!caption.contains("clip"), "\(screen.slug): \(caption)")
                pictures += 1
            }
        }
        #expect(pictures == 8 * GalleryRenderedVariant.all.count)
    }

    /// The captions say how many views cut their text when some do: rows held at 30 points show
    /// 17-point text, but not 40-point text.
    @Test func aCaptionSaysHowManyViewsCutTheirText() throws {
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30))
        let layout = CompositionalLayout(
            section: LayoutSection(group: .vertical(layoutSize: size, subitems: [LayoutItem(layoutSize: size)])))
        let cell = CellRegistration<HeadlessCell, String> { cell, _, text in
            cell.contentConfiguration = ListContentConfiguration(text: text)
        }
        let screen = GalleryScreen(
            slug: "fixed-rows", title: "Fixed rows", navigationTitle: "Rows", system: "Rows of a fixed height",
            layout: layout,
            content: LayoutContent(itemCounts: [2]),
            headless: { size, direction in
                HeadlessScreen.diffable(
                    size: size, layoutDirection: direction, layout: layout, cell: cell, supplementaries: [:],
                    snapshot: try Snapshot<Int, String>([(0, ["One", "Two"])]))
            })
        let page = try GalleryWriter.renderedPage(screen)
        #expect(page.contains("<figcaption>iPhone 15 · light · accessibility text — 2 views clip their text<"))
        #expect(page.contains("<figcaption>iPhone 15 · light<"))
    }
}
