import AllocatorStats
import Benchmark
import BenchmarkSupport
import DiffComparison
import Foundation
import TesseraDiff

// Building a snapshot against its floor: inserting the same identifiers into a `Dictionary` sized
// for all of them up front, which hashes each identifier once and never grows. Every form of
// building a snapshot (one append, appends to many sections, `Snapshot(_ sections:)`) indexes each
// item once too, so each should cost about the same. Compare ratios within one run.

/// Registers the snapshot-building benchmarks for `count` items and their floors, then the memory
/// held per item by a snapshot of 1,000,000 items.
func snapshotBuildBenchmarks(count: Int, uuids: [UUID]) {
    let sectionCount = 10
    let integers = Array(0..<count)
    let size = label(count)
    registerBuildBenchmarks(name: "\(size) UUIDs", items: uuids, sectionCount: sectionCount)
    registerBuildBenchmarks(name: "\(size) Ints", items: integers, sectionCount: sectionCount)
    registerMemoryBenchmarks(count: 1_000_000)
}

private func registerBuildBenchmarks<Item: Hashable & Sendable>(name: String, items: [Item], sectionCount: Int) {
    let chunk = items.count / sectionCount
    let sections = (0..<sectionCount).map { section in
        (section, Array(items[section * chunk..<(section + 1) * chunk]))
    }
    let floor: @Sendable () -> Void = { blackHole(presizedDictionary(items)) }
    let builds: [(String, @Sendable () throws -> Void)] = [
        ("append \(name) to one section", { blackHole(try snapshotAppending(items)) }),
        (
            "append \(name) as \(sectionCount) sections",
            {
                var snapshot = Snapshot<Int, Item>()
                try snapshot.appendSections(Array(0..<sectionCount))
                for (section, sectionItems) in sections {
                    try snapshot.appendItems(sectionItems, toSection: section)
                }
                blackHole(snapshot)
            }
        ),
        ("Snapshot(_ sections:) \(name) in one section", { blackHole(try Snapshot([(0, items)])) }),
        ("Snapshot(_ sections:) \(name) in \(sectionCount) sections", { blackHole(try Snapshot(sections)) }),
    ]
    Benchmark("Floor: pre-sized Dictionary insert \(name)") { benchmark in
        for _ in benchmark.scaledIterations { floor() }
    }
    for (label, build) in builds {
        Benchmark("Build: \(label)") { benchmark in
            for _ in benchmark.scaledIterations { try build() }
        }
        registerRatioBenchmark("Ratio: \(label) / floor", measured: build, floor: floor)
    }
}

/// Registers a benchmark that appends `items` to the one section of an empty snapshot.
func registerAppendBenchmark<Item: Hashable & Sendable>(_ name: String, items: [Item]) {
    Benchmark(name) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try snapshotAppending(items))
        }
    }
}

/// A snapshot of one section, built by appending `items` to it.
private func snapshotAppending<Item: Hashable & Sendable>(_ items: [Item]) throws -> Snapshot<Int, Item> {
    var snapshot = Snapshot<Int, Item>()
    try snapshot.appendSections([0])
    try snapshot.appendItems(items, toSection: 0)
    return snapshot
}

/// The floor: each identifier hashed and inserted once into a table sized for all of them.
@inline(never)
private func presizedDictionary<Item: Hashable>(_ items: [Item]) -> [Item: Int] {
    var dictionary = [Item: Int](minimumCapacity: items.count)
    for (position, item) in items.enumerated() {
        dictionary[item] = position
    }
    return dictionary
}

// MARK: Memory

/// Bytes per item held by what `build` returns, identifiers included: `build` makes its own
/// identifiers, so a structure that keeps them (or shares their array) is charged for them.
private func bytesPerItem<T>(count: Int, _ build: () throws -> T) rethrows -> Int {
    let before = tessera_allocated_bytes()
    let built = try build()
    let after = tessera_allocated_bytes()
    withExtendedLifetime(built) {}
    return (Int(after) - Int(before)) / count
}

private func registerMemoryBenchmarks(count: Int) {
    let size = label(count)
    let builds: [(String, @Sendable () throws -> Int)] = [
        (
            "Memory: Snapshot of \(size) UUIDs in one section",
            {
                try bytesPerItem(count: count) {
                    var snapshot = Snapshot<Int, UUID>()
                    try snapshot.appendSections([0])
                    try snapshot.appendItems(DiffScenario.randomSource(count: count, seed: 5), toSection: 0)
                    return snapshot
                }
            }
        ),
        (
            "Memory: Snapshot of \(size) UUIDs in 10 sections",
            {
                try bytesPerItem(count: count) {
                    let uuids = DiffScenario.randomSource(count: count, seed: 6)
                    let chunk = count / 10
                    return try Snapshot((0..<10).map { ($0, Array(uuids[$0 * chunk..<($0 + 1) * chunk])) })
                }
            }
        ),
        (
            "Memory: pre-sized [UUID: Int] of \(size) UUIDs",
            { bytesPerItem(count: count) { presizedDictionary(DiffScenario.randomSource(count: count, seed: 7)) } }
        ),
        (
            "Memory: Snapshot of \(size) Ints in one section",
            { try bytesPerItem(count: count) { try Snapshot([(0, Array(0..<count))]) } }
        ),
    ]
    // The allocator's counts cover every thread's arena, so the thread that runs this does not matter.
    let metric = BenchmarkMetric.custom("bytes per item")
    for (name, build) in builds {
        Benchmark(name, configuration: .init(metrics: [metric], warmupIterations: 0, maxIterations: 1)) { benchmark in
            let bytes = try build()
            FileHandle.standardError.write(Data("\(name): \(bytes) bytes per item\n".utf8))
            benchmark.measurement(metric, bytes)
        }
    }
}
