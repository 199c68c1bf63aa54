import PropertyBased
import TesseraDiff
import TesseraTestSupport
import TesseraTesting
import Testing

/// A snapshot named as a data source names the one it hands out, edited, is diffed from that
/// state at the cost of its edits; the update is the one the full diff gives.
@Suite("Snapshot history")
struct SnapshotHistoryTests {
    /// The ways of comparing content the diffs are run with (each reflexive: an item compared
    /// with itself is unchanged).
    static let contentComparisons: [(@Sendable (Int, Int) -> Bool)?] = [nil, { _, _ in true }, { $0 == $1 }]

    /// Random states, named, then random edits of every kind: the diff from the named state to
    /// the edited copy equals the full diff, with and without content comparison, reconfiguring
    /// or reloading; and a copy edited from another state is diffed in full.
    @Test func editedCopiesDiffAsTheFullDiff() async {
        let input = zip(SnapshotEdit.generator.array(of: 0...40), SnapshotEdit.generator.array(of: 1...30))
        await propertyCheck(count: PropertyRuns.count(400), input: input) { baseEdits, edits in
            var base = Snapshot<Int, Int>()
            for edit in baseEdits { _ = edit.apply(to: &base) }
            base.nameState()
            var edited = base
            var sibling = base
            for (index, edit) in edits.enumerated() {
                _ = edit.apply(to: &edited)
                if index.isMultiple(of: 2) { _ = edit.apply(to: &sibling) }
            }
            for isContentEqual in Self.contentComparisons {
                for style in [ContentUpdateStyle.reconfigure, .reload] {
                    let update = BatchUpdate(
                        from: base, to: edited, contentUpdate: style, isContentEqual: isContentEqual)
                    let full = BatchUpdate(
                        from: base, to: edited.forgettingHistory(), contentUpdate: style, isContentEqual: isContentEqual
                    )
                    #expect(update == full, "base \(base)\nedited \(edited)")
                    let fromSibling = BatchUpdate(
                        from: sibling, to: edited, contentUpdate: style, isContentEqual: isContentEqual)
                    let fullFromSibling = BatchUpdate(
                        from: sibling, to: edited.forgettingHistory(), contentUpdate: style,
                        isContentEqual: isContentEqual)
                    #expect(fromSibling == fullFromSibling)
                }
            }
            #expect(BatchUpdate(from: base, to: base) == BatchUpdate(from: base, to: base.forgettingHistory()))
        }
    }

    /// The diff of a named state to a copy with a few nearby changes compares no identifier of
    /// the ends it shares with it: its work follows the changes, not the list. (Its work is the
    /// items between the first and last item the edits touched in each section.)
    @Test func aDiffFromTheNamedStateComparesOnlyWhatChanged() throws {
        let counter = ComparisonCounter()
        let item = { CountedIdentifier(value: $0, counter: counter) }
        var base = try Snapshot([(0, (0..<10_000).map(item)), (1, (10_000..<10_100).map(item))])
        base.nameState()
        var edited = base
        edited.deleteItems([item(5_000)])
        try edited.insertItems([item(-1)], afterItem: item(5_010))
        try edited.reconfigureItems([item(9_000)])
        counter.count = 0
        let update = BatchUpdate(from: base, to: edited)
        #expect(counter.count < 100, "\(counter.count) comparisons")
        #expect(update == BatchUpdate(from: base, to: edited.forgettingHistory()))
        #expect(update.deletedItems == [IndexPath(item: 5_000, section: 0)])
        #expect(update.insertedItems == [IndexPath(item: 5_010, section: 0)])
        #expect(update.reconfiguredItems == [IndexPath(item: 9_000, section: 0)])
        counter.count = 0
        _ = BatchUpdate(from: base, to: edited.forgettingHistory())
        #expect(counter.count > 10_000, "the full diff compares the ends: \(counter.count)")
    }

