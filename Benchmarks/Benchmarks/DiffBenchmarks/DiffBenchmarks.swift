import Benchmark
import DiffComparison
import Foundation
import TesseraDiff

// DifferenceKit's benchmark scenario (DiffScenario, in the DiffComparison target, which also
// runs the comparison with DifferenceKit itself from a scratch package: docs/Performance.md).

func label(_ count: Int) -> String { DiffScenario.label(count) }

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .microseconds,
        maxDuration: .seconds(3),
        maxIterations: 1_000
    )

    // MARK: List diff, DifferenceKit's scenario

    for scenario in DiffScenario.sizes {
        let count = scenario.count
        let (source, target) = scenario.lists(seed: 42)
        Benchmark("Diff UUID list \(label(count))") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try BatchUpdate(from: source, to: target))
            }
        }

        let (sourceItems, targetItems) = scenario.items(seed: 42)
        Benchmark("Diff items with 2% updates \(label(count))") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try BatchUpdate(from: sourceItems, to: targetItems, identifiedBy: \.id, isContentEqual: ==))
            }
        }

        let oldSnapshot = try! Snapshot<Int, UUID>([(0, source)])
        let newSnapshot = try! Snapshot<Int, UUID>([(0, target)])
        Benchmark("Diff snapshots \(label(count))") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(BatchUpdate(from: oldSnapshot, to: newSnapshot))
            }
        }
    }

    // MARK: Snapshot building and lookups

    for count in [10_000, 1_000_000] {
        let uuids = DiffScenario.randomSource(count: count, seed: 1)
        let integers = Array(0..<count)
        registerAppendBenchmark("Snapshot append \(label(count)) UUIDs", items: uuids)
        registerAppendBenchmark("Snapshot append \(label(count)) Ints", items: integers)
    }

    snapshotBuildBenchmarks(count: 100_000, uuids: DiffScenario.randomSource(count: 100_000, seed: 1))
    collidingHashBenchmarks(count: 2_000)
    cliffBenchmarks()

    let lookupItems = DiffScenario.randomSource(count: 100_000, seed: 3)
    let lookupSnapshot = try! Snapshot<Int, UUID>([(0, lookupItems)])
    Benchmark("Snapshot look up 100k UUIDs") { benchmark in
        for _ in benchmark.scaledIterations {
            var sum = 0
            for item in lookupItems {
                sum &+= lookupSnapshot.indexOfItem(item) ?? 0
            }
            blackHole(sum)
        }
    }
}
