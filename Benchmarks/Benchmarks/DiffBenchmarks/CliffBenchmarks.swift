import Benchmark
import BenchmarkSupport
import DiffComparison
import Foundation
import TesseraDiff

// The scenarios where the diff and the snapshot used to turn into cliffs, each timed against a
// floor in the same iteration (registerRatioBenchmark): many sections, many moves, and one hash
// value for every identifier.

/// Registers the cliff benchmarks.
func cliffBenchmarks() {
    manySectionsBenchmarks(sectionCount: 10_000)
    movesBenchmarks(count: 100_000)
    oneHashValueBenchmarks(count: 30_000)
}

/// 10,000 sections of one item each, built in each documented way, against hashing every section
/// and item identifier once into a table sized for all of them.
private func manySectionsBenchmarks(sectionCount: Int) {
    let sections = (0..<sectionCount).map { ($0, [sectionCount + $0]) }
    let sectionIdentifiers = sections.map(\.0)
    let floor: @Sendable () -> Void = {
        var table = [Int: Int](minimumCapacity: 2 * sectionCount)
        for (section, items) in sections {
            table[section] = section
            for item in items { table[item] = section }
        }
        blackHole(table)
    }
    registerRatioBenchmark(
        "Ratio: Snapshot(_ sections:) of 10k sections of one item / floor",
        measured: { blackHole(try Snapshot<Int, Int>(sections)) }, floor: floor)
    registerRatioBenchmark(
        "Ratio: appendSections, then appendItems per section, 10k sections of one item / floor",
        measured: {
            var snapshot = Snapshot<Int, Int>()
            try snapshot.appendSections(sectionIdentifiers)
            for (section, items) in sections { try snapshot.appendItems(items, toSection: section) }
            blackHole(snapshot)
        }, floor: floor)
    registerRatioBenchmark(
        "Ratio: appendSections and appendItems one section at a time, 10k sections of one item / floor",
        measured: {
            var snapshot = Snapshot<Int, Int>()
            for (section, items) in sections {
                try snapshot.appendSections([section])
                try snapshot.appendItems(items)
            }
            blackHole(snapshot)
        }, floor: floor)
}

/// The diff of a list of 100,000 UUIDs to its shuffle and to its reversal, against hashing every
/// identifier once into a table sized for all of them.
private func movesBenchmarks(count: Int) {
    let uuids = DiffScenario.randomSource(count: count, seed: 9)
    var random = SplitMix(seed: 9)
    let old = try! Snapshot<Int, UUID>([(0, uuids)])
    let shuffled = try! Snapshot<Int, UUID>([(0, uuids.shuffled(using: &random))])
    let reversed = try! Snapshot<Int, UUID>([(0, uuids.reversed())])
    let floor: @Sendable () -> Void = {
        var table = [UUID: Int](minimumCapacity: count)
        for (position, uuid) in uuids.enumerated() { table[uuid] = position }
        blackHole(table)
    }
    registerRatioBenchmark(
        "Ratio: snapshot diff of 100k UUIDs to their shuffle / floor",
        measured: { blackHole(BatchUpdate(from: old, to: shuffled)) }, floor: floor)
    registerRatioBenchmark(
        "Ratio: snapshot diff of 100k UUIDs to their reversal / floor",
        measured: { blackHole(BatchUpdate(from: old, to: reversed)) }, floor: floor)
}

/// 30,000 identifiers whose `hash(into:)` gives them all one hash value: an edit near the start of
/// a snapshot of them, against the same edit of a `Set` of them (each costs comparisons linear in
/// the identifiers: the ratio must stay flat however many there are).
private func oneHashValueBenchmarks(count: Int) {
    nonisolated(unsafe) var built: (snapshot: Snapshot<Int, CollidingIdentifier>, set: Set<CollidingIdentifier>)?
    let setUp: @Sendable () -> Void = {
        let identifiers = (0..<count).map { CollidingIdentifier(value: $0) }
        built = (try! Snapshot([(0, identifiers)]), Set(identifiers))
    }
    let first = CollidingIdentifier(value: 0)
    registerRatioBenchmark(
        "Ratio: delete the first of 30k identifiers with one hash value / Set: remove it",
        measured: {
            var snapshot = built!.snapshot
            snapshot.deleteItems([first])
            blackHole(snapshot)
        },
        floor: {
            var set = built!.set
            set.remove(first)
            blackHole(set)
        }, setUp: setUp)
    registerRatioBenchmark(
        "Ratio: insert one item first among 30k identifiers with one hash value / Set: insert it",
        measured: {
            var snapshot = built!.snapshot
            try snapshot.insertItems([CollidingIdentifier(value: -1)], beforeItem: first)
            blackHole(snapshot)
        },
        floor: {
            var set = built!.set
            set.insert(CollidingIdentifier(value: -1))
            blackHole(set)
        }, setUp: setUp)
}
