import Foundation
@_spi(Testing) import Tessera
import TesseraTestSupport
import Testing

@Suite("CollectionViewUpdater: the one update path")
@MainActor
struct CollectionViewUpdaterTests {
    private let update = BatchUpdate(insertedItems: [IndexPath(item: 2, section: 0)])

    private func plan(
        _ update: BatchUpdate, animated: Bool = true, reload: Bool = false, first: Bool = false, window: Bool = true,
        size: CGSize = CGSize(width: 390, height: 844), host: [Int] = [2], new: [Int] = [3]
    ) -> UpdatePlan {
        UpdatePlan(
            update: update, animated: animated, reloadRequested: reload, isFirstUpdate: first, isInWindow: window,
            boundsSize: size, hostItemCounts: host, newItemCounts: new)
    }

    @Test func thePlanReloadsOnlyWhenABatchUpdateCannotBeTrusted() {
        #expect(plan(update).strategy == .animatedBatchUpdates)
        #expect(plan(update, animated: false).strategy == .nonanimatedBatchUpdates)
        #expect(plan(update, reload: true).reloadReason == .requested)
        #expect(plan(update, first: true).reloadReason == .firstUpdate)
        // Off screen and without bounds: the same batch update, not animated (UIKit's diffable data
        // source diffs there too), never a reload that would forget measured sizes.
        #expect(plan(update, window: false).strategy == .nonanimatedBatchUpdates)
        #expect(plan(update, window: false).animationSuppressionReason == .notInWindow)
        #expect(plan(update, window: false).reloadReason == nil)
        #expect(plan(update, size: CGSize(width: 390, height: 0)).strategy == .nonanimatedBatchUpdates)
        #expect(plan(update, size: CGSize(width: 390, height: 0)).animationSuppressionReason == .emptyBounds)
        #expect(plan(update, animated: false, window: false).animationSuppressionReason == nil)
        #expect(plan(update, window: false, host: [5]).reloadReason != nil)
        #expect(
            UpdatePlan(
                update: update, animated: true, reloadRequested: false, isFirstUpdate: false, isInWindow: true,
                boundsSize: CGSize(width: 390, height: 844), hasLayoutError: true, hostItemCounts: [2],
                newItemCounts: [3]
            ).reloadReason == .layoutError)
        // The host shows 5 items, not the 2 the owner showed: the update would be invalid.
        guard case .invalidUpdate(let reason)? = plan(update, host: [5]).reloadReason else {
            Issue.record("an update that does not match the host's counts must reload")
            return
        }
        #expect(reason.hasPrefix("Invalid update: invalid number of items in section 0."))
        #expect(plan(BatchUpdate(), host: [3], new: [3]).strategy == nil)
    }

    @Test func anUpdateValidatedAgainstTheHostsCountsIsNotValidatedAgain() {
        func plan(host: [Int], validated: [Int]?) -> UpdatePlan {
            UpdatePlan(
                update: update, animated: true, reloadRequested: false, isFirstUpdate: false, isInWindow: true,
                boundsSize: CGSize(width: 390, height: 844), hostItemCounts: host, newItemCounts: [3],
                validatedItemCountsBefore: validated)
        }
        #expect(plan(host: [2], validated: [2]).strategy == .animatedBatchUpdates)
        // Validated against other counts than the host's: checked again, and the mismatch reloads.
        guard case .invalidUpdate? = plan(host: [5], validated: [2]).reloadReason else {
            Issue.record("an update validated against counts the host does not show must be checked again")
            return
        }
    }

    @Test func nonAnimatedAppliesKeepCellsAndDoNotAnimate() throws {
        let view = TestViews.headless(height: 400)
        view.completesAnimationsImmediately = false
        let dataSource = TestDataSources.numbers(on: view)
        dataSource.apply(try Snapshot([(0, [1, 2])]), animatingDifferences: false)
        view.layoutIfNeeded()
        let cell = view.cellForItem(at: IndexPath(item: 1, section: 0))
        var done = false
        dataSource.apply(try Snapshot([(0, [0, 1, 2])]), animatingDifferences: false) { done = true }
        #expect(dataSource.updater.lastPlan?.strategy == .nonanimatedBatchUpdates)
        #expect(done)
        #expect(!view.hasAnimationsInFlight)
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0)) === cell)
        // Animated: the completion waits for the animation.
        done = false
        dataSource.apply(try Snapshot([(0, [0, 2])]), animatingDifferences: true) { done = true }
        #expect(!done)
        view.finishAnimations()
        #expect(done)
    }

    @Test func appliesWaitingTogetherBecomeOneUpdateWithEveryCompletion() throws {
        let view = TestViews.headless(height: 400)
        view.completesAnimationsImmediately = false
        let dataSource = TestDataSources.numbers(on: view)
        dataSource.apply(try Snapshot([(0, [1, 2])]))
        view.layoutIfNeeded()
        var order: [Int] = []
        dataSource.apply(try Snapshot([(0, [1, 2, 3])])) { order.append(1) }
        let batches = view.appliedBatchUpdateCount
        var reconfigured = try Snapshot<Int, Int>([(0, [1, 2, 3, 4])])
        try reconfigured.reconfigureItems([2])
        dataSource.apply(reconfigured) { order.append(2) }
        dataSource.apply(try Snapshot([(0, [1, 2, 3, 4, 5])])) { order.append(3) }
        #expect(dataSource.snapshot().numberOfItems == 5)
        #expect(view.itemCounts == [3])
        view.finishAnimations()
        // The two waiting applies became one update, which kept the reconfigure of item 2.
        #expect(view.appliedBatchUpdateCount == batches + 1)
        #expect(view.itemCounts == [5])
        view.finishAnimations()
        #expect(order == [1, 2, 3])
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.configurationCount == 2)
    }
}

