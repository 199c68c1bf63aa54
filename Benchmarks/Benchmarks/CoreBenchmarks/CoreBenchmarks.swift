import Benchmark
import Foundation
@_spi(Testing) import Tessera

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The CPU time the calling thread has used, in microseconds. Called on the main actor before and
/// after an update, it gives the time the main thread was busy with it, whatever else the machine
/// runs (wall-clock time on a shared machine counts other processes too).
func threadCPUMicroseconds() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Int(time.tv_sec) * 1_000_000 + Int(time.tv_nsec) / 1_000
}

// End to end on the headless host: diff + batch update validation + layout update + reconfiguring
// the visible cells, for 100,000 items of which 1% change between applies.

struct Row: Hashable, Sendable, ContentEquatable {
    var id: Int
    var version: Int
    static func == (lhs: Row, rhs: Row) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    func isContentEqual(to source: Row) -> Bool { version == source.version }
}

final class RowCell: HeadlessCell {
    var row: Row?
    required init() {}
}

@MainActor
final class Screen {
    let view = HeadlessCollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 880), collectionViewLayout: Screen.layout())
    let dataSource: CollectionViewDiffableDataSource<Int, Row>
    let snapshots: [Snapshot<Int, Row>]
    var next = 0

    static func layout() -> CompositionalLayout {
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        return CompositionalLayout(section: LayoutSection(group: .horizontal(layoutSize: size, subitems: [LayoutItem(layoutSize: size)])))
    }

    init(count: Int) {
        let registration = CellRegistration<RowCell, Row> { cell, _, row in cell.row = row }
        dataSource = CollectionViewDiffableDataSource(collectionView: view) { host, indexPath, row in
            try host.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: row)
        }
        // Two snapshots that differ in 1% of the items: a quarter of those deleted and inserted,
        // the rest (including visible rows) with changed content.
        let base = (0..<count).map { Row(id: $0, version: 0) }
        var changed = base
        var random = SystemRandomNumberGenerator()
        let changes = count / 100
        for index in stride(from: 0, to: count, by: count / (changes * 3 / 4)).prefix(changes * 3 / 4) { changed[index].version = 1 }
        for index in 0..<10 { changed[index].version = 1 }
        changed.removeSubrange(count / 2..<count / 2 + changes / 8)
        changed.append(contentsOf: (0..<changes / 8).map { Row(id: count + $0, version: 0) })
        _ = random.next()
        snapshots = [try! Snapshot([(0, base)]), try! Snapshot([(0, changed)])]
        dataSource.apply(snapshots[0], animatingDifferences: false)
    }

    func applyNext() {
        next = 1 - next
        dataSource.apply(snapshots[next])
    }
}

/// SplitMix64: reproducible random changes.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A chain of snapshots of `count` rows, each differing from the one before in `changes` rows
/// (1% by default), at random places: a third deleted, a third inserted, a third with changed
/// content.
func randomChain(count: Int, length: Int, seed: UInt64, changes: Int? = nil) -> [Snapshot<Int, Row>] {
    var random = SplitMix(state: seed)
    var rows = (0..<count).map { Row(id: $0, version: 0) }
    var nextID = count
    var chain = [try! Snapshot([(0, rows)])]
    let changes = changes ?? count / 100
    for _ in 1..<length {
        for _ in 0..<changes / 3 { rows.remove(at: Int.random(in: 0..<rows.count, using: &random)) }
        for _ in 0..<changes / 3 {
            rows.insert(Row(id: nextID, version: 0), at: Int.random(in: 0...rows.count, using: &random))
            nextID += 1
        }
        for _ in 0..<changes / 3 { rows[Int.random(in: 0..<rows.count, using: &random)].version += 1 }
        chain.append(try! Snapshot([(0, rows)]))
    }
    return chain
}

/// Adds up the time the diffs took on their background task.
final class DiffClock: @unchecked Sendable {
    private let lock = NSLock()
    private var total: Duration = .zero

    var elapsed: Duration {
        lock.lock()
        defer { lock.unlock() }
        return total
    }

    func difference(_ old: Snapshot<Int, Row>, _ new: Snapshot<Int, Row>) -> BatchUpdate {
        let clock = ContinuousClock()
        let start = clock.now
        let update = BatchUpdate(from: old, to: new, contentUpdate: .reconfigure)
        let spent = clock.now - start
        lock.lock()
        total += spent
        lock.unlock()
        return update
    }
}

