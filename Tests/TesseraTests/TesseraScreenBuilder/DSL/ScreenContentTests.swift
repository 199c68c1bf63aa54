import Foundation
@_spi(Testing) import Tessera
import Testing

/// `ScreenContent`: an app's own piece of a section adds the library's content to the section's
/// builder, and is used in a `ScreenSection` like the library's own.
@Suite("ScreenContent")
struct ScreenContentTests {
    /// The example of `ScreenSectionBuilder`'s documentation: an app's rows of fares.
    private struct FareRows: ScreenContent {
        var fares: [(name: String, price: String)]
        func apply(to builder: inout ScreenSectionBuilder) {
            for fare in fares { ScreenRow(KeyValueCellModel(fare.name, fare.price)).apply(to: &builder) }
        }
    }

    @Test func anAppsContentAddsItsRowsWhereItIsWritten() throws {
        let screen = ScreenDescription {
            ScreenSection("fares") {
                ScreenRow(TitleCellModel("Fares"))
                FareRows(fares: [("Second", "€19"), ("First", "€29")])
                ScreenRow(KeyValueCellModel("Total", "€48"))
            }
        }
        let items = try screen.build().snapshot.itemIdentifiers
        #expect(items.map { $0.model.content.text } == ["Fares", "Second", "First", "Total"])
        // The app's rows count among the section's key-value rows: "Total" is the third.
        #expect(items.last?.id == "fares/\(KeyValueCellModel.reuseIdentifier)#2")
    }

    @Test func anAppsContentInsideABlockIsDecoratedWithIt() throws {
        let screen = ScreenDescription {
            ScreenSection("fares") {
                ScreenRow(TitleCellModel("Fares"))
                CardBlock {
                    FareRows(fares: [("Second", "€19"), ("First", "€29")])
                }
            }
        }
        let decorations = try screen.buildScreen().layout.sections[0].decorations
        #expect(decorations.map(\.items) == [1..<3])
    }

    @Test func anAppsContentWithoutRowsAddsNothing() throws {
        let screen = ScreenDescription {
            ScreenSection("fares") {
                ScreenRow(TitleCellModel("Fares"))
                FareRows(fares: [])
            }
        }
        #expect(try screen.build().snapshot.numberOfItems == 1)
    }
}
