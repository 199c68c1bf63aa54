import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// Defects older misuse probes found that stayed open, each reproduced through the public API
/// (docs/Reliability.md, "What issue 41 found, and its fixes").
@Suite("Old defects")
@MainActor
struct OldDefectTests {
    private struct Refused: Error {}

    private static func messages(_ ids: Range<Int>) -> [Message] {
        ids.map { Message(id: $0, text: "m\($0)") }
    }

    private static func adapterView() -> (HeadlessCollectionView, ListAdapter<MessageCell>) {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: TestLayouts.rows())
        let adapter = ListAdapter<MessageCell>(heightMode: .fixed(height: 44))
        adapter.setup(collectionView: view)
        return (view, adapter)
    }

    /// A slice spanning two sections, reloaded with its own items, put them all in its first
    /// section: items kept through a reload now stay in their sections, and new ones join the
    /// section of the item before them.
    @Test func aSliceAcrossTwoSectionsKeepsItsItemsInTheirSectionsOnReload() throws {
        let (view, adapter) = Self.adapterView()
        adapter.reload(sections: [Self.messages(0..<3), Self.messages(3..<6)])
        view.layoutIfNeeded()
        let slice = try adapter[1..<5]
        slice.reload(items: slice.items)
        view.layoutIfNeeded()
        #expect(try adapter[section: 0].items.map(\.id) == [0, 1, 2])
        #expect(try adapter[section: 1].items.map(\.id) == [3, 4, 5])
        #expect(view.itemCounts == [3, 3])
        // New items join the section of the item before them; kept ones stay.
        slice.reload(items: [Message(id: 10, text: "m10")] + Self.messages(2..<4) + [Message(id: 11, text: "m11")])
        view.layoutIfNeeded()
        #expect(try adapter[section: 0].items.map(\.id) == [0, 10, 2])
        #expect(try adapter[section: 1].items.map(\.id) == [3, 11, 5])
        #expect(view.itemCounts == [3, 3])
    }

    /// `setHeader` inside a batch showed the editor's state mid-batch (items the batch then rolled
    /// back stayed on screen): the header is now shown when the batch ends, with what it ends in.
    @Test func aHeaderSetInsideARolledBackBatchShowsNothingOfTheBatch() {
        let (view, adapter) = Self.adapterView()
        adapter.reload(items: Self.messages(0..<3))
        view.layoutIfNeeded()
        var countsMidBatch: [Int] = []
        try? adapter.performBatchUpdates(updates: { () throws(Refused) in
            adapter.appendItems(Self.messages(3..<5))
            adapter.setHeader(model: Message(id: 100, text: "header"))
            countsMidBatch = view.itemCounts
            throw Refused()
        })
        view.layoutIfNeeded()
        #expect(countsMidBatch == [3])
        #expect(adapter.count == 3)
        #expect(view.itemCounts == [3])
        #expect(
            view.indexPathsForVisibleItems.sorted().map { view.cellForItem(at: $0)?.contentDescription } == [
                "m0", "m1", "m2",
            ])
        #expect(view.failures.isEmpty, "\(view.failures.map(\.message))")
    }
}
