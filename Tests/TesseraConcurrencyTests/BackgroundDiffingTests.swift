import Foundation
@_spi(Testing) import Tessera
import TesseraTestSupport
import TesseraTesting
import Testing

/// Records the diffs a background apply computes, from any thread.
private final class DiffLog: @unchecked Sendable {
    private let lock = NSLock()
    private var pairs: [(old: [Int], new: [Int], onMainThread: Bool)] = []
    /// Blocks each diff until `release()` when set.
    let gate: DispatchSemaphore?

    init(gated: Bool = false) {
        gate = gated ? DispatchSemaphore(value: 0) : nil
    }

    var recorded: [(old: [Int], new: [Int], onMainThread: Bool)] {
        lock.lock()
        defer { lock.unlock() }
        return pairs
    }

    func difference(_ old: Snapshot<Int, Int>, _ new: Snapshot<Int, Int>) -> BatchUpdate {
        gate?.wait()
        lock.lock()
        pairs.append((old.itemIdentifiers, new.itemIdentifiers, Thread.isMainThread))
        lock.unlock()
        return BatchUpdate(from: old, to: new)
    }
}

@MainActor
private func makeDataSource() -> (HeadlessCollectionView, CollectionViewDiffableDataSource<Int, Int>) {
    let view = TestViews.headless(height: 440)
    let dataSource = TestDataSources.numbers(on: view)
    return (view, dataSource)
}

private func snapshot(_ items: [Int]) -> Snapshot<Int, Int> {
    (try? Snapshot([(0, items)])) ?? Snapshot()
}

@Suite("Background diffing")
@MainActor
struct BackgroundDiffingTests {
    @Test func theDiffLeavesTheMainThreadAndTheUpdateIsShownWhenTheCallReturns() async throws {
        let (view, dataSource) = makeDataSource()
        dataSource.apply(snapshot([1, 2, 3]), animatingDifferences: false, completion: nil)
        let log = DiffLog()
        let finished = await awaitFinishing {
            await dataSource.updater.apply(snapshot([3, 1, 4]), difference: log.difference)
        }
        #expect(finished == true)
        #expect(log.recorded.map(\.onMainThread) == [false])
        #expect(log.recorded.map(\.new) == [[3, 1, 4]])
        #expect(CollectionViewDriver(view).visibleTexts == ["3", "1", "4"])
        #expect(view.failures.isEmpty)
        await awaitFinishing { await dataSource.apply(snapshot([5])) }
        #expect(CollectionViewDriver(view).visibleTexts == ["5"])
        #expect(dataSource.updater.backgroundDiffCount == 2)
    }

    @Test func anAsyncApplyReconfiguresItemsWhoseContentChanged() async throws {
        let view = TestViews.headless(height: 500)
        let dataSource = CollectionViewDiffableDataSource<Int, VersionedItem>(
            collectionView: view,
            cellRegistration: CellRegistration<TextCell, VersionedItem> { cell, _, item in cell.text = "\(item)" })
        let snapshot = try Snapshot<Int, VersionedItem>([(0, [VersionedItem(id: 1), VersionedItem(id: 2)])])
        dataSource.apply(snapshot, animatingDifferences: false, completion: nil)
        let cell = view.cellForItem(at: IndexPath(item: 1, section: 0))
        // A data source made from a registration compares content too.
        dataSource.apply(
            try RandomSnapshotMutator.changingContent(of: VersionedItem(id: 2), in: snapshot), completion: nil)
        #expect(cell?.contentDescription == "2v1")
        // The same diff as the synchronous apply's: content compared, the changed item reconfigured.
        let changed = try RandomSnapshotMutator.changingContent(
            of: VersionedItem(id: 2, version: 1), in: dataSource.snapshot())
        await awaitFinishing { await dataSource.apply(changed) }
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
        #expect(cell?.contentDescription == "2v2")
        #expect(view.failures.isEmpty)
    }

