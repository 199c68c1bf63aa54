import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// The layout state both hosts keep: measured sizes, offset adjustments and update animations.
@MainActor
@Suite("Host layout state")
struct HostLayoutStateTests {
    private let environment = LayoutEnvironment(width: 390, height: 844)

    private func state(counts: [Int], estimate: CGFloat = 44) throws -> HostLayoutState {
        var state = HostLayoutState(layout: TestLayouts.selfSizingRows(estimate: estimate))
        try state.solve(in: environment, itemCounts: counts)
        return state
    }

    /// Five rows, the second measured at 70 points; the update that deletes the last; the state
    /// solved from scratch for the four rows after it, measured alike; and the deleted row's key.
    private func lastOfFiveRowsDeleted() throws -> (
        state: HostLayoutState, mapping: BatchUpdateMapping, fromScratch: HostLayoutState, deleted: LayoutElementKey
    ) {
        var state = try state(counts: [5])
        _ = state.recordPreferredSize(CGSize(width: 390, height: 70), forItemAt: IndexPath(item: 1, section: 0))
        var update = BatchUpdate()
        update.deletedItems = [IndexPath(item: 4, section: 0)]
        let mapping = try update.mapping(itemCountsBefore: [5], itemCountsAfter: [4])
        var fromScratch = try self.state(counts: [4])
        _ = fromScratch.recordPreferredSize(CGSize(width: 390, height: 70), forItemAt: IndexPath(item: 1, section: 0))
        return (state, mapping, fromScratch, .cell(IndexPath(item: 4, section: 0)))
    }

    private func recordedChange(_ state: inout HostLayoutState, _ size: CGSize, forItemAt indexPath: IndexPath)
        -> SelfSizingChange?
    {
        state.recordPreferredSize(size, forItemAt: indexPath)
    }

