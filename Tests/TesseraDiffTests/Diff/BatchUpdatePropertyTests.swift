import Foundation
import PropertyBased
import TesseraDiff
import TesseraTestSupport
import TesseraTesting
import Testing

/// One edit of a snapshot, made of small generated integers. Indexes are taken modulo the current
/// counts when the edit is applied, so every edit is valid, and so is every edit the shrinker makes
/// by lowering an index or dropping an edit.
private enum Edit: Sendable {
    case deleteItem(Int)
    case changeItem(Int)
    case insertItem(section: Int, at: Int)
    /// A move `sectionOffset` sections on (wrapping round); one of 0 or less stays in the section.
    case moveItem(Int, sectionOffset: Int, at: Int)
    case deleteSection(Int)
    case insertSection(at: Int)
    case moveSection(Int, to: Int)
    /// Marks, applied after every other edit, to an item or section that is in both snapshots.
    case reloadItem(Int)
    case reconfigureItem(Int)
    case reloadSection(Int)

    var isMark: Bool {
        switch self {
        case .reloadItem, .reconfigureItem, .reloadSection: return true
        default: return false
        }
    }
}

/// An old snapshot of sections of the given sizes, and the new snapshot the edits make of it.
///
/// Its description is what a failing property reports: the old snapshot, each edit as applied
/// (naming the item or section it touched; marks last) and the new snapshot.
private struct SnapshotChange: CustomStringConvertible {
    typealias Sections = [(id: Int, items: [VersionedItem])]

    private(set) var old: Sections = []
    private(set) var new: Sections = []
    private(set) var steps: [String] = []
    private(set) var reloadedItems: [VersionedItem] = []
    private(set) var reconfiguredItems: [VersionedItem] = []
    private(set) var reloadedSections: [Int] = []
    private var nextItem = 0
    private var nextSection = 0

    init(sectionSizes: [Int], edits: [Edit]) {
        for size in sectionSizes {
            old.append((freshSection(), (0..<size).map { _ in freshItem() }))
        }
        new = old
        for edit in edits where !edit.isMark { apply(edit) }
        for edit in edits where edit.isMark { mark(edit) }
    }

    /// The two snapshots; `nil`, with an issue recorded, if the snapshot API refused them.
    ///
    /// (PropertyBased does not report an error thrown from a property, so nothing here throws.)
    func snapshots() -> (old: Snapshot<Int, VersionedItem>, new: Snapshot<Int, VersionedItem>)? {
        do {
            let oldSnapshot = try Snapshot(old.map { ($0.id, $0.items) })
            var newSnapshot = try Snapshot(new.map { ($0.id, $0.items) })
            try newSnapshot.reloadItems(reloadedItems)
            try newSnapshot.reconfigureItems(reconfiguredItems)
            try newSnapshot.reloadSections(reloadedSections)
            return (oldSnapshot, newSnapshot)
        } catch {
            Issue.record("the snapshot API refused the change: \(error)")
            return nil
        }
    }

    var description: String {
        func describe(_ sections: Sections) -> String {
            sections.map { "\($0.id): \($0.items)" }.joined(separator: "; ")
        }
        return "old (\(describe(old)))\nedits: \(steps.joined(separator: "; "))\nnew (\(describe(new)))"
    }

    /// A new item; items and sections are numbered from 1 in the order they are made.
    private mutating func freshItem() -> VersionedItem { VersionedItem(id: Self.next(&nextItem)) }
    private mutating func freshSection() -> Int { Self.next(&nextSection) }
    private static func next(_ counter: inout Int) -> Int {
        counter += 1
        return counter
    }

    /// The section and position of the `index`-th item of `new` (counted across sections), modulo
    /// the number of items; `nil` when there are none.
    private func location(_ index: Int) -> (section: Int, item: Int)? {
        let total = new.reduce(0) { $0 + $1.items.count }
        guard total > 0 else { return nil }
        var remaining = index % total
        for (section, entry) in new.enumerated() {
            if remaining < entry.items.count { return (section, remaining) }
            remaining -= entry.items.count
        }
        return nil
    }

