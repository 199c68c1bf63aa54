import Benchmark
import Foundation
import Tessera

// Issue 32, "costs that follow the change": an apply to a list of self-sizing rows should cost
// what changed, not how many rows were measured before it. Two screens of 20,000 rows with
// estimated heights, one with its first 1,000 rows measured, one with all 20,000 measured, get
// the same small updates, timed in the main thread's CPU time, alternately, in one run. Two kinds
// of update: a row inserted and one deleted near the top with one row's content changed (the rows
// below keep their indexes), and a row inserted near the top alone (every row below moves by one).
//
// The screens are made once per benchmark, then warmed up by two rounds of updates, and every
// sample applies one update to each: what is measured is an apply in a screen the user is using.
// (Scrolling through 20,000 rows takes about half a second; a pair of screens made for every
// sample gave some thirty samples of the first apply after that scroll, which pays one-time costs
// — about 180 µs on either screen — and scatters with the allocator's state.)

/// A row that measures itself at a height that depends on its identifier (40 to 72 points).
final class MeasuredRowCell: HeadlessCell {
    var row: Row?
    required init() {}

    override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
        var attributes = layoutAttributes
        attributes.frame.size.height = CGFloat(40 + (row?.id ?? 0) % 5 * 8)
        return attributes
    }
}

/// A screen of self-sizing rows with the first `measured` rows measured (scrolled through).
@MainActor
final class MeasuredRowsScreen {
    let view = HeadlessCollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 880), collectionViewLayout: MeasuredRowsScreen.layout())
    let dataSource: CollectionViewDiffableDataSource<Int, Row>
    let snapshots: [Snapshot<Int, Row>]
    var next = 0

    static func layout() -> CompositionalLayout {
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        return CompositionalLayout(
            section: LayoutSection(group: .vertical(layoutSize: size, subitems: [LayoutItem(layoutSize: size)])))
    }

    /// - Parameter insertOnly: whether the update inserts a row near the top and nothing else.
    init(count: Int, measured: Int, insertOnly: Bool) {
        let registration = CellRegistration<MeasuredRowCell, Row> { cell, _, row in cell.row = row }
        dataSource = CollectionViewDiffableDataSource(collectionView: view, cellRegistration: registration)
        let base = (0..<count).map { Row(id: $0, version: 0) }
        var changed = base
        changed.insert(Row(id: count, version: 0), at: 3)
        if !insertOnly {
            changed.remove(at: 8)
            changed[5].version = 1
        }
        snapshots = [try! Snapshot([(0, base)]), try! Snapshot([(0, changed)])]
        dataSource.apply(snapshots[0], animatingDifferences: false)
        // Scroll through the first `measured` rows so that each measures itself, then back to the top.
        while let last = view.indexPathsForVisibleItems.max(), last.item < measured - 1 {
            view.contentOffset.y += view.bounds.height
            view.layoutIfNeeded()
        }
        view.contentOffset.y = 0
        view.layoutIfNeeded()
        let height = view.layoutSolution?.attributesForItem(at: IndexPath(item: measured - 1, section: 0))?.frame.height
        precondition(height == CGFloat(40 + (measured - 1) % 5 * 8), "row \(measured - 1) was not measured: \(height ?? 0)")
    }

    func applyNext() {
        next = 1 - next
        dataSource.apply(snapshots[next], animatingDifferences: false)
    }
}

let measuredRowsBenchmarks: @Sendable () -> Void = {
    for (name, insertOnly) in [
        ("Apply to 20,000 self-sizing rows: all measured vs 1,000 measured", false),
        ("Apply to 20,000 self-sizing rows, one row inserted: all measured vs 1,000 measured", true),
    ] {
        measuredRowsBenchmark(name, insertOnly: insertOnly)
    }
}

/// The two screens of a benchmark and how many samples they gave.
@MainActor
final class MeasuredRowsPair {
    let few: MeasuredRowsScreen
    let all: MeasuredRowsScreen
    var samples = 0

    /// Makes the screens and warms them up: two rounds of updates, so that what follows is an
    /// apply like any other.
    init(insertOnly: Bool) {
        few = MeasuredRowsScreen(count: 20_000, measured: 1_000, insertOnly: insertOnly)
        all = MeasuredRowsScreen(count: 20_000, measured: 20_000, insertOnly: insertOnly)
        for _ in 0..<4 {
            few.applyNext()
            all.applyNext()
        }
    }

    /// The pair of each benchmark (by its kind of update), made on its first sample.
    static var pairs: [Bool: MeasuredRowsPair] = [:]

    static func pair(insertOnly: Bool) -> MeasuredRowsPair {
        if let pair = pairs[insertOnly] { return pair }
        let pair = MeasuredRowsPair(insertOnly: insertOnly)
        pairs[insertOnly] = pair
        return pair
    }
}

/// Registers a benchmark that applies the same updates to the two screens alternately and records
/// each one's time per apply and the second's as a percentage of the first's.
func measuredRowsBenchmark(_ name: String, insertOnly: Bool) {
    let percent = BenchmarkMetric.custom(
        "20,000 measured as % of 1,000 measured", polarity: .prefersSmaller, useScalingFactor: false)
    let fewTime = BenchmarkMetric.custom("1,000 measured: µs per apply", polarity: .prefersSmaller, useScalingFactor: false)
    let allTime = BenchmarkMetric.custom("20,000 measured: µs per apply", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark(
        name, configuration: .init(metrics: [percent, fewTime, allTime], maxDuration: .seconds(10), maxIterations: 400)
    ) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let pair = MeasuredRowsPair.pair(insertOnly: insertOnly)
            let (few, all) = (pair.few, pair.all)
            for _ in benchmark.scaledIterations {
                // Each screen goes first in every other pair of samples (a pair: the update and
                // its reverse).
                let fewFirst = (pair.samples / 2).isMultiple(of: 2)
                pair.samples += 1
                var times = (few: 0, all: 0)
                for screen in fewFirst ? [few, all] : [all, few] {
                    let start = threadCPUMicroseconds()
                    screen.applyNext()
                    let spent = threadCPUMicroseconds() - start
                    if screen === few { times.few = spent } else { times.all = spent }
                }
                benchmark.measurement(fewTime, times.few)
                benchmark.measurement(allTime, times.all)
                benchmark.measurement(percent, Int((100 * Double(times.all) / Double(max(1, times.few))).rounded()))
            }
            precondition(few.view.failures.isEmpty && all.view.failures.isEmpty, "the host rejected an update")
        }
    }
}
