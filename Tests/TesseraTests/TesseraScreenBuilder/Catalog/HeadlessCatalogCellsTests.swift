import Foundation
@_spi(Testing) import Tessera
import TesseraTestSupport
import Testing

/// `HeadlessCatalogCells`, the `CatalogCells` of the headless host: one registration per catalog
/// type, and cells configured with their item's content and background (none: the screen shows
/// through).
@Suite("HeadlessCatalogCells")
@MainActor
struct HeadlessCatalogCellsTests {
    private func show(_ screen: ScreenDescription, cells: some CatalogCells = .headless) throws -> (
        HeadlessCollectionView, ScreenController
    ) {
        let view = TestViews.headless(height: 844)
        let controller = ScreenController(collectionView: view, cells: cells)
        try controller.apply(screen, animatingDifferences: false)
        view.layoutIfNeeded()
        return (view, controller)
    }

    @Test func eachCellShowsItsItemsContentAndBackground() throws {
        let (view, controller) = try show(
            ScreenDescription {
                ScreenSection("s") {
                    ScreenRow(TitleCellModel("Trip"))
                    ScreenRow(ButtonCellModel("Download tickets"))
                }
            })
        defer { withExtendedLifetime(controller) {} }
        let title = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? HeadlessCatalogCell)
        let button = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)) as? HeadlessCatalogCell)
        #expect(title.item?.model == AnyCatalogCellModel(TitleCellModel("Trip")))
        #expect(title.contentConfiguration == TitleCellModel("Trip").content)
        // A model without a background shows none, never a list cell's default.
        #expect(title.backgroundConfiguration == .clear())
        #expect(button.backgroundConfiguration == ButtonCellModel("Download tickets").background)
        #expect(view.failures.isEmpty)
    }

    @Test func cellsOfOneCatalogTypeShareItsReuseIdentifier() throws {
        let (view, controller) = try show(
            ScreenDescription {
                ScreenSection("s") {
                    ScreenRow(TextCellModel("a"))
                    ScreenRow(KeyValueCellModel("b", "1"))
                    ScreenRow(TextCellModel("c"))
                }
            })
        defer { withExtendedLifetime(controller) {} }
        let reuseIdentifiers = (0..<3).map {
            view.cellForItem(at: IndexPath(item: $0, section: 0))?.reuseIdentifier
        }
        #expect(
            reuseIdentifiers == [
                TextCellModel.reuseIdentifier, KeyValueCellModel.reuseIdentifier, TextCellModel.reuseIdentifier,
            ])
    }

    @Test func anUpdateReconfiguresTheCellInPlace() throws {
        func screen(_ seat: String) -> ScreenDescription {
            ScreenDescription { ScreenSection("s") { ScreenRow(KeyValueCellModel("Seat", seat), id: "seat") } }
        }
        let (view, controller) = try show(screen("42"))
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? HeadlessCatalogCell)
        try controller.apply(screen("43"), animatingDifferences: false)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) === cell)
        #expect(cell.item?.model == AnyCatalogCellModel(KeyValueCellModel("Seat", "43")))
        #expect(cell.contentDescription == "Seat — 43")
    }
}
