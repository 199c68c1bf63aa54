import CustomDump
import Foundation
import Tessera
import TesseraPreview
import TesseraTestSupport
import Testing

/// A view with its data source and delegate, kept alive together (the view holds them weakly, as
/// UIKit does).
@MainActor
private struct Fixture {
    let view: HeadlessCollectionView
    let dataSource: ArrayDataSource
    let delegate: RecordingDelegate
}

@MainActor
private func makeView(_ sections: [[String]], layout: CompositionalLayout = TestLayouts.rows(), height: CGFloat = 220)
    -> Fixture
{
    let view = TestViews.headless(height: height, layout: layout)
    view.register(TextCell.self, forCellWithReuseIdentifier: "text")
    let dataSource = ArrayDataSource(sections: sections)
    let delegate = RecordingDelegate()
    view.delegate = delegate
    view.prefetchDataSource = delegate
    view.dataSource = dataSource
    // The first layout pass loads the counts and shows the cells (UIKit: when the view is shown).
    view.layoutIfNeeded()
    return Fixture(view: view, dataSource: dataSource, delegate: delegate)
}

private func rows(_ count: Int, _ prefix: String = "item") -> [String] {
    (0..<count).map { "\(prefix) \($0)" }
}

@Suite("HeadlessCollectionView")
@MainActor
struct HeadlessCollectionViewTests {
    @Test func showsTheCellsInTheBoundsWithTheirContent() {
        let fixture = makeView([rows(20)])
        let view = fixture.view, dataSource = fixture.dataSource, delegate = fixture.delegate
        _ = (dataSource, delegate)
        #expect(view.indexPathsForVisibleItems == (0..<5).map { IndexPath(item: $0, section: 0) })
        #expect(
            view.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 88, width: 390, height: 44))
        #expect((view.cellForItem(at: IndexPath(item: 2, section: 0)) as? TextCell)?.text == "item 2")
        #expect(delegate.events("willDisplay") == (0..<5).map { "willDisplay [0, \($0)]" })
        #expect(view.contentSize == CGSize(width: 390, height: 880))
    }

    @Test func scrollingRetiresAndReusesCells() {
        let fixture = makeView([rows(20)])
        let view = fixture.view, dataSource = fixture.dataSource, delegate = fixture.delegate
        _ = (dataSource, delegate)
        let first = view.cellForItem(at: IndexPath(item: 0, section: 0))
        delegate.reset()
        view.contentOffset = CGPoint(x: 0, y: 440)
        #expect(view.indexPathsForVisibleItems.map(\.item) == Array(10..<15))
        #expect(delegate.events("didEndDisplaying").count == 5)
        #expect(delegate.events("willDisplay").count == 5)
        #expect(delegate.events.contains("didScroll"))
        // The five retired cells were reused for the five new items, each prepared for reuse once.
        let cells = view.visibleCells
        #expect(cells.contains { $0 === first })
        #expect(cells.allSatisfy { $0.prepareForReuseCount == 1 })
        #expect(view.reusableCellCount(withReuseIdentifier: "text") == 0)
        #expect((view.cellForItem(at: IndexPath(item: 12, section: 0)) as? TextCell)?.text == "item 12")
    }

    @Test func dequeuingAnUnregisteredIdentifierFailsWithUIKitsMessage() {
        let view = TestViews.headless(height: 200)
        #expect(
            throws: CollectionViewError(
                .unregisteredReuseIdentifier,
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier nope - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            )
        ) {
            try view.dequeueReusableCell(withReuseIdentifier: "nope", for: IndexPath(item: 0, section: 0))
        }
        let dataSource = ArrayDataSource(sections: [["a"]])
        view.dataSource = dataSource
        // Nothing is asked of the data source until the first layout pass.
        #expect(view.failures.isEmpty)
        withKnownIssue {
            view.layoutIfNeeded()
        }
        #expect(
            view.failures.map(\.message) == [
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier text - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            ])
        // The item shows an empty fallback cell, dequeued once, rather than crashing.
        #expect(view.visibleCells.count == 1)
        #expect(view.visibleCells.first?.reuseIdentifier == "Tessera.Fallback")
    }

    @Test func returningACellThatWasNotDequeuedIsReported() {
        let fixture = makeView([])
        let view = fixture.view, dataSource = fixture.dataSource, delegate = fixture.delegate
        _ = (dataSource, delegate)
        dataSource.cellFactory = { _, _, _ in TextCell() }
        dataSource.sections = [["a"]]
        view.reloadData()
        withKnownIssue {
            view.layoutIfNeeded()
        }
        #expect(
            view.failures.map(\.message) == [
                "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:"
            ])
    }

    @Test func anInconsistentBatchUpdateIsRejectedWithUIKitsTextAndChangesNothing() {
        let fixture = makeView([rows(4)])
        let view = fixture.view, dataSource = fixture.dataSource, delegate = fixture.delegate
        _ = (dataSource, delegate)
        let before = view.dump()
        dataSource.sections[0].append("new")
        var finished: Bool?
        withKnownIssue {
            view.performBatchUpdates({}, completion: { finished = $0 })
        }
        #expect(finished == false)
        #expect(
            view.failures.last?.message
                == "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (5) must be equal to the number of items contained in that section before the update (4), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
        )
        #expect(view.numberOfItems(inSection: 0) == 4)
        expectNoDifference(view.dump(), before)
    }

    @Test func conflictingChangesAreRejected() {
        let fixture = makeView([rows(4)])
        let view = fixture.view, dataSource = fixture.dataSource, delegate = fixture.delegate
        _ = (dataSource, delegate)
        withKnownIssue {
            view.performBatchUpdates {
                view.deleteItems(at: [IndexPath(item: 1, section: 0)])
                view.reloadItems(at: [IndexPath(item: 1, section: 0)])
            }
        }
        #expect(
            view.failures.last?.message
                == "attempt to delete and reload the same index path ({length = 2, path = 0 - 1})")
        withKnownIssue {
            view.performBatchUpdates {
                view.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
                view.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
            }
        }
        #expect(
            view.failures.last?.message
                == "attempt to move the same index path more than once ({length = 2, path = 0 - 0})")
        withKnownIssue {
            view.deleteItems(at: [IndexPath(item: 9, section: 0)])
        }
        #expect(
            view.failures.last?.message
                == "attempt to delete item 9 from section 0 which only contains 4 items before the update")
        #expect(view.numberOfItems(inSection: 0) == 4)
    }

    @Test func batchUpdatesMoveCellsSelectionAndContent() {
        let fixture = makeView([rows(4)])
        let view = fixture.view, dataSource = fixture.dataSource, delegate = fixture.delegate
        _ = (dataSource, delegate)
        view.tapItem(at: IndexPath(item: 2, section: 0))
        let movedCell = view.cellForItem(at: IndexPath(item: 2, section: 0))
        dataSource.sections[0].insert("new", at: 0)
        dataSource.sections[0].remove(at: 2)  // "item 1"
        delegate.reset()
        view.performBatchUpdates {
            view.insertItems(at: [IndexPath(item: 0, section: 0)])
            view.deleteItems(at: [IndexPath(item: 1, section: 0)])
        }
        #expect(view.failures.isEmpty)
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0)) === movedCell)
        #expect(view.visibleCells.map(\.contentDescription) == ["new", "item 0", "item 2", "item 3"])
        #expect(delegate.events == ["didEndDisplaying [0, 1]", "willDisplay [0, 0]"])
    }

    @Test func reconfiguringKeepsTheCellAndReloadingReplacesIt() {
        let fixture = makeView([rows(3)])
        let view = fixture.view, dataSource = fixture.dataSource, delegate = fixture.delegate
        _ = (dataSource, delegate)
        let cell = view.cellForItem(at: IndexPath(item: 1, section: 0))
        dataSource.sections[0][1] = "changed"
        view.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
        #expect(cell?.contentDescription == "changed")
        #expect(cell?.configurationCount == 2)
        dataSource.sections[0][1] = "reloaded"
        view.reloadItems(at: [IndexPath(item: 1, section: 0)])
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) !== cell)
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.contentDescription == "reloaded")
    }

    @Test func prefetchingLooksAheadInTheDirectionOfScrolling() {
        let fixture = makeView([rows(40)], height: 220)
        let view = fixture.view, delegate = fixture.delegate
        // Loading prefetches one screen (220 pt) below the visible rows 0…4.
        #expect(delegate.events("prefetch") == ["prefetch [0, 5] [0, 6] [0, 7] [0, 8] [0, 9]"])
        view.prefetchDistance = 88
        delegate.reset()
        view.contentOffset = CGPoint(x: 0, y: 44)
        // Visible 1…5; 88 pt ahead covers 6 and 7, so 8 and 9 are cancelled.
        #expect(delegate.events("prefetch").isEmpty)
        #expect(delegate.events("cancelPrefetching") == ["cancelPrefetching [0, 8] [0, 9]"])
        delegate.reset()
        view.contentOffset = CGPoint(x: 0, y: 176)
        #expect(delegate.events("prefetch") == ["prefetch [0, 9] [0, 10]"])
        delegate.reset()
        view.contentOffset = CGPoint(x: 0, y: 0)
        // Scrolling up looks above (nothing there) and cancels what was ahead below.
        #expect(delegate.events("cancelPrefetching") == ["cancelPrefetching [0, 9] [0, 10]"])
    }

    @Test func aRefusedPrefetchDistanceIsReportedWithTheDistanceKept() {
        let fixture = makeView([rows(40)], height: 220)
        let view = fixture.view
        view.prefetchDistance = 88
        withKnownIssue { view.prefetchDistance = -1 }
        #expect(view.prefetchDistance == 88)
        #expect(
            view.failures.last?.message
                == "the prefetch distance -1.0 is not finite (or is negative where it cannot be); it stays 88.0")
        view.prefetchDistance = nil
        withKnownIssue { view.prefetchDistance = .nan }
        #expect(view.prefetchDistance == nil)
        #expect(view.failures.last?.message.hasSuffix("it stays nil (one screen ahead)") == true)
    }

    @Test func selectionByTapAndProgrammatically() {
        let fixture = makeView([rows(5)])
        let view = fixture.view, dataSource = fixture.dataSource, delegate = fixture.delegate
        _ = (dataSource, delegate)
        view.tapItem(at: IndexPath(item: 1, section: 0))
        view.tapItem(at: IndexPath(item: 3, section: 0))
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(delegate.events("did") == ["didSelect [0, 1]", "didDeselect [0, 1]", "didSelect [0, 3]"])
        #expect(view.cellForItem(at: IndexPath(item: 3, section: 0))?.isSelected == true)
        view.allowsMultipleSelection = true
        view.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        #expect(
            Set(view.indexPathsForSelectedItems ?? []) == [
                IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0),
            ])
        view.tapItem(at: IndexPath(item: 3, section: 0))
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        withKnownIssue {
            view.selectItem(at: IndexPath(item: 9, section: 0), animated: false, scrollPosition: [])
        }
        #expect(view.failures.last?.kind == .outOfRange)
    }

    @Test func scrollToItemAndDragging() {
        let fixture = makeView([rows(40)])
        let view = fixture.view, dataSource = fixture.dataSource, delegate = fixture.delegate
        _ = (dataSource, delegate)
        view.scrollToItem(at: IndexPath(item: 20, section: 0), at: .top, animated: false)
        #expect(view.contentOffset.y == 880)
        view.scrollToItem(at: IndexPath(item: 39, section: 0), at: .top, animated: false)
        #expect(view.contentOffset.y == CGFloat(1540))
        delegate.reset()
        view.drag(to: CGPoint(x: 0, y: 100), decelerate: true)
        let scrolling = ["willBeginDragging", "didScroll", "didEndDragging true", "didEndDecelerating"]
        #expect(delegate.events.filter { scrolling.contains($0) } == scrolling)
        #expect(delegate.events("didEndDisplaying").first == "didEndDisplaying [0, 35]")
    }

    @Test func interactiveMovementAsksTheDataSourceAndMovesTheCell() {
        let fixture = makeView([rows(5)])
        let view = fixture.view, dataSource = fixture.dataSource, delegate = fixture.delegate
        _ = (dataSource, delegate)
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        dataSource.movable = true
        let cell = view.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 140))
        #expect(view.interactiveMovement?.target == IndexPath(item: 3, section: 0))
        view.endInteractiveMovement()
        #expect(dataSource.sections[0] == ["item 1", "item 2", "item 3", "item 0", "item 4"])
        #expect(view.cellForItem(at: IndexPath(item: 3, section: 0)) === cell)
        #expect(view.visibleCells.map(\.contentDescription) == dataSource.sections[0])
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        view.cancelInteractiveMovement()
        #expect(dataSource.sections[0] == ["item 1", "item 2", "item 3", "item 0", "item 4"])
    }

    @Test func selfSizingCellsUpdateTheLayout() {
        let view = TestViews.headless(height: 400, layout: TestLayouts.selfSizingRows())
        view.register(SelfSizingTextCell.self, forCellWithReuseIdentifier: "text")
        let dataSource = ArrayDataSource(sections: [["short", String(repeating: "long ", count: 13), "short"]])
        dataSource.cellFactory = { host, indexPath, text in
            let cell = try host.dequeueReusableCell(withReuseIdentifier: "text", for: indexPath)
            (cell as? SelfSizingTextCell)?.text = text
            return cell
        }
        view.dataSource = dataSource
        #expect(
            view.visibleCells.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 390, height: 24),
                CGRect(x: 0, y: 24, width: 390, height: 64),
                CGRect(x: 0, y: 88, width: 390, height: 24),
            ])
        #expect(view.contentSize.height == 112)
    }

    /// A reconfigured cell measures itself again, alone or in a batch, and keeps the size it had
    /// until then (as UIKit keeps it until the new preferred attributes arrive).
    @Test(arguments: [false, true])
    func aReconfiguredCellMeasuresItselfAgain(inBatch: Bool) {
        let view = TestViews.headless(height: 400, layout: TestLayouts.selfSizingRows())
        view.register(SelfSizingTextCell.self, forCellWithReuseIdentifier: "text")
        let dataSource = ArrayDataSource(sections: [["short", "short", "short"]])
        dataSource.cellFactory = { host, indexPath, text in
            let cell = try host.dequeueReusableCell(withReuseIdentifier: "text", for: indexPath)
            (cell as? SelfSizingTextCell)?.text = text
            return cell
        }
        view.dataSource = dataSource
        #expect(view.visibleCells.map(\.frame.height) == [24, 24, 24])
        dataSource.sections[0][1] = String(repeating: "long ", count: 13)
        if inBatch {
            view.performBatchUpdates({ view.reconfigureItems(at: [IndexPath(item: 1, section: 0)]) }, completion: nil)
        } else {
            view.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
        }
        #expect(view.visibleCells.map(\.frame.height) == [24, 64, 24])
        #expect(view.contentSize.height == 112)
        dataSource.sections[0][1] = "short again"
        view.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
        let rows = (0..<3).map { CGRect(x: 0, y: CGFloat($0) * 24, width: 390, height: 24) }
        #expect(view.visibleCells.map(\.frame) == rows)
        #expect(view.failures.isEmpty)
    }

    /// Every reconfigure call made inside one batch counts, not only the last: each reconfigured
    /// cell measures itself again when the batch is applied.
    @Test func severalReconfigureCallsInOneBatchAllMeasureAgain() {
        let view = TestViews.headless(height: 400, layout: TestLayouts.selfSizingRows())
        view.register(SelfSizingTextCell.self, forCellWithReuseIdentifier: "text")
        let dataSource = ArrayDataSource(sections: [["short", "short", "short", "short"]])
        dataSource.cellFactory = { host, indexPath, text in
            let cell = try host.dequeueReusableCell(withReuseIdentifier: "text", for: indexPath)
            (cell as? SelfSizingTextCell)?.text = text
            return cell
        }
        view.dataSource = dataSource
        #expect(view.visibleCells.map(\.frame.height) == [24, 24, 24, 24])
        let long = String(repeating: "long ", count: 13)
        dataSource.sections[0][0] = long
        dataSource.sections[0][1] = long
        dataSource.sections[0][3] = long
        view.performBatchUpdates(
            {
                view.reconfigureItems(at: [IndexPath(item: 0, section: 0)])
                view.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
                view.reconfigureItems(at: [IndexPath(item: 3, section: 0)])
            }, completion: nil)
        #expect(view.visibleCells.map(\.frame.height) == [64, 64, 24, 64])
        #expect(view.contentSize.height == 216)
        #expect(view.failures.isEmpty)
    }

    @Test func dumpDescribesTheVisibleState() {
        let fixture = makeView([rows(3)], height: 100)
        let view = fixture.view, dataSource = fixture.dataSource, delegate = fixture.delegate
        _ = (dataSource, delegate)
        view.tapItem(at: IndexPath(item: 1, section: 0))
        expectFrames(of: view) {
            """
            HeadlessCollectionView 390×100 offset (0, 0) content 390×132, 1 sections, Apple's engine on iOS
            cell [0, 0] (0, 0, 390, 44) "item 0"
            cell [0, 1] (0, 44, 390, 44) "item 1" selected
            cell [0, 2] (0, 88, 390, 44) "item 2"
            """
        }
    }

    @Test func emptyBoundsShowNothingWithoutAnError() {
        let fixture = makeView([rows(3)])
        let view = fixture.view, dataSource = fixture.dataSource, delegate = fixture.delegate
        _ = (dataSource, delegate)
        // Before Auto Layout sizes it, a view has empty bounds: nothing is laid out, nothing fails.
        view.frame = CGRect(x: 0, y: 0, width: 0, height: 0)
        #expect(view.visibleCells.isEmpty)
        #expect(view.failures.isEmpty)
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 200)
        #expect(view.visibleCells.count == 3)
    }

    @Test func anUnsolvableLayoutIsReportedAndShowsNothing() {
        let fixture = makeView([rows(3)])
        let view = fixture.view, dataSource = fixture.dataSource, delegate = fixture.delegate
        _ = (dataSource, delegate)
        let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        // A 500 pt item in a 390 pt row: no group can hold it.
        let wide = LayoutItem(layoutSize: LayoutSize(widthDimension: .absolute(500), heightDimension: .absolute(44)))
        let squeezed = LayoutSection(group: .horizontal(layoutSize: row, subitems: [wide]))
        view.setLayout(CompositionalLayout(section: squeezed), animated: false)
        withKnownIssue {
            view.layoutIfNeeded()
        }
        #expect(view.visibleCells.isEmpty)
        #expect(view.failures.last?.message.contains("cannot fit even a single item") == true)
        view.removeAllFailures()
        view.setLayout(
            CompositionalLayout(
                section: LayoutSection(group: .vertical(layoutSize: row, subitems: [LayoutItem(layoutSize: row)]))),
            animated: false)
        view.layoutIfNeeded()
        #expect(view.visibleCells.count == 3)
        #expect(view.failures.isEmpty)
    }
}

