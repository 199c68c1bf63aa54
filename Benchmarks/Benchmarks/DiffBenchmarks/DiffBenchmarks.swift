import Benchmark
import Foundation
import TesseraDiff

// The scenario of DifferenceKit's own benchmark (its Benchmark/Sources: `BenchmarkData` and the two
// runs in main.swift), so the numbers compare: a source of N random UUIDs; the target is the source
// with a range deleted, fresh UUIDs inserted at a position of the shortened list, and a prefix
// shuffled. DifferenceKit's two runs are not proportional to each other, so each size lists its
// ranges. A second variant diffs items with content and updates 2% of them.

struct Scenario {
    let count: Int
    let deleteRange: Range<Int>
    /// Where the fresh UUIDs go in the target after the deletion; its count is how many.
    let insertRange: Range<Int>
    let shuffleRange: Range<Int>

    /// DifferenceKit's two runs, then 1,000,000 with the proportions of its 100,000 run (it has no
    /// larger one).
    static let sizes = [
        Scenario(count: 5_000, deleteRange: 2_000..<3_000, insertRange: 3_000..<4_000, shuffleRange: 0..<200),
        Scenario(count: 100_000, deleteRange: 20_000..<30_000, insertRange: 30_000..<40_000, shuffleRange: 0..<2_000),
        Scenario(
            count: 1_000_000,
            deleteRange: 200_000..<300_000,
            insertRange: 300_000..<400_000,
            shuffleRange: 0..<20_000
        ),
    ]

    static func randomSource(count: Int, seed: UInt64) -> [UUID] {
        var random = SplitMix(seed: seed)
        return (0..<count).map { _ in UUID(random: &random) }
    }

    func lists(seed: UInt64) -> (source: [UUID], target: [UUID]) {
        var random = SplitMix(seed: seed)
        let source = (0..<count).map { _ in UUID(random: &random) }
        var target = source
        target.removeSubrange(deleteRange)
        target.insert(contentsOf: insertRange.map { _ in UUID(random: &random) }, at: insertRange.lowerBound)
        target[shuffleRange].shuffle(using: &random)
        return (source, target)
    }
}

/// An item with an identity and a content, as in DifferenceKit's "updates" variant.
struct Item: Equatable, Sendable {
    var id: UUID
    var content: Int
}

struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension UUID {
    /// A UUID of 16 random bytes (not a valid version-4 UUID, which does not matter here).
    init(random: inout SplitMix) {
        let words = (random.next(), random.next())
        self = withUnsafeBytes(of: words) { $0.load(as: UUID.self) }
    }
}

func label(_ count: Int) -> String {
    count >= 1_000_000 ? "\(count / 1_000_000)M" : "\(count / 1_000)k"
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .microseconds,
        maxDuration: .seconds(3),
        maxIterations: 1_000
    )

    // MARK: List diff, DifferenceKit's scenario

    for scenario in Scenario.sizes {
        let count = scenario.count
        let (source, target) = scenario.lists(seed: 42)
        Benchmark("Diff UUID list \(label(count))") { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try BatchUpdate(from: source, to: target))
            }
        }

        var random = SplitMix(seed: 7)
        let sourceItems = source.map { Item(id: $0, content: 0) }
        var targetItems = target.map { Item(id: $0, content: 0) }
        for index in targetItems.indices where Int.random(in: 0..<50, using: &random) == 0 {
            targetItems[index].content = 1
        }
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
        let uuids = Scenario.randomSource(count: count, seed: 1)
        let integers = Array(0..<count)
        registerAppendBenchmark("Snapshot append \(label(count)) UUIDs", items: uuids)
        registerAppendBenchmark("Snapshot append \(label(count)) Ints", items: integers)
    }

    snapshotBuildBenchmarks(count: 100_000, uuids: Scenario.randomSource(count: 100_000, seed: 1))

    let lookupItems = Scenario.randomSource(count: 100_000, seed: 3)
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