// MARK: - The first apply

extension CollectionViewUpdaterTests {
    /// The first apply on a fresh collection view reloads it instead of batching.
    @Test func theFirstApplyOnAFreshViewReloadsInsteadOfBatching() {
        let view = TestViews.headless(height: 300)
        let dataSource = TestDataSources.numbers(on: view)
        dataSource.apply(try! Snapshot([(0, [1, 2, 3])]))
        view.layoutIfNeeded()
        #expect(view.appliedBatchUpdateCount == 0)
        #expect(view.failures.isEmpty)
        #expect(view.itemCounts == [3])
        dataSource.apply(try! Snapshot([(0, [1, 3, 4])]))
        #expect(view.appliedBatchUpdateCount == 1)
    }
}

// MARK: - The shown state

extension CollectionViewUpdaterTests {
    /// The shown snapshot keeps no reload or reconfigure marks: the next apply of it, edited,
    /// does not reconfigure again what the one before marked (UIKit's `snapshot()` after an
    /// apply has no marks either), on both ways of taking the new state (a small list replaces
    /// the shown snapshot, a large one follows its edits).
    @Test(arguments: [5, 2_000])
    func theShownSnapshotKeepsNoMarks(count: Int) throws {
        let view = TestViews.headless(height: 400)
        let dataSource = TestDataSources.numbers(on: view)
        dataSource.apply(try Snapshot([(0, Array(0..<count))]), animatingDifferences: false)
        view.layoutIfNeeded()
        var marked = dataSource.snapshot()
        try marked.reconfigureItems([1])
        try marked.reloadItems([2])
        dataSource.apply(marked)
        let shown = dataSource.snapshot()
        #expect(shown.reconfiguredItemIdentifiers.isEmpty)
        #expect(shown.reloadedItemIdentifiers.isEmpty)
        #expect(shown.numberOfItems == count)
        let configurations = view.cellForItem(at: IndexPath(item: 1, section: 0))?.configurationCount
        var edited = shown
        edited.deleteItems([count - 1])
        dataSource.apply(edited)
        #expect(dataSource.updater.lastPlan?.strategy == .animatedBatchUpdates)
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.configurationCount == configurations)
        #expect(view.failures.isEmpty)
    }
}
