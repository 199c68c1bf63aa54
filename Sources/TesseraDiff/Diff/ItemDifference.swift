import Foundation

/// The item-level part of a difference, computed from precomputed matches so that it is the same
/// non-generic code for snapshots and for flat lists.
///
/// The generic callers hash each new item once to find where it was, compare content on the way,
/// and describe the section mapping; this type turns that into UIKit's index spaces.
///
/// A new section kept from an old one can leave out its common ends: its first and last items
/// that are the first and last items of the old section, in the same order. They stay where they
/// are, so only their content changes are given (`endChanges`); the difference then costs what
/// lies between them, plus a pass over the old items' fates.
@usableFromInline
struct ItemDifferenceInput {
    /// A content change of an item of a common end.
    @usableFromInline
    struct EndChange {
        @usableFromInline var section: Int32
        @usableFromInline var position: Int32
        @usableFromInline var change: UInt8

        @inlinable
        init(section: Int, position: Int, change: UInt8) {
            self.section = Int32(truncatingIfNeeded: section)
            self.position = Int32(truncatingIfNeeded: position)
            self.change = change
        }
    }

    /// Where a listed new item comes from: its old section (-1 when it is new), its position in
    /// that section (meaningless when the section is -1), and its content change (see
    /// `ItemChange`). One table of these rather than one per field: one allocation per diff.
    @usableFromInline
    struct ListedItem {
        @usableFromInline var section: Int32
        @usableFromInline var position: Int32
        @usableFromInline var change: UInt8

        @inlinable
        init(section: Int32, position: Int32, change: UInt8) {
            self.section = section
            self.position = position
            self.change = change
        }
    }

    /// How many of a new section's first items, then of its last items, are the common ends with
    /// its origin (0 for sections without one).
    @usableFromInline
    struct CommonEnds {
        @usableFromInline var prefix: Int
        @usableFromInline var suffix: Int

        @inlinable
        init(prefix: Int = 0, suffix: Int = 0) {
            self.prefix = prefix
            self.suffix = suffix
        }
    }

    /// Fills items listed by `listItems(count:_:)` in place.
    @usableFromInline
    struct ListedItemWriter {
        @usableFromInline let items: UnsafeMutableBufferPointer<ListedItem>

        @inlinable
        init(items: UnsafeMutableBufferPointer<ListedItem>) {
            self.items = items
        }

        /// Records that the item at `index` of those listed comes from `position` of old section
        /// `section`, with content change `change`.
        ///
        /// - Precondition: `index` is below the count listed (checked in debug builds).
        @inlinable
        func record(_ index: Int, section: Int, position: Int, change: UInt8) {
            items[index] = ListedItem(
                section: Int32(truncatingIfNeeded: section), position: Int32(truncatingIfNeeded: position),
                change: change)
        }
    }

    /// The number of items in each old section.
    @usableFromInline var oldSectionCounts: [Int]
    /// Old sections whose items are not listed (deleted or reloaded sections).
    @usableFromInline var oldSectionIsReplaced: [Bool]
    /// The number of items in each new section.
    @usableFromInline var newSectionCounts: [Int]
    /// For each new section, the old section with the same identity whose items it keeps, or -1
    /// for inserted and reloaded sections (whose items are not listed).
    @usableFromInline var newSectionOrigins: [Int]
    /// For each new section, its common ends with its origin.
    @usableFromInline var commonEnds: SectionTable<CommonEnds>
    /// The content changes of the items of the common ends, in new index order.
    @usableFromInline var endChanges: [EndChange] = []
    /// Where each listed new item (the items outside the common ends, flattened, section after
    /// section) comes from.
    @usableFromInline var listed: [ListedItem]
    /// Added to the section of every reported index path (the list diff reports in any section).
    @usableFromInline var reportedSectionOffset = 0

    /// Creates an input with no common ends; `listedItemCount` is how many items will be listed.
    @inlinable
    init(
        oldSectionCounts: [Int], oldSectionIsReplaced: [Bool], newSectionCounts: [Int], newSectionOrigins: [Int],
        listedItemCount: Int
    ) {
        self.oldSectionCounts = oldSectionCounts
        self.oldSectionIsReplaced = oldSectionIsReplaced
        self.newSectionCounts = newSectionCounts
        self.newSectionOrigins = newSectionOrigins
        commonEnds = SectionTable(repeating: CommonEnds(), count: newSectionCounts.count)
        listed = []
        if listedItemCount > 0 { listed.reserveCapacity(listedItemCount) }
    }

