import Foundation
@_spi(Testing) import Tessera
import Testing

/// `CardBlock`: the rows written inside it, and only those, are drawn on one card.
@Suite("CardBlock")
struct CardBlockTests {
    @Test func theCardSpansExactlyTheRowsInsideIt() throws {
        let built = try ScreenDescription {
            ScreenSection("trip") {
                ScreenRow(TitleCellModel("Your trip"))
                CardBlock {
                    ScreenRow(KeyValueCellModel("Departure", "08:12"))
                    ScreenSpace(.small)
                    ScreenRow(KeyValueCellModel("Arrival", "10:08"))
                }
                ScreenRow(ButtonCellModel("Download tickets"))
            }
        }.buildScreen()
        let decorations = built.layout.sections[0].decorations
        #expect(decorations.count == 1)
        #expect(decorations.first?.items == 1..<3)
        #expect(decorations.first?.style == .card(padding: 8, inset: 0))
        #expect(decorations.first?.elementKind == DecorationBlock.card.elementKind)
        // A card does not indent its rows.
        #expect(built.layout.sections[0].items.map(\.indent) == [0, 0, 0, 0])
    }

    @Test func twoCardsAreTwoDecorations() throws {
        let built = try ScreenDescription {
            ScreenSection("s") {
                CardBlock { ScreenRow(TextCellModel("a")) }
                CardBlock {
                    ScreenRow(TextCellModel("b"))
                    ScreenRow(TextCellModel("c"))
                }
            }
        }.buildScreen()
        #expect(built.layout.sections[0].decorations.map(\.items) == [0..<1, 1..<3])
    }

    @Test func aCardWithoutRowsIsATypedError() {
        let screen = ScreenDescription {
            ScreenSection("s") {
                ScreenRow(TextCellModel("a"))
                CardBlock { ScreenSpace(.large) }
            }
        }
        #expect(
            throws: ScreenBuilderError.unbalancedDecorationBlocks(
                section: "s", problems: ["a card decoration block without cells"])
        ) {
            try screen.build()
        }
    }
}
