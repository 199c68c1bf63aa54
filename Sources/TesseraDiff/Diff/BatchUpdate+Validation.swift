import Foundation

// MARK: - Validating with UIKit's rules

extension BatchUpdate {
    /// The most items, in all sections together, an update can be checked against: 2,147,483,646
    /// (`Int32.max - 1`), as many as a ``Snapshot`` holds. Larger or negative counts are refused
    /// with a ``BatchUpdateError``.
    package static let maximumItemCount = ItemCountLimit.maximum

    /// Checks the update the way `UICollectionView.performBatchUpdates(_:completion:)` does, given
    /// the number of items in each section before and after the update.
    ///
    /// - Throws: ``BatchUpdateError`` with UIKit's reason: a wrong number of sections or of items in
    ///   a section, a negative count or more than `maximumItemCount` items, an index out of range, an index path both deleted and reloaded, deleted and
    ///   moved, moved twice or made the destination of two changes, items listed inside a deleted,
    ///   inserted or reloaded section.
    /// - Complexity: O(*s* + *c* log *c*) for *s* sections and *c* changes, whatever the number of
    ///   items.
    package func validate(itemCountsBefore: [Int], itemCountsAfter: [Int]) throws(BatchUpdateError) {
        _ = try mapping(itemCountsBefore: itemCountsBefore, itemCountsAfter: itemCountsAfter)
    }

    /// Validates the update (see `validate(itemCountsBefore:itemCountsAfter:)`) and resolves
    /// where every section and item after it comes from.
    ///
    /// - Throws: ``BatchUpdateError`` with UIKit's reason when UIKit would reject the update.
    /// - Complexity: O(*s* + *c* log *c*) for *s* sections and *c* changes, whatever the number of
    ///   items.
    package func mapping(itemCountsBefore before: [Int], itemCountsAfter after: [Int]) throws(BatchUpdateError)
        -> BatchUpdateMapping
    {
        if let mapping = ItemResolution.oneSectionMapping(of: self, before: before, after: after) { return mapping }
        return try resolvedMapping(itemCountsBefore: before, itemCountsAfter: after)
    }

    /// ``mapping(itemCountsBefore:itemCountsAfter:)`` made by resolving every change, whatever
    /// the update: what its shortcut for one section's deletes and inserts must equal.
    ///
    /// - Throws: ``BatchUpdateError`` with UIKit's reason when UIKit would reject the update.
    /// - Complexity: O(*s* + *c* log *c*) for *s* sections and *c* changes.
    package func resolvedMapping(itemCountsBefore before: [Int], itemCountsAfter after: [Int])
        throws(BatchUpdateError) -> BatchUpdateMapping
    {
        if let problem = ItemCountLimit.problem(with: before) {
            throw BatchUpdateError(reason: "invalid item counts before the update: \(problem)")
        }
        if let problem = ItemCountLimit.problem(with: after) {
            throw BatchUpdateError(reason: "invalid item counts after the update: \(problem)")
        }
        let sections = try SectionResolution(update: self, before: before.count, after: after.count)
        let items = try ItemResolution(update: self, before: before, after: after, sections: sections)
        try items.checkCounts(update: self, before: before, after: after, sections: sections)
        try items.checkReconfigures(update: self, after: after, sections: sections)
        return items.mapping(update: self, before: before, after: after, sections: sections)
    }
}

// MARK: - Sections

/// The section part of resolving a batch update.
private struct SectionResolution {
    static let remaining: UInt8 = 0, deleted: UInt8 = 1, moved: UInt8 = 2, reloaded: UInt8 = 3

    var oldFates: [UInt8]
    /// New section → -2 unassigned, -1 inserted, or the old section moved there; after `fill`,
    /// every new section's origin (-1 only for inserted ones).
    var origins: [Int]
    var destinations: [Int]
    var isReplacedNew: [Bool]