/// A screen on the headless host showing 20 rows, for the per-update benchmarks (100k and 1M rows).
@MainActor
final class MillionRowScreen {
    let view = HeadlessCollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 880), collectionViewLayout: Screen.layout())
    let dataSource: CollectionViewDiffableDataSource<Int, Row>

    init(first: Snapshot<Int, Row>) {
        let registration = CellRegistration<RowCell, Row> { cell, _, row in cell.row = row }
        dataSource = CollectionViewDiffableDataSource(collectionView: view, cellRegistration: registration)
        dataSource.apply(first, animatingDifferences: false, completion: nil)
        precondition(view.visibleCells.count == 20, "expected 20 visible cells, found \(view.visibleCells.count)")
    }
}

extension Duration {
    var milliseconds: Int { Int(Double(components.seconds) * 1_000 + Double(components.attoseconds) / 1e15) }
    var microseconds: Int { Int(Double(components.seconds) * 1_000_000 + Double(components.attoseconds) / 1e12) }
}

/// The chains the per-update benchmarks apply: 1% random changes at 100,000 and 1,000,000 rows,
/// and 1,000 random changes at 1,000,000 (as many as 1% of 100,000).
let hundredThousandRowChain = randomChain(count: 100_000, length: 6, seed: 2026)
let millionRowChain = randomChain(count: 1_000_000, length: 6, seed: 2026)
let millionRowFixedChangesChain = randomChain(count: 1_000_000, length: 6, seed: 2026, changes: 1_000)

/// The metrics an apply benchmark records per update.
struct PerUpdateMetrics: Sendable {
    /// The update's duration on the main actor (for a background apply, the call's duration less
    /// its diff's time on its task).
    var mainActor: BenchmarkMetric
    /// The main thread's CPU time during the update.
    var mainThreadCPU: BenchmarkMetric
}

/// Applies each snapshot of `chain` after the first with the synchronous apply (the diff on the
/// main actor), recording each update's main-actor time and main-thread CPU time.
func measureSynchronousApplies(
    of chain: [Snapshot<Int, Row>], benchmark: Benchmark, metrics: PerUpdateMetrics
) async {
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
        let screen = MillionRowScreen(first: chain[0])
        let clock = ContinuousClock()
        benchmark.startMeasurement()
        for snapshot in chain.dropFirst() {
            let start = clock.now
            let cpu = threadCPUMicroseconds()
            screen.dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
            benchmark.measurement(metrics.mainThreadCPU, threadCPUMicroseconds() - cpu)
            benchmark.measurement(metrics.mainActor, (clock.now - start).microseconds)
        }
        benchmark.stopMeasurement()
        precondition(screen.view.failures.isEmpty, "the host rejected an update: \(screen.view.failures)")
    }
}

