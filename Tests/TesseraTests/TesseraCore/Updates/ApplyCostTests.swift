import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// Counts the comparisons and hashes of the identifiers that share it.
final class IdentifierWork: @unchecked Sendable {
    var comparisons = 0
    var hashes = 0
}

/// A row whose comparisons and hashes are counted.
struct CountedRow: Hashable, Sendable {
    var id: Int
    var work: IdentifierWork

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.work.comparisons += 1
        return lhs.id == rhs.id
    }
    func hash(into hasher: inout Hasher) {
        work.hashes += 1
        hasher.combine(id)
    }
}

/// What an apply costs, counted in the identifiers' comparisons and hashes (never timed): the
/// first apply skips the diff, and a snapshot taken from the data source and edited is applied
/// at the cost of its edits, synchronously or not.
@MainActor
@Suite("Apply costs")
struct ApplyCostTests {
    final class RowCell: HeadlessCell {
        required init() {}
    }

    let work = IdentifierWork()
    let view = TestViews.headless(height: 844)
    let dataSource: CollectionViewDiffableDataSource<Int, CountedRow>

    init() {
        let registration = CellRegistration<RowCell, CountedRow> { _, _, _ in }
        dataSource = CollectionViewDiffableDataSource(collectionView: view, cellRegistration: registration)
    }

    func row(_ id: Int) -> CountedRow { CountedRow(id: id, work: work) }

    func showTenThousandRows() throws {
        dataSource.apply(try Snapshot([(0, (0..<10_000).map(row))]), animatingDifferences: false)
        view.layoutIfNeeded()
    }

    @Test func theFirstApplyToAnEmptyHostHashesNoItem() throws {
        let snapshot = try Snapshot([(0, (0..<10_000).map(row))])
        work.hashes = 0
        work.comparisons = 0
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        #expect(work.hashes == 0)
        #expect(work.comparisons == 0)
        #expect(view.visibleCells.count > 10)
    }

    @Test func anEditedSnapshotOfTheDataSourceIsAppliedAtTheCostOfItsEdits() throws {
        try showTenThousandRows()
        for step in 0..<4 {
            var snapshot = dataSource.snapshot()
            if step.isMultiple(of: 2) {
                snapshot.deleteItems([row(5_000)])
            } else {
                try snapshot.insertItems([row(5_000)], beforeItem: row(5_001))
            }
            work.comparisons = 0
            work.hashes = 0
            dataSource.apply(snapshot)
            // The full diff compares the 9,999 rows of the common ends.
            #expect(work.comparisons < 50, "step \(step): \(work.comparisons) comparisons")
            #expect(work.hashes < 50, "step \(step): \(work.hashes) hashes")
            #expect(view.numberOfItems(inSection: 0) == (step.isMultiple(of: 2) ? 9_999 : 10_000))
        }
        #expect(view.failures.isEmpty)
    }

    @Test func anEditedSnapshotIsAppliedAtTheCostOfItsEditsOffTheMainActorToo() async throws {
        try showTenThousandRows()
        var snapshot = dataSource.snapshot()
        try snapshot.moveItem(row(5_000), afterItem: row(5_010))
        work.comparisons = 0
        await awaitFinishing { [snapshot] in await dataSource.apply(snapshot) }
        #expect(work.comparisons < 50, "\(work.comparisons) comparisons")
        #expect(dataSource.snapshot().indexOfItem(row(5_000)) == 5_010)
    }

    @Test func aSnapshotNotTakenFromWhatIsShownIsDiffedInFull() throws {
        try showTenThousandRows()
        var first = dataSource.snapshot()
        first.deleteItems([row(1)])
        var second = dataSource.snapshot()
        second.deleteItems([row(2)])
        dataSource.apply(first)
        work.comparisons = 0
        dataSource.apply(second)
        #expect(work.comparisons > 9_000)
        #expect(dataSource.snapshot().itemIdentifiers == (0..<10_000).filter { $0 != 2 }.map(row))
        #expect(view.failures.isEmpty)
    }
}
