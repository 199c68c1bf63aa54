import Foundation
import Tessera
import TesseraExampleScreens
import TesseraPreview
import TesseraTesting
import Testing

/// What a designer checks on the rendered example screens: real buttons, symbols drawn as shapes,
/// cards without borders, text that keeps its contrast on fixed fills in the dark, separators
/// where iOS draws them.
@Suite("Example screens, as a designer sees them")
@MainActor
struct ExampleScreensDesignTests {
    private let size = CGSize(width: 393, height: 852)

    private func group(_ indexPath: String, in svg: String, category: String = "cell") -> [Substring] {
        RenderedSVGLines.group(indexPath, in: svg, category: category)
    }

    private func number(_ name: String, in line: Substring) -> Double? { RenderedSVGLines.number(name, in: line) }

    @Test(arguments: TestDevice.all)
    func theJourneysButtonIsAFilledButtonWithItsTitleCentredInWhite(_ device: TestDevice) throws {
        let screen = try device.makeScreen { try JourneyScreen.headless(size: $0, layoutDirection: $1) }
        let view = screen.collectionView
        // Scrolled to the bottom (twice: the first pass measures the rows, which grows the content).
        for _ in 0..<2 {
            view.contentOffset.y = view.contentSize.height - view.bounds.height + view.adjustedContentInset.bottom
            view.layoutIfNeeded()
        }
        let button = try #require(
            view.visibleCells.first { $0.contentConfiguration?.text == "Download tickets" })
        let indexPath = button.layoutAttributes.map { $0.indexPath.map(String.init).joined(separator: ".") } ?? ""
        for appearance in PreviewAppearance.allCases {
            let svg = RenderedSVG.render(view, appearance: appearance, background: JourneyScreen.background)
            #expect(!svg.contains("[Download tickets]"))
            let lines = group(indexPath, in: svg)
            // The tint fill, rounded by 12 points, then the title in white, centred in the cell.
            let tint = appearance == .light ? "#007aff" : "#0a84ff"
            #expect(lines.contains { $0.contains(#" rx="12" fill="\#(tint)"/>"#) }, "\(appearance)")
            // (At the accessibility sizes the title wraps: its first line, centred too.)
            let title = try #require(lines.first { $0.contains(">Download") })
            #expect(title.contains(##"fill="#ffffff""##) && title.contains(#"font-weight="600""#))
            let x = try #require(number("x", in: title)), length = try #require(number("textLength", in: title))
            #expect(abs(x + length / 2 - button.frame.width / 2) < 0.01)
        }
    }

    /// On every device: the symbol of every product tile on screen is drawn (which tiles are on
    /// screen depends on the device).
    @Test(arguments: TestDevice.all)
    func symbolsAreDrawnAsShapesAndUnknownNamesAsANeutralOne(_ device: TestDevice) throws {
        let screen = try device.makeScreen { try ProductListScreen.headless(size: $0, layoutDirection: $1) }
        let view = screen.collectionView
        let svg = RenderedSVG.render(view)
        let symbols = svg.split(separator: "\n").filter { $0.contains(#"<g class="image""#) }
        let snapshot = try ProductListScreen.snapshot()
        let tiles = view.indexPathsForVisibleItems.filter { $0.section < 2 }
        #expect(tiles.count >= 2)
        for indexPath in tiles {
            let section = try #require(ProductListScreen.Section(rawValue: indexPath.section))
            let symbol = snapshot.itemIdentifiers(inSection: section)[indexPath.item].symbol
            #expect(symbols.contains { $0.contains(#"data-symbol="\#(symbol)""#) && !$0.contains("placeholder") })
        }
        // Paths, and no letter standing for a symbol.
        let images = svg.components(separatedBy: #"<g class="image""#).dropFirst().map {
            $0.components(separatedBy: "      </g>")[0]
        }
        #expect(images.allSatisfy { $0.contains("<path d=") && !$0.contains("<text") })
        // A filled variant fills its outline (Mocha's, the third featured tile, is on every screen).
        let mug = try #require(images.first { $0.hasPrefix(#" data-symbol="mug.fill""#) })
        #expect(mug.contains(##"<path d="M3.5 6.5 H15.5"##) && mug.contains(##"fill="#007aff"/>"##))
        // A name without a drawing: a dashed square, marked.
        let glyph = SymbolGlyphProbe.image(named: "tag")
        #expect(glyph.contains(#"data-placeholder="true""#) && glyph.contains("stroke-dasharray"))
    }

    @Test(arguments: TestDevice.all)
    func theJourneysCardHasNoBorderAndStandsOutOnTheGroupedBackground(_ device: TestDevice) throws {
        let screen = try device.makeScreen { try JourneyScreen.headless(size: $0, layoutDirection: $1) }
        let (width, height) = (Int(device.size.width), Int(device.size.height))
        for (appearance, card, screenColour) in [
            (PreviewAppearance.light, "#ffffff", "#f2f2f7"), (.dark, "#1c1c1e", "#000000"),
        ] {
            let svg = RenderedSVG.render(
                screen.collectionView, appearance: appearance, background: JourneyScreen.background)
            let lines = group("0.0", in: svg, category: "decoration")
            #expect(lines.contains { $0.contains(#"rx="12" fill="\#(card)"/>"#) }, "\(appearance)")
            #expect(!lines.contains { $0.contains("stroke") }, "\(appearance)")
            #expect(
                svg.contains(
                    #"<rect class="screen" x="0" y="0" width="\#(width)" height="\#(height)" fill="\#(screenColour)"/>"#
                ))
        }
    }

    /// Every label on a fill the screen chose — the colour grid's swatches, the food delivery's
    /// banners — is black or white, whichever contrasts more, and meets WCAG AA's 4.5:1.
    @Test func labelsOnColoursPickBlackOrWhiteAndMeetWCAGAA() {
        func contrast(_ label: ConfigurationColor, on fill: ConfigurationColor) -> Double {
            guard case .rgb(let r, let g, let b) = fill, case .rgb(let lr, let lg, let lb) = label else {
                Issue.record("not colours of the screen's own: \(fill), \(label)")
                return 0
            }
            func luminance(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Double {
                LabelContrast.relativeLuminance(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255)
            }
            return LabelContrast.contrastRatio(luminance(r, g, b), luminance(lr, lg, lb))
        }
        let black = ConfigurationColor.rgb(red: 0, green: 0, blue: 0)
        let white = ConfigurationColor.rgb(red: 255, green: 255, blue: 255)
        var fills = ColorGridScreen.swatches.map(\.color)
        fills += FoodDeliveryScreen.banners.map(FoodDeliveryScreen.bannerColor)
        for fill in fills {
            let label = LabelContrast.labelColor(on: fill)
            #expect(label == black || label == white)
            #expect(contrast(label, on: fill) >= max(contrast(black, on: fill), contrast(white, on: fill)))
            #expect(contrast(label, on: fill) >= 4.5, "\(fill)")
        }
        // WCAG's own figures: black on white is 21:1, a colour on itself 1:1.
        #expect(contrast(black, on: white) == 21)
        #expect(contrast(white, on: white) == 1)
        // The swatches that read white before: gold, sky and mint now take black.
        for name in ["Gold", "Sky", "Mint"] {
            #expect(ColorGridScreen.swatches.first { $0.name == name }?.labelColor == black, "\(name)")
        }
    }

    @Test(arguments: TestDevice.all)
    func bannerTitlesTakeTheirLabelColourInBothAppearances(_ device: TestDevice) throws {
        let screen = try device.makeScreen { try FoodDeliveryScreen.headless(size: $0, layoutDirection: $1) }
        for appearance in PreviewAppearance.allCases {
            let svg = RenderedSVG.render(screen.collectionView, appearance: appearance)
            // (At the accessibility sizes the title wraps: its first line.)
            #expect(RenderedSVGLines.draws("Free delivery all week", in: svg))
            let title = try #require(svg.split(separator: "\n").first { $0.contains(">Free") })
            // Orange takes black, in both appearances: the fill does not change.
            #expect(title.contains(##"fill="#000000""##), "\(appearance)")
            #expect(svg.contains(##"fill="#ff9500""##))
        }
    }

    /// On every device, in both directions: one pixel high (a third of a point at 3×, half at 2×).
    @Test(arguments: TestDevice.all)
    func searchResultsAreSeparatedFromTheirTextToTheirTrailingEdge(_ device: TestDevice) throws {
        let screen = device.makeScreen { SearchResultsScreen.headless(query: "co", size: $0, layoutDirection: $1) }
        let direction = device.layoutDirection
        let view = screen.collectionView
        let svg = RenderedSVG.render(view)
        let results = view.visibleCells.filter { $0 is SearchResultsScreen.HeadlessResultCell }
        #expect(results.count == 4)
        for cell in results {
            let indexPath = try #require(cell.layoutAttributes?.indexPath).map(String.init).joined(separator: ".")
            let separator = try #require(
                group(indexPath, in: svg).first { $0.contains(##"fill="#3c3c43" fill-opacity="0.29""##) },
                "\(indexPath)")
            // One pixel high at the bottom, from the text (16 points in) to the trailing edge.
            let width = cell.frame.width
            let pixel = Double(device.pixel)
            #expect(number("height", in: separator) == (pixel * 100).rounded() / 100)
            #expect(abs((number("y", in: separator) ?? 0) - (Double(cell.frame.height) - pixel)) < 0.01)
            #expect(number("x", in: separator) == (direction == .leftToRight ? 16 : 0))
            #expect(number("width", in: separator) == Double(width - 16))
        }
        // The titles are static views, without separators.
        #expect(!group("0.0", in: svg).contains { $0.contains("fill-opacity=\"0.29\"") })
    }
}

/// Draws one image element through `RenderedSVG`, on a one-cell screen.
@MainActor
enum SymbolGlyphProbe {
    /// The SVG lines of a cell that shows the image `name`.
    static func image(named name: String) -> String {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 60),
            collectionViewLayout: HeadlessScreen.placeholderLayout())
        let registration = CellRegistration<HeadlessCell, String> { cell, _, symbol in
            cell.contentConfiguration = ListContentConfiguration(text: symbol, image: symbol)
        }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: view) {
            collectionView, indexPath, symbol in
            try collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: symbol)
        }
        dataSource.apply((try? Snapshot<Int, String>([(0, [name])])) ?? Snapshot(), animatingDifferences: false)
        return withExtendedLifetime(dataSource) { RenderedSVG.render(view) }
    }
}