    /// The tables of one section that the update leaves where it is, shared (most lists have one
    /// section, and most updates change none): filling them for each update allocates four
    /// arrays.
    private static let oneRemaining: [UInt8] = [remaining]
    static let oneInPlace: [Int] = [0]
    private static let oneNotReplaced: [Bool] = [false]

    init(update: borrowing BatchUpdate, before: Int, after: Int) throws(BatchUpdateError) {
        if before == 1, after == 1, update.deletedSections.isEmpty, update.insertedSections.isEmpty,
            update.movedSections.isEmpty, update.reloadedSections.isEmpty
        {
            // What the loops below leave for one section that nothing changes.
            oldFates = Self.oneRemaining
            origins = Self.oneInPlace
            destinations = Self.oneInPlace
            isReplacedNew = Self.oneNotReplaced
            return
        }
        oldFates = [UInt8](filling: Self.remaining, count: before)
        origins = [Int](filling: -2, count: after)
        destinations = [Int](filling: -1, count: before)
        isReplacedNew = [Bool](filling: false, count: after)
        for section in update.deletedSections {
            guard (0..<before).contains(section) else {
                throw .sectionOutOfRange("delete", section: section, count: before, when: "before")
            }
            guard oldFates[section] == Self.remaining else {
                throw .sectionConflict("delete the same section more than once", section)
            }
            oldFates[section] = Self.deleted
        }
        for section in update.reloadedSections {
            guard (0..<before).contains(section) else {
                throw .sectionOutOfRange("reload", section: section, count: before, when: "before")
            }
            switch oldFates[section] {
            case Self.deleted: throw .sectionConflict("delete and reload the same section", section)
            case Self.reloaded: throw .sectionConflict("reload the same section more than once", section)
            default: oldFates[section] = Self.reloaded
            }
        }
        for section in update.insertedSections {
            guard (0..<after).contains(section) else {
                throw .sectionOutOfRange("insert", section: section, count: after, when: "after")
            }
            guard origins[section] == -2 else {
                throw .sectionConflict("insert the same section more than once", section)
            }
            origins[section] = -1
        }
        for move in update.movedSections {
            guard (0..<before).contains(move.from) else {
                throw .sectionOutOfRange("move", section: move.from, count: before, when: "before")
            }
            guard (0..<after).contains(move.to) else {
                throw BatchUpdateError(
                    reason:
                        "attempt to move section \(move.from) to section \(move.to), but there are only \(after) sections after the update"
                )
            }
            switch oldFates[move.from] {
            case Self.deleted: throw .sectionConflict("perform a delete and a move from the same section", move.from)
            case Self.reloaded: throw .sectionConflict("perform a reload and a move from the same section", move.from)
            case Self.moved: throw .sectionConflict("move the same section more than once", move.from)
            default: break
            }
            switch origins[move.to] {
            case -1: throw .sectionConflict("perform an insert and a move to the same section", move.to)
            case -2: break
            default: throw .sectionConflict("move two sections to the same section", move.to)
            }
            oldFates[move.from] = Self.moved
            origins[move.to] = move.from
            destinations[move.from] = move.to
        }
        let inserted = update.insertedSections.count, deleted = update.deletedSections.count
        guard after == before + inserted - deleted else {
            throw .sectionCount(after: after, before: before, inserted: inserted, deleted: deleted)
        }
        // The remaining (and reloaded) sections fill the free places in order.
        var next = 0
        for newSection in 0..<after where origins[newSection] == -2 {
            while oldFates[next] == Self.deleted || oldFates[next] == Self.moved { next += 1 }
            origins[newSection] = next
            destinations[next] = newSection
            isReplacedNew[newSection] = oldFates[next] == Self.reloaded
            next += 1
        }
    }

    /// Whether items of this old section can be listed (it is neither deleted nor reloaded).
    func isListable(old section: Int) -> Bool {
        oldFates[section] != Self.deleted && oldFates[section] != Self.reloaded
    }

    /// Whether items of this new section can be listed (it is neither inserted nor reloaded).
    func isListable(new section: Int) -> Bool {
        origins[section] >= 0 && !isReplacedNew[section]
    }
}

