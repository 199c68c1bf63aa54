import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// Any public API may be called from any callback Tessera makes: each call is performed at once or
/// queued by one rule ("Re-entrancy" in docs/Reliability.md), the same on both hosts, with no cell
/// left at an index path that no longer exists and no value lost; chains of updates run one after
/// another, not nested.
@Suite("Re-entrant calls")
@MainActor
struct ReentrancyTests {
    /// The depth of the call stack now.
    private static var stackDepth: Int { Thread.callStackSymbols.count }

    private static func snapshot(_ items: [Int]) -> Snapshot<Int, Int> {
        // Identifiers are unique by construction in these tests.
        (try? Snapshot<Int, Int>([(0, items)])) ?? Snapshot()
    }

    /// Every visible cell shows the item the data source has at its index path, where the layout
    /// places that index path, and the cells shown are those the layout has in the bounds.
    private static func expectCellsMatch(
        _ view: HeadlessCollectionView, _ dataSource: CollectionViewDiffableDataSource<Int, Int>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(view.failures.isEmpty, "\(view.failures.map(\.message))", sourceLocation: sourceLocation)
        #expect(HostChecks.cellsShownDifferFromLayout(view) == nil, sourceLocation: sourceLocation)
        for indexPath in view.indexPathsForVisibleItems {
            let cell = view.cellForItem(at: indexPath)
            let shown = (cell as? TextCell)?.text
            let expected = dataSource.itemIdentifier(for: indexPath).map { "\($0)" }
            #expect(shown == expected, "\(indexPath)", sourceLocation: sourceLocation)
            #expect(
                cell?.frame == view.itemFrame(at: indexPath), "frame of \(indexPath)", sourceLocation: sourceLocation)
        }
    }

    // MARK: Scrolls and reloads made during a layout pass or an update

    /// A scroll made while a cell ends displaying is shown: the layout pass goes on until the
    /// offset stops moving (the cells of the first offset stayed on screen; found by the
    /// re-entrant-callback fuzzer).
    @Test func aScrollMadeDuringALayoutPassIsShown() throws {
        let (view, dataSource, delegate) = Self.rowsWithActingDelegate(100, height: 600)
        delegate.didEndDisplaying = { _ in
            delegate.didEndDisplaying = nil
            view.contentOffset.y = 2000
        }
        view.contentOffset.y = 900
        view.layoutIfNeeded()
        #expect(view.contentOffset.y == 2000)
        #expect(view.indexPathsForVisibleItems.min() == IndexPath(item: 45, section: 0))
        Self.expectCellsMatch(view, dataSource)
    }

    /// A scroll made while an update retires a deleted cell waits for the update's own layout
    /// pass: no cell is asked for at an index path of the old layout that the new data lacks.
    @Test func aScrollMadeWhileAnUpdateRetiresACellWaitsForItsLayout() throws {
        let (view, dataSource, delegate) = Self.rowsWithActingDelegate(100, height: 600)
        delegate.didEndDisplaying = { _ in
            delegate.didEndDisplaying = nil
            view.contentOffset.y = 1500
        }
        dataSource.apply(Self.snapshot(Array(5..<40)), animatingDifferences: false)
        view.layoutIfNeeded()
        #expect(view.numberOfItems(inSection: 0) == 35)
        Self.expectCellsMatch(view, dataSource)
    }

    /// A new data source made while a cell displays (the one under way is released) shows its own
    /// items: the layout pass stops asking the old counts' cells and the reload lays out again.
    @Test func aDataSourceReplacedDuringALayoutPassShowsItsItems() throws {
        let view = TestViews.headless(height: 600)
        var dataSource = TestDataSources.numbers(on: view)
        let delegate = ActingDelegate()
        view.delegate = delegate
        dataSource.apply(Self.snapshot(Array(0..<100)), animatingDifferences: false)
        delegate.willDisplay = { _ in
            delegate.willDisplay = nil
            dataSource = TestDataSources.numbers(on: view)
            dataSource.apply(Self.snapshot([1000, 1001]), animatingDifferences: false)
        }
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(view.numberOfItems(inSection: 0) == 2)
        Self.expectCellsMatch(view, dataSource)
    }

    /// A scroll made while the data source provides a cell (in its cell provider) is shown once the
    /// request is over: no other cell is asked for during the request, and every cell shows its
    /// item (found by the re-entrant-callback fuzzer: "Expected dequeued view to be returned…").
    @Test func aScrollMadeFromACellProviderIsShownAfterTheRequest() throws {
        let view = TestViews.headless(height: 600)
        let registration = CellRegistration<TextCell, Int> { cell, _, item in cell.text = "\(item)" }
        var scrollOnce: (() -> Void)?
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: view) { host, indexPath, item in
            if item == 5, let scroll = scrollOnce {
                scrollOnce = nil
                scroll()
            }
            return try host.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = Self.snapshot(Array(0..<100))
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        // Row 5 is configured again in place; its cell provider scrolls.
        scrollOnce = { view.contentOffset.y = 1500 }
        try snapshot.reconfigureItems([5])
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        #expect(view.contentOffset.y == 1500)
        #expect(view.indexPathsForVisibleItems.min() == IndexPath(item: 34, section: 0))
        Self.expectCellsMatch(view, dataSource)
    }

    // MARK: Chains of updates

    /// An apply made from the completion of the one before, thousands of times: the chain runs one
    /// update after another (the stack does not grow with it) and ends at the last snapshot.
    @Test func applyingFromEachCompletionRunsIteratively() {
        let view = TestViews.headless(height: 300)
        let dataSource = TestDataSources.numbers(on: view)
        dataSource.apply(Self.snapshot([0]), animatingDifferences: false)
        let steps = 600
        var depths: [Int] = []
        func step(_ count: Int) {
            depths.append(Self.stackDepth)
            guard count < steps else { return }
            dataSource.apply(Self.snapshot(Array(0...count)), animatingDifferences: true) { step(count + 1) }
        }
        dataSource.apply(Self.snapshot([0, 1])) { step(2) }
        #expect(dataSource.snapshot().numberOfItems == steps)
        #expect(view.numberOfItems(inSection: 0) == steps)
        #expect(depths.count == steps - 1)
        // The hundredth step is no deeper than the second.
        #expect(
            (depths.dropFirst(100).first ?? 0) <= (depths.first ?? 0) + 5,
            "\(depths.prefix(3)) … \(depths.dropFirst(100).prefix(3))")
        Self.expectCellsMatch(view, dataSource)
    }

    /// A load-more handler that appends synchronously, while the end stays in view: each page is
    /// shown, then the next is asked for, without nesting.
    @Test func aLoadMoreThatAppendsSynchronouslyRunsIteratively() {
        let (adapter, view) = makeMessageList(height: 20, heightMode: .fixed(height: 1))
        adapter.loadMoreThreshold = .items(1_000_000)
        var depths: [Int] = []
        adapter.onLoadMore = {
            depths.append(Self.stackDepth)
            guard adapter.count < 600 else { return }
            adapter.appendItems([Message(id: adapter.count, text: "m\(adapter.count)")])
        }
        adapter.reload(items: [Message(id: 0, text: "m0")])
        view.layoutIfNeeded()
        #expect(adapter.count == 600)
        #expect(view.numberOfItems(inSection: 0) == 600)
        #expect(depths.count >= 599)
        #expect(
            (depths.dropFirst(100).first ?? 0) <= (depths.first ?? 0) + 5,
            "\(depths.prefix(3)) … \(depths.dropFirst(100).prefix(3))")
        #expect(view.failures.isEmpty, "\(view.failures.map(\.message))")
    }

    // MARK: Updates from delegate callbacks

    /// A delegate that runs an action from one callback, once.
    private final class ActingDelegate: CollectionViewDelegate {
        var willDisplay: ((IndexPath) -> Void)?
        var didEndDisplaying: ((IndexPath) -> Void)?
        var didHighlight: ((IndexPath) -> Void)?
        var selected: [IndexPath] = []

        func collectionView(
            _ collectionView: any CollectionViewHost, willDisplay cell: AnyObject, forItemAt indexPath: IndexPath
        ) {
            willDisplay?(indexPath)
        }

        func collectionView(
            _ collectionView: any CollectionViewHost, didEndDisplaying cell: AnyObject, forItemAt indexPath: IndexPath
        ) {
            didEndDisplaying?(indexPath)
        }

        func collectionView(_ collectionView: any CollectionViewHost, didHighlightItemAt indexPath: IndexPath) {
            didHighlight?(indexPath)
        }

        func collectionView(_ collectionView: any CollectionViewHost, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath)
        }
    }

    /// Rows of the numbers below `count`, laid out, with a delegate that can act.
    private static func rowsWithActingDelegate(
        _ count: Int, height: CGFloat = 300
    ) -> (HeadlessCollectionView, CollectionViewDiffableDataSource<Int, Int>, ActingDelegate) {
        let view = TestViews.headless(height: height)
        let dataSource = TestDataSources.numbers(on: view)
        let delegate = ActingDelegate()
        view.delegate = delegate
        dataSource.apply(Self.snapshot(Array(0..<count)), animatingDifferences: false)
        view.layoutIfNeeded()
        return (view, dataSource, delegate)
    }

    /// An apply made while the view displays a cell waits until the layout pass is over, then every
    /// cell shows its item at an index path that exists.
    @Test func anApplyFromWillDisplayWaitsForTheLayoutPass() {
        let (view, dataSource, delegate) = Self.rowsWithActingDelegate(30)
        delegate.willDisplay = { indexPath in
            guard indexPath.item == 8 else { return }
            delegate.willDisplay = nil
            // Remove the first five rows while the view lays out row 8.
            dataSource.apply(Self.snapshot(Array(5..<30)))
        }
        view.contentOffset.y = 100
        #expect(dataSource.snapshot().itemIdentifiers == Array(5..<30))
        #expect(view.numberOfItems(inSection: 0) == 25)
        Self.expectCellsMatch(view, dataSource)
    }

    /// The same for an apply made while a cell ends displaying.
    @Test func anApplyFromDidEndDisplayingWaitsForTheLayoutPass() {
        let (view, dataSource, delegate) = Self.rowsWithActingDelegate(30)
        delegate.didEndDisplaying = { indexPath in
            guard indexPath.item == 0 else { return }
            delegate.didEndDisplaying = nil
            dataSource.apply(Self.snapshot([100, 101] + Array(0..<30)))
        }
        view.contentOffset.y = 200
        #expect(view.numberOfItems(inSection: 0) == 32)
        Self.expectCellsMatch(view, dataSource)
    }

    /// Ten rows whose delegate applies `items` when a row highlights, and a tap on the fourth.
    private static func tapRowThreeWhileHighlightingApplies(
        _ items: [Int]
    ) -> (HeadlessCollectionView, CollectionViewDiffableDataSource<Int, Int>, ActingDelegate) {
        let (view, dataSource, delegate) = Self.rowsWithActingDelegate(10)
        delegate.didHighlight = { _ in
            delegate.didHighlight = nil
            dataSource.apply(Self.snapshot(items), animatingDifferences: false)
        }
        view.tapItem(at: IndexPath(item: 3, section: 0))
        return (view, dataSource, delegate)
    }

    /// A tap follows its item through an update made when the item highlights: the item tapped is
    /// the one selected, at its new index path.
    @Test func aTapFollowsItsItemThroughAnUpdateMadeWhenItHighlights() {
        let (view, dataSource, delegate) = Self.tapRowThreeWhileHighlightingApplies([100, 101] + Array(0..<10))
        #expect(delegate.selected == [IndexPath(item: 5, section: 0)])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
        #expect(view.cellForItem(at: IndexPath(item: 5, section: 0))?.isSelected == true)
        #expect(view.cellForItem(at: IndexPath(item: 3, section: 0))?.isSelected == false)
        Self.expectCellsMatch(view, dataSource)
    }

    /// A tap on an item that an update made when it highlighted removes selects nothing.
    @Test func aTapOnAnItemRemovedWhenItHighlightsSelectsNothing() {
        let (view, dataSource, delegate) = Self.tapRowThreeWhileHighlightingApplies([0, 1, 2] + Array(4..<10))
        #expect(delegate.selected.isEmpty)
        #expect(view.indexPathsForSelectedItems?.isEmpty == true)
        Self.expectCellsMatch(view, dataSource)
    }

    /// An apply made from a reorder handler waits until the collection view has moved the cell.
    @Test func anApplyFromAReorderHandlerWaitsForTheMoveToEnd() {
        let view = TestViews.headless(height: 300)
        let dataSource = TestDataSources.numbers(on: view)
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { transaction in
            var next = transaction.finalSnapshot
            try? next.insertItems([100], beforeItem: next.itemIdentifiers[0])
            dataSource.apply(next, animatingDifferences: false)
        }
        dataSource.apply(Self.snapshot(Array(0..<10)), animatingDifferences: false)
        view.layoutIfNeeded()
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        let target = view.itemFrame(at: IndexPath(item: 3, section: 0)) ?? .zero
        view.updateInteractiveMovementTargetPosition(CGPoint(x: target.midX, y: target.midY))
        view.endInteractiveMovement()
        #expect(dataSource.snapshot().itemIdentifiers == [100, 1, 2, 3, 0, 4, 5, 6, 7, 8, 9])
        #expect(view.numberOfItems(inSection: 0) == 11)
        Self.expectCellsMatch(view, dataSource)
    }

    // MARK: Declarative lists

    private struct Fruit: Identifiable, Equatable {
        var id: Int
        var name: String
    }

    /// Three updates within one animation: the values of every state shown stay readable, so no
    /// row is shown without its value.
    @Test func threeUpdatesWithinOneAnimationLoseNoValue() throws {
        let view = TestViews.headless(height: 300)
        view.completesAnimationsImmediately = false
        let registration = CellRegistration<TextCell, Fruit> { cell, _, fruit in cell.text = fruit.name }
        let controller = IdentifiedSectionsController<Int, Fruit>(collectionView: view) { host, indexPath, fruit in
            try host.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: fruit)
        }
        func fruits(_ ids: Range<Int>, _ suffix: String) -> IdentifiedSections<Int, Fruit> {
            IdentifiedSections([(0, ids.map { Fruit(id: $0, name: "\($0)\(suffix)") })])
        }
        try controller.update(fruits(0..<3, "a"), layout: TestLayouts.rows(), selection: nil, animated: false)
        view.layoutIfNeeded()
        // The first animated update stays in flight; two more arrive meanwhile, and the user scrolls
        // the rows of the state still shown into view.
        try controller.update(fruits(0..<30, "b"), layout: TestLayouts.rows(), selection: nil, animated: true)
        try controller.update(fruits(40..<43, "c"), layout: TestLayouts.rows(), selection: nil, animated: true)
        try controller.update(fruits(50..<53, "d"), layout: TestLayouts.rows(), selection: nil, animated: true)
        view.contentOffset.y = 600
        let scrolled = view.indexPathsForVisibleItems.map { (view.cellForItem(at: $0) as? TextCell)?.text ?? "" }
        #expect(scrolled == (13..<21).map { "\($0)b" })
        view.finishAnimations()
        view.finishAnimations()
        #expect(view.failures.isEmpty, "\(view.failures.map(\.message))")
        let shown = view.indexPathsForVisibleItems.map { (view.cellForItem(at: $0) as? TextCell)?.text ?? "" }
        #expect(shown == ["50d", "51d", "52d"])
    }
}