    /// How many of a new section's first items are common with its origin's.
    @inlinable
    func commonPrefix(ofSection section: Int) -> Int { commonEnds[section].prefix }

    /// How many of a new section's last items are common with its origin's.
    @inlinable
    func commonSuffix(ofSection section: Int) -> Int { commonEnds[section].suffix }

    /// The index path reported for an item at `item` of `section` of either index space.
    @inlinable
    func reportedIndexPath(section: Int, item: Int) -> IndexPath {
        IndexPath(section: section + reportedSectionOffset, item: item)
    }

    /// Records where the next listed new item comes from.
    @inlinable
    mutating func append(section: Int32, position: Int32, change: UInt8) {
        listed.append(ListedItem(section: section, position: position, change: change))
    }

    /// Lists `count` more items at once, for a caller that knows how many it lists: they are new
    /// unless `body` records where they come from, through a writer that fills them in place.
    ///
    /// - Complexity: O(`count`) plus `body`.
    @inlinable
    mutating func listItems<E: Error>(count: Int, _ body: (ListedItemWriter) throws(E) -> Void) throws(E) {
        let start = listed.count
        listed.append(
            contentsOf: repeatElement(ListedItem(section: -1, position: 0, change: ItemChange.none), count: count))
        try listed.withUnsafeMutableBufferPointer { (items) throws(E) in
            try body(ListedItemWriter(items: UnsafeMutableBufferPointer(rebasing: items[start...])))
        }
    }

    /// Records that a new section and its origin share their first `prefix` and last `suffix` items.
    @inlinable
    mutating func setCommonEnds(ofSection section: Int, prefix: Int, suffix: Int) {
        commonEnds[section] = CommonEnds(prefix: prefix, suffix: suffix)
    }

    /// Records the content changes of the items of a new section's common ends (set before):
    /// `change(newPosition, oldPosition)` is asked for each of them, prefix then suffix.
    ///
    /// - Complexity: O(*e*) calls of `change` for the *e* items of the ends.
    @inlinable
    mutating func recordEndChanges(
        ofSection section: Int, oldCount: Int, newCount: Int, change: (_ newPosition: Int, _ oldPosition: Int) -> UInt8
    ) {
        let suffixStart = newCount - commonSuffix(ofSection: section)
        for ends in [0..<commonPrefix(ofSection: section), suffixStart..<newCount] {
            for position in ends {
                let change = change(position, position < suffixStart ? position : oldCount - (newCount - position))
                if change != ItemChange.none {
                    endChanges.append(EndChange(section: section, position: position, change: change))
                }
            }
        }
    }
}

extension ItemDifferenceInput {
    /// Records the changes of the marked items that lie in a new section's common ends (set
    /// before), from `marks` (in index order), which it advances past the section.
    ///
    /// - Complexity: O(*m*) for the *m* marks up to the section's end.
    @inlinable
    mutating func recordMarkedEndChanges(ofSection section: Int, newCount: Int, marks: inout ArraySlice<MarkedItem>) {
        let prefix = commonPrefix(ofSection: section), suffixStart = newCount - commonSuffix(ofSection: section)
        while let mark = marks.first, mark.section <= section {
            marks.removeFirst()
            guard mark.section == section, mark.position < prefix || mark.position >= suffixStart else { continue }
            endChanges.append(EndChange(section: section, position: mark.position, change: mark.change))
        }
    }
}

/// The common prefix and suffix of two lists: the longest runs of equal elements at their
/// starts, then at their ends (not overlapping the prefix).
///
/// - Complexity: O(*p* + *s*) comparisons for a prefix of *p* and a suffix of *s* elements.
@inlinable
func commonEnds<Old: RandomAccessCollection, New: RandomAccessCollection>(
    _ old: Old, _ new: New
) -> (prefix: Int, suffix: Int)
where Old.Index == Int, New.Index == Int, Old.Element == New.Element, New.Element: Equatable {
    let oldCount = old.count, newCount = new.count, shorter = min(oldCount, newCount)
    let oldStart = old.startIndex, newStart = new.startIndex
    var prefix = 0
    while prefix < shorter && old[oldStart + prefix] == new[newStart + prefix] { prefix += 1 }
    var suffix = 0
    while suffix < shorter - prefix && old[oldStart + oldCount - 1 - suffix] == new[newStart + newCount - 1 - suffix] {
        suffix += 1
    }
    return (prefix, suffix)
}