// MARK: - Items

/// The item part of resolving a batch update, on flattened item indexes: only the items the
/// update lists are looked at, so it costs what changes, not how many items there are.
private struct ItemResolution {
    static let deleted: UInt8 = 1, moved: UInt8 = 2, reloaded: UInt8 = 3
    static let inserted = -1

    let oldOffsets: [Int]
    let newOffsets: [Int]
    /// Old flat index → what the update does to the item, for the items it lists (the others
    /// remain).
    var fates = FlatIndexTable<UInt8>()
    /// New flat index → `inserted`, or the old flat index of the item moved there, for the places
    /// the update lists (the remaining items fill the others).
    var origins = FlatIndexTable<Int>()

    init(
        update: borrowing BatchUpdate, before: [Int], after: [Int], sections: borrowing SectionResolution
    ) throws(BatchUpdateError) {
        // One section starts at 0 (the shared table spares an array).
        oldOffsets = before.count == 1 ? SectionResolution.oneInPlace : before.sectionStarts
        newOffsets = after.count == 1 ? SectionResolution.oneInPlace : after.sectionStarts
        // Reserved only for several changes: reserving is not specialized for these tables, and
        // costs a small update more than it saves.
        let listedOld = update.deletedItems.count + update.reloadedItems.count + update.movedItems.count
        let listedNew = update.insertedItems.count + update.movedItems.count
        if listedOld > 1 { fates.reserveCapacity(listedOld) }
        if listedNew > 1 { origins.reserveCapacity(listedNew) }

        for path in update.deletedItems {
            let flat = try Self.locate(path, counts: before, offsets: oldOffsets, verb: "delete", when: "before")
            guard sections.isListable(old: path.sectionIndex) else {
                throw Self.inReplacedSection("delete", path, sections)
            }
            guard fates[flat] == nil else {
                throw .conflict("delete the same index path more than once", path)
            }
            fates.set(Self.deleted, at: flat)
        }
        for path in update.reloadedItems {
            let flat = try Self.locate(path, counts: before, offsets: oldOffsets, verb: "reload", when: "before")
            guard sections.isListable(old: path.sectionIndex) else {
                throw Self.inReplacedSection("reload", path, sections)
            }
            switch fates[flat] {
            case Self.deleted: throw .conflict("delete and reload the same index path", path)
            case Self.reloaded: throw .conflict("reload the same index path more than once", path)
            default: fates.set(Self.reloaded, at: flat)
            }
        }
        for path in update.insertedItems {
            let flat = try Self.locate(path, counts: after, offsets: newOffsets, verb: "insert", when: "after")
            guard sections.isListable(new: path.sectionIndex) else {
                throw BatchUpdateError(
                    reason:
                        "attempt to insert item \(path.itemIndex) into section \(path.sectionIndex), which is being inserted or reloaded: items of a new section are not listed"
                )
            }
            guard origins[flat] == nil else {
                throw .conflict("insert the same index path more than once", path)
            }
            origins.set(Self.inserted, at: flat)
        }
        for move in update.movedItems {
            let from = try Self.locate(move.from, counts: before, offsets: oldOffsets, verb: "move", when: "before")
            let to = try Self.locate(move.to, counts: after, offsets: newOffsets, verb: "move", when: "after")
            guard sections.isListable(old: move.from.sectionIndex) else {
                throw BatchUpdateError(
                    reason:
                        "cannot move an item out of a section that is being deleted or reloaded (\(move.from.sectionIndex))"
                )
            }
            guard sections.isListable(new: move.to.sectionIndex) else {
                throw BatchUpdateError(
                    reason: "cannot move an item into a newly inserted or reloaded section (\(move.to.sectionIndex))")
            }
            switch fates[from] {
            case Self.deleted: throw .conflict("perform a delete and a move from the same index path", move.from)
            case Self.reloaded: throw .conflict("perform a reload and a move from the same index path", move.from)
            case Self.moved: throw .conflict("move the same index path more than once", move.from)
            default: break
            }
            switch origins[to] {
            case nil: break
            case Self.inserted: throw .conflict("perform an insert and a move to the same index path", move.to)
            default: throw .conflict("move two items to the same index path", move.to)
            }
            fates.set(Self.moved, at: from)
            origins.set(from, at: to)
        }
    }