    private mutating func apply(_ edit: Edit) {
        switch edit {
        case .deleteItem(let index):
            guard let place = location(index) else { return }
            steps.append("delete \(new[place.section].items.remove(at: place.item))")
        case .changeItem(let index):
            guard let place = location(index) else { return }
            new[place.section].items[place.item].version += 1
            steps.append("change \(new[place.section].items[place.item])")
        case .insertItem(let section, let position):
            guard !new.isEmpty else { return }
            insert(freshItem(), section: section, at: position, verb: "insert")
        case .moveItem(let index, let offset, let position):
            guard let place = location(index) else { return }
            let item = new[place.section].items.remove(at: place.item)
            insert(item, section: place.section + max(0, offset), at: position, verb: "move")
        case .deleteSection(let index):
            guard !new.isEmpty else { return }
            steps.append("delete section \(new.remove(at: index % new.count).id)")
        case .insertSection(let position):
            let section = freshSection()
            let at = position % (new.count + 1)
            new.insert((section, []), at: at)
            steps.append("insert section \(section) at \(at)")
        case .moveSection(let index, let position):
            guard new.count > 1 else { return }
            let moved = new.remove(at: index % new.count)
            let at = position % (new.count + 1)
            new.insert(moved, at: at)
            steps.append("move section \(moved.id) to \(at)")
        case .reloadItem, .reconfigureItem, .reloadSection:
            return
        }
    }

    private mutating func insert(_ item: VersionedItem, section: Int, at position: Int, verb: String) {
        let section = section % new.count
        let at = position % (new[section].items.count + 1)
        new[section].items.insert(item, at: at)
        steps.append("\(verb) \(item) to section \(new[section].id) at \(at)")
    }

    /// Marks an item or section that is in both snapshots (`index` modulo their number).
    private mutating func mark(_ edit: Edit) {
        let oldItems = oldItemCount
        let kept = new.flatMap(\.items).filter { $0.id <= oldItems }
        let keptSections = new.map(\.id).filter { $0 <= old.count }
        switch edit {
        case .reloadItem(let index) where !kept.isEmpty:
            reloadedItems.append(kept[index % kept.count])
            steps.append("reload \(kept[index % kept.count])")
        case .reconfigureItem(let index) where !kept.isEmpty:
            reconfiguredItems.append(kept[index % kept.count])
            steps.append("reconfigure \(kept[index % kept.count])")
        case .reloadSection(let index) where !keptSections.isEmpty:
            reloadedSections.append(keptSections[index % keptSections.count])
            steps.append("reload section \(keptSections[index % keptSections.count])")
        default:
            return
        }
    }

    /// Items of the old snapshot have the identifiers 1 through this count (sections likewise).
    private var oldItemCount: Int { old.reduce(0) { $0 + $1.items.count } }
}

/// An index, taken modulo the count it indexes; large enough to reach any item.
private let anyIndex = Gen.int(in: 0...499)

/// Old snapshots of up to 12 sections of up to 30 items, changed by up to 80 edits: mostly item
/// moves, deletes, inserts and content changes, a few section deletes, inserts and moves and, with
/// `marks`, a few item reloads and reconfigures and section reloads.
private func snapshotChanges(
    marks: Bool, sections: ClosedRange<Int> = 0...12, sectionEdits: Bool = true
) -> Generator<SnapshotChange, some Sequence & SendableMetatype> {
    var edits: [(weight: Double, gen: Generator<Edit, AnySequence<Any>>)] = [
        (4, anyIndex.map { Edit.deleteItem($0) }.eraseToAny()),
        (4, anyIndex.map { Edit.changeItem($0) }.eraseToAny()),
        (4, zip(anyIndex, anyIndex).map { Edit.insertItem(section: $0, at: $1) }.eraseToAny()),
        (
            6,
            zip(anyIndex, Gen.int(in: -499...499), anyIndex).map { Edit.moveItem($0, sectionOffset: $1, at: $2) }
                .eraseToAny()
        ),
    ]
    if sectionEdits {
        edits += [
            (0.5, anyIndex.map { Edit.deleteSection($0) }.eraseToAny()),
            (0.5, anyIndex.map { Edit.insertSection(at: $0) }.eraseToAny()),
            (0.5, zip(anyIndex, anyIndex).map { Edit.moveSection($0, to: $1) }.eraseToAny()),
        ]
    }
    if marks {
        edits += [
            (0.5, anyIndex.map { Edit.reloadItem($0) }.eraseToAny()),
            (0.5, anyIndex.map { Edit.reconfigureItem($0) }.eraseToAny()),
        ]
        if sectionEdits { edits.append((0.3, anyIndex.map { Edit.reloadSection($0) }.eraseToAny())) }
    }
    return zip(Gen.int(in: 0...30).array(of: sections), Gen.frequency(edits).array(of: 0...80))
        .map { SnapshotChange(sectionSizes: $0, edits: $1) }
}

