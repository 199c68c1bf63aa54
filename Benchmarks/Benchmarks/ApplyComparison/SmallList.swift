import Foundation
import Tessera

/// A list of rows on the headless host, fed by a diffable data source, that applies one change at
/// a time the way an app does: the data source's snapshot, edited, applied synchronously.
@MainActor
public final class SmallList {
    final class RowCell: HeadlessCell {
        var row: Int?
        required init() {}
    }

    /// The host: a phone-sized list of 44-point rows.
    public let view: HeadlessCollectionView
    let dataSource: CollectionViewDiffableDataSource<Int, Int>
    let target: Int
    var step = 0

    /// Full-width rows 44 points tall (a horizontal group of one item, as CoreBenchmarks' screens),
    /// or estimated at 44 points and measured (a vertical group of one item).
    public static func rowsLayout(estimated: Bool = false) -> CompositionalLayout {
        let size = LayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: estimated ? .estimated(44) : .absolute(44))
        let group: LayoutGroup =
            estimated
            ? .vertical(layoutSize: size, subitems: [LayoutItem(layoutSize: size)])
            : .horizontal(layoutSize: size, subitems: [LayoutItem(layoutSize: size)])
        return CompositionalLayout(section: LayoutSection(group: group))
    }

    /// A list of `count` rows, identified by `0..<count`, shown.
    public init(count: Int) {
        view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: Self.rowsLayout())
        let registration = CellRegistration<RowCell, Int> { cell, _, row in cell.row = row }
        dataSource = CollectionViewDiffableDataSource(collectionView: view, cellRegistration: registration)
        target = count / 2
        do {
            dataSource.apply(try Snapshot([(0, Array(0..<count))]), animatingDifferences: false)
        } catch {
            preconditionFailure("rows 0..<\(count) are unique: \(error)")
        }
        view.layoutIfNeeded()
    }

    /// Applies the change ``prepareOneChange()`` made with `await`, the diff off the main actor.
    public func applyPreparedChangeInBackground() async {
        guard let prepared else { preconditionFailure("prepareOneChange() first") }
        self.prepared = nil
        await dataSource.apply(prepared, animatingDifferences: true)
    }

    /// Takes the data source's snapshot, deletes the middle row (or puts it back) and applies it.
    public func applyOneChange() {
        dataSource.apply(nextSnapshot(), animatingDifferences: true)
    }

    /// The next change, prepared by ``prepareOneChange()`` for ``applyPreparedChange()``.
    var prepared: Snapshot<Int, Int>?

    /// Takes the data source's snapshot and deletes the middle row (or puts it back): the edit
    /// copies the snapshot's storage, which the data source shares (O(*n*), as UIKit's).
    public func prepareOneChange() {
        prepared = nextSnapshot()
    }

    /// Applies the change ``prepareOneChange()`` made: the apply alone.
    public func applyPreparedChange() {
        guard let prepared else { preconditionFailure("prepareOneChange() first") }
        self.prepared = nil
        dataSource.apply(prepared, animatingDifferences: true)
    }

    private func nextSnapshot() -> Snapshot<Int, Int> {
        var snapshot = dataSource.snapshot()
        do {
            if step.isMultiple(of: 2) {
                snapshot.deleteItems([target])
            } else {
                try snapshot.insertItems([target], beforeItem: target + 1)
            }
        } catch {
            preconditionFailure("the middle row's neighbour is there: \(error)")
        }
        step += 1
        return snapshot
    }
}
