import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// Empty-state views: every data owner shows one behind the content while it has no items.
@Suite("Empty state")
@MainActor
struct EmptyStateTests {
    @Test func aListAdapterShowsItsEmptyViewWhileItHasNoItems() throws {
        let view = TestViews.headless(height: 844)
        let adapter = ListAdapter<MessageCell>(heightMode: .fixed(height: 44))
        let noResults = TitleView()
        adapter.emptyView = noResults
        adapter.setup(collectionView: view)
        #expect(view.backgroundView === noResults)
        adapter.reload(items: [Message(id: 1, text: "a"), Message(id: 2, text: "b")])
        #expect(view.backgroundView == nil)
        try adapter.deleteItems(at: [0, 1])
        #expect(view.backgroundView === noResults)
        adapter.emptyView = nil
        #expect(view.backgroundView == nil)
    }

    @Test func aDiffableDataSourceShowsItsEmptyViewWithTheUpdateThatEmptiesIt() throws {
        let view = TestViews.headless(height: 844)
        view.completesAnimationsImmediately = false
        let dataSource = TestDataSources.numbers(on: view)
        let placeholder = TitleView()
        dataSource.apply(try Snapshot([(0, [1, 2])]), animatingDifferences: false)
        dataSource.emptyView = placeholder
        #expect(view.backgroundView == nil)
        // Sections without items are empty too.
        dataSource.apply(try Snapshot([(0, []), (1, [])]))
        #expect(view.backgroundView === placeholder)
        view.finishAnimations()
        dataSource.apply(try Snapshot([(0, [3])]))
        #expect(view.backgroundView == nil)
    }

    @Test func aBackgroundTheAppSetIsLeftAloneWithoutAnEmptyView() throws {
        let view = TestViews.headless(height: 844)
        let background = TitleView()
        view.setBackgroundView(background)
        let controller = SectionController(collectionView: view)
        controller.set(sections: [])
        #expect(view.backgroundView === background)
        let empty = TitleView()
        controller.emptyView = empty
        #expect(view.backgroundView === empty)
    }
}
