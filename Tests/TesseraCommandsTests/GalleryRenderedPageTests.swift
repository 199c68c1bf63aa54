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
        #expect(page.contains(#"id="light-clip1""#) && page.contains(#"id="dark-clip1""#))
        #expect(!page.contains("fallback"))
    }

    @Test func theFoodDeliveryPageDrawsBannersCategoriesAndTheRestaurantBackground() throws {
        let page = try GalleryWriter.renderedPage(try screen("food-delivery"))
        #expect(page.contains(">Free delivery all week</text>"))
        #expect(page.contains(">Napoli Express</text>"))
        #expect(page.contains(">Pizza · 25 min</text>"))
        #expect(page.contains(#"<g class="decoration""#))
        #expect(page.contains(" matrix("))  // the banners' scale
    }

    @Test func screensWithoutAHeadlessVersionHaveNoRenderedPage() throws {
        let journey = try screen("journey")
        #expect(journey.renderedPageName == nil)
        #expect(throws: GalleryError.self) { try GalleryWriter.renderedPage(journey) }
    }
}
