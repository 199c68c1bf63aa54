import Foundation
import Tessera
@_spi(Testing) import TesseraCore
import TesseraLayout
import TesseraTestSupport
import Testing

@_spi(ListAdapterImplementation) @testable import TesseraListAdapters

/// Pages of one self-sizing row loaded synchronously copy none of the sizes the list's rows
/// measured before: the sizes the list adapter computes for a page are those of the page before
/// (shared with the layout shown, which keeps them) plus the new row's, appended after them in
/// place. Counted in the sizes copied into new tables while the old ones had room (growing a full
/// table is the amortized cost of appending, and is not counted), never timed.
@Suite("Self-sizing pages, storage")
@MainActor
struct SelfSizingPagesStorageTests {
    /// Where a table's elements are, how many it holds and how many it has room for.
    private struct TableState {
        var address: UnsafeRawPointer?
        var count: Int
        var capacity: Int

        init(_ sizes: MeasuredSizes) {
            address = sizes.sizes.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
            count = sizes.sizes.count
            capacity = sizes.sizes.capacity
        }

        /// The elements copied to reach `next`: those held here when `next` is new storage although
        /// this one had room for them.
        func copiedElements(becoming next: TableState) -> Int {
            next.address != address && count < capacity ? count : 0
        }
    }

    /// The sizes copied while a load-more handler appends `pages` one-row pages to a list of
    /// `rows` self-sizing rows, from the second page on (the first page's sizes follow a reload).
    private static func copies(loading pages: Int, after rows: Int) -> (copied: Int, pages: Int, measured: Int) {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: TestLayouts.rows())
        view.hostContext.recordsFlight = false
        let adapter = ListAdapter<MessageCell>(heightMode: .automatic(estimated: 44))
        adapter.setup(collectionView: view)
        adapter.reload(items: (0..<rows).map { Message(id: $0, text: "row \($0)") })
        view.layoutIfNeeded()
        view.contentOffset.y = max(0, view.contentSize.height - view.bounds.height)
        view.layoutIfNeeded()
        let core = adapter.listSlice.list
        var loaded = 0, copied = 0
        var before: TableState?
        adapter.onLoadMore = { [weak adapter] in
            guard loaded < pages, let adapter else { return }
            loaded += 1
            adapter.appendItem(Message(id: rows + loaded, text: "page \(loaded)"))
            guard let sizes = core.knownSizes?.sizes[0] else { return }
            let now = TableState(sizes)
            if let before, loaded > 1 { copied += before.copiedElements(becoming: now) }
            before = now
        }
        adapter.loadMoreThreshold = .points(1_000_000)
        view.contentOffset.y += 1
        view.layoutIfNeeded()
        return (copied, loaded, core.knownSizes?.sizes[0]?.count ?? 0)
    }

    /// The 39 pages after the first copy none of the 4,000 or more sizes measured before them
    /// (each copied all of them when the layout shown shared the adapter's tables).
    @Test func pagesCopyNoSizeMeasuredBefore() {
        let result = Self.copies(loading: 40, after: 4_000)
        #expect(result.pages == 40)
        #expect(result.measured == 4_040, "the adapter's sizes hold every row")
        #expect(result.copied == 0, "pages copied \(result.copied) measured sizes")
    }
}
