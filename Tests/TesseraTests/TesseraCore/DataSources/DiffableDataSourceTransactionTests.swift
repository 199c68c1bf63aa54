import Foundation
@_spi(Testing) import Tessera
import TesseraTestSupport
import Testing

/// `DiffableDataSourceTransaction`: what an interactive reorder hands `willReorder` and
/// `didReorder` — the snapshot before, the snapshot after (the data source's own from then on),
/// and the move between them as a batch update.
@Suite("DiffableDataSourceTransaction")
@MainActor
struct DiffableDataSourceTransactionTests {
    private typealias Transaction = DiffableDataSourceTransaction<Int, Int>

    /// A data source of items 0…5 in section 0 and 10…12 in section 1, reorderable.
    private func reorderable() throws -> (HeadlessCollectionView, CollectionViewDiffableDataSource<Int, Int>) {
        let view = TestViews.headless(height: 844)
        let dataSource = TestDataSources.numbers(on: view)
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.apply(try Snapshot([(0, Array(0..<6)), (1, [10, 11, 12])]), animatingDifferences: false)
        view.layoutIfNeeded()
        return (view, dataSource)
    }

    /// Drags the item at `source` over the item at `target` and drops it.
    private func drag(_ view: HeadlessCollectionView, from source: IndexPath, over target: IndexPath) throws {
        #expect(view.beginInteractiveMovementForItem(at: source))
        let frame = try #require(view.layoutAttributesForItem(at: target)?.frame)
        view.updateInteractiveMovementTargetPosition(CGPoint(x: frame.midX, y: frame.midY))
        view.endInteractiveMovement()
    }

    @Test func theTransactionHoldsTheSnapshotsAroundTheMoveAndTheMoveItself() throws {
        let (view, dataSource) = try reorderable()
        var seen: [(phase: String, transaction: Transaction, shown: [Int])] = []
        dataSource.reorderingHandlers.willReorder = { seen.append(("will", $0, dataSource.snapshot().itemIdentifiers)) }
        dataSource.reorderingHandlers.didReorder = { seen.append(("did", $0, dataSource.snapshot().itemIdentifiers)) }
        try drag(view, from: IndexPath(item: 1, section: 0), over: IndexPath(item: 4, section: 0))
        try #require(seen.count == 2)
        let transaction = seen[0].transaction
        #expect(seen.map(\.phase) == ["will", "did"])
        #expect(transaction.initialSnapshot.itemIdentifiers(inSection: 0) == [0, 1, 2, 3, 4, 5])
        #expect(transaction.finalSnapshot.itemIdentifiers(inSection: 0) == [0, 2, 3, 4, 1, 5])
        #expect(transaction.finalSnapshot.itemIdentifiers(inSection: 1) == [10, 11, 12])
        // The data source switches from the initial snapshot to the final one between the calls.
        #expect(seen[0].shown == transaction.initialSnapshot.itemIdentifiers)
        #expect(seen[1].shown == transaction.finalSnapshot.itemIdentifiers)
        #expect(seen[1].transaction.finalSnapshot == transaction.finalSnapshot)
        // The difference, applied to the initial snapshot, gives the final one.
        #expect(!transaction.difference.isEmpty)
        #expect(transaction.difference.insertedItems.isEmpty == transaction.difference.deletedItems.isEmpty)
        #expect(transaction.difference == BatchUpdate(from: transaction.initialSnapshot, to: transaction.finalSnapshot))
        #expect(view.failures.isEmpty)
    }

    @Test func aMoveAcrossSectionsIsReportedInBothSections() throws {
        let (view, dataSource) = try reorderable()
        var transactions: [Transaction] = []
        dataSource.reorderingHandlers.didReorder = { transactions.append($0) }
        try drag(view, from: IndexPath(item: 0, section: 0), over: IndexPath(item: 1, section: 1))
        let transaction = try #require(transactions.first)
        #expect(transactions.count == 1)
        #expect(transaction.finalSnapshot.itemIdentifiers(inSection: 0) == [1, 2, 3, 4, 5])
        #expect(transaction.finalSnapshot.itemIdentifiers(inSection: 1) == [10, 0, 11, 12])
        #expect(transaction.finalSnapshot.numberOfItems == transaction.initialSnapshot.numberOfItems)
        #expect(dataSource.snapshot() == transaction.finalSnapshot)
    }

    @Test func aDropWhereTheItemStartedIsNoTransaction() throws {
        let (view, dataSource) = try reorderable()
        var transactions: [Transaction] = []
        dataSource.reorderingHandlers.willReorder = { transactions.append($0) }
        try drag(view, from: IndexPath(item: 2, section: 0), over: IndexPath(item: 2, section: 0))
        #expect(transactions.isEmpty)
        #expect(dataSource.snapshot().itemIdentifiers(inSection: 0) == [0, 1, 2, 3, 4, 5])
    }
}
