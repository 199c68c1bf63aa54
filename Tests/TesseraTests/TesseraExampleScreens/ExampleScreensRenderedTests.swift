import Foundation
import Tessera
import TesseraExampleScreens
import TesseraPreview
import TesseraTesting
import Testing

/// The headless versions of the example screens the gallery draws: each runs through its list system's own
/// API (typed sections, list adapters and slices, the screen builder, a diffable data source) and
/// every view it shows draws its content — no fallback box.
@Suite("Example screens, rendered")
@MainActor
struct ExampleScreensRenderedTests {
    private let size = CGSize(width: 393, height: 852)

    private func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test(arguments: TestDevice.all)
    func typedSectionsDrawSwatchesUnderTheirHeaderAndTextRowsThatFitTheirText(_ device: TestDevice) throws {
        let screen = device.makeScreen { ColorGridScreen.headless(size: $0, layoutDirection: $1) }
        let view = screen.collectionView
        let svg = RenderedSVG.render(view)
        #expect(RenderedSVGLines.draws("Colors", in: svg) && RenderedSVGLines.draws("Coral #ff804f", in: svg))
        #expect(svg.contains(##"fill="#ff804f""##), "the swatch is filled with its colour")
        #expect(count(#"<g class="cell""#, in: svg) == view.visibleCells.count && view.visibleCells.count >= 4)
        #expect(!svg.contains("fallback"))
        // The text rows measure their text: the long one wraps to more lines than a one-line row
        // (44 points, the list cell's least height, or taller at the accessibility sizes) has.
        // (Scrolled through to the end: each row measures itself as it comes on screen.)
        var offset = -view.adjustedContentInset.top
        while offset < view.contentSize.height {
            view.contentOffset.y = offset
            view.layoutIfNeeded()
            offset += view.bounds.height / 2
        }
        let rows = try (0..<ColorGridScreen.texts.count).map {
            try #require(view.layoutAttributesForItem(at: IndexPath(item: $0, section: 1))?.frame.height)
        }
        #expect(device.usesAccessibilityText ? rows[3] > 44 : rows[3] == 44)
        // On the phones' widths the long text wraps to three lines (two in landscape, one on the
        // iPad).
        #expect(device.safeWidth > 700 ? rows[2] >= rows[3] : rows[2] > rows[3] + 20)
        #expect(device.safeWidth > 800 || rows[2] > rows[3])
        #expect(view.failures.isEmpty, "\(view.failures)")
    }

    @Test(arguments: TestDevice.all)
    func searchResultsDrawStaticTitlesAndDynamicCells(_ device: TestDevice) throws {
        let screen = device.makeScreen { SearchResultsScreen.headless(query: "co", size: $0, layoutDirection: $1) }
        let svg = RenderedSVG.render(screen.collectionView)
        for text in ["Tags", "#coffee", "12", "Operations", "Coffee House", "−4.50"] {
            #expect(svg.contains(">\(text)</text>"), "\(text)")
        }
        #expect(!svg.contains("fallback"))
        // The placeholder is centred, at least 120 points high.
        let empty = device.makeScreen {
            SearchResultsScreen.headless(query: "zzz", size: $0, layoutDirection: $1)
        }
        let cell = try #require(empty.collectionView.visibleCells.first)
        #expect(device.usesAccessibilityText ? cell.frame.height >= 120 : cell.frame.height == 120)
        let placeholder = RenderedSVG.render(empty.collectionView)
        #expect(RenderedSVGLines.draws("Nothing found for “zzz”", in: placeholder))
        #expect(screen.collectionView.failures.isEmpty && empty.collectionView.failures.isEmpty)
    }

    @Test(arguments: TestDevice.all)
    func fourSlicesDrawEveryRowAndASliceEditShowsInItsPlace(_ device: TestDevice) throws {
        let (screen, slices) = try FourSliceScreen.headless(size: device.size, layoutDirection: device.layoutDirection)
        device.configure(screen.collectionView)
        #expect(slices.map(\.count) == FourSliceScreen.initialRows.map(\.count))
        try slices[2].insertItem(FourSliceScreen.Row(id: "Offers.new", text: "Free coffee"), at: 0)
        let svg = RenderedSVG.render(screen.collectionView)
        let order = ["Credit card", "Free coffee", "Cashback 5%", "Chat with us"].compactMap {
            svg.range(of: ">\($0)</text>")?.lowerBound
        }
        #expect(order.count == 4 && order == order.sorted(), "the new row sits at the top of its slice")
        #expect(!svg.contains("fallback"))
        #expect(screen.collectionView.failures.isEmpty)
    }

