import Foundation
import Tessera
import TesseraFoundation
import TesseraTestSupport
import Testing

/// Pages of one row loaded synchronously, page after page, cost what a page adds, not what the
/// list holds: counted in the items that whole-list walks visit (`ItemVisits`: snapshots built
/// from every item, the common ends a diff compares and the items it looks up, sizes made for
/// every item, the groups a carried layout solve copies or sums), never timed.
@Suite("One-row pages")
@MainActor
struct OneRowPagesTests {
    /// The items visited while a load-more handler appends `pages` one-row pages, one per call,
    /// to a list of `rows` rows scrolled to its end, each shown before the next is asked for.
    private static func visits(
        loading pages: Int, after rows: Int, sizeMode: ListItemSizeMode, sectionsOfTypedRows: Bool = false
    ) -> (visits: Int, pages: Int) {
        let (adapter, view) = makeMessageList(height: 300, heightMode: sizeMode)
        adapter.reload(items: (0..<rows).map { Message(id: $0, text: "row \($0)") })
        view.layoutIfNeeded()
        view.contentOffset.y = max(0, view.contentSize.height - view.bounds.height)
        view.layoutIfNeeded()
        var loaded = 0
        adapter.onLoadMore = { [weak adapter] in
            guard loaded < pages else { return }
            loaded += 1
            adapter?.appendItem(Message(id: rows + loaded, text: "page \(loaded)"))
        }
        // Near the end while fewer than a million points follow: every page asks for the next.
        adapter.loadMoreThreshold = .points(1_000_000)
        let counter = ItemVisits()
        counter.counting {
            view.contentOffset.y += 1
            view.layoutIfNeeded()
        }
        return (counter.count, loaded)
    }

    /// Every page of a long list costs what a page of a short one costs: fixed heights.
    @Test func aPageCostsTheSameAtAnyLengthWithFixedHeights() {
        let short = Self.visits(loading: 40, after: 100, sizeMode: .fixed(height: 50))
        let long = Self.visits(loading: 40, after: 4_000, sizeMode: .fixed(height: 50))
        #expect(short.pages == 40)
        #expect(long.pages == 40)
        // A whole-list walk per page visits 4,000 items or more each.
        #expect(long.visits <= short.visits, "\(long.visits) items visited after 4,000 rows, \(short.visits) after 100")
        #expect(long.visits <= 40 * 4, "\(long.visits) items visited for 40 pages")
    }

    /// The same with computed heights and with self-sizing rows.
    @Test(arguments: [ListItemSizeMode.calculated, .automatic(estimated: 44)])
    func aPageCostsTheSameAtAnyLengthWithComputedSizes(_ mode: ListItemSizeMode) {
        let short = Self.visits(loading: 40, after: 100, sizeMode: mode)
        let long = Self.visits(loading: 40, after: 4_000, sizeMode: mode)
        #expect(short.pages == 40)
        #expect(long.pages == 40)
        #expect(long.visits <= short.visits, "\(long.visits) items visited after 4,000 rows, \(short.visits) after 100")
        // A page's row is also visited by the carried solve's extent tree (its group).
        #expect(long.visits <= 40 * 5, "\(long.visits) items visited for 40 pages")
    }

    /// The items visited while 40 sections of one row are appended to a section of `rows` rows.
    private static func visitsAppendingSections(after rows: Int) -> Int {
        let view = TestViews.headless(height: 300)
        let controller = SectionController(collectionView: view)
        controller.set(sections: [TextRowsSection(count: rows, rowHeight: 20)])
        view.layoutIfNeeded()
        let counter = ItemVisits()
        counter.counting {
            for _ in 0..<40 {
                controller.set(sections: [TextRowsSection(count: 1, rowHeight: 20)], append: true)
                view.layoutIfNeeded()
            }
        }
        #expect(view.numberOfSections == 41)
        return counter.count
    }

    /// Typed sections appended one page at a time cost the page, not the rows already shown.
    @Test func anAppendedSectionCostsTheSameAfterAnyNumberOfRows() {
        let short = Self.visitsAppendingSections(after: 100)
        let long = Self.visitsAppendingSections(after: 4_000)
        #expect(long <= short, "\(long) items visited after 4,000 rows, \(short) after 100")
        #expect(long <= 40 * 4, "\(long) items visited for 40 sections")
    }
}
