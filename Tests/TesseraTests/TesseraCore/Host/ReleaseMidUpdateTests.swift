import Foundation
@_spi(Testing) import Tessera
import TesseraTestSupport
import Testing

/// Releasing an owner mid-update runs every completion once and resumes every awaiting caller
/// (docs/Reliability.md, "Re-entrancy").
@Suite("Release mid-update")
@MainActor
struct ReleaseMidUpdateTests {
    private static func snapshot(_ items: Range<Int>) -> Snapshot<Int, Int> {
        // Identifiers are unique by construction.
        (try? Snapshot<Int, Int>([(0, Array(items))])) ?? Snapshot()
    }

    /// A collection view whose animated updates stay in flight until finished, showing 10 rows.
    private static func animatingView() -> (HeadlessCollectionView, CollectionViewDiffableDataSource<Int, Int>) {
        let view = TestViews.headless(height: 600)
        view.completesAnimationsImmediately = false
        let dataSource = TestDataSources.numbers(on: view)
        dataSource.apply(snapshot(0..<10), animatingDifferences: false)
        view.layoutIfNeeded()
        return (view, dataSource)
    }

    /// A collection view released while an animated update was in flight dropped its completion
    /// and left the data source updating for ever: every later apply waited behind it.
    @Test func aViewReleasedMidUpdateRunsTheCompletionAndTheNextApply() {
        var (view, dataSource) = Self.animatingView()
        var finished: [Bool] = []
        dataSource.apply(Self.snapshot(0..<5), animatingDifferences: true) { finished.append(false) }
        dataSource.apply(Self.snapshot(0..<3), animatingDifferences: true) { finished.append(true) }
        #expect(dataSource.updater.isUpdating)
        _ = view
        view = HeadlessCollectionView(frame: .zero, collectionViewLayout: TestLayouts.rows())
        #expect(finished == [false, true])
        #expect(!dataSource.updater.isUpdating)
        #expect(dataSource.snapshot().itemIdentifiers == [0, 1, 2])
        var later = 0
        dataSource.apply(Self.snapshot(0..<2), animatingDifferences: true) { later += 1 }
        #expect(later == 1)
    }

    /// An `await apply` made after the release returned; one made before it resumes too. A leaked
    /// continuation fails the test after a number of turns instead of holding the suite.
    @Test func anAwaitedApplyResumesAfterTheViewIsReleased() async {
        var (view, dataSource) = Self.animatingView()
        dataSource.apply(Self.snapshot(0..<5), animatingDifferences: true) {}
        _ = view
        view = HeadlessCollectionView(frame: .zero, collectionViewLayout: TestLayouts.rows())
        let resumed: Void? = await awaitFinishing {
            await dataSource.apply(Self.snapshot(0..<4), animatingDifferences: true)
        }
        #expect(resumed != nil)
        #expect(dataSource.snapshot().itemIdentifiers == [0, 1, 2, 3])
    }
}

/// Owners replaced while the view retires the views of the data before.
@Suite("Owner replaced")
@MainActor
struct OwnerReplacedTests {
    /// A delegate that scrolls from the first did-end-displaying call it hears.
    final class ScrollingDelegate: CollectionViewDelegate {
        var scroll: (() -> Void)?
        func collectionView(
            _ collectionView: any CollectionViewHost, didEndDisplaying cell: AnyObject, forItemAt indexPath: IndexPath
        ) {
            scroll?()
            scroll = nil
        }
    }

    /// An adapter set up on a view whose cells end displaying with a scroll made from their
    /// did-end-displaying call was asked for a cell of the old data's counts ("no item at 0-14 in
    /// the list adapter"; found by the coverage-guided fuzzer): the old views now end displaying
    /// once the new counts are known.
    @Test func anAdapterSetUpWhileRetiredCellsScrollIsAskedOnlyForItsItems() throws {
        let view = TestViews.headless(height: 600)
        let dataSource = TestDataSources.numbers(on: view)
        dataSource.apply(try Snapshot([(0, Array(0..<100))]), animatingDifferences: false)
        view.layoutIfNeeded()
        let delegate = ScrollingDelegate()
        delegate.scroll = { view.contentOffset.y = 600 }
        view.forwardingDelegate = delegate
        let adapter = ListAdapter<MessageCell>(heightMode: .fixed(height: 44))
        adapter.setup(collectionView: view)
        adapter.reload(items: (0..<40).map { Message(id: $0, text: "m\($0)") })
        view.layoutIfNeeded()
        #expect(view.failures.isEmpty, "\(view.failures.map(\.message))")
        #expect(view.itemCounts == [40])
        #expect(HostChecks.cellsShownDifferFromLayout(view) == nil)
    }

    /// A new owner set on the view reloads it, which ends the animated update the old owner left
    /// in flight: that update's completion, laying the view out, must find the new owner's counts
    /// (nothing yet), not the old data's (a layout pass there measured rows of the old data after
    /// the reload, which the view's recording then placed in a list that did not hold them).
    @Test func aCompletionThatLaysOutDuringTheNewOwnersReloadSeesItsCounts() throws {
        let view = TestViews.headless(height: 600)
        view.completesAnimationsImmediately = false
        let old = TestDataSources.numbers(on: view)
        old.apply(try Snapshot([(0, Array(0..<10))]), animatingDifferences: false)
        view.layoutIfNeeded()
        var countsInCompletion: [Int]?
        old.apply(try Snapshot([(0, Array(0..<9))]), animatingDifferences: true) {
            view.layoutIfNeeded()
            countsInCompletion = view.itemCounts
        }
        let new = TestDataSources.numbers(on: view)
        new.apply(try Snapshot([(0, [100, 101])]), animatingDifferences: false)
        view.layoutIfNeeded()
        #expect(countsInCompletion == [])
        #expect(view.failures.isEmpty, "\(view.failures.map(\.message))")
        #expect(HostChecks.cellsShownDifferFromLayout(view) == nil)
    }
}
