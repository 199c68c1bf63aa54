import Benchmark
import Foundation
import TesseraDiff

// The scenario of DifferenceKit's own benchmark, so the numbers compare: a source of N random
// UUIDs; the target deletes a range, inserts fresh UUIDs at the range's start and shuffles a
// prefix. A second variant diffs items with content and updates 2% of them.

struct Scenario {
    let count: Int
    var deleteRange: Range<Int> { count * 2 / 5..<count * 3 / 5 }
    var insertCount: Int { count / 10 }
    var shuffleRange: Range<Int> { 0..<count / 50 }

    /// DifferenceKit's sizes: 5,000 deletes 2000..<3000; 100,000 deletes 20000..<30000 (same
    /// proportions for 1,000,000).
    static let sizes = [5_000, 100_000, 1_000_000]

    func lists(seed: UInt64) -> (source: [UUID], target: [UUID]) {
        var random = SplitMix(seed: seed)
        let source = (0..<count).map { _ in UUID(random: &random) }
        var target = source
        target.removeSubrange(deleteRange)
        target.insert(contentsOf: (0..<insertCount).map { _ in UUID(random: &random) }, at: deleteRange.lowerBound)
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
    init(random: inout SplitMix) {
        let a = random.next(), b = random.next()
        self.init(uuid: (
            UInt8(truncatingIfNeeded: a), UInt8(truncatingIfNeeded: a >> 8), UInt8(truncatingIfNeeded: a >> 16), UInt8(truncatingIfNeeded: a >> 24),
            UInt8(truncatingIfNeeded: a >> 32), UInt8(truncatingIfNeeded: a >> 40), UInt8(truncatingIfNeeded: a >> 48), UInt8(truncatingIfNeeded: a >> 56),
            UInt8(truncatingIfNeeded: b), UInt8(truncatingIfNeeded: b >> 8), UInt8(truncatingIfNeeded: b >> 16), UInt8(truncatingIfNeeded: b >> 24),
            UInt8(truncatingIfNeeded: b >> 32), UInt8(truncatingIfNeeded: b >> 40), UInt8(truncatingIfNeeded: b >> 48), UInt8(truncatingIfNeeded: b >> 56)
        ))
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

    for count in Scenario.sizes {
        let scenario = Scenario(count: count)
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

    for count in [10_000, 100_000, 1_000_000] {
        let uuids = Scenario(count: count).lists(seed: 1).source
        let integers = Array(0..<count)
        Benchmark("Snapshot append \(label(count)) UUIDs") { benchmark in
            for _ in benchmark.scaledIterations {
                var snapshot = Snapshot<Int, UUID>()
                try snapshot.appendSections([0])
                try snapshot.appendItems(uuids, toSection: 0)
                blackHole(snapshot)
            }
        }
        Benchmark("Snapshot append \(label(count)) Ints") { benchmark in
            for _ in benchmark.scaledIterations {
                var snapshot = Snapshot<Int, Int>()
                try snapshot.appendSections([0])
                try snapshot.appendItems(integers, toSection: 0)
                blackHole(snapshot)
            }
        }
    }

    let lookupItems = Scenario(count: 100_000).lists(seed: 3).source
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
