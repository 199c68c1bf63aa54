import Foundation
import Tessera
@_spi(Testing) import TesseraCore
import TesseraDiff
import TesseraTestSupport
import Testing

@_spi(ListAdapterImplementation) @testable import TesseraListAdapters

/// Pages of one row loaded synchronously copy none of the storage the list already had: the list
/// adapter's snapshot, which its editor edits in place, shares no storage with the one the update
/// path shows (copy on write would copy every item of the list at each page's edit), and the shown
/// snapshot follows each page's edits in place instead of taking the editor's storage. Counted in
/// the elements copied, from the storage's buffers before and after each edit, never timed.
@Suite("One-row pages, storage")
@MainActor
struct OneRowPagesStorageTests {
    /// The elements of the editor's snapshot that page edits copied, and those of the shown
    /// snapshot that were copied or replaced between pages, while a load-more handler appends
    /// `pages` one-row pages to a list of `rows` rows, from the third page on: the first page's
    /// edit copies what the reload shares with the shown state (a reload hands its state whole),
    /// and the second what the first page's own apply holds until the pages it leads to are shown
    /// (each next page is added from the completion of the one before).
    private static func copies(loading pages: Int, after rows: Int, sizeMode: ListItemSizeMode) -> (
        edited: Int, shown: Int, pages: Int
    ) {
        let view = TestViews.headless(height: 300)
        // A recorder holds the shown state at each segment it starts (every 64 events), which the
        // next edit then copies once: the recorder's cost, bounded by its capacity and measured
        // by RecorderProbe (docs/Recordings.md), not the pages'.
        view.hostContext.recordsFlight = false
        let adapter = ListAdapter<MessageCell>(heightMode: sizeMode)
        adapter.setup(collectionView: view)
        adapter.reload(items: (0..<rows).map { Message(id: $0, text: "row \($0)") })
        view.layoutIfNeeded()
        view.contentOffset.y = max(0, view.contentSize.height - view.bounds.height)
        view.layoutIfNeeded()
        let core = adapter.listSlice.list
        var loaded = 0, edited = 0, shown = 0
        var shownBefore: [SnapshotBuffer]?
        func copied(_ before: [SnapshotBuffer], _ after: [SnapshotBuffer]) -> Int {
            zip(before, after).reduce(0) { $0 + $1.0.copiedElements(becoming: $1.1) }
        }
        adapter.onLoadMore = { [weak adapter] in
            guard loaded < pages, let adapter, let updater = core.updater else { return }
            loaded += 1
            // The next pages are added before this one's append returns.
            let page = loaded
            let shownNow = updater.shownSnapshot.buffers
            if let shownBefore, page > 2 { shown += copied(shownBefore, shownNow) }
            shownBefore = shownNow
            let before = core.editor.snapshotBuffers
            adapter.appendItem(Message(id: rows + page, text: "page \(page)"))
            if page > 2 { edited += copied(before, core.editor.snapshotBuffers) }
        }
        adapter.loadMoreThreshold = .points(1_000_000)
        view.contentOffset.y += 1
        view.layoutIfNeeded()
        return (edited, shown, loaded)
    }

    /// The 38 pages after the first two copy nothing: 4,000 or more items and 8,192 index slots
    /// each before the shown snapshot followed the edits (it shared the editor's storage).
    @Test(arguments: [ListItemSizeMode.fixed(height: 50), .calculated, .automatic(estimated: 44)])
    func pagesCopyNothingTheListHad(_ mode: ListItemSizeMode) {
        let result = Self.copies(loading: 40, after: 4_000, sizeMode: mode)
        #expect(result.pages == 40)
        #expect(result.edited == 0, "page edits copied \(result.edited) elements of the edited snapshot")
        #expect(result.shown == 0, "\(result.shown) elements of the shown snapshot copied or replaced")
    }
}