/// Two lists of distinct integers.
private struct ListChange: CustomStringConvertible {
    var old: [Int]
    var new: [Int]

    var description: String { "old \(old)\nnew \(new)" }

    /// Old elements 0, 1, … in the order of their `order` keys; the new list keeps those whose
    /// `position` is below 70 and adds fresh elements (1000, 1001, …), all in the order of their
    /// positions. Keys of 0 (where shrinking leads) keep the order.
    init(keys: [(order: Int, position: Int)], fresh: [Int]) {
        old = keys.indices.sorted { (keys[$0].order, $0) < (keys[$1].order, $1) }
        let kept = old.filter { keys[$0].position < 70 }.map { (element: $0, position: keys[$0].position) }
        let added = fresh.enumerated().map { (element: 1000 + $0.offset, position: $0.element) }
        new = (kept + added).enumerated()
            .sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }
            .map(\.element.element)
    }

    /// `0..<count` with a run removed, fresh elements (1000, 1001, …) inserted where it was, and a
    /// window of up to 10 elements reordered by `windowKeys`: lists that share long runs.
    init(count: Int, start: Int, length: Int, inserted: Int, windowStart: Int, windowKeys: [Int]) {
        old = Array(0..<count)
        new = old
        guard count > 0 else { return }
        let start = start % count
        new.removeSubrange(start..<start + length % (count - start + 1))
        new.insert(contentsOf: (0..<inserted).map { 1000 + $0 }, at: start)
        let window = windowStart % (new.count + 1)
        let end = min(new.count, window + windowKeys.count)
        let reordered = new[window..<end].enumerated()
            .sorted { (windowKeys[$0.offset], $0.offset) < (windowKeys[$1.offset], $1.offset) }
        new.replaceSubrange(window..<end, with: reordered.map(\.element))
    }

    func checkReplay() {
        let update: BatchUpdate
        do {
            update = try BatchUpdate(from: old, to: new)
            try BatchUpdateReplay.check(update, from: old, to: new)
        } catch {
            Issue.record("\(error)")
            return
        }
        let kept = new.compactMap { old.firstIndex(of: $0) }
        #expect(
            update.movedItems.count == kept.count - BatchUpdateReplay.longestIncreasingRunLength(kept), "\(update)")
    }
}

@Suite("Batch update properties")
struct BatchUpdatePropertyTests {
    /// Cases per property: 800, sampled to keep the suite fast; `TESSERA_PROPERTY_SCALE=4` runs the
    /// 3,200 of the hand-rolled generators this replaced (8 seeds × 400 pairs).
    static let count = PropertyRuns.count(800)

