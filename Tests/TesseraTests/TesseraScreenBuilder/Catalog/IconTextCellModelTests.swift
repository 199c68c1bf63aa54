import Foundation
@_spi(Testing) import Tessera
import TesseraTestSupport
import Testing

/// `IconTextCellModel`: an icon, a title and an optional subtitle, in a subtitle cell that measures
/// its content from a 56-point estimate.
@Suite("IconTextCellModel")
@MainActor
struct IconTextCellModelTests {
    @Test func itShowsItsIconTitleAndSubtitleInASubtitleCell() {
        let model = IconTextCellModel(icon: "person.crop.circle", title: "Ada Lovelace", subtitle: "Seat 42")
        #expect(model.content.text == "Ada Lovelace")
        #expect(model.content.secondaryText == "Seat 42")
        #expect(model.content.image == "person.crop.circle")
        #expect(
            model.content
                == ListContentConfiguration(
                    style: .subtitleCell, text: "Ada Lovelace", secondaryText: "Seat 42", image: "person.crop.circle"))
        #expect(model.height == .estimated(56))
        #expect(IconTextCellModel(icon: "star", title: "Saved").content.secondaryText == nil)
    }

    @Test func aSubtitleMakesTheMeasuredCellTaller() throws {
        let view = TestViews.headless(height: 844)
        let controller = ScreenController(collectionView: view, cells: .headless)
        try controller.apply(
            ScreenDescription {
                ScreenSection("people", insets: .zero) {
                    ScreenRow(IconTextCellModel(icon: "person.crop.circle", title: "Ada Lovelace"))
                    ScreenRow(
                        IconTextCellModel(icon: "person.crop.circle", title: "Alan Turing", subtitle: "Seat reserved"))
                }
            }, animatingDifferences: false)
        view.layoutIfNeeded()
        let plain = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        let withSubtitle = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(plain.contentDescription == "[person.crop.circle] Ada Lovelace")
        #expect(withSubtitle.contentDescription == "[person.crop.circle] Alan Turing — Seat reserved")
        #expect(withSubtitle.frame.height > plain.frame.height)
        #expect(view.failures.isEmpty)
        withExtendedLifetime(controller) {}
    }
}