/// The long press that reorders: a press whose movement did not begin ends nothing.
@Suite("Reorder gesture")
@MainActor
struct ReorderGestureTests {
    /// Counts the movement notifications the host gives its delegate.
    private final class MovementDelegate: CollectionViewDelegate, InteractiveMovementObserving {
        var ended: [Bool] = []

        func collectionView(
            _ collectionView: any CollectionViewHost, didBeginInteractiveMovementForItemAt indexPath: IndexPath
        ) {}

        func collectionView(
            _ collectionView: any CollectionViewHost, didEndInteractiveMovementCompleted completed: Bool
        ) {
            ended.append(completed)
        }
    }

    @Test func aPressWhoseMovementDidNotBeginEndsNothing() throws {
        let view = TestViews.headless(height: 400)
        let dataSource = TestDataSources.numbers(on: view)
        let delegate = MovementDelegate()
        view.delegate = delegate
        dataSource.apply(try Snapshot<Int, Int>([(0, Array(0..<10))]), animatingDifferences: false)
        view.layoutIfNeeded()
        var gesture = ReorderGesture()
        // The press tells the delegate (UIKit's interactive movement tells it nothing). Reordering is
        // off: the press begins nothing, and its end and cancel do nothing either.
        let handled1 = gesture.handle(.began(at: CGPoint(x: 10, y: 10)), on: view, delegate: delegate)
        #expect(!handled1)
        let handled2 = gesture.handle(.changed(to: CGPoint(x: 10, y: 200)), on: view, delegate: delegate)
        #expect(!handled2)
        let handled3 = gesture.handle(.cancelled, on: view, delegate: delegate)
        #expect(!handled3)
        #expect(delegate.ended.isEmpty)
        // With reordering on, a press moves the row it began on.
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        let handled4 = gesture.handle(.began(at: CGPoint(x: 10, y: 10)), on: view, delegate: delegate)
        #expect(handled4)
        let handled5 = gesture.handle(.changed(to: CGPoint(x: 10, y: 3 * 44 + 10)), on: view, delegate: delegate)
        #expect(handled5)
        let handled6 = gesture.handle(.ended, on: view, delegate: delegate)
        #expect(handled6)
        #expect(!gesture.isMoving)
        #expect(delegate.ended == [true])
        #expect(dataSource.snapshot().itemIdentifiers.prefix(4) == [1, 2, 3, 0])
    }

