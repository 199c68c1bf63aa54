import Benchmark
import BenchmarkSupport
import DiffComparison
import TesseraDiff

// Identifiers whose hashes collide, against Swift's own Set with the same identifiers. Every
// operation of a snapshot or a diff hashes identifiers the way Set does, so it should cost what
// the same work costs a Set, within a small factor, however the hashes fall: the ratio
// benchmarks time an operation and its Set equivalent back to back (compare ratios, not times:
// with colliding hashes both are quadratic).

/// An identifier whose `hash(into:)` gives every identifier the same hash.
struct CollidingIdentifier: Hashable, Sendable {
    var value: Int
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
}

/// An identifier with a sound `hash(into:)` and a constant `hashValue` (the deprecated
/// customization point, which Set never calls).
struct ConstantHashValueIdentifier: Hashable, Sendable {
    var value: Int
    var hashValue: Int { 0 }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// Registers the ratio benchmarks for `count` identifiers of each kind.
func collidingHashBenchmarks(count: Int) {
    registerCollisionBenchmarks("colliding hashes", count: count) { CollidingIdentifier(value: $0) }
    registerCollisionBenchmarks("constant hashValue", count: count) { ConstantHashValueIdentifier(value: $0) }
    registerCollisionBenchmarks("ordinary Ints", count: count) { $0 }
}

private func registerCollisionBenchmarks<Identifier: Hashable & Sendable>(
    _ kind: String, count: Int, _ make: (Int) -> Identifier
) {
    let name = "\(DiffScenario.label(count)) \(kind)"
    let identifiers = (0..<count).map(make)
    var random = SplitMix(seed: 11)
    let shuffled = identifiers.shuffled(using: &random)
    // A tenth replaced by new identifiers, the rest in order.
    let changed = Array(identifiers[(count / 10)...]) + (count..<(count + count / 10)).map(make)
    let snapshot = try! Snapshot<Int, Identifier>([(0, identifiers)])
    let shuffledSnapshot = try! Snapshot<Int, Identifier>([(0, shuffled)])
    let set = Set(identifiers)
    let positions = [Identifier: Int](uniqueKeysWithValues: zip(identifiers, 0...))
    let newcomer = make(-1)

    let insertIntoSet: @Sendable () -> Void = {
        var set = Set<Identifier>()
        for identifier in identifiers { set.insert(identifier) }
        blackHole(set)
    }
    /// Matching two lists with a Set: the old one inserted, each new one looked up.
    let matchWithSet: @Sendable ([Identifier]) -> Void = { new in
        var set = Set<Identifier>()
        for identifier in identifiers { set.insert(identifier) }
        var found = 0
        for identifier in new where set.contains(identifier) { found += 1 }
        blackHole(found)
    }
    registerRatioBenchmark(
        "Ratio: Snapshot(_ sections:) of \(name) / Set insert",
        measured: { blackHole(try Snapshot<Int, Identifier>([(0, identifiers)])) }, floor: insertIntoSet)
    registerRatioBenchmark(
        "Ratio: indexOfItem of each of \(name) / Set contains",
        measured: {
            var sum = 0
            for identifier in shuffled { sum &+= snapshot.indexOfItem(identifier) ?? 0 }
            blackHole(sum)
        },
        floor: {
            var found = 0
            for identifier in shuffled where set.contains(identifier) { found += 1 }
            blackHole(found)
        })
    registerRatioBenchmark(
        "Ratio: insert one item before all \(name) / Dictionary: update every value",
        measured: {
            var edited = snapshot
            try edited.insertItems([newcomer], beforeItem: identifiers[0])
            blackHole(edited)
        },
        floor: {
            var edited = positions
            for identifier in identifiers { edited[identifier]! += 1 }
            blackHole(edited)
        })
    registerRatioBenchmark(
        "Ratio: delete half of \(name) / Dictionary: remove them, update the others' values",
        measured: {
            var edited = snapshot
            edited.deleteItems(Array(shuffled[..<(count / 2)]))
            blackHole(edited)
        },
        floor: {
            var edited = positions
            for identifier in shuffled[..<(count / 2)] { edited[identifier] = nil }
            for identifier in shuffled[(count / 2)...] { edited[identifier]! += 1 }
            blackHole(edited)
        })
    registerRatioBenchmark(
        "Ratio: snapshot diff, \(name) shuffled / Set insert and contains",
        measured: { blackHole(BatchUpdate(from: snapshot, to: shuffledSnapshot)) }, floor: { matchWithSet(shuffled) })
    registerRatioBenchmark(
        "Ratio: list diff, \(name) with a tenth changed / Set insert and contains",
        measured: { blackHole(try BatchUpdate(from: identifiers, to: changed)) }, floor: { matchWithSet(changed) })
}
