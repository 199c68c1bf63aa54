import Foundation
@_spi(Testing) import Tessera
import TesseraTestSupport
import TesseraTesting
import Testing

/// The update path's shortcuts: it reuses a finished update's request for the next apply (what
/// one update held must not reach the next, nor outlive its own update), and asks the host
/// whether it shows the counts it showed last rather than building the host's table.
@Suite("CollectionViewUpdater: a finished update's request reused, the host's counts asked")
@MainActor
struct UpdateRequestReuseTests {
    private final class Token {}

    private static func rows() -> CompositionalLayout {
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        return CompositionalLayout(
            section: LayoutSection(group: .horizontal(layoutSize: size, subitems: [LayoutItem(layoutSize: size)])))
    }

    /// The closures an apply hands over — its completion, the owner's commit — and what they
    /// capture are let go of once it is shown, as when each update had a request of its own.
    @Test func aShownApplyLetsGoOfItsCompletionAndCommit() throws {
        let view = TestViews.headless(height: 844)
        let dataSource = TestDataSources.numbers(on: view)
        dataSource.apply(try Snapshot([(0, Array(0..<10))]), animatingDifferences: false)
        view.layoutIfNeeded()
        weak var completionToken: Token?
        weak var commitToken: Token?
        for step in 0..<4 {
            var snapshot = dataSource.snapshot()
            snapshot.deleteItems([step])
            let completionCapture = Token(), commitCapture = Token()
            completionToken = completionCapture
            commitToken = commitCapture
            dataSource.updater.apply(
                snapshot, animatingDifferences: true, commit: { _ = commitCapture },
                completion: { _ in _ = completionCapture })
        }
        #expect(completionToken == nil)
        #expect(commitToken == nil)
        #expect(dataSource.snapshot().itemIdentifiers == Array(4..<10))
        #expect(view.failures.isEmpty)
    }

    private static func rows(height: CGFloat) -> CompositionalLayout {
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
        return CompositionalLayout(
            section: LayoutSection(group: .horizontal(layoutSize: size, subitems: [LayoutItem(layoutSize: size)])))
    }

    /// A layout description handed with one apply goes with that update only: the request reused
    /// by the next apply, made without one, does not install it again over the one installed
    /// since; the apply after that, with one, installs its own.
    @Test func aLayoutHandedWithOneApplyDoesNotReachTheNext() throws {
        let view = TestViews.headless(height: 844, layout: Self.rows(height: 44))
        let dataSource = TestDataSources.numbers(on: view)
        dataSource.apply(try Snapshot([(0, Array(0..<10))]), animatingDifferences: false)
        view.layoutIfNeeded()
        func rowHeight() -> CGFloat? { view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height }
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([9])
        dataSource.updater.apply(snapshot, animatingDifferences: false, layout: Self.rows(height: 60))
        view.layoutIfNeeded()
        #expect(rowHeight() == 60)
        dataSource.updater.setLayout(Self.rows(height: 50))
        view.layoutIfNeeded()
        #expect(rowHeight() == 50)
        snapshot = dataSource.snapshot()
        snapshot.deleteItems([8])
        dataSource.updater.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        #expect(rowHeight() == 50)
        snapshot = dataSource.snapshot()
        snapshot.deleteItems([7])
        dataSource.updater.apply(snapshot, animatingDifferences: false, layout: Self.rows(height: 70))
        view.layoutIfNeeded()
        #expect(rowHeight() == 70)
        #expect(dataSource.snapshot().itemIdentifiers == Array(0..<7))
        #expect(view.failures.isEmpty)
    }

    /// Applies made from completions, from commits and one after another, animated or not, with a
    /// layout or a reload now and then, on random lists: each completion runs once, in order, each
    /// commit once, and the view ends showing the last snapshot — as it does on a fresh data
    /// source given that snapshot.
    @Test(arguments: 0..<20)
    func randomChainsOfAppliesRunEachCompletionOnceAndShowTheLast(seed: Int) throws {
        var random = SeededRandomNumberGenerator(seed: UInt64(seed))
        let view = TestViews.headless(height: 300, layout: Self.rows())
        let dataSource = TestDataSources.numbers(on: view)
        dataSource.apply(try Snapshot([(0, Array(0..<8))]), animatingDifferences: false)
        view.layoutIfNeeded()
        var completed: [Int] = [], committed: [Int] = [], started = 0
        var last = dataSource.snapshot()
        func next() throws -> Snapshot<Int, Int> {
            var items = Array(0..<Int.random(in: 0...14, using: &random))
            items.shuffle(using: &random)
            return try Snapshot([(0, items)])
        }
        func apply(depth: Int) throws {
            let index = started
            started += 1
            let snapshot = try next()
            last = snapshot
            let nested = depth < 3 && Bool.random(using: &random)
            let fromCommit = depth < 3 && Bool.random(using: &random)
            let reload = Int.random(in: 0..<6, using: &random) == 0
            var commitSnapshot: Snapshot<Int, Int>?
            if fromCommit { commitSnapshot = try next() }
            dataSource.updater.apply(
                snapshot, animatingDifferences: Bool.random(using: &random), reloadingData: reload,
                layout: Int.random(in: 0..<5, using: &random) == 0 ? Self.rows() : nil,
                commit: {
                    committed.append(index)
                    if let commitSnapshot {
                        last = commitSnapshot
                        dataSource.apply(commitSnapshot, animatingDifferences: false)
                    }
                },
                completion: { _ in
                    completed.append(index)
                    if nested { try? apply(depth: depth + 1) }
                })
        }
        for _ in 0..<6 { try apply(depth: 0) }
        view.layoutIfNeeded()
        #expect(completed == Array(0..<started))
        #expect(committed.count == Set(committed).count)
        #expect(dataSource.snapshot().itemIdentifiers == last.itemIdentifiers)
        #expect(CollectionViewDriver(view).visibleTexts == last.itemIdentifiers.prefix(7).map(String.init))
        #expect(view.failures.isEmpty)
    }

    /// The update path asks whether the host shows the counts it showed last, instead of
    /// building the host's table: the answer is the comparison with that table, on random lists
    /// and random tables (equal, one count off, a section more or fewer).
    @Test(arguments: 0..<30)
    func askingWhetherTheHostShowsCountsIsComparingItsTable(seed: Int) throws {
        var random = SeededRandomNumberGenerator(seed: UInt64(seed))
        let view = TestViews.headless(height: 300, layout: Self.rows())
        let dataSource = TestDataSources.numbers(on: view)
        var next = 0
        let sections = (0..<Int.random(in: 0...4, using: &random)).map { section in
            let count = Int.random(in: 0...5, using: &random)
            defer { next += count }
            return (section, Array(next..<next + count))
        }
        dataSource.apply(try Snapshot(sections), animatingDifferences: false)
        view.layoutIfNeeded()
        let shown = view.itemCounts
        var candidates = [shown, shown + [0], Array(shown.dropLast())]
        if !shown.isEmpty {
            var changed = shown
            changed[Int.random(in: 0..<shown.count, using: &random)] += 1
            candidates.append(changed)
        }
        for counts in candidates {
            #expect(view.showsItemCounts(counts) == (view.itemCounts == counts), "\(shown) against \(counts)")
            // The view's own answer is the one asking each section would give.
            #expect(view.showsItemCounts(counts) == view.showsItemCountsAskingEachSection(counts))
        }
        // Asked while a reload is pending, the view loads its counts first, as asking a section does.
        view.reloadData()
        #expect(view.showsItemCounts(shown), "\(shown) after a reload")
    }
}