    @Test(arguments: TestDevice.all)
    func theScreenBuilderDrawsCardsTimelineAndSeparatorsFromItsCatalogCells(_ device: TestDevice) throws {
        let screen = try device.makeScreen { try JourneyScreen.headless(size: $0, layoutDirection: $1) }
        // The pictures of the screen scrolled from top to bottom, half a screen at a time.
        let view = screen.collectionView
        var pictures: [String] = []
        var offset = -view.adjustedContentInset.top
        repeat {
            view.contentOffset.y = offset
            view.layoutIfNeeded()
            pictures.append(RenderedSVG.render(view))
            offset += view.bounds.height / 2
        } while offset < view.contentSize.height - view.bounds.height / 2
        view.contentOffset.y = -view.adjustedContentInset.top
        view.layoutIfNeeded()
        let drawn = pictures.map { RenderedSVGLines.text(in: $0) }.joined(separator: "\n")
        for text in ["Paris → Lyon", "Saturday 21 November", "Departure", "08:12", "Le Creusot", "Ada Lovelace"] {
            #expect(drawn.contains(text), "\(text)")
        }
        #expect(pictures.contains { $0.contains(#"data-symbol="person.crop.circle""#) })
        #expect(!pictures.contains { $0.contains("fallback") })
        // The estimated text row measures its content as a list cell does: one line, 44 points
        // (taller at the accessibility sizes).
        let date = try #require(screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(device.usesAccessibilityText ? date.frame.height > 44 : date.frame.height == 44)
        #expect(screen.collectionView.failures.isEmpty)
    }