    @Test func measuredSizeUpdatesTheSolutionAndReportsTheChange() throws {
        var state = try state(counts: [10])
        let change = try #require(
            recordedChange(&state, CGSize(width: 390, height: 100), forItemAt: IndexPath(item: 2, section: 0)))
        #expect(change.frameBefore == CGRect(x: 0, y: 88, width: 390, height: 44))
        #expect(change.frameAfter == CGRect(x: 0, y: 88, width: 390, height: 100))
        #expect(change.contentSizeAdjustment == CGSize(width: 0, height: 56))
        #expect(change.contentOffsetAdjustment == .zero)
        #expect(state.solution?.attributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY == 188)
        // The same size again changes nothing.
        #expect(
            state.recordPreferredSize(CGSize(width: 390, height: 100), forItemAt: IndexPath(item: 2, section: 0)) == nil
        )
    }

    @Test func theChangeNamesTheElementsOnScreenTheMeasurementMoved() throws {
        var state = try state(counts: [10])
        let change = try #require(
            recordedChange(&state, CGSize(width: 390, height: 100), forItemAt: IndexPath(item: 2, section: 0)))
        // Item 2 grew, 3 to 9 moved down; 0 and 1 stay as they were.
        #expect(change.invalidation.items.sorted() == (2..<10).map { IndexPath(item: $0, section: 0) })
        // A second measurement still updates the state's own solution (it is not shared with the change).
        let next = try #require(
            recordedChange(&state, CGSize(width: 390, height: 50), forItemAt: IndexPath(item: 9, section: 0)))
        #expect(next.invalidation.items == [IndexPath(item: 9, section: 0)])
        #expect(change.frameAfter == CGRect(x: 0, y: 88, width: 390, height: 100))
    }

    @Test func invalidSizesAndMissingItemsAreIgnored() throws {
        var state = try state(counts: [3])
        #expect(
            state.recordPreferredSize(
                CGSize(width: 390, height: CGFloat.infinity), forItemAt: IndexPath(item: 0, section: 0)) == nil)
        #expect(
            state.recordPreferredSize(CGSize(width: 390, height: -4), forItemAt: IndexPath(item: 0, section: 0)) == nil)
        #expect(
            state.recordPreferredSize(CGSize(width: 390, height: 60), forItemAt: IndexPath(item: 9, section: 0)) == nil)
        #expect(state.measuredItemSizes.isEmpty)
        #expect(state.solution?.contentSize.height == 132)
    }

    /// The solution is solved from the state's measured sizes and shares their storage; a new
    /// measurement is recorded once, in place, and both keep sharing it. Were each to record it,
    /// the first would copy every measured size of the section (a list of 20,000 measured rows
    /// copied 480 KB, in fresh pages, for each row that appeared).
    @Test func aMeasurementIsRecordedOnceWhereTheSolutionSharesTheSizes() throws {
        var state = try state(counts: [10])
        _ = state.recordPreferredSize(CGSize(width: 390, height: 60), forItemAt: IndexPath(item: 1, section: 0))
        try state.solve(in: environment, itemCounts: [10])
        func shared() -> Bool {
            guard let held = state.measuredItems[0], let solved = state.solution?.measuredItems(ofSection: 0) else {
                return false
            }
            return held.isIdentical(to: solved)
        }
        #expect(shared())
        for (item, height) in [(4, 70), (0, 30), (4, 80)] {
            _ = state.recordPreferredSize(
                CGSize(width: 390, height: CGFloat(height)), forItemAt: IndexPath(item: item, section: 0))
            #expect(shared(), "after measuring item \(item)")
        }
        #expect(state.measuredItemSizes.count == 3)
        #expect(state.measuredSize(ofItemAt: IndexPath(item: 4, section: 0)) == CGSize(width: 390, height: 80))
        #expect(state.solution?.attributesForItem(at: IndexPath(item: 4, section: 0))?.frame.height == 80)
        // A size the solution refuses changes neither.
        _ = state.recordPreferredSize(CGSize(width: 390, height: 2e6), forItemAt: IndexPath(item: 5, section: 0))
        #expect(shared())
        #expect(state.measuredSize(ofItemAt: IndexPath(item: 5, section: 0)) == nil)
    }

    @Test func itemMeasuredAboveTheVisibleAreaMovesTheOffset() throws {
        var state = try state(counts: [100])
        state.setScrollPosition(contentOffset: CGPoint(x: 0, y: 1000), adjustedContentInset: .zero)
        // Item 5 (220…264) is above the visible area: the offset follows its growth.
        let above = try #require(
            recordedChange(&state, CGSize(width: 390, height: 80), forItemAt: IndexPath(item: 5, section: 0)))
        #expect(above.contentOffsetAdjustment == CGPoint(x: 0, y: 36))
        // Item 23 (1012 + 36 …) is on screen: it grows downwards, the offset stays.
        let visible = try #require(
            recordedChange(&state, CGSize(width: 390, height: 80), forItemAt: IndexPath(item: 23, section: 0)))
        #expect(visible.contentOffsetAdjustment == .zero)
    }

    @Test func anUpdateThatDoesNotMapTheCountsForgetsTheMeasurements() throws {
        var state = try state(counts: [5])
        _ = state.recordPreferredSize(CGSize(width: 390, height: 70), forItemAt: IndexPath(item: 1, section: 0))
        // UIKit reported one insert, but the counts went from 5 to 7: nobody knows where items went.
        let reported = BatchUpdate(insertedItems: [IndexPath(item: 0, section: 0)])
        let matched = state.beginUpdate(describedBy: [reported], itemCountsAfter: [7])
        #expect(!matched)
        #expect(state.measuredItemSizes.isEmpty)
        // The same description with the counts it maps follows the item.
        var other = try self.state(counts: [5])
        _ = other.recordPreferredSize(CGSize(width: 390, height: 70), forItemAt: IndexPath(item: 1, section: 0))
        let otherMatched = other.beginUpdate(
            describedBy: [BatchUpdate(insertedItems: [IndexPath(item: 5, section: 0)]), reported], itemCountsAfter: [6])
        #expect(otherMatched)
        #expect(other.measuredItemSizes == [IndexPath(item: 1, section: 0): CGSize(width: 390, height: 70)])
        other.endUpdate()
    }

    @Test func measuredSizesFollowTheirItemsThroughAnUpdate() throws {
        var state = try state(counts: [5])
        _ = state.recordPreferredSize(CGSize(width: 390, height: 70), forItemAt: IndexPath(item: 1, section: 0))
        _ = state.recordPreferredSize(CGSize(width: 390, height: 90), forItemAt: IndexPath(item: 3, section: 0))
        // Insert one item at the top, delete item 3.
        var update = BatchUpdate()
        update.insertedItems = [IndexPath(item: 0, section: 0)]
        update.deletedItems = [IndexPath(item: 3, section: 0)]
        let mapping = try update.mapping(itemCountsBefore: [5], itemCountsAfter: [5])
        state.beginUpdate(mapping)
        try state.solve(in: environment, itemCounts: [5])
        #expect(state.measuredItemSizes == [IndexPath(item: 2, section: 0): CGSize(width: 390, height: 70)])
        #expect(state.solution?.attributesForItem(at: IndexPath(item: 2, section: 0))?.frame.height == 70)
        state.endUpdate()
        #expect(state.update == nil)
    }

    /// A solution handed over at an update's start (moved, not copied, into the state that keeps it
    /// for the update) serves as the copy does: the content offset's place is kept from it before
    /// the solve, the items that leave fade out where they were, the solve equals solving from
    /// scratch; and an update that ends without a solve puts it back, kept for the next solve.
    @Test func aSolutionHandedOverAtAnUpdatesStartServesAsACopy() throws {
        let (start, mapping, fromScratch, deleted) = try lastOfFiveRowsDeleted()
        var state = start
        state.setScrollPosition(contentOffset: CGPoint(x: 0, y: 30), adjustedContentInset: .zero)
        let geometry = try #require(state.solution?.contentOffsetGeometry)
        let elements = state.solution?.allElements()

        var ended = state
        state.beginUpdate(mapping, handingOverSolution: true)
        #expect(state.solution == nil)
        #expect(state.contentOffsetGeometryBeforeSolve == geometry)
        try state.solve(in: environment, itemCounts: [4])
        #expect(state.contentOffsetGeometryBeforeSolve == state.solution?.contentOffsetGeometry)
        #expect(state.finalAttributes(forDisappearing: deleted)?.alpha == 0)
        #expect(state.solution?.allElements() == fromScratch.solution?.allElements())
        state.endUpdate()
        #expect(state.finalAttributes(forDisappearing: deleted) == nil)
        #expect(state.solution?.allElements() == fromScratch.solution?.allElements())

        ended.beginUpdate(mapping, handingOverSolution: true)
        ended.endUpdate()
        #expect(ended.update == nil)
        #expect(ended.solution?.allElements() == elements)
        #expect(ended.contentOffsetGeometryBeforeSolve == geometry)
        try ended.solve(in: environment, itemCounts: [4])
        #expect(ended.solution?.allElements() == fromScratch.solution?.allElements())
    }

    /// The solution before an update serves both the update's animations and the next solve, which
    /// carries from it: after the solve the items that leave still fade out where they were; a
    /// solve after the update ended, with none between, still carries, and a second solve does not;
    /// every solve equals solving from scratch.
    @Test func theSolutionBeforeAnUpdateServesItsAnimationsAndOneSolve() throws {
        let (start, mapping, fromScratch, deleted) = try lastOfFiveRowsDeleted()
        var state = start

        var ended = state
        state.beginUpdate(mapping)
        try state.solve(in: environment, itemCounts: [4])
        #expect(state.finalAttributes(forDisappearing: deleted)?.alpha == 0)
        #expect(state.solution?.allElements() == fromScratch.solution?.allElements())
        try state.solve(in: environment, itemCounts: [4])
        #expect(state.finalAttributes(forDisappearing: deleted)?.alpha == 0)
        #expect(state.solution?.allElements() == fromScratch.solution?.allElements())
        state.endUpdate()
        #expect(state.finalAttributes(forDisappearing: deleted) == nil)

        ended.beginUpdate(mapping)
        ended.endUpdate()
        #expect(ended.update == nil)
        try ended.solve(in: environment, itemCounts: [4])
        #expect(ended.finalAttributes(forDisappearing: deleted) == nil)
        #expect(ended.solution?.allElements() == fromScratch.solution?.allElements())
    }

    @Test func insertedItemsFadeInAndDeletedOnesFadeOut() throws {
        var state = try state(counts: [3, 2])
        var update = BatchUpdate()
        update.insertedItems = [IndexPath(item: 1, section: 0)]
        update.deletedSections = [1]
        let mapping = try update.mapping(itemCountsBefore: [3, 2], itemCountsAfter: [4])
        state.beginUpdate(mapping)
        try state.solve(in: environment, itemCounts: [4])

        let inserted = try #require(state.initialAttributes(forAppearing: .cell(IndexPath(item: 1, section: 0))))
        #expect(inserted.alpha == 0)
        #expect(inserted.frame == CGRect(x: 0, y: 44, width: 390, height: 44))
        // A moved item animates from where it was: the host's default.
        #expect(state.initialAttributes(forAppearing: .cell(IndexPath(item: 2, section: 0))) == nil)

        let deleted = try #require(state.finalAttributes(forDisappearing: .cell(IndexPath(item: 0, section: 1))))
        #expect(deleted.alpha == 0)
        #expect(deleted.frame == CGRect(x: 0, y: 132, width: 390, height: 44))
        #expect(state.finalAttributes(forDisappearing: .cell(IndexPath(item: 0, section: 0))) == nil)
        state.endUpdate()
        #expect(state.initialAttributes(forAppearing: .cell(IndexPath(item: 1, section: 0))) == nil)
    }

    @Test func orthogonalOffsetsSurviveASolve() throws {
        let item = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        var section = LayoutSection(
            group: .horizontal(
                layoutSize: LayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(100)),
                subitems: [item]))
        section.orthogonalScrollingBehavior = .continuous
        var state = HostLayoutState(layout: CompositionalLayout(section: section))
        try state.solve(in: environment, itemCounts: [10])
        state.setOrthogonalOffset(250, forSection: 0)
        try state.solve(in: environment, itemCounts: [12])
        #expect(state.solution?.orthogonalOffset(forSection: 0) == 250)
    }

    /// A row cell of the hosts below.
    final class RowCell: HeadlessCell {
        required init() {}
    }

    /// A solve after an animated update writes the solution into the tables of the solution the
    /// update discarded, emptied (`LayoutSolutionStorage`): each solution is the one a host shown
    /// the same items from scratch solves, whatever the number of sections before.
    @Test func aSolveIntoTheTablesOfTheSolutionBeforeIsTheSolveFromScratch() throws {
        let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        func host() -> (HeadlessCollectionView, CollectionViewDiffableDataSource<Int, Int>) {
            let view = HeadlessCollectionView(
                frame: CGRect(x: 0, y: 0, width: 390, height: 844),
                collectionViewLayout: CompositionalLayout(
                    section: LayoutSection(group: .horizontal(layoutSize: row, subitems: [LayoutItem(layoutSize: row)]))
                ))
            let registration = CellRegistration<RowCell, Int> { _, _, _ in }
            return (view, CollectionViewDiffableDataSource(collectionView: view, cellRegistration: registration))
        }
        var nextItem = 0
        func snapshot(_ counts: [Int]) throws -> Snapshot<Int, Int> {
            var sections: [(Int, [Int])] = []
            for (section, count) in counts.enumerated() {
                sections.append((section, Array(nextItem..<nextItem + count)))
                nextItem += count
            }
            return try Snapshot(sections)
        }
        let (view, dataSource) = host()
        dataSource.apply(try snapshot([2, 3]), animatingDifferences: false)
        let all = CGRect(x: 0, y: 0, width: 390, height: 2_000)
        for counts in [[3, 4, 2], [5], [1, 2, 3, 4], [2, 2], [6], [1, 1, 1, 1, 1, 1]] {
            let next = try snapshot(counts)
            dataSource.apply(next, animatingDifferences: true)
            let (fresh, freshSource) = host()
            freshSource.apply(next, animatingDifferences: false)
            let solution = try #require(view.layoutSolution)
            let expected = try #require(fresh.layoutSolution)
            #expect(view.failures.isEmpty, "\(view.failures.map(\.message))")
            #expect(solution.numberOfSections == counts.count)
            #expect(solution.contentSize == expected.contentSize)
            #expect(solution.elements(in: all) == expected.elements(in: all))
        }
    }
}
