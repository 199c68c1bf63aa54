import Foundation
import TesseraPreview
import Testing

@testable import TesseraCommands

/// The gallery's rendered pages: seed screens driven through their real data sources on the
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
        // A narrower iPhone, and larger text (the body at 23 pt).
        #expect(page.contains(#"width="375" height="667""#))
        #expect(page.contains(#"font-size="23""#))
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
    @Test(arguments: ["product-list", "food-delivery", "food-delivery-rtl"])
    func noTextOverflowsItsElement(slug: String) throws {
        let page = try GalleryWriter.renderedPage(try screen(slug))
        var clipWidth: Double?
        var checked = 0
        for line in page.split(separator: "\n") {
            if line.contains("<clipPath id=") {
                clipWidth = Self.number(named: "width", in: line)
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

    @Test func screensWithoutAHeadlessVersionHaveNoRenderedPage() throws {
        let journey = try screen("journey")
        #expect(journey.renderedPageName == nil)
        #expect(throws: GalleryError.self) { try GalleryWriter.renderedPage(journey) }
    }
}
