import Foundation
@_spi(Testing) import Tessera
import TesseraTestSupport
import Testing

/// `ScreenSectionBuilder`: what a section's content adds itself to. A row's identity is its `id`
/// when given, otherwise its place among the section's rows of its type; an `onSelect` is kept
/// by that identity; a timeline block shifts its rows right.
@Suite("ScreenSectionBuilder")
struct ScreenSectionBuilderTests {
    @Test func aRowWithoutAnIDIsIdentifiedByItsPlaceAmongRowsOfItsType() throws {
        let screen = ScreenDescription {
            ScreenSection("trip") {
                ScreenRow(TitleCellModel("Paris → Lyon"))
                ScreenRow(KeyValueCellModel("Departure", "08:12"))
                ScreenRow(TextCellModel("note"))
                ScreenRow(KeyValueCellModel("Arrival", "10:08"), id: "arrival")
                ScreenRow(KeyValueCellModel("Duration", "1 h 56"))
            }
        }
        let ids = try screen.build().snapshot.itemIdentifiers.map(\.id)
        let title = TitleCellModel.reuseIdentifier, keyValue = KeyValueCellModel.reuseIdentifier
        // A row with an id does not take a place among its type's rows: "Duration" is the second.
        #expect(
            ids == [
                "trip/\(title)#0", "trip/\(keyValue)#0", "trip/\(TextCellModel.reuseIdentifier)#0", "trip/arrival",
                "trip/\(keyValue)#1",
            ])
    }

    @Test func theSameIDInTwoSectionsIsTwoItems() throws {
        let screen = ScreenDescription {
            ScreenSection("outbound") { ScreenRow(TextCellModel("Paris"), id: "from") }
            ScreenSection("return") { ScreenRow(TextCellModel("Lyon"), id: "from") }
        }
        #expect(try screen.build().snapshot.itemIdentifiers.map(\.id) == ["outbound/from", "return/from"])
    }

    @Test func aChangedRowKeepsItsIdentityAndIsAContentChange() throws {
        func screen(_ departure: String) -> ScreenDescription {
            ScreenDescription {
                ScreenSection("trip") {
                    ScreenRow(KeyValueCellModel("Departure", departure))
                    ScreenRow(KeyValueCellModel("Arrival", "10:08"))
                }
            }
        }
        let old = try screen("08:12").build().snapshot, new = try screen("08:20").build().snapshot
        let update = BatchUpdate(from: old, to: new) { old, new in new.isContentEqual(to: old) }
        #expect(update.insertedItems.isEmpty && update.deletedItems.isEmpty)
        #expect(update.reconfiguredItems + update.reloadedItems == [IndexPath(item: 0, section: 0)])
    }

    @MainActor @Test func onSelectIsKeptByTheRowsIdentity() throws {
        var selected: [String] = []
        let built = try ScreenDescription {
            ScreenSection("s") {
                ScreenRow(TextCellModel("plain"))
                ScreenRow(TextCellModel("tappable")) { selected.append("tappable") }
                ScreenRow(TextCellModel("seat"), id: "seat") { selected.append("seat") }
            }
        }.buildScreen()
        let text = TextCellModel.reuseIdentifier
        #expect(Set(built.selectionHandlers.keys) == ["s/\(text)#1", "s/seat"])
        built.selectionHandlers["s/seat"]?()
        built.selectionHandlers["s/\(text)#1"]?()
        #expect(selected == ["seat", "tappable"])
    }

    @Test func aTimelineBlockShiftsItsRowsAndOnlyThose() throws {
        let built = try ScreenDescription {
            ScreenSection("route") {
                ScreenRow(TitleCellModel("Route"))
                Decorated(.timeline) {
                    ScreenRow(TextCellModel("Paris"))
                    ScreenRow(TextCellModel("Lyon"))
                }
                ScreenRow(ButtonCellModel("Tickets"))
            }
        }.buildScreen()
        #expect(built.layout.sections[0].items.map(\.indent) == [0, 44, 44, 0])
        #expect(
            built.layout.sections[0].items.map(\.height) == [
                TitleCellModel("").height, TextCellModel("").height, TextCellModel("").height,
                ButtonCellModel("").height,
            ])
    }
}
