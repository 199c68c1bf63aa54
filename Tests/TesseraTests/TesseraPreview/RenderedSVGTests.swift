import Foundation
import Tessera
import TesseraExampleScreens
import TesseraPreview
import TesseraTestSupport
import Testing

#if SnapshotTesting
    import TesseraSnapshotTesting
#endif

/// A cell that describes what it shows: a rounded fill, a price and an image.
final class PriceTagCell: HeadlessCell, DrawableContent {
    var price = "$4.50"

    func drawing(in bounds: CGRect) -> [DrawingElement] {
        [
            .fill(bounds.insetBy(dx: 4, dy: 4), color: .rgb(red: 255, green: 204, blue: 0), cornerRadius: 8),
            .image("tag", frame: CGRect(x: 8, y: 8, width: 20, height: 20)),
            .text(price, frame: CGRect(x: 36, y: 8, width: bounds.width - 44, height: 22), style: .headline),
        ]
    }
}

/// A cell that neither has list content nor describes itself.
final class OpaqueCell: HeadlessCell {
    override var contentDescription: String { "opaque" }
}

/// `RenderedSVG`: the screen drawn from the content of the cells the real data sources configured,
/// and the `renderedSVG` snapshot strategy (references in `__Snapshots__/`; re-record with
/// `SNAPSHOT_TESTING_RECORD=all`).
@Suite("Rendered screens")
@MainActor
struct RenderedSVGTests {
    private func productList() throws -> ProductListHarness {
        let harness = ProductListHarness()
        harness.dataSource.apply(try ProductListScreen.snapshot(), animatingDifferences: false)
        return harness
    }

    private func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func theProductListIsDrawnFromItsCellsContent() throws {
        let harness = try productList()
        let svg = RenderedSVG.render(harness.collectionView, title: "Products")
        // Texts of real cells, their images named by their symbols, headers that describe themselves.
        #expect(svg.contains(">Espresso</text>"))
        #expect(svg.contains(">$3.00</text>"))
        #expect(svg.contains(#"data-symbol="cup.and.saucer""#))
        #expect(svg.contains(">Featured</text>"))
        #expect(svg.contains("<title>Products</title>"))
        // One disclosure indicator per visible row of the plain list (five at the top).
        #expect(count(#"<polyline class="accessory""#, in: svg) == 5)
        #expect(count(#"<g class="cell""#, in: svg) == 13)
        #expect(!svg.contains("fallback"))
        // Light: a white screen, black text.
        #expect(svg.contains(#"data-appearance="light""#))
        #expect(svg.contains(##"<rect class="screen" x="0" y="0" width="390" height="844" fill="#ffffff"/>"##))
        #expect(svg.contains(##"fill="#000000" textLength"##))
    }

    @Test func darkScreensUseDarkBackgroundsAndLightText() throws {
        let harness = try productList()
        let svg = RenderedSVG.render(harness.collectionView, appearance: .dark)
        #expect(svg.contains(#"data-appearance="dark""#))
        #expect(svg.contains(##"<rect class="screen" x="0" y="0" width="390" height="844" fill="#000000"/>"##))
        #expect(svg.contains(##"fill="#ffffff" textLength"##))
        #expect(!svg.contains(##"fill="#000000" textLength"##))
    }

    @Test func scrollingDrawsWhatIsVisibleWithThePinnedHeader() throws {
        let harness = try productList()
        harness.collectionView.contentOffset = CGPoint(x: 0, y: 700)
        let svg = RenderedSVG.render(harness.collectionView)
        #expect(!svg.contains(">Featured</text>"))
        #expect(svg.contains(">All Products</text>"))
        #expect(svg.contains(#"data-index-path="2.0" transform="translate(0 0)""#))  // pinned at the top
    }

