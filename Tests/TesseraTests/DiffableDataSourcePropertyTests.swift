import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// A cell that shows a versioned item.
private final class VersionCell: HeadlessCell {
    var item: VersionedItem?
    required init() {}
    override var contentDescription: String { item?.description ?? "" }
}

@MainActor
private func checkHostMatches(_ view: HeadlessCollectionView, _ snapshot: Snapshot<Int, VersionedItem>, context: String)
{
    #expect(view.failures.isEmpty, "\(context): \(view.failures.map(\.message))")
    let sections = snapshot.sectionIdentifiers
    #expect(view.numberOfSections == sections.count, "\(context)")
    for (index, section) in sections.enumerated() {
        #expect(
            view.numberOfItems(inSection: index) == snapshot.numberOfItems(inSection: section),
            "\(context): section \(index)")
    }
    for indexPath in view.indexPathsForVisibleItems {
        let expected = snapshot.itemIdentifier(for: indexPath)
        let shown = (view.cellForItem(at: indexPath) as? VersionCell)?.item
        #expect(
            shown?.id == expected?.id && shown?.version == expected?.version,
            "\(context): \(indexPath) shows \(String(describing: shown)) instead of \(String(describing: expected))")
    }
}

@Suite("Diffable data source properties")
@MainActor
struct DiffableDataSourcePropertyTests {
    nonisolated static let seeds: [UInt64] = [21, 22, 23, 24, 25, 26, 27, 28]

