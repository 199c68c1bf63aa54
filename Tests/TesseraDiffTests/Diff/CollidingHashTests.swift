import PropertyBased
import TesseraDiff
import TesseraTestSupport
import Testing

/// An identifier with a sound `hash(into:)` but a constant `hashValue` (the deprecated
/// customization point, which `Set` never calls).
struct ConstantHashValueIdentifier: Hashable, Sendable, CustomStringConvertible {
    var value: Int

    var hashValue: Int { 0 }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
    var description: String { "\(value)" }
}

/// One edit of a snapshot of integer items (0..<40) in integer sections (0..<4), decoded from
/// small generated numbers; an edit may refer to items or sections that do not exist.
private struct Edit: Sendable, CustomStringConvertible {
    var kind: Int
    var items: [Int]
    var other: Int

    var description: String { "\(kind) \(items) \(other)" }

    /// Applies the edit to a snapshot whose items are `make(value)`; returns whether it threw.
    func apply<Item: Hashable & Sendable>(to snapshot: inout Snapshot<Int, Item>, _ make: (Int) -> Item) -> Bool {
        let items = items.map(make), other = make(self.other)
        do {
            switch kind {
            case 0: try snapshot.appendSections([self.other % 4])
            case 1: try snapshot.appendItems(items, toSection: self.other % 4)
            case 2: try snapshot.insertItems(items, beforeItem: other)
            case 3: try snapshot.insertItems(items, afterItem: other)
            case 4: snapshot.deleteItems(items)
            case 5: try snapshot.moveItem(items.first ?? other, beforeItem: other)
            case 6: try snapshot.moveItem(items.first ?? other, afterItem: other)
            case 7: try snapshot.reloadItems(items)
            case 8: try snapshot.reconfigureItems(items)
            case 9: snapshot.deleteSections([self.other % 4])
            default: try snapshot.moveSection(self.other % 4, beforeSection: (self.other + 1) % 4)
            }
            return false
        } catch {
            return true
        }
    }
}

/// Identifiers whose hashes all collide (`CollidingIdentifier`, in SnapshotIndexTests) and
/// identifiers whose `hashValue` alone collides.
@Suite("Colliding hashes")
struct CollidingHashTests {
    /// Every edit does to a snapshot of colliding identifiers (and to one of identifiers whose
    /// `hashValue` is constant) what it does to a snapshot of the same values as integers: the
    /// same refusals, contents, lookups and storage invariants; diffs between the first and last
    /// snapshots, and between their lists, are the same too.
    @Test func snapshotsAndDiffsOfCollidingIdentifiersBehaveAsWithOrdinaryOnes() async {
        let edit = zip(Gen.int(in: 0...10), Gen.int(in: 0...39).array(of: 0...4), Gen.int(in: 0...39))
            .map { Edit(kind: $0, items: $1, other: $2) }
        await propertyCheck(count: PropertyRuns.count(200), input: edit.array(of: 1...40)) { edits in
            Self.check(edits) { CollidingIdentifier(value: $0) }
            Self.check(edits, ConstantHashValueIdentifier.init(value:))
        }
    }

    /// Hundreds of identifiers in one cluster: every lookup finds its item, duplicates are
    /// refused, and the diffs are those of ordinary identifiers.
    @Test func hundredsOfCollidingIdentifiersAreIndexedAndDiffedCorrectly() throws {
        let values = Array(0..<500)
        let shuffled =
            values.sorted { ($0 * 7_919) % 503 < ($1 * 7_919) % 503 }
            .filter { $0 % 10 != 0 } + (500..<550)
        let colliding = try Snapshot<Int, CollidingIdentifier>([(0, values.map { CollidingIdentifier(value: $0) })])
        #expect(values.allSatisfy { colliding.indexOfItem(CollidingIdentifier(value: $0)) == $0 })
        #expect(colliding.indexOfItem(CollidingIdentifier(value: -1)) == nil)
        #expect(colliding.invariantViolations().isEmpty)
        var withDuplicate = colliding
        #expect(throws: SnapshotError.self) { try withDuplicate.appendItems([CollidingIdentifier(value: 5)]) }
        #expect(withDuplicate.itemIdentifiers == colliding.itemIdentifiers)

        let newColliding = try Snapshot<Int, CollidingIdentifier>([(0, shuffled.map { CollidingIdentifier(value: $0) })]
        )
        let ordinaryUpdate = BatchUpdate(from: try Snapshot([(0, values)]), to: try Snapshot([(0, shuffled)]))
        #expect(BatchUpdate(from: colliding, to: newColliding) == ordinaryUpdate)
        #expect(
            try BatchUpdate(
                from: values.map { CollidingIdentifier(value: $0) }, to: shuffled.map { CollidingIdentifier(value: $0) }
            ) == ordinaryUpdate)
        #expect(throws: SnapshotError.self) {
            try BatchUpdate(
                from: values.map { CollidingIdentifier(value: $0) },
                to: (shuffled + [7]).map { CollidingIdentifier(value: $0) })
        }
    }

    /// Applies `edits` to a snapshot of `make(value)` identifiers and to one of plain integers,
    /// and checks that they agree after every edit.
    private static func check<Item: Hashable & Sendable>(_ edits: [Edit], _ make: (Int) -> Item) {
        var snapshot = Snapshot<Int, Item>(), ordinary = Snapshot<Int, Int>()
        var first: (Snapshot<Int, Item>, Snapshot<Int, Int>)?
        for edit in edits {
            let threw = edit.apply(to: &snapshot, make)
            let ordinaryThrew = edit.apply(to: &ordinary) { $0 }
            let agrees =
                threw == ordinaryThrew && snapshot.sectionIdentifiers == ordinary.sectionIdentifiers
                && snapshot.itemIdentifiers == ordinary.itemIdentifiers.map(make)
                && (0..<40).allSatisfy { snapshot.indexPath(for: make($0)) == ordinary.indexPath(for: $0) }
                && snapshot.invariantViolations().isEmpty
            guard agrees else {
                Issue.record(
                    "\(Item.self) after \(edit): \(snapshot.itemIdentifiers) (threw: \(threw)), integers \(ordinary.itemIdentifiers) (threw: \(ordinaryThrew))"
                )
                return
            }
            if first == nil { first = (snapshot, ordinary) }
        }
        guard let (firstSnapshot, firstOrdinary) = first else { return }
        #expect(BatchUpdate(from: firstSnapshot, to: snapshot) == BatchUpdate(from: firstOrdinary, to: ordinary))
        let listUpdate = try? BatchUpdate(from: firstSnapshot.itemIdentifiers, to: snapshot.itemIdentifiers)
        let ordinaryListUpdate = try? BatchUpdate(from: firstOrdinary.itemIdentifiers, to: ordinary.itemIdentifiers)
        #expect(listUpdate == ordinaryListUpdate)
    }
}
