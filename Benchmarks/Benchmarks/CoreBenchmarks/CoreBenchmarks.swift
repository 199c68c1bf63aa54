import Benchmark
import Foundation
import Tessera

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

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .milliseconds, maxDuration: .seconds(5), maxIterations: 1_000)

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
}
