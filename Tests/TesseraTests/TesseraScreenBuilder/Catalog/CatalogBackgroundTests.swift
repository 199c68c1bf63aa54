import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// What a catalog cell shows behind its content: the model's background, or none — one decision
/// (`AnyCatalogCellModel.cellBackground`) that the headless catalog and TesseraUIKit's
/// `UIKitCatalogCells` both set.
@MainActor
@Suite("Catalog background")
struct CatalogBackgroundTests {
    @Test func aModelWithoutABackgroundShowsNoneAndOneWithABackgroundShowsIt() {
        #expect(AnyCatalogCellModel(TextCellModel("Seat 42")).cellBackground == .clear())
        let button = AnyCatalogCellModel(ButtonCellModel("Book"))
        #expect(button.cellBackground == button.background)
        #expect(button.cellBackground != .clear())
    }

    /// A headless catalog cell reused from a button for a text row shows no background, as the
    /// UIKit catalog's list cell does.
    @Test func aReusedCatalogCellShowsTheNewModelsBackground() throws {
        let view = TestViews.headless(height: 844)
        let controller = ScreenController(collectionView: view, cells: .headless)
        try controller.apply(ScreenDescription { ScreenSection("s") { ScreenRow(ButtonCellModel("Book")) } })
        let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.backgroundConfiguration == AnyCatalogCellModel(ButtonCellModel("Book")).background)
        try controller.apply(ScreenDescription { ScreenSection("s") { ScreenRow(TextCellModel("Seat 42")) } })
        let shown = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(shown.backgroundConfiguration == .clear())
    }
}