/// Content change codes stored per new item (a reload outranks a reconfigure: the greater code
/// wins), and per item a list adapter's editor changed.
@usableFromInline
package enum ItemChange {
    @usableFromInline static let none: UInt8 = 0
    @usableFromInline package static let reconfigure: UInt8 = 1
    @usableFromInline package static let reload: UInt8 = 2
}

/// What happens to each old item, decided while walking the new items.
private enum OldItemFate {
    static let unmatched: UInt8 = 0  // not found among the new items: deleted
    static let kept: UInt8 = 1
    static let deleted: UInt8 = 2  // matched, but must be reported as a delete (plus an insert)
    static let reloaded: UInt8 = 3
}

/// Where the fate of each old item that can change is kept: the items between the common ends
/// of each kept old section (those of the ends stay; those of replaced sections are not reported),
/// one byte each, and the reloads of items of the ends.
private struct OldItemFates {
    /// For an old section, the index in `fates` of its position 0 (its middle's first item is at
    /// `prefix`), and its middle's positions; an empty range for replaced sections.
    typealias Section = (start: Int, middle: Range<Int>)
    /// Each old section's.
    var sections: SectionTable<Section>
    var fates: [UInt8]
    /// Reloaded items of the common ends: old section and position.
    var endReloads: [(section: Int, position: Int)] = []

    init(_ input: borrowing ItemDifferenceInput) {
        let sectionCount = input.oldSectionCounts.count
        sections = SectionTable(repeating: (0, 0..<0), count: sectionCount)
        var total = 0
        // By index: iterating a table of the borrowed input copies it.
        for newSection in input.newSectionOrigins.indices {
            let origin = input.newSectionOrigins[newSection]
            guard origin >= 0 else { continue }
            let oldCount = input.oldSectionCounts[origin]
            let ends = input.commonEnds[newSection]
            let middle = ends.prefix..<oldCount - ends.suffix
            sections[origin] = (start: total - middle.lowerBound, middle: middle)
            total += middle.count
        }
        fates = [UInt8](filling: OldItemFate.unmatched, count: total)
    }

    /// Records the fate of the item at `position` of old section `section`, a kept one (where an
    /// item listed elsewhere comes from its middle).
    mutating func set(_ fate: UInt8, section: Int, position: Int) {
        fates[sections[section].start + position] = fate
    }
}

extension BatchUpdate {
    /// Fills the item changes of this update from matched items.
    ///
    /// - Complexity: O(*s* + *l* + *e* log *e* + *k* log *k*) for *s* sections, *l* listed new
    ///   items and as many old items between the common ends, *e* changes in common ends and *k*
    ///   listed items kept in their section (O(*s* + *l* + *e*) when kept items keep their order):
    ///   the items of the common ends are not visited.
    @usableFromInline
    mutating func computeItemChanges(_ input: __owned ItemDifferenceInput) {
        var fates = OldItemFates(input)
        var listedStart = 0
        // The next end change to record, by index: a slice of the table, held across the loop and
        // the nested function, was copied at each use.
        var nextEndChange = 0
        // By index: iterating a table of the input copies it.
        for newSection in input.newSectionCounts.indices {
            let count = input.newSectionCounts[newSection]
            let origin = input.newSectionOrigins[newSection]
            let ends = input.commonEnds[newSection]
            let prefix = ends.prefix, suffix = ends.suffix
            let listed = listedStart..<listedStart + count - prefix - suffix
            if origin < 0 {
                // Inserted or reloaded section: its items are not listed, but items that left a kept
                // section for it are deletes there.
                for newIndex in listed {
                    let item = input.listed[newIndex]
                    let source = Int(item.section)
                    guard source >= 0, !input.oldSectionIsReplaced[source] else { continue }
                    fates.set(OldItemFate.deleted, section: source, position: Int(item.position))
                }
            } else {
                let oldCount = input.oldSectionCounts[origin]
                // The ends' changes in new index order: the prefix's, the listed items', the suffix's.
                func recordEndChanges(below limit: Int) {
                    while nextEndChange < input.endChanges.count {
                        let end = input.endChanges[nextEndChange]
                        guard Int(end.section) == newSection, Int(end.position) < limit else { break }
                        nextEndChange += 1
                        let position = Int(end.position)
                        if end.change == ItemChange.reload {
                            let oldPosition = position < prefix ? position : oldCount - (count - position)
                            fates.endReloads.append((origin, oldPosition))
                        } else {
                            reconfiguredItems.append(input.reportedIndexPath(section: newSection, item: position))
                        }
                    }
                }
                recordEndChanges(below: prefix)
                walkKeptSection(
                    newSection, origin: origin, range: listed, firstPosition: prefix, input: input, fates: &fates)
                recordEndChanges(below: count)
            }
            listedStart = listed.upperBound
        }
        // Deletes and reloads, in old index order: the prefix's reloads, the middle's fates, the
        // suffix's reloads.
        let endReloads =
            fates.endReloads.count > 1
            ? fates.endReloads.sorted { ($0.section, $0.position) < ($1.section, $1.position) } : fates.endReloads
        var nextReload = 0
        for oldSection in input.oldSectionIsReplaced.indices where !input.oldSectionIsReplaced[oldSection] {
            let (start, middle) = fates.sections[oldSection]
            func reportEndReloads(below limit: Int) {
                while nextReload < endReloads.count, endReloads[nextReload].section == oldSection,
                    endReloads[nextReload].position < limit
                {
                    reloadedItems.append(
                        input.reportedIndexPath(section: oldSection, item: endReloads[nextReload].position))
                    nextReload += 1
                }
            }
            reportEndReloads(below: middle.lowerBound)
            for position in middle {
                switch fates.fates[start + position] {
                case OldItemFate.unmatched, OldItemFate.deleted:
                    deletedItems.append(input.reportedIndexPath(section: oldSection, item: position))
                case OldItemFate.reloaded:
                    reloadedItems.append(input.reportedIndexPath(section: oldSection, item: position))
                default:
                    break
                }
            }
            reportEndReloads(below: Int.max)
        }
    }