    /// The section origins (or destinations) of one section that stays where it is.
    private static let oneOrigin: [Int?] = [0]

    /// UIKit's item-count check for every section that exists before and after the update.
    func checkCounts(update: BatchUpdate, before: [Int], after: [Int], sections: SectionResolution)
        throws(BatchUpdateError)
    {
        if before.count == 1, after.count == 1 {
            // One section: every listed item is in it, and a move within it changes no count, so
            // the net change is the inserts less the deletes (the tables below, without them).
            guard sections.isListable(new: 0) else { return }
            guard after[0] == before[0] + update.insertedItems.count - update.deletedItems.count else {
                throw Self.countError(update: update, new: 0, old: 0, before: before, after: after)
            }
            return
        }
        // The net change of each section, counted together: the four counts UIKit's message
        // names are counted apart only for a section whose count is wrong.
        var arriving = [Int](filling: 0, count: after.count)
        var departing = [Int](filling: 0, count: before.count)
        for path in update.insertedItems { arriving[path.sectionIndex] += 1 }
        for path in update.deletedItems { departing[path.sectionIndex] += 1 }
        for move in update.movedItems where sections.origins[move.to.sectionIndex] != move.from.sectionIndex {
            arriving[move.to.sectionIndex] += 1
            departing[move.from.sectionIndex] += 1
        }
        for newSection in after.indices where sections.isListable(new: newSection) {
            let oldSection = sections.origins[newSection]
            guard after[newSection] == before[oldSection] + arriving[newSection] - departing[oldSection] else {
                throw Self.countError(update: update, new: newSection, old: oldSection, before: before, after: after)
            }
        }
    }

    /// UIKit's error for a section whose count after the update is not the one its changes make.
    private static func countError(update: BatchUpdate, new: Int, old: Int, before: [Int], after: [Int])
        -> BatchUpdateError
    {
        let inserted = update.insertedItems.filter { $0.sectionIndex == new }.count
        let deleted = update.deletedItems.filter { $0.sectionIndex == old }.count
        // Moves within the section change no count.
        let crossing = update.movedItems.filter { $0.to.sectionIndex != new || $0.from.sectionIndex != old }
        return .itemCount(
            section: new, after: after[new], before: before[old], inserted: inserted, deleted: deleted,
            movedIn: crossing.filter { $0.to.sectionIndex == new }.count,
            movedOut: crossing.filter { $0.from.sectionIndex == old }.count)
    }

