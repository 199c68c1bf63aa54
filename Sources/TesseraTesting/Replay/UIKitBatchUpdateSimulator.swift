import Foundation
import Tessera

/// UIKit's batch-update rules simulated on plain arrays, written without the library's own mapping
/// or validation (`BatchUpdate.mapping`), so that the replay checker is an independent oracle.
///
/// UIKit's model: deletes and reloads name positions before the update, inserts and move
/// destinations name positions after it; whatever is neither deleted nor moved keeps its relative
/// order and fills the positions nobody claimed. The counts after the update must then equal the
/// counts the data source reports.
enum UIKitBatchUpdateSimulator {
    /// Where a position after the update gets its content from.
    enum Origin: Equatable {
        /// The section or item at this old index (path) — kept, or moved here.
        case old(Int)
        /// New content from the data source (inserted, or reloaded).
        case new
    }

    /// The sections after the update: each with its origin and, for a section that came from an
    /// old one, where each of its items comes from (an old item index in `oldSection`'s or another
    /// section's items, as an old index path).
    struct Section {
        var origin: Origin
        var items: [ItemOrigin]
    }

    /// Where an item after the update comes from.
    enum ItemOrigin: Equatable {
        case old(IndexPath)
        case new
    }

    /// Simulates `update` from sections of `before` items to sections of `after` items.
    ///
    /// - Throws: A message saying which of UIKit's rules the update breaks.
    static func simulate(_ update: BatchUpdate, before: [Int], after: [Int]) throws(ReplayFailure) -> [Section] {
        func reject(_ reason: String) -> ReplayFailure { .rejected(BatchUpdateError(reason: "(simulated) " + reason)) }

        // Sections.
        let deletedSections = Set(update.deletedSections)
        let reloadedSections = Set(update.reloadedSections)
        guard deletedSections.count == update.deletedSections.count, deletedSections.allSatisfy(before.indices.contains)
        else {
            throw reject("deleted sections \(update.deletedSections) are repeated or out of 0..<\(before.count)")
        }
        guard reloadedSections.allSatisfy(before.indices.contains), reloadedSections.isDisjoint(with: deletedSections)
        else {
            throw reject("reloaded sections \(update.reloadedSections) are out of range or deleted")
        }
        var sectionSlots = [Origin?](repeating: nil, count: after.count)
        var movedAway = Set<Int>()
        for move in update.movedSections {
            guard before.indices.contains(move.from), after.indices.contains(move.to),
                !deletedSections.contains(move.from), !reloadedSections.contains(move.from),
                movedAway.insert(move.from).inserted, sectionSlots[move.to] == nil
            else {
                throw reject(
                    "section move \(move.from) → \(move.to) is out of range, repeated, or of a deleted or reloaded section"
                )
            }
            sectionSlots[move.to] = .old(move.from)
        }
        for inserted in update.insertedSections {
            guard after.indices.contains(inserted), sectionSlots[inserted] == nil else {
                throw reject("inserted section \(inserted) is out of 0..<\(after.count) or claimed twice")
            }
            sectionSlots[inserted] = .new
        }
        var remaining = before.indices.filter { !deletedSections.contains($0) && !movedAway.contains($0) }
            .makeIterator()
        for slot in sectionSlots.indices where sectionSlots[slot] == nil {
            guard let old = remaining.next() else {
                throw reject("the update leaves \(after.count) sections unfilled at \(slot)")
            }
            // A reloaded section keeps its place but takes new content.
            sectionSlots[slot] = reloadedSections.contains(old) ? .new : .old(old)
        }
        guard remaining.next() == nil else {
            throw reject("the update keeps more sections than the \(after.count) after it")
        }
        let filledSections = sectionSlots.compactMap { $0 }
        let newSectionOf: [Int: Int] = Dictionary(
            uniqueKeysWithValues: filledSections.enumerated().compactMap { index, origin in
                if case .old(let old) = origin { return (old, index) }
                return nil
            })

        // Items.
        func isItem(_ path: IndexPath, in counts: [Int]) -> Bool {
            path.count == 2 && counts.indices.contains(path[0]) && (0..<counts[path[0]]).contains(path[1])
        }
        let deletedItems = Set(update.deletedItems)
        let reloadedItems = Set(update.reloadedItems)
        guard deletedItems.count == update.deletedItems.count,
            deletedItems.allSatisfy({ isItem($0, in: before) && newSectionOf[$0[0]] != nil })
        else {
            throw reject("deleted items are repeated, out of range, or in a deleted or reloaded section")
        }
        guard reloadedItems.allSatisfy({ isItem($0, in: before) && newSectionOf[$0[0]] != nil }),
            reloadedItems.isDisjoint(with: deletedItems)
        else {
            throw reject("reloaded items are out of range, in a deleted section, or deleted")
        }
        var itemSlots: [[ItemOrigin?]] = after.map { [ItemOrigin?](repeating: nil, count: $0) }
        var itemsMovedAway = Set<IndexPath>()
        for move in update.movedItems {
            guard isItem(move.from, in: before), newSectionOf[move.from[0]] != nil, !deletedItems.contains(move.from),
                !reloadedItems.contains(move.from), itemsMovedAway.insert(move.from).inserted
            else {
                throw reject(
                    "item move from \(Array(move.from)) is out of range, repeated, or of a deleted or reloaded item")
            }
            guard move.to.count == 2, after.indices.contains(move.to[0]), filledSections[move.to[0]] != .new,
                (0..<after[move.to[0]]).contains(move.to[1]), itemSlots[move.to[0]][move.to[1]] == nil
            else {
                throw reject("item move to \(Array(move.to)) is out of range, into a new section, or claimed twice")
            }
            itemSlots[move.to[0]][move.to[1]] = .old(move.from)
        }
        for inserted in update.insertedItems {
            guard inserted.count == 2, after.indices.contains(inserted[0]), filledSections[inserted[0]] != .new,
                (0..<after[inserted[0]]).contains(inserted[1]), itemSlots[inserted[0]][inserted[1]] == nil
            else {
                throw reject("inserted item \(Array(inserted)) is out of range, in a new section, or claimed twice")
            }
            itemSlots[inserted[0]][inserted[1]] = .new
        }
        var result: [Section] = []
        for (newSection, origin) in filledSections.enumerated() {
            guard case .old(let oldSection) = origin else {
                result.append(Section(origin: .new, items: Array(repeating: .new, count: after[newSection])))
                continue
            }
            var kept = (0..<before[oldSection]).map { IndexPath(indexes: [oldSection, $0]) }
                .filter { !deletedItems.contains($0) && !itemsMovedAway.contains($0) }
                .makeIterator()
            var slots = itemSlots[newSection]
            for index in slots.indices where slots[index] == nil {
                guard let path = kept.next() else {
                    throw reject(
                        "section \(oldSection) → \(newSection) would hold fewer than \(after[newSection]) items")
                }
                slots[index] = reloadedItems.contains(path) ? .new : .old(path)
            }
            guard kept.next() == nil else {
                throw reject("section \(oldSection) → \(newSection) would hold more than \(after[newSection]) items")
            }
            result.append(Section(origin: origin, items: slots.compactMap { $0 }))
        }
        return result
    }
}