// MARK: - Layout passes a scroll or a measurement asks for

extension HeadlessCollectionViewTests {
    /// A cell whose height calculation runs an action once, and that measures itself at a
    /// height of its own.
    final class ActingCell: HeadlessCell, HeightMeasurableView, RegistrableView {
        struct Model: Hashable, Identifiable, Sendable {
            var id: Int
            var measuredHeight: CGFloat = 50
        }
        @MainActor static var onCalculate: (() -> Void)?
        private(set) var model: Model?
        required init() {}
        func configure(model: Model, animated: Bool, completion: (() -> Void)?) {
            self.model = model
            completion?()
        }
        static func calculateHeight(model: Model, width: CGFloat) -> CGFloat {
            MainActor.assumeIsolated {
                let action = onCalculate
                onCalculate = nil
                action?()
            }
            return 50
        }
        override var contentDescription: String { model.map { "\($0.id)" } ?? "" }
        override func preferredLayoutAttributesFitting(_ attributes: LayoutAttributes) -> LayoutAttributes {
            var preferred = attributes
            preferred.frame.size.height = model?.measuredHeight ?? attributes.frame.height
            return preferred
        }
    }

    /// A scroll made while a layout pass is due runs that pass first: an adapter set up on a view that
    /// showed another adapter's rows, whose size calculation scrolls, shows its own rows.
    @Test func aScrollFromASizeCalculationOfANewAdapterShowsItsRows() {
        let view = TestViews.headless(height: 600)
        let first = ListAdapter<ActingCell>(heightMode: .calculated)
        first.setup(collectionView: view)
        first.reload(items: (0..<30).map { ActingCell.Model(id: $0) })
        view.layoutIfNeeded()
        let adapter = ListAdapter<ActingCell>(heightMode: .calculated)
        adapter.setup(collectionView: view)
        ActingCell.onCalculate = { view.contentOffset.y = 300 }
        adapter.reload(items: (100..<140).map { ActingCell.Model(id: $0) })
        view.layoutIfNeeded()
        #expect(view.failures.isEmpty, "\(view.failures.map(\.message))")
        #expect(view.itemCounts == [40])
        #expect(HostChecks.cellsShownDifferFromLayout(view) == nil)
    }

    /// Self-sizing passes go on while each measures a row not shown before: rows that measure far
    /// below their estimate fill the bounds.
    @Test func rowsMeasuringFarBelowTheirEstimateFillTheBounds() {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: TestLayouts.selfSizingRows())
        let adapter = ListAdapter<ActingCell>(heightMode: .automatic(estimated: 44))
        adapter.setup(collectionView: view)
        adapter.reload(items: (0..<200).map { ActingCell.Model(id: $0, measuredHeight: 1) })
        view.layoutIfNeeded()
        #expect(HostChecks.cellsShownDifferFromLayout(view) == nil)
        #expect(view.indexPathsForVisibleItems.count >= 100)
    }
}