    /// The press begins only on an item the data source lets move (UIKit's
    /// `gestureRecognizerShouldBegin(_:)` asks the core), so it never takes a touch from scrolling
    /// or selection elsewhere.
    @Test func aPressBeginsOnlyOnAnItemTheDataSourceLetsMove() throws {
        let (view, dataSource) = try TestDataSources.shownNumbers(Array(0..<3), height: 400)
        let onFirstRow = CGPoint(x: 10, y: 10)
        #expect(!ReorderGesture.canBegin(at: onFirstRow, on: view, dataSource: dataSource))
        dataSource.reorderingHandlers.canReorderItem = { $0 != 1 }
        #expect(ReorderGesture.canBegin(at: onFirstRow, on: view, dataSource: dataSource))
        #expect(!ReorderGesture.canBegin(at: CGPoint(x: 10, y: 44 + 10), on: view, dataSource: dataSource))
        #expect(!ReorderGesture.canBegin(at: CGPoint(x: 10, y: 3 * 44 + 10), on: view, dataSource: dataSource))
        #expect(!ReorderGesture.canBegin(at: onFirstRow, on: view, dataSource: nil))
    }

    /// A point that is not a place begins nothing, and a data source that answers by applying a
    /// change answers, with the view showing the new snapshot and reporting nothing.
    @Test func aPressAtNoPlaceOrAnsweredByAnApplyIsSafe() throws {
        let (view, dataSource) = try TestDataSources.shownNumbers(Array(0..<3), height: 400)
        for point in [
            CGPoint(x: CGFloat.nan, y: 10), CGPoint(x: 10, y: -CGFloat.infinity), CGPoint(x: 10, y: CGFloat.infinity),
        ] {
            #expect(!ReorderGesture.canBegin(at: point, on: view, dataSource: dataSource), "\(point)")
        }
        let next = try Snapshot<Int, Int>([(0, [9, 0, 1, 2])])
        dataSource.reorderingHandlers.canReorderItem = { [weak dataSource] _ in
            dataSource?.apply(next, animatingDifferences: false)
            return true
        }
        #expect(ReorderGesture.canBegin(at: CGPoint(x: 10, y: 10), on: view, dataSource: dataSource))
        view.layoutIfNeeded()
        #expect(dataSource.snapshot().itemIdentifiers == [9, 0, 1, 2])
        #expect(view.numberOfItems(inSection: 0) == 4)
        #expect(view.failures.isEmpty, "\(view.failures.map(\.message))")
    }
}