    @Test func aBurstOfAppliesCoalescesIntoFewDiffsAndEveryCallerResumes() async throws {
        let (view, dataSource) = makeDataSource()
        dataSource.apply(snapshot([0]), animatingDifferences: false, completion: nil)
        let log = DiffLog(gated: true)
        var callers: [Task<Bool, Never>] = []
        for round in 1...100 {
            let items = Array(0...round)
            callers.append(Task { await dataSource.updater.apply(snapshot(items), difference: log.difference) })
            await Task.yield()
        }
        // The data source's snapshot is the newest one handed to it, as UIKit's right after an apply.
        #expect(dataSource.snapshot().itemIdentifiers == Array(0...100))
        // The first diff was held until now: the 99 later applies replaced each other meanwhile.
        for _ in 0..<100 { log.gate?.signal() }
        var resumed = 0
        for caller in callers where await caller.value { resumed += 1 }
        #expect(resumed == 100)
        #expect(dataSource.updater.backgroundDiffCount <= 3)
        #expect(log.recorded.count == dataSource.updater.backgroundDiffCount)
        #expect(log.recorded.last?.new == Array(0...100))
        // Every diff goes from what was shown: no intermediate state was diffed against another.
        #expect(log.recorded.dropFirst().allSatisfy { $0.old == log.recorded.first?.new })
        #expect(view.numberOfItems(inSection: 0) == 101)
        #expect(view.failures.isEmpty)
    }

    @Test func aSynchronousApplyMadeLaterWinsAndTheEarlierCallerResumes() async throws {
        let (view, dataSource) = makeDataSource()
        dataSource.apply(snapshot([1, 2]), animatingDifferences: false, completion: nil)
        let log = DiffLog(gated: true)
        let earlier = Task { await dataSource.updater.apply(snapshot([9, 9 + 1]), difference: log.difference) }
        while log.recorded.isEmpty && dataSource.updater.backgroundDiffCount == 0 { await Task.yield() }
        dataSource.apply(snapshot([7, 8]), animatingDifferences: false, completion: nil)
        log.gate?.signal()
        #expect(await earlier.value)
        // Let the thrown-away diff come back.
        for _ in 0..<10 { await Task.yield() }
        #expect(dataSource.snapshot().itemIdentifiers == [7, 8])
        #expect(CollectionViewDriver(view).visibleTexts == ["7", "8"])
        #expect(view.failures.isEmpty)
    }

    @Test func aNewLayoutDoesNotDropAnApplyWaitingForItsDiff() async throws {
        let (view, dataSource) = makeDataSource()
        view.completesAnimationsImmediately = false
        dataSource.apply(snapshot([1, 2]), animatingDifferences: false, completion: nil)
        dataSource.apply(snapshot([1, 2, 3]), animatingDifferences: true, completion: nil)  // in flight
        let caller = Task { await dataSource.updater.apply(snapshot([4])) }
        while dataSource.updater.backgroundDiffCount == 0 { await Task.yield() }
        dataSource.updater.setLayout(TestLayouts.rows(height: 30))
        try await CollectionViewDriver(view).settle(
            until: { dataSource.updater.shownSnapshot.itemIdentifiers == [4] && !dataSource.updater.isUpdating },
            timeout: 60)
        #expect(await caller.value)
        #expect(CollectionViewDriver(view).visibleItems.map(\.frame.height) == [30])
        #expect(view.failures.isEmpty)
    }

    @Test func aLayoutHandedWithAnAsyncApplySurvivesASynchronousApplyThatSupersedesIt() async throws {
        let (view, dataSource) = makeDataSource()
        dataSource.apply(try Snapshot([(0, [1, 2])]), animatingDifferences: false, completion: nil)
        let log = DiffLog(gated: true)
        let next = try Snapshot([(0, [3])])
        let caller = Task {
            await dataSource.updater.apply(next, layout: TestLayouts.rows(height: 30), difference: log.difference)
        }
        while dataSource.updater.backgroundDiffCount == 0 { await Task.yield() }
        // The synchronous apply carries no layout of its own: the superseded one's still applies.
        dataSource.apply(try Snapshot([(0, [3, 4])]), animatingDifferences: false, completion: nil)
        log.gate?.signal()
        #expect(await caller.value)
        #expect(CollectionViewDriver(view).visibleItems.map(\.frame.height) == [30, 30])
        #expect(view.failures.isEmpty)
    }