    @Test func replayReachesTheTargetWithMinimalMoves() async {
        await propertyCheck(count: Self.count, input: snapshotChanges(marks: false)) { change in
            guard let (old, new) = change.snapshots() else { return }
            for style in [ContentUpdateStyle.reconfigure, .reload] {
                let update = BatchUpdate(from: old, to: new, contentUpdate: style)
                do {
                    try BatchUpdateReplay.check(update, from: old, to: new) { $0.isContentEqual(to: $1) }
                } catch {
                    Issue.record("\(style): \(error)\n\(update)")
                    return
                }
                #expect(Set(update.deletedItems).isDisjoint(with: update.reloadedItems), "\(style): \(update)")
                let minimal = BatchUpdateReplay.minimalMoveCount(from: old, to: new)
                if style == .reconfigure {
                    #expect(update.movedItems.count == minimal, "\(update)")
                } else {
                    #expect(update.movedItems.count <= minimal, "\(update)")
                }
            }
        }
    }

    @Test func snapshotMarksReplay() async {
        await propertyCheck(count: Self.count, input: snapshotChanges(marks: true)) { change in
            guard let (old, new) = change.snapshots() else { return }
            let update = BatchUpdate(from: old, to: new)
            do {
                try BatchUpdateReplay.check(update, from: old, to: new) { $0.isContentEqual(to: $1) }
            } catch {
                Issue.record("\(error)\n\(update)")
                return
            }
            #expect(Set(update.deletedItems).isDisjoint(with: update.reloadedItems), "\(update)")
            #expect(Set(update.deletedSections).isDisjoint(with: update.reloadedSections), "\(update)")
        }
    }

