import TesseraDiff
import Testing

/// Counts the comparisons made between identifiers that share it, and their hashes.
final class ComparisonCounter: @unchecked Sendable {
    var count = 0
    var hashes = 0
}

/// An identifier whose hashes all collide and whose comparisons are counted.
struct CountedCollidingIdentifier: Hashable, Sendable, CustomStringConvertible {
    var value: Int
    var counter: ComparisonCounter

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.counter.count += 1
        return lhs.value == rhs.value
    }
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
    var description: String { "\(value)" }
}

/// The work of operations on identifiers whose hashes all collide, counted (never timed): each
/// compares identifiers about as often as a `Set` of the same identifiers would, and moves index
/// entries in O(capacity), never O(items moved × items colliding).
@Suite("Colliding hashes: bounded work")
struct CollidingHashWorkTests {
    static let count = 1_500

    /// A snapshot of `count` colliding identifiers in section 0 and `small` in section 1.
    static func snapshot(small: Int = 0) throws -> (Snapshot<Int, CountedCollidingIdentifier>, ComparisonCounter) {
        let counter = ComparisonCounter()
        let item = { CountedCollidingIdentifier(value: $0, counter: counter) }
        let snapshot = try Snapshot([(0, (0..<count).map(item)), (1, (count..<count + small).map(item))])
        return (snapshot, counter)
    }

    /// Runs `edit` on `snapshot` and returns the index slots it probed and the identifier
    /// comparisons it made.
    static func work(
        _ snapshot: inout Snapshot<Int, CountedCollidingIdentifier>, _ counter: ComparisonCounter,
        _ edit: (inout Snapshot<Int, CountedCollidingIdentifier>) throws -> Void
    ) rethrows -> (probes: Int, comparisons: Int) {
        let probes = snapshot.itemIndexProbeCount, comparisons = counter.count
        try edit(&snapshot)
        return (snapshot.itemIndexProbeCount - probes, counter.count - comparisons)
    }

    @Test func editsNearTheStartMoveEntriesInLinearWork() throws {
        var (snapshot, counter) = try Self.snapshot()
        let item = { CountedCollidingIdentifier(value: $0, counter: counter) }
        let capacity = snapshot.itemIndexCapacity
        let edits: [(String, (inout Snapshot<Int, CountedCollidingIdentifier>) throws -> Void)] = [
            ("delete the first item", { $0.deleteItems([item(0)]) }),
            ("insert an item first", { try $0.insertItems([item(-1)], beforeItem: item(1)) }),
            ("move the first item last", { try $0.moveItem(item(-1), afterItem: item(Self.count - 1)) }),
            ("delete two items", { $0.deleteItems([item(5), item(9)]) }),
        ]
        for (name, edit) in edits {
            let (probes, comparisons) = try Self.work(&snapshot, counter, edit)
            // Before the bound, each moved item probed the whole run: about count² / 2 slots.
            #expect(probes <= 3 * capacity, "\(name): \(probes) slots probed, capacity \(capacity)")
            // A Set looks each identifier up past every colliding one: up to `count` comparisons.
            #expect(comparisons <= 6 * Self.count, "\(name): \(comparisons) comparisons")
        }
        #expect(snapshot.invariantViolations().isEmpty)
    }

    @Test func growingTheIndexOfCollidingItemsIsLinear() throws {
        var (snapshot, counter) = try Self.snapshot()
        let item = { CountedCollidingIdentifier(value: $0, counter: counter) }
        let capacity = snapshot.itemIndexCapacity
        let (probes, _) = try Self.work(&snapshot, counter) {
            try $0.appendItems((Self.count..<Self.count + capacity / 2).map(item))
        }
        #expect(snapshot.itemIndexCapacity > capacity)
        // Before, each entry moved was probed from its home: about count² / 2 slots.
        #expect(probes <= 3 * snapshot.itemIndexCapacity, "\(probes) slots probed")
    }

    @Test func editsOfASmallSectionAmongCollidingItemsStayLinear() throws {
        var (snapshot, counter) = try Self.snapshot(small: 100)
        let item = { CountedCollidingIdentifier(value: $0, counter: counter) }
        let capacity = snapshot.itemIndexCapacity
        let (deleteProbes, _) = Self.work(&snapshot, counter) { $0.deleteItems([item(Self.count)]) }
        #expect(deleteProbes <= 3 * capacity)
        let (insertProbes, _) = try Self.work(&snapshot, counter) {
            try $0.insertItems([item(-1)], beforeItem: item(Self.count + 1))
        }
        #expect(insertProbes <= 3 * capacity)
        let (sectionProbes, _) = Self.work(&snapshot, counter) { $0.deleteSections([1]) }
        #expect(sectionProbes <= 3 * capacity)
        #expect(snapshot.numberOfItems == Self.count)
        #expect(snapshot.invariantViolations().isEmpty)
    }

    /// Diffs compare identifiers about as often as matching them with a `Set` does.
    @Test func diffsCompareAsOftenAsASet() throws {
        let (old, counter) = try Self.snapshot()
        let item = { CountedCollidingIdentifier(value: $0, counter: counter) }
        let reversed = (0..<Self.count).reversed().map(item)
        let new = try Snapshot([(0, reversed)])
        counter.count = 0
        var set = Set<CountedCollidingIdentifier>()
        for value in 0..<Self.count { set.insert(item(value)) }
        var found = 0
        for identifier in reversed where set.contains(identifier) { found += 1 }
        let setComparisons = counter.count
        #expect(found == Self.count)
        counter.count = 0
        let update = BatchUpdate(from: old, to: new)
        #expect(update.movedItems.count == Self.count - 1)
        #expect(counter.count <= 2 * setComparisons, "\(counter.count) comparisons, a Set \(setComparisons)")
        counter.count = 0
        _ = try BatchUpdate(from: (0..<Self.count).map(item), to: reversed)
        #expect(counter.count <= 2 * setComparisons, "list diff: \(counter.count), a Set \(setComparisons)")
    }
}