    /// The mapping: per section, the items that leave and the places that are taken, sorted; the
    /// remaining items of each kept section fill the free places of its new section in order (the
    /// counts were checked, so there are as many of one as of the other).
    ///
    /// - Complexity: O(*s* + *c* log *c*) for *s* sections and *c* changes.
    func mapping(update: BatchUpdate, before: [Int], after: [Int], sections: SectionResolution) -> BatchUpdateMapping {
        // One section's lists are kept inline: the side an update leaves unchanged (the taken
        // places of a delete, the leaving items of an insert) makes no array.
        var leaving = SectionTable<[Int]>(repeating: [], count: before.count)
        var taken = SectionTable<[Int]>(repeating: [], count: after.count)
        var movedTo: [Int: Int] = [:], movedFrom: [Int: Int] = [:]
        if update.movedItems.count > 1 {
            movedTo.reserveCapacity(update.movedItems.count)
            movedFrom.reserveCapacity(update.movedItems.count)
        }
        for path in update.deletedItems { leaving[path.sectionIndex].append(path.itemIndex) }
        for path in update.insertedItems { taken[path.sectionIndex].append(path.itemIndex) }
        for move in update.movedItems {
            leaving[move.from.sectionIndex].append(move.from.itemIndex)
            taken[move.to.sectionIndex].append(move.to.itemIndex)
            let from = oldOffsets[move.from.sectionIndex] + move.from.itemIndex
            let to = newOffsets[move.to.sectionIndex] + move.to.itemIndex
            movedTo[from] = to
            movedFrom[to] = from
        }
        for section in before.indices where leaving[section].count > 1 { leaving[section].sort() }
        for section in after.indices where taken[section].count > 1 { taken[section].sort() }
        // Without deleted or reloaded sections every old section is listable, and without inserted
        // or reloaded ones every new section is: the kept tables are the resolved ones (shared,
        // not filled again).
        let everyOldListable = update.deletedSections.isEmpty && update.reloadedSections.isEmpty
        let everyNewListable = update.insertedSections.isEmpty && update.reloadedSections.isEmpty
        let oneSectionInPlace = sections.origins == SectionResolution.oneInPlace && everyNewListable
        let mapping = BatchUpdateMapping(
            BatchUpdateMapping.Tables(
                sectionOrigins: oneSectionInPlace
                    ? Self.oneOrigin
                    : sections.origins.enumerated().map { newSection, origin in
                        origin >= 0 && !sections.isReplacedNew[newSection] ? origin : nil
                    },
                sectionDestinations: sections.destinations == SectionResolution.oneInPlace && everyOldListable
                    ? Self.oneOrigin
                    : sections.destinations.enumerated().map { oldSection, destination in
                        destination >= 0 && sections.oldFates[oldSection] != SectionResolution.reloaded
                            ? destination : nil
                    },
                oldOffsets: oldOffsets,
                newOffsets: newOffsets,
                oldTotal: before.reduce(0, +),
                newTotal: after.reduce(0, +),
                keptDestinations: everyOldListable
                    ? sections.destinations
                    : before.indices.map { sections.isListable(old: $0) ? sections.destinations[$0] : -1 },
                keptOrigins: everyNewListable
                    ? sections.origins
                    : after.indices.map { sections.isListable(new: $0) ? sections.origins[$0] : -1 },
                leaving: leaving,
                taken: taken,
                movedTo: movedTo,
                movedFrom: movedFrom
            ))
        // Returned as made (moved, not copied) when nothing is reloaded.
        guard !update.reloadedItems.isEmpty else { return mapping }
        return Self.addingReloadedDestinations(of: update, to: mapping, newOffsets: newOffsets)
    }

    /// `mapping` with the new places of the items `update` reloads.
    ///
    /// - Complexity: O(*r*) for *r* reloaded items.
    private static func addingReloadedDestinations(
        of update: BatchUpdate, to mapping: BatchUpdateMapping, newOffsets: [Int]
    ) -> BatchUpdateMapping {
        var reloaded = Set<Int>()
        if update.reloadedItems.count > 1 { reloaded.reserveCapacity(update.reloadedItems.count) }
        for path in update.reloadedItems {
            guard let destination = mapping.newIndexPath(forOld: path) else { continue }
            reloaded.insert(newOffsets[destination.sectionIndex] + destination.itemIndex)
        }
        return mapping.withReloadedDestinations(reloaded)
    }

