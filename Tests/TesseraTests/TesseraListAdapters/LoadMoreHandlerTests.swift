import Foundation
import IssueReporting
import Tessera
import TesseraTestSupport
import Testing

/// Load more keeps its promises with any handler: none, one that re-arms it, one that shows the
/// same items again.
@Suite("Load more handlers")
@MainActor
struct LoadMoreHandlerTests {
    private static func messages(_ range: Range<Int>) -> [Message] { range.map { Message(id: $0, text: "m\($0)") } }

    /// 20 rows of 50 points in a view 300 points tall, asking within the last 3 rows.
    private static func pagedList() -> (ListAdapter<MessageCell>, HeadlessCollectionView) {
        let (adapter, view) = makeMessageList(height: 300, heightMode: .fixed(height: 50))
        adapter.loadMoreThreshold = .items(3)
        adapter.reload(items: messages(0..<20))
        view.layoutIfNeeded()
        return (adapter, view)
    }

    /// A trigger fired into a missing handler and spent its batch: the handler set afterwards was
    /// never asked for this page.
    @Test func aTriggerWithoutAHandlerKeepsItsBatch() {
        let (adapter, view) = Self.pagedList()
        view.contentOffset.y = 700
        var asked = 0
        adapter.onLoadMore = { asked += 1 }
        view.contentOffset.y = 650
        #expect(asked == 1)
    }

    /// `resetLoadMore()` and an unchanged reload from `onLoadMore` looped synchronously for ever:
    /// each update's completion asked again. Now the user's next scroll asks again.
    @Test func aHandlerThatReArmsAndShowsTheSameItemsIsAskedAgainAtTheNextScroll() {
        let (adapter, view) = Self.pagedList()
        var asked = 0
        adapter.onLoadMore = { [weak adapter] in
            asked += 1
            // A bound, so that the defect ends instead of hanging the suite.
            guard asked < 100 else { return }
            adapter?.resetLoadMore()
            adapter?.reload(items: Self.messages(0..<20))
        }
        view.contentOffset.y = 700
        #expect(asked == 1)
        view.contentOffset.y = 690
        #expect(asked == 2)
    }
}
