import Foundation
@_spi(Testing) import Tessera
import Testing

/// `Separated`: lines between the rows written inside it, drawn by one separators decoration over
/// those rows; nested in a card, both decorate the same rows.
@Suite("Separated")
struct SeparatedTests {
    @Test func theSeparatorsSpanTheRowsInsideIt() throws {
        let built = try ScreenDescription {
            ScreenSection("route") {
                ScreenRow(TitleCellModel("Route"))
                Separated {
                    ScreenRow(TextCellModel("Paris"))
                    ScreenRow(TextCellModel("Dijon"))
                    ScreenRow(TextCellModel("Lyon"))
                }
            }
        }.buildScreen()
        let decoration = try #require(built.layout.sections[0].decorations.first)
        #expect(built.layout.sections[0].decorations.count == 1)
        #expect(decoration.items == 1..<4)
        #expect(decoration.elementKind == "separators")
        guard case .separators = decoration.style else {
            Issue.record("a Separated block drew \(decoration.style)")
            return
        }
    }

    @Test func separatedInsideACardDecoratesTheSameRowsTwice() throws {
        let built = try ScreenDescription {
            ScreenSection("s") {
                CardBlock {
                    Separated {
                        ScreenRow(TextCellModel("a"))
                        ScreenRow(TextCellModel("b"))
                    }
                }
            }
        }.buildScreen()
        // The inner block closes first.
        #expect(built.layout.sections[0].decorations.map(\.elementKind) == ["separators", "card"])
        #expect(built.layout.sections[0].decorations.map(\.items) == [0..<2, 0..<2])
    }

    @Test func separatedWithoutRowsIsATypedError() {
        let screen = ScreenDescription { ScreenSection("s") { Separated {} } }
        #expect(
            throws: ScreenBuilderError.unbalancedDecorationBlocks(
                section: "s", problems: ["a separators decoration block without cells"])
        ) {
            try screen.build()
        }
    }
}
