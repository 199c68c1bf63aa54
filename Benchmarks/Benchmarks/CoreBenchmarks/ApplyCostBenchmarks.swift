import ApplyComparison
import Benchmark
import BenchmarkSupport
import Foundation
import Tessera
import ThreadClock

#if canImport(Glibc)
    import Glibc
#endif

// What an apply costs against what it should: one change to a list of any length against the same
// change to a list of 10 rows (an apply that costs what changed reads about 1×, on either path);
// the small list against the standard library's own bookkeeping of the same change; and the first
// screen of a list against building its snapshot. Each pair is timed back to back in every
// iteration, in the main thread's CPU time, alternating which goes first.

/// A benchmark that runs `measured` and `floor` on the main actor, alternately, and records the
/// first's main-thread CPU time as a percentage of the second's, and both times.
func registerMainActorRatio(
    _ name: String, iterations: Int, untimed: (@MainActor () -> Void)? = nil,
    make: @escaping @MainActor () -> (measured: () -> Void, floor: () -> Void)
) {
    let percent = BenchmarkMetric.custom("% of the floor", useScalingFactor: false)
    let measuredTime = BenchmarkMetric.custom("measured (µs)", useScalingFactor: false)
    let floorTime = BenchmarkMetric.custom("floor (µs)", useScalingFactor: false)
    Benchmark(
        name,
        configuration: .init(
            metrics: [percent, measuredTime, floorTime], maxDuration: .seconds(10), maxIterations: iterations)
    ) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        // The snapshot an apply replaces is freed in it: tens of megabytes at a million rows,
        // which glibc would otherwise give back to the kernel in some iterations and not others.
        keepFreedMemoryInProcess()
        await MainActor.run {
            let (measured, floor) = make()
            for iteration in benchmark.scaledIterations {
                untimed?()
                let floorFirst = iteration.isMultiple(of: 2)
                let early = threadCPUNanoseconds(floorFirst ? floor : measured)
                let late = threadCPUNanoseconds(floorFirst ? measured : floor)
                let (floorNanoseconds, measuredNanoseconds) = floorFirst ? (early, late) : (late, early)
                benchmark.measurement(
                    percent, Int((100 * Double(measuredNanoseconds) / Double(max(1, floorNanoseconds))).rounded()))
                benchmark.measurement(measuredTime, (measuredNanoseconds + 500) / 1_000)
                benchmark.measurement(floorTime, (floorNanoseconds + 500) / 1_000)
            }
        }
    }
}

/// One change to a list of `count` rows applied with `await` (the diff off the main actor): the
/// main thread's CPU time from the call to its return, against one change to 10 rows applied
/// synchronously, alternately.
private func registerBackgroundApplyRatio(count: Int) {
    let percent = BenchmarkMetric.custom("% of the floor", useScalingFactor: false)
    let measuredTime = BenchmarkMetric.custom("main-thread CPU per update (µs)", useScalingFactor: false)
    Benchmark(
        "Ratio: one change to \(count / 1_000)k rows, async apply (main-thread CPU) / one change to 10 rows, sync",
        configuration: .init(metrics: [percent, measuredTime], maxDuration: .seconds(10), maxIterations: 200)
    ) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        keepFreedMemoryInProcess()
        let (list, small) = await MainActor.run { (SmallList(count: count), SmallList(count: 10)) }
        for _ in benchmark.scaledIterations {
            // The edit (untimed) copies the data source's storage; the apply is measured.
            await MainActor.run {
                list.prepareOneChange()
                small.prepareOneChange()
            }
            let start = await MainActor.run { currentThreadCPU() }
            await list.applyPreparedChangeInBackground()
            let end = await MainActor.run { currentThreadCPU() }
            let floor = await MainActor.run { threadCPUNanoseconds(small.applyPreparedChange) }
            benchmark.measurement(percent, Int((100 * Double(end - start) / Double(max(1, floor))).rounded()))
            benchmark.measurement(measuredTime, (end - start + 500) / 1_000)
        }
    }
}

/// The calling thread's CPU time, in nanoseconds.
private func currentThreadCPU() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
}

func applyCostBenchmarks() {
    registerMainActorRatio(
        "Ratio: one change to 10 rows, sync apply / Swift's difference(from:) of the rows", iterations: 2_000
    ) {
        let list = SmallList(count: 10)
        let peer = ApplyPeer.standardLibrary.makeList(10)
        return (list.applyOneChange, peer)
    }
    registerMainActorRatio(
        "Ratio: one change to 100 rows, sync apply / Swift's difference(from:) of the rows", iterations: 2_000
    ) {
        let list = SmallList(count: 100)
        let peer = ApplyPeer.standardLibrary.makeList(100)
        return (list.applyOneChange, peer)
    }
    for count in [10_000, 100_000, 1_000_000] {
        // The apply alone: the edit before it (untimed) copies the data source's storage.
        nonisolated(unsafe) var lists: (list: SmallList, small: SmallList)?
        registerMainActorRatio(
            "Ratio: one change to \(count / 1_000)k rows, sync apply / one change to 10 rows", iterations: 200,
            untimed: {
                lists?.list.prepareOneChange()
                lists?.small.prepareOneChange()
            }
        ) {
            let made = (SmallList(count: count), SmallList(count: 10))
            lists = made
            return (made.0.applyPreparedChange, made.1.applyPreparedChange)
        }
    }
    for count in [10_000, 100_000, 1_000_000] { registerBackgroundApplyRatio(count: count) }
    firstScreenBenchmark(count: 100_000)
}

/// The first screen of a list of 100,000 self-sizing rows — its snapshot built, applied to a new
/// host and laid out — against building the snapshot alone.
private func firstScreenBenchmark(count: Int) {
    final class RowCell: HeadlessCell {
        required init() {}
    }
    registerMainActorRatio("Ratio: first screen of 100k self-sizing rows / building its snapshot", iterations: 50) {
        let rows = Array(0..<count)
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let layout = CompositionalLayout(
            section: LayoutSection(group: .vertical(layoutSize: size, subitems: [LayoutItem(layoutSize: size)])))
        let registration = CellRegistration<RowCell, Int> { _, _, _ in }
        return (
            {
                let view = HeadlessCollectionView(
                    frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
                let dataSource = CollectionViewDiffableDataSource<Int, Int>(
                    collectionView: view, cellRegistration: registration)
                dataSource.apply(try! Snapshot([(0, rows)]), animatingDifferences: false)
                view.layoutIfNeeded()
                precondition(!view.visibleCells.isEmpty, "the first screen shows rows")
            },
            { _ = try! Snapshot<Int, Int>([(0, rows)]) }
        )
    }
}
