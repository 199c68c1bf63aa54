import Foundation
import Tessera
import TesseraTestSupport
import TesseraTesting
import Testing

@Suite("Swipe actions")
@MainActor
struct SwipeActionsConfigurationTests {
    /// A list of numbers whose rows offer a trailing Delete (deleting by identifier) and, for even
    /// numbers, a leading Pin; `pinned` records what was pinned.
    @MainActor
    private final class Screen {
        let view = TestViews.headless(height: 440)
        let dataSource: CollectionViewDiffableDataSource<Int, Int>
        var pinned: [Int] = []
        var asked: [Int] = []

        init(_ items: [Int]) {
            dataSource = TestDataSources.numbers(on: view)
            dataSource.trailingSwipeActionsProvider = { [unowned self] item in
                asked.append(item)
                return SwipeActionsConfiguration(actions: [
                    SwipeAction(style: .destructive, title: "Delete", systemImageName: "trash") { [unowned self] done in
                        var snapshot = dataSource.snapshot()
                        snapshot.deleteItems([item])
                        dataSource.apply(snapshot, animatingDifferences: false, completion: nil)
                        done(true)
                    },
                    SwipeAction(style: .normal, systemImageName: "flag") { done in done(false) },
                ])
            }
            dataSource.leadingSwipeActionsProvider = { [unowned self] item in
                guard item.isMultiple(of: 2) else { return nil }
                var configuration = SwipeActionsConfiguration(actions: [
                    SwipeAction(style: .normal, title: "Pin") { [unowned self] done in
                        pinned.append(item)
                        done(true)
                    }
                ])
                configuration.performsFirstActionWithFullSwipe = false
                return configuration
            }
            dataSource.apply(try! Snapshot([(0, items)]), animatingDifferences: false, completion: nil)
        }
    }

    @Test func aTrailingDeleteRemovesTheSwipedRow() throws {
        let screen = Screen([1, 2, 3])
        let driver = CollectionViewDriver(screen.view)
        #expect(
            try driver.swipeActionTitles(itemAt: IndexPath(item: 1, section: 0), from: .trailing) == ["Delete", "flag"])
        #expect(try driver.swipe(itemAt: IndexPath(item: 1, section: 0), from: .trailing, choosing: "Delete") == true)
        #expect(driver.visibleTexts == ["1", "3"])
        // A full swipe performs the first action.
        #expect(try driver.fullSwipe(itemAt: IndexPath(item: 0, section: 0), from: .trailing) == true)
        #expect(driver.visibleTexts == ["3"])
        #expect(screen.view.failures.isEmpty)
    }

    @Test func eachEdgeHasItsOwnActionsAndAFullSwipeOnlyWhereAllowed() throws {
        let screen = Screen([1, 2, 3])
        let driver = CollectionViewDriver(screen.view)
        #expect(try driver.swipeActionTitles(itemAt: IndexPath(item: 0, section: 0), from: .leading) == [])
        #expect(try driver.swipe(itemAt: IndexPath(item: 1, section: 0), from: .leading, choosing: "Pin") == true)
        #expect(screen.pinned == [2])
        #expect(
            throws: CollectionViewDriverError.noSwipeAction(
                IndexPath(item: 1, section: 0), edge: .leading, named: nil, available: ["Pin"])
        ) {
            try driver.fullSwipe(itemAt: IndexPath(item: 1, section: 0), from: .leading)
        }
        #expect(
            throws: CollectionViewDriverError.noSwipeAction(
                IndexPath(item: 1, section: 0), edge: .trailing, named: "Archive", available: ["Delete", "flag"])
        ) {
            try driver.swipe(itemAt: IndexPath(item: 1, section: 0), from: .trailing, choosing: "Archive")
        }
        #expect(screen.pinned == [2])
        #expect(driver.visibleTexts == ["1", "2", "3"])
    }

    @Test func anIndexPathIsReadInTheSnapshotShownNotInANewerOne() throws {
        let screen = Screen([1, 2, 3])
        screen.view.completesAnimationsImmediately = false
        screen.dataSource.apply(try Snapshot([(0, [3, 2, 1])]), animatingDifferences: true, completion: nil)
        // Queued behind the update in flight: not what the collection view shows.
        screen.dataSource.apply(try Snapshot([(0, [9, 8])]), animatingDifferences: true, completion: nil)
        let configuration = screen.view.swipeActionsConfiguration(
            forItemAt: IndexPath(item: 0, section: 0), edge: .trailing)
        #expect(configuration != nil)
        #expect(screen.asked == [3])
    }

    @Test func anActionPerformedAfterLaterUpdatesActsOnTheItemSwiped() throws {
        let screen = Screen([1, 2, 3])
        let configuration = try #require(
            screen.view.swipeActionsConfiguration(forItemAt: IndexPath(item: 0, section: 0), edge: .trailing))
        // The list changes before the user confirms: item 1 is now last.
        screen.dataSource.apply(try Snapshot([(0, [4, 2, 3, 1])]), animatingDifferences: false, completion: nil)
        var outcome: Bool?
        configuration.actions[0].handler { outcome = $0 }
        #expect(outcome == true)
        #expect(CollectionViewDriver(screen.view).visibleTexts == ["4", "2", "3"])
    }

    @Test func noItemNoProviderAndNoActionsMeanNoConfiguration() throws {
        let screen = Screen([1])
        #expect(
            screen.view.swipeActionsConfiguration(forItemAt: IndexPath(item: 5, section: 0), edge: .trailing) == nil)
        #expect(
            screen.view.swipeActionsConfiguration(forItemAt: IndexPath(item: 0, section: 3), edge: .trailing) == nil)
        #expect(screen.asked.isEmpty)
        screen.dataSource.trailingSwipeActionsProvider = { _ in SwipeActionsConfiguration(actions: []) }
        #expect(
            screen.view.swipeActionsConfiguration(forItemAt: IndexPath(item: 0, section: 0), edge: .trailing) == nil)
        screen.dataSource.trailingSwipeActionsProvider = nil
        #expect(
            screen.view.swipeActionsConfiguration(forItemAt: IndexPath(item: 0, section: 0), edge: .trailing) == nil)
        #expect(throws: CollectionViewError.self) {
            try screen.view.performSwipeAction(at: 0, forItemAt: IndexPath(item: 0, section: 0), edge: .trailing)
        }
        #expect(throws: CollectionViewDriverError.noSuchItem(IndexPath(item: 4, section: 0), numberOfItems: [1])) {
            try CollectionViewDriver(screen.view).swipeActionTitles(
                itemAt: IndexPath(item: 4, section: 0), from: .trailing)
        }
    }
}