    /// Lists the inserts, moves and reconfigures of a new section whose identity existed before:
    /// its listed items, at `range` of the input, the first at `firstPosition` of the section.
    private mutating func walkKeptSection(
        _ newSection: Int,
        origin: Int,
        range: Range<Int>,
        firstPosition: Int,
        input: ItemDifferenceInput,
        fates: inout OldItemFates
    ) {
        // Items that stay in the same section keep their place when they belong to the longest
        // increasing run of old positions: all of them when their old positions increase (no item
        // changed order), found without building the run's tables.
        var previousPosition: Int32 = -1
        var sameSectionIncreases = true
        for newIndex in range where Int(input.listed[newIndex].section) == origin {
            let position = input.listed[newIndex].position
            guard position > previousPosition else {
                sameSectionIncreases = false
                break
            }
            previousPosition = position
        }
        var staying: [Bool] = []
        if !sameSectionIncreases {
            var sameSectionPositions: [Int32] = []
            sameSectionPositions.reserveCapacity(range.count)
            for newIndex in range where Int(input.listed[newIndex].section) == origin {
                sameSectionPositions.append(input.listed[newIndex].position)
            }
            staying = longestIncreasingSubsequenceMembership(sameSectionPositions)
        }
        var sameSectionCursor = 0
        for newIndex in range {
            let position = firstPosition + newIndex - range.lowerBound
            let item = input.listed[newIndex]
            let source = Int(item.section)
            guard source >= 0 else {
                insertedItems.append(input.reportedIndexPath(section: newSection, item: position))
                continue
            }
            let oldPosition = Int(item.position)
            if input.oldSectionIsReplaced[source] {
                insertedItems.append(input.reportedIndexPath(section: newSection, item: position))
                continue
            }
            let change = item.change
            var stays = false
            if source == origin {
                stays = sameSectionIncreases || staying[sameSectionCursor]
                sameSectionCursor += 1
            }
            if stays {
                fates.set(
                    change == ItemChange.reload ? OldItemFate.reloaded : OldItemFate.kept, section: source,
                    position: oldPosition)
            } else if change == ItemChange.reload {
                fates.set(OldItemFate.deleted, section: source, position: oldPosition)
                insertedItems.append(input.reportedIndexPath(section: newSection, item: position))
                continue
            } else {
                fates.set(OldItemFate.kept, section: source, position: oldPosition)
                movedItems.append(
                    ItemMove(
                        from: input.reportedIndexPath(section: source, item: oldPosition),
                        to: input.reportedIndexPath(section: newSection, item: position)
                    ))
            }
            if change == ItemChange.reconfigure {
                reconfiguredItems.append(input.reportedIndexPath(section: newSection, item: position))
            }
        }
    }
}