    @Test func longTitlesWrapInsideTheirRow() throws {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: TestLayouts.selfSizingRows())
        let title = "A remarkably long product name that wraps over several lines"
        let registration = CellRegistration<HeadlessCell, String> { cell, _, text in
            cell.contentConfiguration = ListContentConfiguration(
                style: .subtitleCell, text: text, secondaryText: "$9.99")
            cell.accessories = [.checkmark]
            cell.backgroundConfiguration = BackgroundConfiguration(
                backgroundColor: .secondarySystemGroupedBackground, cornerRadius: 12, strokeColor: .separator,
                strokeWidth: 1)
        }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: view) {
            collectionView, indexPath, text in
            try collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
        }
        var snapshot = Snapshot<Int, String>()
        try snapshot.appendSections([0])
        try snapshot.appendItems([title], toSection: 0)
        dataSource.apply(snapshot, animatingDifferences: false)
        let svg = RenderedSVG.render(view)

        let layout = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0))?.contentLayout(width: 320))
        let lines = try #require(layout.text?.layout.lines)
        #expect(lines.count >= 2)
        for line in lines {
            #expect(svg.contains(">\(line.text)</text>"))
            #expect((layout.text?.frame.minX ?? 0) + line.width <= 320 - 16)
        }
        #expect(
            view.layoutSolution?.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height
                == layout.size.height)
        #expect(svg.contains(##"rx="12" fill="#ffffff" stroke="#3c3c43" stroke-opacity="0.29" stroke-width="1""##))
        #expect(svg.contains(#"<polyline class="accessory""#))
        #expect(
            svg.contains(
                ##"<clipPath id="clip1"><rect x="0" y="0" width="320" height="\##(PreviewTextNumber.format(layout.size.height))"/></clipPath>"##
            ))
    }

    @Test func cellsThatDescribeThemselvesAndOnesThatDoNot() throws {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: TestLayouts.rows(height: 40))
        view.register(PriceTagCell.self, forCellWithReuseIdentifier: "tag")
        view.register(OpaqueCell.self, forCellWithReuseIdentifier: "opaque")
        let dataSource = ArrayDataSource(sections: [["tag", "opaque"]])
        dataSource.cellFactory = { host, indexPath, identifier in
            try host.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        }
        view.dataSource = dataSource
        let svg = RenderedSVG.render(view)
        #expect(svg.contains(##"fill="#ffcc00""##))
        #expect(svg.contains(#"data-symbol="tag""#))
        #expect(svg.contains(#"font-weight="600""#) && svg.contains(">$4.50</text>"))
        #expect(svg.contains(#"<rect class="fallback""#))
        #expect(svg.contains(">OpaqueCell: opaque</text>"))
        #expect(view.failures.isEmpty)
    }

    @Test func decorationsAreDrawnFromTheirStyle() throws {
        let harness = FoodDeliveryHarness()
        harness.dataSource.apply(try FoodDeliveryScreen.snapshot(), animatingDifferences: false)
        harness.collectionView.contentOffset = CGPoint(x: 0, y: 300)
        let svg = RenderedSVG.render(harness.collectionView)
        // The restaurants' rounded background, behind their rows.
        let background = try #require(svg.range(of: #"<g class="decoration""#))
        let firstRow = try #require(svg.range(of: ">Napoli Express</text>"))
        #expect(background.lowerBound < firstRow.lowerBound)
        #expect(svg.contains(##"rx="10" fill="#f2f2f7""##))
        // Banners are scaled by the section's handler.
        harness.collectionView.contentOffset = .zero
        #expect(RenderedSVG.render(harness.collectionView).contains(" matrix("))
    }

    @Test func rightToLeftMirrorsTheContentOfEachRow() throws {
        let harness = try productList()
        harness.collectionView.layoutDirection = .rightToLeft
        let svg = RenderedSVG.render(harness.collectionView)
        // The list's first row: "Espresso" ends at the trailing margin on the right, 16 pt in.
        let width = SystemFontMetrics.width(of: "Espresso", in: SystemFont(.body))
        #expect(svg.contains(#"<text x="\#(PreviewTextNumber.format(390 - 16 - width))""#))
    }

    /// A list of one section of `items` on a headless collection view, through a diffable data
    /// source whose cell registration configures each cell; keep the data source while drawing.
    private func list(
        _ items: [String], layout: CompositionalLayout, size: CGSize = CGSize(width: 390, height: 400),
        contentSizeCategory: ContentSizeCategory = .large, configure: @escaping (HeadlessCell, String) -> Void
    ) throws -> (HeadlessCollectionView, CollectionViewDiffableDataSource<Int, String>) {
        let view = HeadlessCollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        view.preferredContentSizeCategory = contentSizeCategory
        let registration = CellRegistration<HeadlessCell, String> { cell, _, text in configure(cell, text) }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: view) {
            collectionView, indexPath, text in
            try collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
        }
        var snapshot = Snapshot<Int, String>()
        try snapshot.appendSections([0])
        try snapshot.appendItems(items, toSection: 0)
        dataSource.apply(snapshot, animatingDifferences: false)
        return (view, dataSource)
    }

    @Test func insetGroupedRowsRoundOnlyTheirMaskedCorners() throws {
        let (view, dataSource) = try list(
            ["Espresso", "Latte", "Mocha"],
            layout: CompositionalLayout.list(using: ListConfiguration(appearance: .insetGrouped))
        ) { cell, text in
            cell.contentConfiguration = ListContentConfiguration(style: .cell, text: text)
            cell.backgroundConfiguration = BackgroundConfiguration(backgroundColor: .secondarySystemGroupedBackground)
        }
        defer { withExtendedLifetime(dataSource) {} }
        let svg = RenderedSVG.render(view, background: .systemGroupedBackground)

        let frame = try #require(view.layoutSolution?.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
        let (width, height) = (PreviewTextNumber.format(frame.width), PreviewTextNumber.format(frame.height))
        let (right, bottom) = (PreviewTextNumber.format(frame.width - 10), PreviewTextNumber.format(frame.height - 10))
        #expect(frame.width < 390 && height == "44")
        // The first row rounds its top corners, the last its bottom ones, by the list's 10 pt; the
        // middle row is square. The clip and the background are the same shape.
        let top = "M0 10 A10 10 0 0 1 10 0 H\(right) A10 10 0 0 1 \(width) 10 V\(height) H0 Z"
        let bottomPath = "M0 0 H\(width) V\(bottom) A10 10 0 0 1 \(right) \(height) H10 A10 10 0 0 1 0 \(bottom) Z"
        for (indexPath, path) in [("0.0", top), ("0.2", bottomPath)] {
            let lines = RenderedSVGLines.group(indexPath, in: svg)
            #expect(lines.contains { $0.contains(#"<clipPath id="clip"#) && $0.contains(#"<path d="\#(path)"/>"#) })
            #expect(lines.contains { $0.contains(##"<path d="\##(path)" fill="#ffffff"/>"##) }, "\(indexPath)")
        }
        let middle = RenderedSVGLines.group("0.1", in: svg)
        #expect(
            middle.contains { $0.contains(#"<rect x="0" y="0" width="\#(width)" height="\#(height)"/></clipPath>"#) })
        #expect(
            middle.contains {
                $0.contains(##"<rect x="0" y="0" width="\##(width)" height="\##(height)" fill="#ffffff"/>"##)
            })
        #expect(!middle.contains { $0.contains("<path") })
        #expect(svg.contains(">Latte</text>"))
    }

    @Test func accessoryGlyphsKeepTheirSizeAtTheDefaultTextSize() {
        #expect(ListCellAccessory.glyphScale(contentSizeCategory: .large) == 1)
        #expect(ListCellAccessory.disclosureIndicator.size() == CGSize(width: 8, height: 14))
        #expect(ListCellAccessory.checkmark.size() == CGSize(width: 14, height: 14))
        #expect(ListCellAccessory.detail.size() == CGSize(width: 22, height: 22))
        #expect(ListCellAccessory.delete.size() == CGSize(width: 22, height: 22))
        #expect(ListCellAccessory.reorder.size() == CGSize(width: 22, height: 14))
    }

    @Test func accessoryGlyphsScaleWithTheBodyFontAndRoundToThePixel() throws {
        // The body is 40 pt at .accessibilityExtraLarge: 40 / 17 times as large, to the nearest
        // third of a point (8 × 40 / 17 = 18.82 → 18.67; 14 × 40 / 17 = 32.94 → 33).
        let category = ContentSizeCategory.accessibilityExtraLarge
        #expect(abs(ListCellAccessory.glyphScale(contentSizeCategory: category) - 40.0 / 17.0) < 1e-9)
        let chevron = ListCellAccessory.disclosureIndicator.size(contentSizeCategory: category)
        #expect(PreviewTextNumber.format(chevron.width) == "18.67" && chevron.height == 33)
        #expect(ListCellAccessory.checkmark.size(contentSizeCategory: category) == CGSize(width: 33, height: 33))
        let detail = ListCellAccessory.detail.size(contentSizeCategory: category, displayScale: 2)
        #expect(detail == CGSize(width: 52, height: 52))  // 51.76 to the half point
        #expect(ListCellAccessory.reorder.size(contentSizeCategory: .extraSmall).width == 18)  // 14 / 17 × 22 = 18.12
        // Unrounded at a display scale of 0.
        let unrounded = ListCellAccessory.checkmark.size(contentSizeCategory: category, displayScale: 0).width
        #expect(abs(unrounded - 14.0 * 40 / 17) < 1e-9)

        // A row places the larger chevron, and the preview draws it larger, with a thicker stroke.
        let (view, dataSource) = try list(
            ["Espresso"], layout: TestLayouts.selfSizingRows(), contentSizeCategory: category
        ) { cell, text in
            cell.contentConfiguration = ListContentConfiguration(style: .cell, text: text)
            cell.accessories = [.disclosureIndicator]
        }
        defer { withExtendedLifetime(dataSource) {} }
        let svg = RenderedSVG.render(view)
        let layout = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0))?.contentLayout(width: 390))
        #expect(layout.accessories.first?.frame.size == chevron)
        #expect(abs((layout.accessories.first?.frame.maxX ?? 0) - (390 - 16)) < 1e-9)
        let polyline = try #require(svg.split(separator: "\n").first { $0.contains(#"<polyline class="accessory""#) })
        #expect(polyline.contains(#"stroke-width="4.71""#))
        #expect(!svg.contains(#"stroke-width="2""#))
    }

    @Test func theWireframeOverlayOutlinesAndLabelsEveryDrawnElement() throws {
        let harness = try productList()
        #expect(!RenderedSVG.render(harness.collectionView).contains("wireframe"))
        let svg = RenderedSVG.render(harness.collectionView, wireframe: true)
        // One overlay, last, over the picture: one outline per drawn element.
        let overlay = try #require(svg.range(of: #"  <g class="wireframe""#))
        #expect(count(#"<g class="wireframe""#, in: svg) == 1)
        #expect(svg[overlay.lowerBound...].hasSuffix("  </g>\n</svg>\n"))
        let drawn = [#"  <g class="cell""#, #"  <g class="supplementary"#, #"  <g class="decoration""#]
            .map { count($0, in: svg) }.reduce(0, +)
        #expect(drawn > 10)
        #expect(count(#"<g class="wire "#, in: svg) == drawn)
        #expect(count(#"<g class="wire cell""#, in: svg) == 13)
        let wireframe = svg[overlay.lowerBound...]
        #expect(!wireframe.contains("<clipPath") && !wireframe.contains("textLength"))
        // Cells by index path, the others by kind; each at its element's place.
        #expect(wireframe.contains(##"<text x="3" y="10" fill="#2f6fde""##))
        #expect(wireframe.contains(">1·0</text>") && wireframe.contains(">2·4</text>"))
        #expect(wireframe.contains(">header</text>"))
        let firstRow = try #require(svg.range(of: #"<g class="cell" data-index-path="1.0" transform=""#))
        let placement = svg[firstRow.upperBound...].prefix { $0 != "\"" }
        #expect(wireframe.contains(#"<g class="wire cell" data-index-path="1.0" transform="\#(placement)">"#))
    }

    #if SnapshotTesting
        /// The strategy needs the package's `SnapshotTesting` trait (`swift test --traits SnapshotTesting`).
        @Test func theRenderedSVGStrategy() throws {
            let harness = try productList()
            assertSnapshot(of: harness.collectionView, as: .renderedSVG)
            assertSnapshot(of: harness.collectionView, as: .renderedSVG(appearance: .dark))
        }
    #endif
}

/// The previews' number format (two decimals at most, no trailing zeros), to build expected text.
enum PreviewTextNumber {
    static func format(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
