import AllocatorStats
import Benchmark
import Foundation
import Tessera

// What the flight recorder costs: an apply of 1 % of 10,000 rows on a list that records against
// the same apply on a list that does not (timed back to back, alternately, in the main thread's
// CPU time), and the bytes the recorder holds per update recorded.

/// A list of 10,000 rows that applies two snapshots in turn, each replacing 100 rows of the other.
@MainActor
private final class AlternatingList {
    final class RowCell: HeadlessCell {
        required init() {}
    }

    let view: HeadlessCollectionView
    let dataSource: CollectionViewDiffableDataSource<Int, Int>
    let snapshots: [Snapshot<Int, Int>]
    var step = 0

    init(count: Int, recording: Bool) {
        FlightRecorder.isEnabled = recording
        view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: SmallListRows.layout)
        let registration = CellRegistration<RowCell, Int> { _, _, _ in }
        dataSource = CollectionViewDiffableDataSource(collectionView: view, cellRegistration: registration)
        // Made now, while recording is as asked; a later change of `isEnabled` does not reach it.
        precondition((view.flightRecorder != nil) == recording, "the list records as asked")
        FlightRecorder.isEnabled = false
        let rows = Array(0..<count)
        // 1 %: every hundredth row replaced by a new identifier.
        let changed = rows.map { $0 % 100 == 50 ? $0 + count : $0 }
        do {
            snapshots = [try Snapshot([(0, rows)]), try Snapshot([(0, changed)])]
        } catch {
            preconditionFailure("the rows repeat no identifier: \(error)")
        }
        dataSource.apply(snapshots[0], animatingDifferences: false)
        view.layoutIfNeeded()
    }

    func applyNext() {
        step += 1
        dataSource.apply(snapshots[step % 2], animatingDifferences: true)
        view.layoutIfNeeded()
    }
}

/// The rows' layout: full-width rows 44 points tall.
private enum SmallListRows {
    @MainActor static let layout = CompositionalLayout(
        section: LayoutSection(
            group: .horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                subitems: [
                    LayoutItem(
                        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
                ])))
}

func recorderBenchmarks() {
    registerMainActorRatio(
        "Ratio: apply of 1 % of 10k rows, recorded / not recorded", iterations: 400
    ) {
        let recorded = AlternatingList(count: 10_000, recording: true)
        let plain = AlternatingList(count: 10_000, recording: false)
        return (recorded.applyNext, plain.applyNext)
    }
    let bytesPerUpdate = BenchmarkMetric.custom("recorder bytes per update", useScalingFactor: false)
    Benchmark(
        "Recorder: bytes held per recorded update of 1 % of 10k rows",
        configuration: .init(metrics: [bytesPerUpdate], maxIterations: 5)
    ) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            for _ in benchmark.scaledIterations {
                // Updates within one segment of the recorder (it holds 64 events before it starts
                // another from a whole snapshot): the bytes it keeps grow by what each update adds.
                let updates = FlightRecorder.capacity / 2 - 2
                let recorded = AlternatingList(count: 10_000, recording: true)
                let plain = AlternatingList(count: 10_000, recording: false)
                let recordedBefore = tessera_allocated_bytes()
                for _ in 0..<updates { recorded.applyNext() }
                let recordedGrowth = Int(tessera_allocated_bytes()) - Int(recordedBefore)
                let plainBefore = tessera_allocated_bytes()
                for _ in 0..<updates { plain.applyNext() }
                let plainGrowth = Int(tessera_allocated_bytes()) - Int(plainBefore)
                benchmark.measurement(bytesPerUpdate, max(0, recordedGrowth - plainGrowth) / updates)
            }
        }
    }
}
