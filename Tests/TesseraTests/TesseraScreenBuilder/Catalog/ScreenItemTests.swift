import Foundation
@_spi(Testing) import Tessera
import Testing

/// `ScreenItem`: two items are the same when their ids are; the same item with another model is a
/// content change, which the diff reconfigures rather than deleting and inserting.
@Suite("ScreenItem")
struct ScreenItemTests {
    private func item(_ id: String, _ model: some CatalogCellModel) throws -> ScreenItem {
        let built = try ScreenDescription { ScreenSection("s") { ScreenRow(model, id: id) } }.build()
        return try #require(built.snapshot.itemIdentifiers.first)
    }

    @Test func identityIsTheIDAloneAndContentIsTheModel() throws {
        let before = try item("seat", KeyValueCellModel("Seat", "42"))
        let after = try item("seat", KeyValueCellModel("Seat", "43"))
        let other = try item("coach", KeyValueCellModel("Seat", "42"))
        #expect(before == after)
        #expect(before.hashValue == after.hashValue)
        #expect(Set([before, after]).count == 1)
        #expect(!after.isContentEqual(to: before))
        #expect(try item("seat", KeyValueCellModel("Seat", "42")).isContentEqual(to: before))
        #expect(before != other)
        // The same content of another model type is another content.
        #expect(!(try item("seat", TextCellModel("Seat — 42"))).isContentEqual(to: before))
        #expect(before.description == "s/seat")
    }

    @Test func aDiffReconfiguresAnItemWhoseModelChanged() throws {
        func snapshot(_ seat: String) throws -> Snapshot<String, ScreenItem> {
            try ScreenDescription {
                ScreenSection("s") {
                    ScreenRow(TitleCellModel("Trip"), id: "title")
                    ScreenRow(KeyValueCellModel("Seat", seat), id: "seat")
                }
            }.build().snapshot
        }
        let update = BatchUpdate(from: try snapshot("42"), to: try snapshot("43"), contentUpdate: .reconfigure) {
            old, new in new.isContentEqual(to: old)
        }
        #expect(update.reconfiguredItems == [IndexPath(item: 1, section: 0)])
        #expect(update.insertedItems.isEmpty && update.deletedItems.isEmpty && update.reloadedItems.isEmpty)
    }
}
