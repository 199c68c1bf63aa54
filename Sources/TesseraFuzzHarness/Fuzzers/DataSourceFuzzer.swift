import Foundation
import Tessera

/// Snapshots and the diffable data source: random edits applied with and without animation, from
/// completion handlers, with reload-data; invalid edits (duplicate and unknown identifiers); 0 and
/// 1,000,000 items; scrolling while updating; zero-size and huge containers; invalid layouts.
@MainActor
final class DataSourceFuzzer: Fuzzer {
    let name = "diffable data source"
    private var mutator: RandomSnapshotMutator
    private let view = HeadlessCollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: DataSourceFuzzer.grid())
    private let dataSource: CollectionViewDiffableDataSource<Int, VersionedItem>

    init(seed: UInt64) {
        mutator = RandomSnapshotMutator(seed: seed)
        let registration = CellRegistration<FuzzCell, VersionedItem> { cell, _, item in cell.item = item }
        dataSource = CollectionViewDiffableDataSource(collectionView: view) { host, indexPath, item in
            try host.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
    }

    /// Two columns of 40 pt cells: cells never overlap.
    static func grid() -> CompositionalLayout {
        let item = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        return CompositionalLayout(
            section: LayoutSection(
                group: .horizontal(
                    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                    subitems: [item])))
    }

    func step(_ random: inout SeededRandomNumberGenerator) throws(FuzzInvariantFailure) -> String? {
        let current = dataSource.snapshot()
        switch Int.random(in: 0..<110, using: &random) {
        case 0..<45:
            apply(mutated(current), animated: Bool.random(using: &random))
        case 45..<52:
            // Re-entrant: a second apply from the first one's completion, and a scroll in between.
            let first = mutated(current)
            let second = mutated(first)
            let offset = CGFloat(Int.random(in: 0...2000, using: &random))
            dataSource.apply(first, animatingDifferences: true) { [self] in
                view.contentOffset = CGPoint(x: 0, y: offset)
                dataSource.apply(second, animatingDifferences: true)
            }
        case 52..<57:
            dataSource.applySnapshotUsingReloadData(mutated(current))
        case 57..<72:
            return try rejectInvalidEdit(of: current, &random)
        case 72..<84:
            view.contentOffset = CGPoint(
                x: 0, y: CGFloat(Int.random(in: -100...Int(max(100, view.contentSize.height)) + 100, using: &random)))
        case 84..<90:
            let sizes = [
                CGSize.zero, CGSize(width: 1, height: 1), CGSize(width: 390, height: 600),
                CGSize(width: 1024, height: 1366), CGSize(width: 100_000, height: 100_000),
            ]
            view.frame = CGRect(origin: .zero, size: sizes[Int.random(in: 0..<sizes.count, using: &random)])
            view.layoutIfNeeded()
            // A container too small for the layout (1 pt) is reported as a typed layout error;
            // an empty one lays nothing out. The host recovers at the next size.
            if let failure = view.failures.first, view.bounds.width < 2 {
                view.removeAllFailures()
                return failure.message
            }
        case 90..<95:
            return try rejectInvalidLayout(&random)
        case 95..<97:
            apply(Snapshot(), animated: Bool.random(using: &random))
        case 97:
            apply(huge(), animated: false)
        case 98..<100:
            apply(mutated(Snapshot()), animated: true)
        default:
            return try refuseMalformedIndexPath(&random)
        }
        return nil
    }

    func invariantFailures() -> [String] {
        let snapshot = dataSource.snapshot()
        // The snapshot's own storage first: identifiers unique, every index in step with the contents.
        let broken = snapshot.invariantViolations().map { "snapshot: \($0)" }
        return broken
            + FuzzChecks.host(view, counts: snapshot.itemCounts, cellsMayOverlap: false) { indexPath in
                snapshot.itemIdentifier(for: indexPath)?.description
            }
    }

    // MARK: Operations

    private func mutated(_ snapshot: Snapshot<Int, VersionedItem>) -> Snapshot<Int, VersionedItem> {
        // Stay small after a million-item snapshot.
        let start = snapshot.numberOfItems > 1_000 ? Snapshot<Int, VersionedItem>() : snapshot.removingMarks()
        return (try? mutator.mutate(start)) ?? start
    }

    private func apply(_ snapshot: Snapshot<Int, VersionedItem>, animated: Bool) {
        dataSource.apply(snapshot, animatingDifferences: animated)
    }

    private func huge() -> Snapshot<Int, VersionedItem> {
        var snapshot = Snapshot<Int, VersionedItem>()
        let section = mutator.freshSection()
        let items = (0..<1_000_000).map { _ in mutator.freshItem() }
        do {
            try snapshot.appendSections([section])
            try snapshot.appendItems(items, toSection: section)
        } catch {
            return Snapshot()
        }
        return snapshot
    }

    /// An edit that must throw and leave the snapshot as it was.
    private func rejectInvalidEdit(
        of snapshot: Snapshot<Int, VersionedItem>, _ random: inout SeededRandomNumberGenerator
    ) throws(FuzzInvariantFailure) -> String? {
        var edited = snapshot.removingMarks()
        let before = edited
        let unknown = VersionedItem(id: -1 - Int.random(in: 0..<1000, using: &random))
        do {
            switch Int.random(in: 0..<5, using: &random) {
            case 0:
                guard let existing = edited.itemIdentifiers.randomElement(using: &random),
                    let section = edited.sectionIdentifiers.first
                else { return nil }
                try edited.appendItems([existing], toSection: section)
            case 1:
                try edited.insertItems([mutator.freshItem()], beforeItem: unknown)
            case 2:
                try edited.appendItems([mutator.freshItem()], toSection: -7)
            case 3:
                guard let section = edited.sectionIdentifiers.randomElement(using: &random) else { return nil }
                try edited.appendSections([section])
            default:
                let fresh = mutator.freshItem()
                try edited.appendItems([fresh, fresh], toSection: edited.sectionIdentifiers.first)
            }
        } catch {
            guard edited == before else {
                throw FuzzInvariantFailure(message: "a rejected edit (\(error)) changed the snapshot")
            }
            return String(describing: error)
        }
        throw FuzzInvariantFailure(message: "an invalid edit was accepted: \(edited.numberOfItems) items")
    }

    /// An index path that names no item, passed to a random entry of the host or the data source:
    /// it is refused (reported at most), and the items and the host stay as they were.
    private func refuseMalformedIndexPath(_ random: inout SeededRandomNumberGenerator) throws(FuzzInvariantFailure)
        -> String?
    {
        let before = dataSource.snapshot()
        let counts = view.itemCounts
        let bad = MalformedInput.indexPath(outside: counts, using: &random)
        let first = IndexPath(item: 0, section: 0)
        // One past the end of a section names no item but is where a move may go: as a move's
        // destination, `bad` is pushed past every place the first item could move to.
        let badDestination: IndexPath = {
            guard bad.count == 2, counts.indices.contains(bad.sectionIndex), bad.itemIndex >= 0 else { return bad }
            let room = counts[bad.sectionIndex] - (bad.sectionIndex == 0 ? 1 : 0)
            return bad.itemIndex > room ? bad : IndexPath(section: bad.sectionIndex, item: room + 1)
        }()
        let entries: [(String, () -> Void)] = [
            ("selectItem", { self.view.selectItem(at: bad, animated: false, scrollPosition: .top) }),
            ("deselectItem", { self.view.deselectItem(at: bad, animated: false) }),
            ("tapItem", { self.view.tapItem(at: bad) }),
            ("scrollToItem", { self.view.scrollToItem(at: bad, at: .centeredVertically, animated: false) }),
            ("cellForItem", { _ = self.view.cellForItem(at: bad) }),
            ("layoutAttributesForItem", { _ = self.view.layoutAttributesForItem(at: bad) }),
            (
                "beginInteractiveMovementForItem",
                {
                    _ = self.view.beginInteractiveMovementForItem(at: bad)
                    self.view.cancelInteractiveMovement()
                }
            ),
            ("reconfigureItems", { self.view.reconfigureItems(at: [bad]) }),
            ("moveItemAt:to:", { self.dataSource.collectionView(self.view, moveItemAt: first, to: badDestination) }),
            ("moveItemAt:to: from", { self.dataSource.collectionView(self.view, moveItemAt: bad, to: first) }),
            ("itemIdentifier", { _ = self.dataSource.itemIdentifier(for: bad) }),
            (
                "accessibilityMoveActions",
                { _ = self.view.accessibilityMoveActions(forItemAt: bad, dataSource: self.dataSource) }
            ),
            (
                "performAccessibilityMove",
                { self.view.performAccessibilityMove(from: bad, to: first, dataSource: self.dataSource) }
            ),
        ]
        let (name, call) = entries[Int.random(in: 0..<entries.count, using: &random)]
        call()
        view.layoutIfNeeded()
        let reported = view.failures.map(\.message)
        view.removeAllFailures()
        guard dataSource.snapshot() == before, view.itemCounts == counts else {
            throw FuzzInvariantFailure(
                message:
                    "\(name)(\(Array(bad))) changed the items from \(counts) to \(view.itemCounts) (the data source has \(dataSource.snapshot().itemCounts))"
            )
        }
        return "\(name)(\(Array(bad))) refused" + (reported.first.map { ": \($0)" } ?? "")
    }

    /// A layout with an invalid dimension: the host reports it, keeps its items, and recovers when
    /// a valid layout comes back.
    private func rejectInvalidLayout(_ random: inout SeededRandomNumberGenerator) throws(FuzzInvariantFailure)
        -> String?
    {
        let bad: [CGFloat] = [.nan, .infinity, -10]
        let value = bad[Int.random(in: 0..<bad.count, using: &random)]
        let item = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(value)))
        let layout = CompositionalLayout(
            section: LayoutSection(
                group: .vertical(
                    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                    subitems: [item])))
        let counts = view.itemCounts
        view.setLayout(layout, animated: false)
        view.layoutIfNeeded()
        let reported = view.failures.map(\.message)
        view.setLayout(Self.grid(), animated: false)
        view.removeAllFailures()
        // Nothing is laid out while the bounds are empty, and no item is measured without items,
        // so nothing can be reported then.
        guard !reported.isEmpty || view.bounds.width == 0 || view.bounds.height == 0 || counts.allSatisfy({ $0 == 0 })
        else {
            throw FuzzInvariantFailure(message: "a layout with a \(value) pt item was not reported")
        }
        guard view.itemCounts == counts else {
            throw FuzzInvariantFailure(
                message: "an invalid layout changed the items from \(counts) to \(view.itemCounts)")
        }
        return reported.first ?? "empty bounds or no items: nothing laid out"
    }
}
