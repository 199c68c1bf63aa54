import Foundation
import Tessera
@_spi(Testing) import TesseraCore
import TesseraDiff
import TesseraTestSupport
import Testing

/// What an apply to a small list does once rather than each time, counted in calls (never timed):
/// work that depends on the layout's description, the environment or the registrations is done
/// when they change, not at every apply.
@MainActor
@Suite("Apply fixed costs")
struct ApplyFixedCostTests {
    private nonisolated static let rowSize = LayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
    private nonisolated static let rows = LayoutSection(
        group: .horizontal(layoutSize: rowSize, subitems: [LayoutItem(layoutSize: rowSize)]))

    /// A list of `count` rows on `layout`, shown, and the step that deletes its middle row or puts
    /// it back.
    private func list(_ layout: CompositionalLayout, count: Int = 10) throws -> (
        view: HeadlessCollectionView, dataSource: CollectionViewDiffableDataSource<Int, Int>, step: (Int) throws -> Void
    ) {
        let view = TestViews.headless(height: 844, layout: layout)
        let dataSource = TestDataSources.numbers(on: view)
        dataSource.apply(try Snapshot([(0, Array(0..<count))]), animatingDifferences: false)
        view.layoutIfNeeded()
        let middle = count / 2
        let step = { (step: Int) throws in
            var snapshot = dataSource.snapshot()
            if step.isMultiple(of: 2) {
                snapshot.deleteItems([middle])
            } else {
                try snapshot.insertItems([middle], beforeItem: middle + 1)
            }
            dataSource.apply(snapshot)
        }
        return (view, dataSource, step)
    }

    /// The check of what Apple's engine is given translates every section: for a layout of one
    /// section description it runs when the description, the environment or the features change,
    /// not at each apply, and the engine and frames stay those of a fresh check.
    @Test func theAppleEngineCheckRunsWhenTheLayoutChangesNotPerApply() throws {
        let (view, dataSource, step) = try list(CompositionalLayout(section: Self.rows))
        let checks = view.engineChecksMade
        #expect(checks > 0)
        for index in 0..<6 { try step(index) }
        #expect(view.engineChecksMade == checks)
        #expect(view.layoutEngineChoice.engine == .appleCompositional)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 9, section: 0))?.frame.minY == 396)

        view.setLayout(CompositionalLayout(section: Self.rows), animated: false)
        view.layoutIfNeeded()
        #expect(view.engineChecksMade == checks + 1)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 844)
        view.layoutIfNeeded()
        #expect(view.engineChecksMade == checks + 2)
        view.compositionalLayoutFeatures = .iOS(15)
        view.layoutIfNeeded()
        #expect(view.engineChecksMade == checks + 3)
        try step(6)
        #expect(view.engineChecksMade == checks + 3)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 8, section: 0))?.frame.width == 320)
        #expect(view.failures.isEmpty)
        _ = dataSource
    }

    /// The layout check that held at the last pass is not compared with the installed layout again
    /// while that layout is not replaced; a layout of another description installed after it is
    /// compared, checked again and laid out as it describes.
    @Test func aLayoutInstalledAfterTheCheckHeldIsComparedAgain() throws {
        let (view, dataSource, step) = try list(CompositionalLayout(section: Self.rows))
        for index in 0..<2 { try step(index) }
        let checks = view.engineChecksMade
        let tallSize = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60))
        let tallRows = LayoutSection(
            group: .horizontal(layoutSize: tallSize, subitems: [LayoutItem(layoutSize: tallSize)]))
        view.setLayout(CompositionalLayout(section: tallRows), animated: false)
        try step(2)
        #expect(view.engineChecksMade == checks + 1)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 60)
        try step(3)
        #expect(view.engineChecksMade == checks + 1)
        #expect(view.failures.isEmpty)
        _ = dataSource
    }

    /// A section whose description did not change keeps its plan (its group tree checked and
    /// numbered) through an apply: the solve plans only a description it has not planned, and the
    /// frames are those of a fresh solve.
    @Test func anUnchangedSectionKeepsItsPlanAcrossApplies() throws {
        let (view, dataSource, step) = try list(CompositionalLayout(section: Self.rows))
        #expect(view.layoutSolution?.plannedSectionCount == 1)
        for index in 0..<4 {
            try step(index)
            #expect(view.layoutSolution?.plannedSectionCount == 0)
        }
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 9, section: 0))?.frame.minY == 396)
        view.setLayout(CompositionalLayout(section: Self.rows), animated: false)
        view.layoutIfNeeded()
        #expect(view.layoutSolution?.plannedSectionCount == 1)
        try step(4)
        #expect(view.layoutSolution?.plannedSectionCount == 0)
        #expect(view.failures.isEmpty)
        _ = dataSource
    }

    /// A group changed after it was planned is planned again, even when it shares its subitems with
    /// the one planned (a copy of it whose size changed): its rows are laid out at the new size. On
    /// Tessera's engine, which solves the provider's sections themselves (Apple's is handed
    /// translated ones, made again at each check).
    @Test func aChangedGroupIsPlannedAgain() throws {
        final class Height: @unchecked Sendable { var value: CGFloat = 44 }
        let height = Height()
        let base = LayoutGroup.horizontal(layoutSize: Self.rowSize, subitems: [LayoutItem(layoutSize: Self.rowSize)])
        let (view, dataSource, step) = try list(
            CompositionalLayout { _, _ in
                var group = base
                group.layoutSize = LayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(height.value))
                return LayoutSection(group: group)
            })
        view.tesseraLayoutEngine = .tessera
        view.layoutIfNeeded()
        try step(0)
        #expect(view.layoutSolution?.plannedSectionCount == 0)
        height.value = 60
        try step(1)
        #expect(view.layoutSolution?.plannedSectionCount == 1)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 60)
        #expect(view.failures.isEmpty)
        _ = dataSource
    }

    /// A section provider is app code whose answer may change with the app's state: it is asked
    /// again, and the layout checked again, at each apply.
    @Test func aSectionProviderIsAskedAgainAtEachApply() throws {
        final class Calls: @unchecked Sendable { var count = 0 }
        let calls = Calls()
        let (view, dataSource, step) = try list(
            CompositionalLayout { _, _ in
                calls.count += 1
                return Self.rows
            })
        let checks = view.engineChecksMade
        for index in 0..<4 {
            let before = calls.count
            try step(index)
            #expect(calls.count > before)
        }
        #expect(view.engineChecksMade == checks + 4)
        _ = dataSource
    }

    /// The shown state of a list under ``CollectionViewUpdater/followedItemCount`` items takes the
    /// applied snapshot's storage (the copy the next edit makes costs less than following the
    /// edits); from that count on it follows the edits and shares no storage with the applied one
    /// (one row deleted: 9 rows shown, or that count).
    @Test(arguments: [10, CollectionViewUpdater<Int, Int>.followedItemCount + 1])
    func aSmallListTakesTheAppliedStorage(count: Int) throws {
        let (view, dataSource, _) = try list(CompositionalLayout(section: Self.rows), count: count)
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([count / 2])
        dataSource.apply(snapshot)
        let shares = dataSource.updater.shownSnapshot.buffers == snapshot.buffers
        #expect(shares == (count < CollectionViewUpdater<Int, Int>.followedItemCount))
        #expect(dataSource.snapshot().itemIdentifiers == snapshot.itemIdentifiers)
        #expect(view.failures.isEmpty)
    }
}
