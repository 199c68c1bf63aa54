import AllocatorStats
import Foundation
import Tessera

/// A list of rows on the headless host that applies two snapshots in turn, each replacing 1 % of
/// the rows of the other (every hundredth row gets a new identifier), with its flight recorder on
/// or off: what the recorder costs an apply, and the bytes it holds per update.
///
/// A self-sizing list's rows measure themselves at 44 to 68 points, and it is scrolled to show a
/// replaced row: each apply brings a new cell in, whose size the layout takes (and a recorder
/// records).
@MainActor
public final class RecordedList {
    final class RowCell: HeadlessCell {
        var row = 0
        var sizesItself = false
        required init() {}

        override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
            guard sizesItself else { return layoutAttributes }
            var preferred = layoutAttributes
            preferred.frame.size.height = CGFloat(44 + 8 * (row % 4))
            return preferred
        }
    }

    public let view: HeadlessCollectionView
    let dataSource: CollectionViewDiffableDataSource<Int, Int>
    let snapshots: [Snapshot<Int, Int>]
    var step = 0

    /// A list of `count` rows, shown, whose collection view records when `recording` is `true`.
    public init(count: Int, recording: Bool, selfSizing: Bool = false) {
        let wasEnabled = FlightRecorder.isEnabled
        FlightRecorder.isEnabled = recording
        view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            collectionViewLayout: SmallList.rowsLayout(estimated: selfSizing))
        let registration = CellRegistration<RowCell, Int> { cell, _, row in
            cell.row = row
            cell.sizesItself = selfSizing
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: view, cellRegistration: registration)
        // Made now, while recording is as asked; a later change of `isEnabled` does not reach it.
        precondition((view.flightRecorder != nil) == recording, "the list records as asked")
        FlightRecorder.isEnabled = wasEnabled
        let rows = Array(0..<count)
        let changed = rows.map { $0 % 100 == 50 ? $0 + count : $0 }
        do {
            snapshots = [try Snapshot([(0, rows)]), try Snapshot([(0, changed)])]
        } catch {
            preconditionFailure("the rows repeat no identifier: \(error)")
        }
        dataSource.apply(snapshots[0], animatingDifferences: false)
        view.layoutIfNeeded()
        // Row 50, which every apply replaces, in the middle of the screen.
        if selfSizing, count > 60 { view.contentOffset = CGPoint(x: 0, y: 40 * 44) }
    }

    /// The bytes the recorder of a list of `count` rows holds per update of 1 % of them: the
    /// growth of the C allocator's bytes in use over updates within one segment of the recorder
    /// (it holds 64 events before it starts another from a whole snapshot), on a list that
    /// records, less the same on one that does not.
    public static func recorderBytesPerUpdate(count: Int, selfSizing: Bool = false) -> Int {
        // A self-sizing list records a measurement with each update: two events.
        let updates = FlightRecorder.capacity / (selfSizing ? 4 : 2) - 2
        let recorded = RecordedList(count: count, recording: true, selfSizing: selfSizing)
        let plain = RecordedList(count: count, recording: false, selfSizing: selfSizing)
        let recordedBefore = tessera_allocated_bytes()
        for _ in 0..<updates { recorded.applyNext() }
        let recordedGrowth = Int(tessera_allocated_bytes()) - Int(recordedBefore)
        let plainBefore = tessera_allocated_bytes()
        for _ in 0..<updates { plain.applyNext() }
        let plainGrowth = Int(tessera_allocated_bytes()) - Int(plainBefore)
        return max(0, recordedGrowth - plainGrowth) / updates
    }

    /// Applies the other snapshot (1 % of the rows replaced), animated, and lays the list out.
    public func applyNext() {
        step += 1
        dataSource.apply(snapshots[step % 2], animatingDifferences: true)
        view.layoutIfNeeded()
    }
}
