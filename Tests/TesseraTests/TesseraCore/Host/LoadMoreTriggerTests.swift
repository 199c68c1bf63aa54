import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// "Load more": a callback when the user nears the end, once per batch, checked by scrolling
/// headlessly.
@Suite("Load more")
@MainActor
struct LoadMoreTriggerTests {
    private static func page(_ start: Int) -> [Message] { (start..<start + 20).map { Message(id: $0, text: "m\($0)") } }

    @Test func anAdapterAsksForMoreOncePerPageAsTheUserScrolls() {
        let (adapter, view) = makeMessageList(height: 300, heightMode: .fixed(height: 50))
        var requests: [Int] = []
        adapter.loadMoreThreshold = .items(3)
        adapter.onLoadMore = { requests.append(adapter.count) }
        adapter.reload(items: Self.page(0))
        view.layoutIfNeeded()
        #expect(requests.isEmpty)
        // 20 rows of 50 pt, 300 pt visible: row 17 (the third from the end) appears at offset 600.
        var offset: CGFloat = 0
        while offset < 640 {
            offset += 10
            view.contentOffset.y = offset
        }
        #expect(requests == [20])
        // Scrolling on at the end asks nothing more while the page is loading.
        view.contentOffset.y = 700
        view.contentOffset.y = 650
        #expect(requests == [20])
        // The next page arrives: nearing its end asks again.
        adapter.appendItems(Self.page(20))
        view.contentOffset.y = 1_000
        #expect(requests == [20])
        view.contentOffset.y = 1_700
        #expect(requests == [20, 40])
    }

    @Test func aFailedPageIsAskedForAgainWhenTheUserScrollsAgain() {
        let (adapter, view) = makeMessageList(height: 300, heightMode: .fixed(height: 50))
        var requests = 0
        adapter.loadMoreThreshold = .items(3)
        // The page fails: nothing is appended, and the adapter is told.
        adapter.onLoadMore = {
            requests += 1
            adapter.resetLoadMore()
        }
        adapter.reload(items: Self.page(0))
        view.layoutIfNeeded()
        view.contentOffset.y = 700
        #expect(requests == 1)
        // The user scrolls again near the end: the page is asked for again.
        view.contentOffset.y = 650
        #expect(requests == 2)
    }

    @Test func anErrorThrownByAPageLoadRearmsTheTrigger() async throws {
        struct PageError: Error {}
        let view = TestViews.headless(height: 300)
        let dataSource = TestDataSources.numbers(on: view)
        let rows = try Snapshot([(0, Array(0..<30))])
        await awaitFinishing { await dataSource.apply(rows, animatingDifferences: false) }
        view.layoutIfNeeded()
        var fired = 0
        let trigger = LoadMoreTrigger(threshold: .items(3)) { fired += 1 }
        view.contentOffset.y = view.contentSize.height - 300
        trigger.check(view)
        #expect(fired == 1)
        // A page that loads but brings nothing (the end of the data) keeps the trigger waiting.
        await trigger.loadPage {}
        trigger.check(view)
        #expect(fired == 1)
        // A page that fails re-arms it: the next scroll asks again.
        await trigger.loadPage { throw PageError() }
        #expect(!trigger.isWaitingForMoreItems)
        trigger.check(view)
        #expect(fired == 2)
    }

    @Test func aPageThatDoesNotFillTheScreenAsksForTheNextAtOnce() {
        let (adapter, view) = makeMessageList(height: 844, heightMode: .fixed(height: 50))
        view.layoutIfNeeded()
        var requests = 0
        adapter.onLoadMore = { requests += 1 }
        adapter.reload(items: Array(Self.page(0).prefix(4)))
        view.layoutIfNeeded()
        view.contentOffset.y = 0
        #expect(requests == 1)
    }

    @Test func aTriggerWithAPointThresholdServesAnyDataSource() throws {
        let view = TestViews.headless(height: 300)
        let dataSource = TestDataSources.numbers(on: view)
        dataSource.apply(try Snapshot([(0, Array(0..<30))]), animatingDifferences: false)
        view.layoutIfNeeded()
        var fired = 0
        let trigger = LoadMoreTrigger(threshold: .points(200)) { fired += 1 }
        let contentHeight = view.contentSize.height
        view.contentOffset.y = contentHeight - 300 - 201
        trigger.check(view)
        #expect(fired == 0)
        view.contentOffset.y = contentHeight - 300 - 199
        trigger.check(view)
        trigger.check(view)
        #expect(fired == 1)
        #expect(trigger.isWaitingForMoreItems)
        // A failed load: arm it again.
        trigger.reset()
        trigger.check(view)
        #expect(fired == 2)
    }
}