    /// The mapping of an update of one section that only deletes and inserts items — a small
    /// list's usual apply —, made without the tables of listed items that resolving the update
    /// fills: the tables ``mapping(update:before:after:sections:)`` makes for it (the shared ones
    /// included). `nil` for any other update, and for one UIKit refuses (an index out of range or
    /// listed twice, a wrong count), whose error the general path reports.
    ///
    /// - Complexity: O(*c* log *c*) for *c* changes.
    static func oneSectionMapping(of update: borrowing BatchUpdate, before: [Int], after: [Int])
        -> BatchUpdateMapping?
    {
        guard before.count == 1, after.count == 1, update.movedItems.isEmpty, update.reloadedItems.isEmpty,
            update.reconfiguredItems.isEmpty, update.deletedSections.isEmpty, update.insertedSections.isEmpty,
            update.movedSections.isEmpty, update.reloadedSections.isEmpty
        else { return nil }
        let countBefore = before[0], countAfter = after[0]
        // The counts `ItemCountLimit` accepts for one section.
        let accepted = 0...ItemCountLimit.maximum
        guard accepted.contains(countBefore), accepted.contains(countAfter),
            countAfter == countBefore - update.deletedItems.count + update.insertedItems.count,
            let leaving = sortedDistinctItems(of: update.deletedItems, below: countBefore),
            let taken = sortedDistinctItems(of: update.insertedItems, below: countAfter)
        else { return nil }
        return BatchUpdateMapping(
            BatchUpdateMapping.Tables(
                sectionOrigins: oneOrigin,
                sectionDestinations: oneOrigin,
                oldOffsets: SectionResolution.oneInPlace,
                newOffsets: SectionResolution.oneInPlace,
                oldTotal: countBefore,
                newTotal: countAfter,
                keptDestinations: SectionResolution.oneInPlace,
                keptOrigins: SectionResolution.oneInPlace,
                leaving: SectionTable(repeating: leaving, count: 1),
                taken: SectionTable(repeating: taken, count: 1),
                movedTo: [:],
                movedFrom: [:]
            ))
    }

    /// The items `paths` name in the first section, sorted, when each is an item of that section
    /// below `count` and none is named twice; `nil` otherwise.
    ///
    /// - Complexity: O(*p* log *p*) for *p* paths.
    private static func sortedDistinctItems(of paths: [IndexPath], below count: Int) -> [Int]? {
        var items: [Int] = []
        if paths.count > 1 { items.reserveCapacity(paths.count) }
        for path in paths {
            guard path.count == 2, path.sectionIndex == 0, (0..<count).contains(path.itemIndex) else { return nil }
            items.append(path.itemIndex)
        }
        guard items.count > 1 else { return items }
        items.sort()
        for index in items.indices.dropFirst() where items[index] == items[index - 1] { return nil }
        return items
    }

    /// A reconfigured item must exist before the update: not inserted, nor in an inserted or
    /// reloaded section.
    func checkReconfigures(update: BatchUpdate, after: [Int], sections: SectionResolution) throws(BatchUpdateError) {
        for path in update.reconfiguredItems {
            let flat = try Self.locate(path, counts: after, offsets: newOffsets, verb: "reconfigure", when: "after")
            guard sections.isListable(new: path.sectionIndex), origins[flat] != Self.inserted else {
                throw .conflict("reconfigure an item that is being inserted", path)
            }
        }
    }

    private static func locate(_ path: IndexPath, counts: [Int], offsets: [Int], verb: String, when: String)
        throws(BatchUpdateError) -> Int
    {
        guard path.count == 2 else {
            throw BatchUpdateError(
                reason:
                    "attempt to \(verb) an index path that does not name an item in a section (\(BatchUpdateError.describe(path)))"
            )
        }
        guard counts.indices.contains(path.sectionIndex) else {
            throw .itemOutOfRange(verb, path, sectionCount: counts.count, itemCount: nil, when: when)
        }
        guard (0..<counts[path.sectionIndex]).contains(path.itemIndex) else {
            throw .itemOutOfRange(
                verb, path, sectionCount: counts.count, itemCount: counts[path.sectionIndex], when: when)
        }
        return offsets[path.sectionIndex] + path.itemIndex
    }

    private static func inReplacedSection(_ verb: String, _ path: IndexPath, _ sections: SectionResolution)
        -> BatchUpdateError
    {
        let what = sections.oldFates[path.sectionIndex] == SectionResolution.deleted ? "deleted" : "reloaded"
        return BatchUpdateError(
            reason:
                "attempt to \(verb) item \(path.itemIndex) from section \(path.sectionIndex), which is being \(what): items of that section are not listed"
        )
    }
}