    /// Values carried through an update in one walk per section land where the item-by-item rule
    /// puts their items (``BatchUpdateMapping/newIndexPath(forOld:)``, dropped when reloaded), in
    /// increasing order, for every other item of every section measured.
    @Test func survivingItemsFollowTheirItemsAsIndexPathsDo() async {
        await propertyCheck(count: Self.count / 4, input: snapshotChanges(marks: true)) { change in
            guard let (old, new) = change.snapshots() else { return }
            let counts = old.itemCounts, newCounts = new.itemCounts
            let mapping: BatchUpdateMapping
            do {
                mapping = try BatchUpdate(from: old, to: new).mapping(
                    itemCountsBefore: counts, itemCountsAfter: newCounts)
            } catch {
                Issue.record("\(error)")
                return
            }
            var carried: [(section: Int, items: [Int])] = []
            var values: [String] = []
            var expected: [Int: [Int: String]] = [:]
            for (section, count) in counts.enumerated().reversed() {
                let items = Array(stride(from: section % 2, to: count, by: 2))
                carried.append((section, items))
                values += items.map { "\(section)-\($0)" }
                for item in items {
                    guard let destination = mapping.newIndexPath(forOld: IndexPath(item: item, section: section)),
                        !mapping.isReloaded(newIndexPath: destination)
                    else { continue }
                    expected[destination.section, default: [:]][destination.item] = "\(section)-\(item)"
                }
            }
            let result = mapping.survivingItems(carried)
            #expect(result.keys.sorted() == expected.filter { !$0.value.isEmpty }.keys.sorted(), "\(change)")
            for (section, entry) in result {
                #expect(entry.items == entry.items.sorted(), "\(change)")
                // Runs are merged: no run starts where the one before ends.
                #expect(zip(entry.sources, entry.sources.dropFirst()).allSatisfy { $0.upperBound != $1.lowerBound })
                #expect(
                    Dictionary(uniqueKeysWithValues: zip(entry.items, entry.sources.joined().map { values[$0] }))
                        == expected[section] ?? [:],
                    "section \(section)\n\(change)")
            }
        }
    }

    /// The mapping of an update follows every item: an old item it maps somewhere is the same item
    /// there (same identifier), the way back leads to where it was, and every new item it traces to
    /// an old one is mapped there from it — whether the mapping is made of the changes alone (it is)
    /// or of a table of every item.
    @Test func theMappingFollowsEveryItemToItsPlace() async {
        await propertyCheck(count: Self.count, input: snapshotChanges(marks: true)) { change in
            checkTheMappingFollowsEveryItem(change)
        }
    }

    /// One section that no change moves, deletes, inserts or reloads: the validation shares its
    /// section tables instead of filling them (the common update of a list), and the mapping
    /// still follows every item.
    @Test func theMappingOfOneSectionInPlaceFollowsEveryItem() async {
        await propertyCheck(
            count: Self.count, input: snapshotChanges(marks: true, sections: 1...1, sectionEdits: false)
        ) { change in
            checkTheMappingFollowsEveryItem(change)
        }
    }

    private func checkTheMappingFollowsEveryItem(_ change: SnapshotChange) {
        guard let (old, new) = change.snapshots() else { return }
        let update = BatchUpdate(from: old, to: new)
        let mapping: BatchUpdateMapping
        do {
            mapping = try update.mapping(itemCountsBefore: old.itemCounts, itemCountsAfter: new.itemCounts)
        } catch {
            Issue.record("\(error)\n\(update)")
            return
        }
        let reloaded = Set(update.reloadedItems)
        var mapped = 0
        for (oldSection, section) in old.sectionIdentifiers.enumerated() {
            let identifiers = old.itemIdentifiers(inSection: section)
            // The integer form answers as the index path one, in range and around it.
            for item in -1...identifiers.count {
                let to = mapping.newIndexPath(forOld: IndexPath(indexes: [oldSection, item]))
                let pair = mapping.newItem(forOldSection: oldSection, item: item)
                #expect(
                    pair.map { IndexPath(indexes: [$0.section, $0.item]) } == to, "\(oldSection)-\(item)\n\(update)")
                if let pair {
                    #expect(
                        mapping.isReloaded(newSection: pair.section, item: pair.item)
                            == mapping.isReloaded(newIndexPath: IndexPath(indexes: [pair.section, pair.item])))
                }
            }
            for (item, identifier) in identifiers.enumerated() {
                let from = IndexPath(indexes: [oldSection, item])
                guard let to = mapping.newIndexPath(forOld: from) else { continue }
                mapped += 1
                #expect(
                    new.itemIdentifiers(inSection: new.sectionIdentifiers[to[0]])[to[1]] == identifier,
                    "\(from) → \(to)\n\(update)")
                #expect(mapping.oldIndexPath(forNew: to) == from, "\(from) → \(to)\n\(update)")
                #expect(mapping.isReloaded(newIndexPath: to) == reloaded.contains(from), "\(from)\n\(update)")
            }
        }
        var traced = 0
        for (newSection, section) in new.sectionIdentifiers.enumerated() {
            for item in new.itemIdentifiers(inSection: section).indices {
                let to = IndexPath(indexes: [newSection, item])
                guard let from = mapping.oldIndexPath(forNew: to) else { continue }
                traced += 1
                #expect(mapping.newIndexPath(forOld: from) == to, "\(from) ← \(to)\n\(update)")
            }
        }
        #expect(mapped == traced, "\(update)")
        for section in [-1, old.sectionIdentifiers.count] {
            #expect(mapping.newItem(forOldSection: section, item: 0) == nil)
        }
    }

    /// Up to 300 shuffled elements, about 30 % deleted, up to 50 inserted, the rest reordered.
    @Test func listDiffReplays() async {
        let keys = zip(Gen.int(in: 0...99), Gen.int(in: 0...99)).map { (order: $0, position: $1) }
        let input = zip(keys.array(of: 0...300), Gen.int(in: 0...99).array(of: 0...50))
            .map { ListChange(keys: $0, fresh: $1) }
        await propertyCheck(count: Self.count, input: input) { $0.checkReplay() }
    }

    /// Lists that share long runs, as in DifferenceKit's scenario: exercises the common prefix and
    /// suffix and the matching of runs by comparison.
    @Test func listsWithLongSharedRunsReplay() async {
        let input = zip(
            Gen.int(in: 0...300), anyIndex, anyIndex, Gen.int(in: 0...20), anyIndex,
            Gen.int(in: 0...99).array(of: 0...10)
        )
        .map {
            ListChange(count: $0, start: $1, length: $2, inserted: $3, windowStart: $4, windowKeys: $5)
        }
        await propertyCheck(count: Self.count, input: input) { $0.checkReplay() }
    }
}