    @Test func aReconfigureMarkedOnAnAsyncApplySurvivesASynchronousApplyThatSupersedesIt() async throws {
        let view = TestViews.headless(height: 440)
        var configured: [Int] = []
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(
            collectionView: view,
            cellRegistration: CellRegistration<TextCell, Int> { cell, _, item in
                configured.append(item)
                cell.text = "\(item)"
            })
        dataSource.apply(snapshot([1, 2]), animatingDifferences: false, completion: nil)
        #expect(CollectionViewDriver(view).visibleTexts == ["1", "2"])
        configured = []
        let log = DiffLog(gated: true)
        var marked = snapshot([1, 2])
        try marked.reconfigureItems([1])
        let caller = Task { await dataSource.updater.apply(marked, difference: log.difference) }
        while dataSource.updater.backgroundDiffCount == 0 { await Task.yield() }
        // The synchronous apply marks nothing: the superseded apply's mark still reconfigures item 1,
        // as two coalesced applies reconfigure what either marked.
        dataSource.apply(snapshot([1, 2, 3]), animatingDifferences: true, completion: nil)
        log.gate?.signal()
        #expect(await caller.value)
        #expect(configured.sorted() == [1, 3])
        #expect(CollectionViewDriver(view).visibleTexts == ["1", "2", "3"])
        #expect(view.failures.isEmpty)
    }

    @Test func anInvalidUpdateFromABackgroundDiffIsCaughtBeforeTheHostSeesIt() async throws {
        let (view, dataSource) = makeDataSource()
        dataSource.apply(snapshot([1, 2]), animatingDifferences: false, completion: nil)
        // A diff that forgets the insertion: validated on its task, checked again on the main actor.
        await withKnownIssue {
            let finished = await awaitFinishing {
                await dataSource.updater.apply(snapshot([1, 2, 3]), difference: { _, _ in BatchUpdate() })
            }
            #expect(finished == true)
        }
        guard case .invalidUpdate(let reason)? = dataSource.updater.lastPlan?.reloadReason else {
            Issue.record(
                "an invalid background update must reload, found \(String(describing: dataSource.updater.lastPlan))")
            return
        }
        #expect(reason.hasPrefix("Invalid update: invalid number of items in section 0."))
        #expect(CollectionViewDriver(view).visibleTexts == ["1", "2", "3"])
        #expect(view.failures.count == 1)
    }

    @Test func cancellingTheCallerDoesNotStopTheUpdate() async throws {
        let (view, dataSource) = makeDataSource()
        dataSource.apply(snapshot([1]), animatingDifferences: false, completion: nil)
        let caller = Task { await dataSource.updater.apply(snapshot([1, 2, 3])) }
        caller.cancel()
        #expect(await caller.value)
        #expect(view.numberOfItems(inSection: 0) == 3)
    }

    @Test func aMoveTheViewMadeDuringTheDiffIsDiffedAgain() async throws {
        let (view, dataSource) = makeDataSource()
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.apply(snapshot([1, 2, 3]), animatingDifferences: false, completion: nil)
        let log = DiffLog(gated: true)
        let caller = Task { await dataSource.updater.apply(snapshot([3, 2, 1, 4]), difference: log.difference) }
        while dataSource.updater.backgroundDiffCount == 0 { await Task.yield() }
        // The user drags 1 below 2 while the first diff runs: the shown state is now [2, 1, 3].
        try CollectionViewDriver(view).dragItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
        log.gate?.signal()
        log.gate?.signal()
        #expect(await caller.value)
        #expect(dataSource.updater.backgroundDiffCount == 2)
        #expect(log.recorded.last?.old == [2, 1, 3])
        #expect(CollectionViewDriver(view).visibleTexts == ["3", "2", "1", "4"])
        #expect(view.failures.isEmpty)
    }
}
