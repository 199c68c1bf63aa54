import Foundation
import Tessera
import TesseraExampleScreens
import TesseraPreview
import Testing

/// What a designer checks on the rendered seed screens: real buttons, symbols drawn as shapes,
/// cards without borders, text that keeps its contrast on fixed fills in the dark, separators
/// where iOS draws them.
@Suite("Seed screens, as a designer sees them")
@MainActor
struct SeedScreensDesignTests {
    private let size = CGSize(width: 393, height: 852)

    private func group(_ indexPath: String, in svg: String, category: String = "cell") -> [Substring] {
        RenderedSVGLines.group(indexPath, in: svg, category: category)
    }

    private func number(_ name: String, in line: Substring) -> Double? { RenderedSVGLines.number(name, in: line) }

    @Test func theJourneysButtonIsAFilledButtonWithItsTitleCentredInWhite() throws {
        let screen = try JourneyScreen.headless(size: size)
        let view = screen.collectionView
        view.contentOffset.y = max(0, view.contentSize.height - size.height)
        view.layoutIfNeeded()
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
            let title = try #require(lines.first { $0.contains(">Download tickets</text>") })
            #expect(title.contains(##"fill="#ffffff""##) && title.contains(#"font-weight="600""#))
            let x = try #require(number("x", in: title)), length = try #require(number("textLength", in: title))
            #expect(abs(x + length / 2 - button.frame.width / 2) < 0.01)
        }
    }

    @Test func symbolsAreDrawnAsShapesAndUnknownNamesAsANeutralOne() throws {
        let screen = try ProductListScreen.headless(size: size)
        let svg = RenderedSVG.render(screen.collectionView)
        let symbols = svg.split(separator: "\n").filter { $0.contains(#"<g class="image""#) }
        #expect(symbols.count >= 8)
        for symbol in ["cup.and.saucer", "mug", "mug.fill", "birthday.cake", "circle.circle", "triangle", "leaf"] {
            #expect(symbols.contains { $0.contains(#"data-symbol="\#(symbol)""#) && !$0.contains("placeholder") })
        }
        // Paths, and no letter standing for a symbol.
        let images = svg.components(separatedBy: #"<g class="image""#).dropFirst().map {
            $0.components(separatedBy: "      </g>")[0]
        }
        #expect(images.allSatisfy { $0.contains("<path d=") && !$0.contains("<text") })
        // A filled variant fills its outline.
        let mug = try #require(images.first { $0.hasPrefix(#" data-symbol="mug.fill""#) })
        #expect(mug.contains(##"<path d="M3.5 6.5 H15.5"##) && mug.contains(##"fill="#007aff"/>"##))
        // A name without a drawing: a dashed square, marked.
        let glyph = SymbolGlyphProbe.image(named: "tag")
        #expect(glyph.contains(#"data-placeholder="true""#) && glyph.contains("stroke-dasharray"))
    }

    @Test func theJourneysCardHasNoBorderAndStandsOutOnTheGroupedBackground() throws {
        let screen = try JourneyScreen.headless(size: size)
        for (appearance, card, screenColour) in [
            (PreviewAppearance.light, "#ffffff", "#f2f2f7"), (.dark, "#1c1c1e", "#000000"),
        ] {
            let svg = RenderedSVG.render(
                screen.collectionView, appearance: appearance, background: JourneyScreen.background)
            let lines = group("0.0", in: svg, category: "decoration")
            #expect(lines.contains { $0.contains(#"rx="12" fill="\#(card)"/>"#) }, "\(appearance)")
            #expect(!lines.contains { $0.contains("stroke") }, "\(appearance)")
            #expect(
                svg.contains(#"<rect class="screen" x="0" y="0" width="393" height="852" fill="\#(screenColour)"/>"#))
        }
    }

    @Test func bannerTitlesStayWhiteOnTheirFillsInBothAppearances() throws {
        let screen = try FoodDeliveryScreen.headless(size: size)
        for appearance in PreviewAppearance.allCases {
            let svg = RenderedSVG.render(screen.collectionView, appearance: appearance)
            let title = try #require(svg.split(separator: "\n").first { $0.contains(">Free delivery all week</text>") })
            #expect(title.contains(##"fill="#ffffff""##), "\(appearance)")
            #expect(svg.contains(##"fill="#ff9500""##))
        }
    }

    @Test(arguments: [TraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func searchResultsAreSeparatedFromTheirTextToTheirTrailingEdge(direction: TraitEnvironmentLayoutDirection) throws {
        let screen = SearchResultsScreen.headless(query: "co", size: size, layoutDirection: direction)
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
            #expect(number("height", in: separator) == 0.33)
            #expect(abs((number("y", in: separator) ?? 0) - Double(cell.frame.height - 1.0 / 3)) < 0.01)
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
