import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// A message cell that records each height it computes, for the size cache.
private final class CountingCell: HeadlessCell, HeightMeasurableView, RegistrableView {
    @MainActor static var measured: [String] = []
    private(set) var message: Message?

    required init() {}

    func configure(model: Message, animated: Bool, completion: (() -> Void)?) {
        message = model
        completion?()
    }

    static func calculateHeight(model: Message, width: CGFloat) -> CGFloat {
        measured.append(model.text)
        return CGFloat(20 + model.text.count)
    }
}

/// `ItemSizeCache`: the sizes a list adapter computed, by item identity — they survive inserts,
/// deletes and moves; a changed item, or one invalidated, is computed again.
@Suite("ItemSizeCache", .serialized)
@MainActor
struct ItemSizeCacheTests {
    private func adapter(_ texts: [String]) -> (ListAdapter<CountingCell>, HeadlessCollectionView) {
        let view = TestViews.headless(height: 844)
        let adapter = ListAdapter<CountingCell>(heightMode: .calculated)
        adapter.setup(collectionView: view)
        adapter.reload(items: texts.enumerated().map { Message(id: $0.offset, text: $0.element) })
        view.layoutIfNeeded()
        return (adapter, view)
    }

    @Test func sizesFollowTheirItemsThroughInsertsMovesAndDeletes() throws {
        let (adapter, view) = adapter(["a", "bb", "ccc"])
        #expect(adapter.itemSizeCache.count == 3)
        #expect(adapter.itemSizeCache.size(at: 2) == CGSize(width: 390, height: 23))
        CountingCell.measured = []
        try adapter.insertItem(Message(id: 10, text: "new!"), at: 0)
        try adapter.moveItem(at: 3, to: 1)
        view.layoutIfNeeded()
        // Only the inserted item was measured; the others kept their sizes at their new indexes.
        #expect(CountingCell.measured == ["new!"])
        #expect((0..<4).map { adapter.itemSizeCache.size(at: $0)?.height } == [24, 23, 21, 22])
        try adapter.deleteItem(at: 1)
        view.layoutIfNeeded()
        #expect(adapter.itemSizeCache.count == 3)
        #expect(adapter.itemSizeCache.size(at: 3) == nil)
    }

    @Test func aChangedItemIsComputedAgain() throws {
        let (adapter, view) = adapter(["a", "bb"])
        CountingCell.measured = []
        try adapter.updateItem(Message(id: 1, text: "longer"), at: 1)
        view.layoutIfNeeded()
        #expect(CountingCell.measured == ["longer"])
        #expect(adapter.itemSizeCache.size(at: 1)?.height == 26)
    }

    @Test func invalidatingComputesAgainAndLeavesTheRestAlone() throws {
        let (adapter, view) = adapter(["a", "bb", "ccc"])
        CountingCell.measured = []
        try adapter.itemSizeCache.invalidate(at: [2, 0])
        view.layoutIfNeeded()
        #expect(CountingCell.measured.sorted() == ["a", "ccc"])
        CountingCell.measured = []
        adapter.itemSizeCache.invalidateAll()
        view.layoutIfNeeded()
        #expect(CountingCell.measured.sorted() == ["a", "bb", "ccc"])
        #expect(adapter.itemSizeCache.count == 3)
        // An index past the end changes nothing.
        CountingCell.measured = []
        #expect(throws: ListAdapterError.indexOutOfRange(index: 3, count: 3)) {
            try adapter.itemSizeCache.invalidate(at: [0, 3])
        }
        view.layoutIfNeeded()
        #expect(CountingCell.measured.isEmpty)
    }
}
