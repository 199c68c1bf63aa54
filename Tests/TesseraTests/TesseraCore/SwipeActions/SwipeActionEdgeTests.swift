import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// `SwipeActionEdge`: a swipe from the leading edge shows the leading provider's actions, one from
/// the trailing edge the trailing provider's; each edge is asked and performed on its own.
@Suite("SwipeActionEdge")
@MainActor
struct SwipeActionEdgeTests {
    @MainActor
    private final class Screen {
        let view = TestViews.headless(height: 440)
        let dataSource: CollectionViewDiffableDataSource<Int, Int>
        var performed: [String] = []

        init(leading: Bool = true, trailing: Bool = true) throws {
            dataSource = TestDataSources.numbers(on: view)
            if leading {
                dataSource.leadingSwipeActionsProvider = { [unowned self] item in
                    SwipeActionsConfiguration(actions: [
                        SwipeAction(style: .normal, title: "Pin") { [unowned self] done in
                            performed.append("pin \(item)")
                            done(true)
                        }
                    ])
                }
            }
            if trailing {
                dataSource.trailingSwipeActionsProvider = { [unowned self] item in
                    SwipeActionsConfiguration(actions: [
                        SwipeAction(style: .destructive, title: "Delete") { [unowned self] done in
                            performed.append("delete \(item)")
                            done(true)
                        },
                        SwipeAction(style: .normal, title: "Flag") { done in done(false) },
                    ])
                }
            }
            dataSource.apply(try Snapshot([(0, [10, 11])]), animatingDifferences: false)
        }
    }

    private let row = IndexPath(item: 1, section: 0)

    @Test func eachEdgeShowsItsOwnProvidersActions() throws {
        let screen = try Screen()
        #expect(screen.view.swipeActionsConfiguration(forItemAt: row, edge: .leading)?.actions.map(\.title) == ["Pin"])
        #expect(
            screen.view.swipeActionsConfiguration(forItemAt: row, edge: .trailing)?.actions.map(\.title) == [
                "Delete", "Flag",
            ])
        #expect(try screen.view.performSwipeAction(at: 0, forItemAt: row, edge: .leading) == true)
        #expect(try screen.view.performSwipeAction(at: 0, forItemAt: row, edge: .trailing) == true)
        #expect(try screen.view.performSwipeAction(at: 1, forItemAt: row, edge: .trailing) == false)
        #expect(screen.performed == ["pin 11", "delete 11"])
    }

    @Test(arguments: SwipeActionEdge.allCases)
    func anEdgeWithoutAProviderShowsNothingAndPerformsNothing(_ edge: SwipeActionEdge) throws {
        let screen = try Screen(leading: edge == .trailing, trailing: edge == .leading)
        #expect(screen.view.swipeActionsConfiguration(forItemAt: row, edge: edge) == nil)
        #expect(
            screen.view.swipeActionsConfiguration(forItemAt: row, edge: edge == .leading ? .trailing : .leading) != nil)
        #expect(throws: CollectionViewError.self) {
            try screen.view.performSwipeAction(at: 0, forItemAt: row, edge: edge)
        }
        #expect(screen.performed.isEmpty)
    }

    @Test func aMissingActionIsAnErrorNamingTheEdge() throws {
        let screen = try Screen()
        do {
            try screen.view.performSwipeAction(at: 1, forItemAt: row, edge: .leading)
            Issue.record("a second leading action was performed")
        } catch {
            #expect(error.message.hasPrefix("no swipe action 1 on the leading edge of the item at [0, 1]: it has 1"))
        }
        #expect(screen.performed.isEmpty)
        #expect(SwipeActionEdge.allCases == [.leading, .trailing])
    }
}