    @Test(arguments: TestDevice.all)
    func thePhotoWallDrawsLandscapesWithTheirTitlesUnderThePinnedHeader(_ device: TestDevice) throws {
        let screen = try device.makeScreen { try PhotoWallScreen.headless(size: $0, layoutDirection: $1) }
        let svg = RenderedSVG.render(screen.collectionView)
        // The caption under its photo, whole, on as many lines as the text size needs.
        #expect(
            svg.contains(">Photos</text>")
                && svg.contains(device.usesAccessibilityText ? ">Lisbon" : ">Lisbon 1</text>"))
        #expect(!svg.contains("…</text>"))
        // A photo is a landscape in its tint — sky, sun, hills, ground — not a symbol on a flat fill.
        #expect(!svg.contains("data-symbol"))
        let photo = PhotoWallScreen.photos[0]
        for shade in [0.25, 0.7, -0.1, -0.22, -0.4] {
            guard case .rgb(let red, let green, let blue) = photo.shade(shade) else { continue }
            #expect(svg.contains(String(format: ##"fill="#%02x%02x%02x""##, red, green, blue)), "shade \(shade)")
        }
        #expect(!svg.contains("fallback"))
        #expect(screen.collectionView.failures.isEmpty)
    }

    /// A header's title starts where its section's tiles do: the products' grid headers, the
    /// photo wall's header and the food delivery's "Categories" span the width
    /// (`supplementariesFollowContentInsets = false`), so their 16-point margin meets the tiles'
    /// 16-point inset; on every device, in both directions.
    @Test(arguments: TestDevice.all)
    func headersLineUpWithTheirTiles(_ device: TestDevice) throws {
        let direction = device.layoutDirection
        let products = try device.makeScreen { try ProductListScreen.headless(size: $0, layoutDirection: $1) }
        let wall = try device.makeScreen { try PhotoWallScreen.headless(size: $0, layoutDirection: $1) }
        let food = try device.makeScreen { try FoodDeliveryScreen.headless(size: $0, layoutDirection: $1) }
        let cases: [(HeadlessCollectionView, String, Int)] = [
            (products.collectionView, ElementKind.sectionHeader, 0),
            (products.collectionView, ElementKind.sectionHeader, 1),
            (wall.collectionView, PhotoWallScreen.headerKind, 0),
            (food.collectionView, ElementKind.sectionHeader, FoodDeliveryScreen.Section.categories.rawValue),
        ]
        for (view, kind, section) in cases {
            view.layoutIfNeeded()
            let header = try #require(
                view.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section)) as? HeadlessCell)
            let tile = try #require(view.cellForItem(at: IndexPath(item: 0, section: section))?.frame)
            let title = try #require(header.contentLayout(width: header.frame.width)?.text?.frame)
            // The title's leading edge on screen, and the leading tile's (the rightmost in right to left).
            let titleEdge = direction == .leftToRight ? header.frame.minX + title.minX : header.frame.maxX - title.minX
            let tiles = (0..<2).compactMap { view.cellForItem(at: IndexPath(item: $0, section: section))?.frame }
            let tileEdge = direction == .leftToRight ? tiles.map(\.minX).min() : tiles.map(\.maxX).max()
            #expect(titleEdge == tileEdge, "\(kind) \(section): title at \(titleEdge), tile \(tile)")
        }
    }

    /// At the iPad's width without its safe area (the screen's whole width for the layout); the
    /// iPad with its safe area is one of the devices of ``ExampleScreensAcrossDevicesTests``.
    @Test(arguments: [TraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func everyExampleScreenLaysOutAtATabletWidth(direction: TraitEnvironmentLayoutDirection) throws {
        let tablet = CGSize(width: 820, height: 1180)
        let screens = [
            ColorGridScreen.headless(size: tablet, layoutDirection: direction),
            SearchResultsScreen.headless(size: tablet, layoutDirection: direction),
            try FourSliceScreen.headless(size: tablet, layoutDirection: direction).screen,
            try JourneyScreen.headless(size: tablet, layoutDirection: direction),
            try PhotoWallScreen.headless(size: tablet, layoutDirection: direction),
        ]
        for screen in screens {
            let view = screen.collectionView
            #expect(view.failures.isEmpty, "\(view.failures)")
            #expect(!view.visibleCells.isEmpty)
            #expect(view.visibleCells.allSatisfy { $0.frame.maxX <= 820 && $0.frame.minX >= 0 })
            #expect(!RenderedSVG.render(view).contains("fallback"))
        }
        // The photo wall fits four columns of at least 160 points on the tablet.
        let wallScreen = try PhotoWallScreen.headless(size: tablet, layoutDirection: direction)
        let wall = wallScreen.collectionView
        #expect(Set(wall.visibleCells.map(\.frame.minX)).count == 4)
    }

    @Test(arguments: TestDevice.all)
    func theProductGridsBecomeOneColumnOfRowsThatFitTheirTextAtAccessibilitySizes(_ device: TestDevice) throws {
        let screen = try device.makeScreen { try ProductListScreen.headless(size: $0, layoutDirection: $1) }
        let view = screen.collectionView
        view.layoutIfNeeded()
        let featured = (0..<4).compactMap { view.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        let columns = device.usesAccessibilityText ? 1 : device.safeWidth >= 700 ? 4 : 2
        #expect(
            Set(featured.map(\.minX)).count == columns,
            "two columns on a phone, four on an iPad or a phone in landscape, one at the accessibility sizes")
        #expect(RenderedSVG.clippingElementCount(in: RenderedSVG.render(view)) == 0)

        view.preferredContentSizeCategory = .accessibilityExtraLarge
        view.layoutIfNeeded()
        let large = (0..<2).compactMap { view.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(large.count == 2)
        #expect(Set(large.map(\.minX)).count == 1, "one column")
        #expect(large.allSatisfy { $0.height > 100 && device.agrees($0.width, device.safeWidth - 32) })
        let header = view.supplementaryView(
            forElementKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))
        #expect((header?.frame.height ?? 0) > 44, "the header grows with its text")
        #expect(RenderedSVG.clippingElementCount(in: RenderedSVG.render(view)) == 0)
        #expect(view.failures.isEmpty, "\(view.failures)")
    }

    /// A rendered picture draws what the screen shows, so its size does not grow with the list:
    /// 3,000 photos give the picture of their first 30 (the benchmark `PreviewBenchmarks`
    /// times lists of up to a million rows). On one screen: the picture's size is the screen's, on
    /// any device.
    @Test func aPictureOfThousandsOfItemsIsAsLargeAsTheScreen() throws {
        let many = (0..<3_000).map {
            PhotoWallScreen.Photo(id: $0, title: "Photo \($0)", aspectRatio: [0.75, 1.5, 1.0][$0 % 3])
        }
        let small = try PhotoWallScreen.headless(photos: Array(many.prefix(30)), size: size)
        let large = try PhotoWallScreen.headless(photos: many, size: size)
        let smallPicture = RenderedSVG.render(small.collectionView)
        let largePicture = RenderedSVG.render(large.collectionView)
        // The same cells, drawn the same; only the section's background is taller.
        func cells(_ svg: String) -> [Substring] {
            svg.split(separator: "\n").filter { $0.hasPrefix(#"  <g class="cell""#) }
        }
        #expect(!cells(smallPicture).isEmpty && cells(largePicture) == cells(smallPicture))
        #expect(abs(largePicture.utf8.count - smallPicture.utf8.count) < smallPicture.utf8.count / 100)
        #expect(large.collectionView.visibleCells.count < 20)
    }
}