    @Test(arguments: seeds)
    func randomSnapshotSequencesKeepTheHostInStep(seed: UInt64) throws {
        var mutator = RandomSnapshotMutator(seed: seed)
        var random = SeededRandomNumberGenerator(seed: seed &* 31)
        for sequence in 0..<25 {
            let header = LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: ElementKind.sectionHeader, alignment: .top)
            var section = LayoutSection(
                group: .horizontal(
                    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                    subitems: [
                        LayoutItem(
                            layoutSize: LayoutSize(
                                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                    ]))
            section.boundarySupplementaryItems = [header]
            let view = HeadlessCollectionView(
                frame: CGRect(x: 0, y: 0, width: 390, height: 500),
                collectionViewLayout: CompositionalLayout(section: section))
            let registration = CellRegistration<VersionCell, VersionedItem> { cell, _, item in cell.item = item }
            let headers = SupplementaryRegistration<TitleView>(elementKind: ElementKind.sectionHeader) {
                view, _, indexPath in view.title = "section \(indexPath.section)"
            }
            let dataSource = CollectionViewDiffableDataSource<Int, VersionedItem>(collectionView: view) {
                host, indexPath, item in
                try host.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            dataSource.supplementaryViewProvider = { host, _, indexPath in
                try host.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
            }
            var snapshot = Snapshot<Int, VersionedItem>()
            for step in 0..<20 {
                snapshot = try mutator.mutate(snapshot)
                dataSource.apply(snapshot, animatingDifferences: Bool.random(using: &random))
                snapshot = snapshot.removingMarks()
                #expect(dataSource.snapshot() == snapshot)
                checkHostMatches(view, snapshot, context: "seed \(seed) sequence \(sequence) step \(step)")
                if Int.random(in: 0..<3, using: &random) == 0 {
                    view.contentOffset = CGPoint(
                        x: 0, y: CGFloat(Int.random(in: 0...max(0, Int(view.contentSize.height)), using: &random)))
                    checkHostMatches(
                        view, snapshot, context: "seed \(seed) sequence \(sequence) step \(step) after scrolling")
                }
                if !view.failures.isEmpty { return }
            }
        }
    }

    @Test func applyingFromACompletionHandlerIsQueued() throws {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 500), collectionViewLayout: TestLayouts.rows())
        let registration = CellRegistration<VersionCell, VersionedItem> { cell, _, item in cell.item = item }
        let dataSource = CollectionViewDiffableDataSource<Int, VersionedItem>(collectionView: view) {
            host, indexPath, item in
            try host.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        let first = try Snapshot<Int, VersionedItem>([(0, [VersionedItem(id: 1)])])
        let second = try Snapshot<Int, VersionedItem>([(0, [VersionedItem(id: 1), VersionedItem(id: 2)])])
        var order: [String] = []
        dataSource.apply(first) {
            order.append("first")
            dataSource.apply(second) { order.append("second") }
            // The second apply is queued until this completion returns; the data source's snapshot
            // is already the second one (as UIKit's is after `apply`), the view still shows the first.
            order.append(
                "after nested apply: \(dataSource.snapshot().numberOfItems), shown \(view.numberOfItems(inSection: 0))")
        }
        #expect(order == ["first", "after nested apply: 2, shown 1", "second"])
        checkHostMatches(view, second, context: "nested apply")
    }

    @Test func contentChangesOfContentEquatableItemsReconfigure() throws {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 500), collectionViewLayout: TestLayouts.rows())
        let registration = CellRegistration<VersionCell, VersionedItem> { cell, _, item in cell.item = item }
        let dataSource = CollectionViewDiffableDataSource<Int, VersionedItem>(collectionView: view) {
            host, indexPath, item in
            try host.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        let snapshot = try Snapshot<Int, VersionedItem>([(0, [VersionedItem(id: 1), VersionedItem(id: 2)])])
        dataSource.apply(snapshot)
        let cell = view.cellForItem(at: IndexPath(item: 1, section: 0))
        dataSource.apply(try RandomSnapshotMutator.changingContent(of: VersionedItem(id: 2), in: snapshot))
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.contentDescription == "2v1")
        dataSource.contentUpdateStyle = .reload
        dataSource.apply(
            try RandomSnapshotMutator.changingContent(of: VersionedItem(id: 2, version: 1), in: dataSource.snapshot()))
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) !== cell)
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.contentDescription == "2v2")
    }

    @Test func reorderingThroughTheDataSource() throws {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 500), collectionViewLayout: TestLayouts.rows())
        let registration = CellRegistration<VersionCell, VersionedItem> { cell, _, item in cell.item = item }
        let dataSource = CollectionViewDiffableDataSource<Int, VersionedItem>(collectionView: view) {
            host, indexPath, item in
            try host.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.apply(try Snapshot([(0, (1...4).map { VersionedItem(id: $0) })]))
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        var transactions: [BatchUpdate] = []
        dataSource.reorderingHandlers.canReorderItem = { $0.id != 4 }
        dataSource.reorderingHandlers.didReorder = { transactions.append($0.difference) }
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 100))
        view.endInteractiveMovement()
        #expect(dataSource.snapshot().itemIdentifiers.map(\.id) == [2, 3, 1, 4])
        #expect(transactions.count == 1)
        checkHostMatches(view, dataSource.snapshot(), context: "reorder")
    }

    @Test func applyingUsingReloadDataAndRegistrationProviders() throws {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 500), collectionViewLayout: TestLayouts.rows())
        let delegate = RecordingDelegate()
        view.delegate = delegate
        let registration = CellRegistration<VersionCell, VersionedItem> { cell, _, item in cell.item = item }
        let dataSource = CollectionViewDiffableDataSource<Int, VersionedItem>(
            collectionView: view, cellRegistration: registration)
        dataSource.apply(try Snapshot([(0, [VersionedItem(id: 1), VersionedItem(id: 2)])]))
        let first = view.cellForItem(at: IndexPath(item: 0, section: 0))
        delegate.reset()
        let replacement = try Snapshot<Int, VersionedItem>([
            (7, [VersionedItem(id: 2), VersionedItem(id: 3), VersionedItem(id: 4)])
        ])
        dataSource.applySnapshotUsingReloadData(replacement)
        // Nothing happens until the next layout pass (UIKit reloads lazily)…
        #expect(delegate.events.isEmpty)
        view.layoutIfNeeded()
        // … which retires every cell and configures the new ones from scratch.
        #expect(delegate.events("didEndDisplaying").count == 2)
        #expect(delegate.events("willDisplay").count == 3)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.contentDescription == "2v0")
        #expect(
            view.cellForItem(at: IndexPath(item: 0, section: 0))?.prepareForReuseCount == 1
                || view.cellForItem(at: IndexPath(item: 0, section: 0)) !== first)
        checkHostMatches(view, replacement, context: "reload")
        #expect(dataSource.sectionIdentifier(for: 0) == 7)
        #expect(dataSource.index(for: 7) == 0)
        #expect(dataSource.indexPath(for: VersionedItem(id: 4)) == IndexPath(item: 2, section: 0))
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0))?.id == 3)
    }
}