    /// Every way of deleting one or two items, of inserting one or two new items, and of
    /// removing an item and adding it back elsewhere (in its section or another, which is a
    /// move), from a named state of three sections (one empty): the diff from the named state
    /// equals the full diff. (A diff whose edits only removed or only added items between the
    /// ends they left untouched is made from those ends alone.)
    @Test func editsThatOnlyRemoveOrOnlyAddItemsDiffAsTheFullDiff() throws {
        var base = try Snapshot<Int, Int>([(0, Array(0..<4)), (1, Array(4..<6)), (2, [])])
        base.nameState()
        let items = Array(0..<6)
        // Every place an item can be added: before an item, or at the end of a section.
        let places: [(section: Int, before: Int?)] =
            items.map { (base.sectionIdentifier(containingItem: $0) ?? -1, $0) } + [(0, nil), (1, nil), (2, nil)]
        func adding(_ item: Int, at place: (section: Int, before: Int?), to snapshot: inout Snapshot<Int, Int>) throws {
            if let before = place.before, snapshot.indexPath(for: before) != nil {
                try snapshot.insertItems([item], beforeItem: before)
            } else {
                try snapshot.appendItems([item], toSection: place.section)
            }
        }
        var edits: [Snapshot<Int, Int>] = []
        for first in items {
            var edited = base
            edited.deleteItems([first])
            edits.append(edited)
            for second in items where second > first {
                var both = edited
                both.deleteItems([second])
                edits.append(both)
            }
            // Removed, then added back at every place: a move, or the item where it was.
            for place in places where place.before != first {
                var moved = edited
                try adding(first, at: place, to: &moved)
                edits.append(moved)
            }
        }
        for place in places {
            var edited = base
            try adding(100, at: place, to: &edited)
            edits.append(edited)
            for other in places {
                var both = edited
                try adding(101, at: other, to: &both)
                edits.append(both)
            }
        }
        for edited in edits {
            for isContentEqual in Self.contentComparisons {
                let update = BatchUpdate(from: base, to: edited, isContentEqual: isContentEqual)
                let full = BatchUpdate(from: base, to: edited.forgettingHistory(), isContentEqual: isContentEqual)
                #expect(update == full, "edited \(edited)")
            }
        }
    }

    /// A diff from an empty snapshot, or to one, inserts or deletes whole sections without
    /// looking at their items.
    @Test func aDiffFromOrToNothingLooksAtNoItem() throws {
        let counter = ComparisonCounter()
        let snapshot = try Snapshot([(0, (0..<100).map { CountedIdentifier(value: $0, counter: counter) }), (1, [])])
        counter.hashes = 0
        #expect(BatchUpdate(from: Snapshot(), to: snapshot) == BatchUpdate(insertedSections: [0, 1]))
        #expect(BatchUpdate(from: snapshot, to: Snapshot()) == BatchUpdate(deletedSections: [0, 1]))
        #expect(counter.hashes == 0)
    }
}

/// Many moves cost about what hashing each identifier once costs, and a reversal less.
@Suite("Moves")
struct MoveCostTests {
    /// A reversal is followed run by run, as a run in order is: only its first item is looked up.
    @Test func aReversalIsFollowedWithoutHashingEachItem() throws {
        let counter = ComparisonCounter()
        let items = (0..<1_000).map { CountedIdentifier(value: $0, counter: counter) }
        let old = try Snapshot([(0, items)])
        let new = try Snapshot([(0, Array(items.reversed()))])
        counter.hashes = 0
        let update = BatchUpdate(from: old, to: new)
        #expect(counter.hashes <= 2, "\(counter.hashes) hashes")
        #expect(update.movedItems.count == 999)
        #expect(update.movedItems.allSatisfy { $0.from.itemIndex != 0 })
        try BatchUpdateReplay.check(update, from: old, to: new)
        counter.hashes = 0
        let listUpdate = try BatchUpdate(from: items, to: Array(items.reversed()))
        // The old list's middle is hashed into the table; the new one is followed.
        #expect(counter.hashes <= 1_002, "\(counter.hashes) hashes")
        #expect(listUpdate == update)
    }
}

/// An identifier whose comparisons and hashes are counted.
struct CountedIdentifier: Hashable, Sendable, CustomStringConvertible {
    var value: Int
    var counter: ComparisonCounter

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.counter.count += 1
        return lhs.value == rhs.value
    }
    func hash(into hasher: inout Hasher) {
        counter.hashes += 1
        hasher.combine(value)
    }
    var description: String { "\(value)" }
}
