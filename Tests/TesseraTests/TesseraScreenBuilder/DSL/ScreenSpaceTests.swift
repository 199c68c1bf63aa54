import Foundation
@_spi(Testing) import Tessera
import Testing

/// `ScreenSpace`: a vertical space is layout, never a cell. It is the space before the next row
/// (spaces add up), or after the section's last row; the named spaces take the screen's scale.
@Suite("ScreenSpace")
struct ScreenSpaceTests {
    @Test func aSpaceIsNotACellButTheSpaceBeforeTheNextRow() throws {
        let built = try ScreenDescription {
            ScreenSection("s", insets: .zero) {
                ScreenRow(TextCellModel("a"))
                ScreenSpace(.medium)
                ScreenRow(TextCellModel("b"))
            }
        }.buildScreen()
        #expect(built.snapshot.numberOfItems == 2)
        #expect(built.layout.sections[0].items.map(\.spaceBefore) == [0, 16])
    }

    @Test func spacesInARowAddUp() throws {
        let built = try ScreenDescription {
            ScreenSection("s", insets: .zero) {
                ScreenRow(TextCellModel("a"))
                ScreenSpace(.small)
                ScreenSpace(.large)
                ScreenSpace(.points(3))
                ScreenRow(TextCellModel("b"))
            }
        }.buildScreen()
        #expect(built.layout.sections[0].items.map(\.spaceBefore) == [0, 8 + 24 + 3])
    }

    @Test func aSpaceAfterTheLastRowEndsTheSection() throws {
        let built = try ScreenDescription {
            ScreenSection("s", insets: .zero) {
                ScreenRow(TextCellModel("a"))
                ScreenSpace(.huge)
            }
        }.buildScreen()
        #expect(built.layout.sections[0].spaceAfter == 40)
        #expect(built.layout.sections[0].items.map(\.spaceBefore) == [0])
    }

    @Test(arguments: [-1, CGFloat.nan, CGFloat.infinity])
    func aSpaceTheLayoutCannotUseIsATypedError(_ points: CGFloat) {
        let screen = ScreenDescription {
            ScreenSection("s") {
                ScreenRow(TextCellModel("a"))
                ScreenSpace(.points(points))
            }
        }
        #expect {
            try screen.build()
        } throws: { error in
            guard case .invalidVerticalSpace(section: "s", let refused) = error as? ScreenBuilderError else {
                return false
            }
            return refused == points || (refused.isNaN && points.isNaN)
        }
    }
}