/// Applies each snapshot of `chain` after the first with the async apply (the diff on a
/// background task), recording each update's main-actor time (the call's duration less the
/// diff's) and the main thread's CPU time between the call and its return.
func measureBackgroundApplies(of chain: [Snapshot<Int, Row>], benchmark: Benchmark, metrics: PerUpdateMetrics) async {
    nonisolated(unsafe) let benchmark = benchmark
    let screen = await MillionRowScreen(first: chain[0])
    let diffs = DiffClock()
    let clock = ContinuousClock()
    benchmark.startMeasurement()
    for snapshot in chain.dropFirst() {
        let start = clock.now
        let diffBefore = diffs.elapsed
        let cpuBefore = await MainActor.run { threadCPUMicroseconds() }
        await screen.dataSource.updater.apply(snapshot, difference: { diffs.difference($0, $1) })
        let cpuAfter = await MainActor.run { threadCPUMicroseconds() }
        // The call's duration less the diff's own time on its task (the validation that follows
        // it on the task is counted: an upper bound), and the main thread's CPU time meanwhile.
        let mainActor = (clock.now - start) - (diffs.elapsed - diffBefore)
        benchmark.measurement(metrics.mainActor, mainActor.microseconds)
        benchmark.measurement(metrics.mainThreadCPU, cpuAfter - cpuBefore)
    }
    benchmark.stopMeasurement()
    let failures = await screen.view.failures
    precondition(failures.isEmpty, "the host rejected an update: \(failures)")
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .milliseconds, maxDuration: .seconds(5), maxIterations: 1_000)
    recorderBenchmarks()

    Benchmark("Apply 100k-item snapshot with 1% changes, 20 visible cells (headless, end to end)") { benchmark in
        // The whole measurement runs on the main actor; the measurement handle is only used there,
        // while this task waits.
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let screen = Screen(count: 100_000)
            precondition(screen.view.visibleCells.count == 20, "expected 20 visible cells, found \(screen.view.visibleCells.count)")
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                screen.applyNext()
            }
            benchmark.stopMeasurement()
            precondition(screen.view.failures.isEmpty, "the host rejected an update: \(screen.view.failures)")
        }
    }

    // The time the main actor is busy per update, with the diff on it (the synchronous apply) and
    // off it (the async apply, which diffs on a background task), on 20 visible cells: 1% random
    // changes per update at 100k rows (1,000 changes) and at 1M (10,000), and 1,000 changes at 1M,
    // which against the 100k case shows whether the async apply's main-actor time grows with the
    // rows or with the changes. The main-actor time of a background apply is the call's duration
    // less the diff's own time on its task, so it includes the two executor hops.
    let mainActorPerUpdate = BenchmarkMetric.custom(
        "main-actor time per update (µs)", polarity: .prefersSmaller, useScalingFactor: false)
    let mainThreadCPUPerUpdate = BenchmarkMetric.custom(
        "main-thread CPU per update (µs)", polarity: .prefersSmaller, useScalingFactor: false)
    let perUpdateConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, mainActorPerUpdate, mainThreadCPUPerUpdate],
        timeUnits: .milliseconds, maxDuration: .seconds(20), maxIterations: 5)
    let perUpdateMetrics = PerUpdateMetrics(mainActor: mainActorPerUpdate, mainThreadCPU: mainThreadCPUPerUpdate)
    // Each chain is made when its first benchmark runs (a global is initialized on first use).
    let chains: [(rows: String, changes: String, chain: @Sendable () -> [Snapshot<Int, Row>])] = [
        ("100k", "1% (1,000) random changes", { @Sendable in hundredThousandRowChain }),
        ("1M", "1% random changes", { @Sendable in millionRowChain }),
        ("1M", "1,000 random changes", { @Sendable in millionRowFixedChangesChain }),
    ]
    for (rows, changes, chain) in chains {
        Benchmark(
            "Apply \(rows) rows, \(changes), diff on the main actor (sync apply)", configuration: perUpdateConfiguration
        ) { benchmark in
            await measureSynchronousApplies(of: chain(), benchmark: benchmark, metrics: perUpdateMetrics)
        }
        Benchmark(
            "Apply \(rows) rows, \(changes), diff off the main actor (async apply)", configuration: perUpdateConfiguration
        ) { benchmark in
            await measureBackgroundApplies(of: chain(), benchmark: benchmark, metrics: perUpdateMetrics)
        }
    }

    // A burst: 100 snapshots handed to the async apply without waiting; the diffs coalesce.
    let burst = randomChain(count: 100_000, length: 101, seed: 7)
    let diffsRunMetric = BenchmarkMetric.custom("diffs run", polarity: .prefersSmaller, useScalingFactor: false)
    let burstMainActor = BenchmarkMetric.custom("main-actor time (ms)", polarity: .prefersSmaller, useScalingFactor: false)
    let burstMainThreadCPU = BenchmarkMetric.custom(
        "main-thread CPU (ms)", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark(
        "Burst of 100 async applies of 100k rows: diffs run, main-actor time",
        configuration: .init(
            metrics: [
                .wallClock, diffsRunMetric, burstMainActor, burstMainThreadCPU,
            ], timeUnits: .milliseconds, maxDuration: .seconds(20), maxIterations: 5)
    ) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        let screen = await MillionRowScreen(first: burst[0])
        let diffs = DiffClock()
        let clock = ContinuousClock()
        let diffsBefore = await screen.dataSource.updater.backgroundDiffCount
        let cpuBefore = await MainActor.run { threadCPUMicroseconds() }
        benchmark.startMeasurement()
        let start = clock.now
        // Tasks made on the main actor start in the order they were made: the applies arrive in order.
        let callers = await MainActor.run {
            burst.dropFirst().map { snapshot in
                Task { await screen.dataSource.updater.apply(snapshot, difference: { diffs.difference($0, $1) }) }
            }
        }
        for caller in callers { await caller.value }
        let total = clock.now - start
        benchmark.stopMeasurement()
        let cpuAfter = await MainActor.run { threadCPUMicroseconds() }
        benchmark.measurement(burstMainThreadCPU, (cpuAfter - cpuBefore) / 1_000)
        let diffsRun = await screen.dataSource.updater.backgroundDiffCount - diffsBefore
        benchmark.measurement(diffsRunMetric, diffsRun)
        benchmark.measurement(burstMainActor, (total - diffs.elapsed).milliseconds)
        let shown = await screen.dataSource.snapshot().numberOfItems
        precondition(shown == burst.last!.numberOfItems, "the burst did not end on its last snapshot")
    }

    measuredRowsBenchmarks()
    applyCostBenchmarks()
}
