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

    /// Fills items listed by `listItems(count:_:)` in place.
    @usableFromInline
    struct ListedItemWriter {
        @usableFromInline let sections: UnsafeMutableBufferPointer<Int32>
        @usableFromInline let positions: UnsafeMutableBufferPointer<Int32>
        @usableFromInline let changes: UnsafeMutableBufferPointer<UInt8>

        @inlinable
        init(
            sections: UnsafeMutableBufferPointer<Int32>, positions: UnsafeMutableBufferPointer<Int32>,
            changes: UnsafeMutableBufferPointer<UInt8>
        ) {
            self.sections = sections
            self.positions = positions
            self.changes = changes
        }

        /// Records that the item at `index` of those listed comes from `position` of old section
        /// `section`, with content change `change`.
        ///
        /// - Precondition: `index` is below the count listed (checked in debug builds).
        @inlinable
        func record(_ index: Int, section: Int, position: Int, change: UInt8) {
            sections[index] = Int32(truncatingIfNeeded: section)
            positions[index] = Int32(truncatingIfNeeded: position)
            changes[index] = change
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
    /// For each new section, how many of its first items, then of its last items, are the common
    /// ends with its origin (0 for sections without one).
    @usableFromInline var commonPrefixCounts: [Int]
    @usableFromInline var commonSuffixCounts: [Int]
    /// The content changes of the items of the common ends, in new index order.
    @usableFromInline var endChanges: [EndChange] = []
    /// For each listed new item (the items outside the common ends, flattened, section after
    /// section): its old section, or -1 when it is new.
    @usableFromInline var sourceSections: [Int32]
    /// For each listed new item: its position in its old section (meaningless when the section is
    /// -1).
    @usableFromInline var sourcePositions: [Int32]
    /// For each listed new item: its content change (see `ItemChange`).
    @usableFromInline var changes: [UInt8]
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
        commonPrefixCounts = [Int](repeating: 0, count: newSectionCounts.count)
        commonSuffixCounts = commonPrefixCounts
        self.sourceSections = []
        self.sourcePositions = []
        self.changes = []
        sourceSections.reserveCapacity(listedItemCount)
        sourcePositions.reserveCapacity(listedItemCount)
        changes.reserveCapacity(listedItemCount)
    }

    /// The index path reported for an item at `item` of `section` of either index space.
    @inlinable
    func reportedIndexPath(section: Int, item: Int) -> IndexPath {
        IndexPath(section: section + reportedSectionOffset, item: item)
    }

    /// Records where the next listed new item comes from.
    @inlinable
    mutating func append(section: Int32, position: Int32, change: UInt8) {
        sourceSections.append(section)
        sourcePositions.append(position)
        changes.append(change)
    }

    /// Lists `count` more items at once, for a caller that knows how many it lists: they are new
    /// unless `body` records where they come from, through a writer that fills them in place.
    ///
    /// - Complexity: O(`count`) plus `body`.
    @inlinable
    mutating func listItems<E: Error>(count: Int, _ body: (ListedItemWriter) throws(E) -> Void) throws(E) {
        let start = sourceSections.count
        sourceSections.append(contentsOf: repeatElement(-1, count: count))
        sourcePositions.append(contentsOf: repeatElement(0, count: count))
        changes.append(contentsOf: repeatElement(ItemChange.none, count: count))
        try sourceSections.withUnsafeMutableBufferPointer { (sections) throws(E) in
            try sourcePositions.withUnsafeMutableBufferPointer { (positions) throws(E) in
                try changes.withUnsafeMutableBufferPointer { (changes) throws(E) in
                    try body(
                        ListedItemWriter(
                            sections: UnsafeMutableBufferPointer(rebasing: sections[start...]),
                            positions: UnsafeMutableBufferPointer(rebasing: positions[start...]),
                            changes: UnsafeMutableBufferPointer(rebasing: changes[start...])))
                }
            }
        }
    }

    /// Records that a new section and its origin share their first `prefix` and last `suffix` items.
    @inlinable
    mutating func setCommonEnds(ofSection section: Int, prefix: Int, suffix: Int) {
        commonPrefixCounts[section] = prefix
        commonSuffixCounts[section] = suffix
    }

    /// Records the content changes of the items of a new section's common ends (set before):
    /// `change(newPosition, oldPosition)` is asked for each of them, prefix then suffix.
    ///
    /// - Complexity: O(*e*) calls of `change` for the *e* items of the ends.
    @inlinable
    mutating func recordEndChanges(
        ofSection section: Int, oldCount: Int, newCount: Int, change: (_ newPosition: Int, _ oldPosition: Int) -> UInt8
    ) {
        let suffixStart = newCount - commonSuffixCounts[section]
        for ends in [0..<commonPrefixCounts[section], suffixStart..<newCount] {
            for position in ends {
                let change = change(position, position < suffixStart ? position : oldCount - (newCount - position))
                if change != ItemChange.none {
                    endChanges.append(EndChange(section: section, position: position, change: change))
                }
            }
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

/// Content change codes stored per new item.
@usableFromInline
enum ItemChange {
    @usableFromInline static let none: UInt8 = 0
    @usableFromInline static let reconfigure: UInt8 = 1
    @usableFromInline static let reload: UInt8 = 2
}

/// What happens to each old item, decided while walking the new items.
private enum OldItemFate {
    static let unmatched: UInt8 = 0  // not found among the new items: deleted
    static let kept: UInt8 = 1
    static let deleted: UInt8 = 2  // matched, but must be reported as a delete (plus an insert)
    static let reloaded: UInt8 = 3
}

extension BatchUpdate {
    /// Fills the item changes of this update from matched items.
    ///
    /// - Complexity: O(*n* + *l* + *e* + *k* log *k*) for *n* old items, *l* listed new items, *e*
    ///   changes in common ends and *k* listed items kept in their section (O(*n* + *l* + *e*)
    ///   when kept items keep their order); the old items cost a pass over one byte each.
    @usableFromInline
    mutating func computeItemChanges(_ input: ItemDifferenceInput) {
        var oldOffsets: [Int] = []
        oldOffsets.reserveCapacity(input.oldSectionCounts.count)
        var total = 0
        for count in input.oldSectionCounts {
            oldOffsets.append(total)
            total += count
        }
        var fates = [UInt8](repeating: OldItemFate.unmatched, count: total)
        var listedStart = 0
        var endChanges = input.endChanges[...]
        for (newSection, count) in input.newSectionCounts.enumerated() {
            let origin = input.newSectionOrigins[newSection]
            let prefix = input.commonPrefixCounts[newSection], suffix = input.commonSuffixCounts[newSection]
            let listed = listedStart..<listedStart + count - prefix - suffix
            if origin < 0 {
                // Inserted or reloaded section: its items are not listed, but items that left a kept
                // section for it are deletes there.
                for newIndex in listed {
                    let source = Int(input.sourceSections[newIndex])
                    guard source >= 0 else { continue }
                    let oldIndex = oldOffsets[source] + Int(input.sourcePositions[newIndex])
                    fates[oldIndex] = input.oldSectionIsReplaced[source] ? OldItemFate.kept : OldItemFate.deleted
                }
            } else {
                let oldStart = oldOffsets[origin], oldCount = input.oldSectionCounts[origin]
                fates.withUnsafeMutableBufferPointer { fates in
                    fates[oldStart..<oldStart + prefix].update(repeating: OldItemFate.kept)
                    fates[oldStart + oldCount - suffix..<oldStart + oldCount].update(repeating: OldItemFate.kept)
                }
                // The ends' changes in new index order: the prefix's, the listed items', the suffix's.
                func recordEndChanges(below limit: Int) {
                    while let end = endChanges.first, Int(end.section) == newSection, Int(end.position) < limit {
                        endChanges.removeFirst()
                        let position = Int(end.position)
                        if end.change == ItemChange.reload {
                            let oldPosition = position < prefix ? position : oldCount - (count - position)
                            fates[oldStart + oldPosition] = OldItemFate.reloaded
                        } else {
                            reconfiguredItems.append(input.reportedIndexPath(section: newSection, item: position))
                        }
                    }
                }
                recordEndChanges(below: prefix)
                walkKeptSection(
                    newSection, origin: origin, range: listed, firstPosition: prefix, input: input,
                    oldOffsets: oldOffsets, fates: &fates)
                recordEndChanges(below: count)
            }
            listedStart = listed.upperBound
        }
        // Deletes and reloads, in old index order.
        for (oldSection, count) in input.oldSectionCounts.enumerated() where !input.oldSectionIsReplaced[oldSection] {
            let offset = oldOffsets[oldSection]
            for position in 0..<count {
                switch fates[offset + position] {
                case OldItemFate.unmatched, OldItemFate.deleted:
                    deletedItems.append(input.reportedIndexPath(section: oldSection, item: position))
                case OldItemFate.reloaded:
                    reloadedItems.append(input.reportedIndexPath(section: oldSection, item: position))
                default:
                    break
                }
            }
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
        oldOffsets: [Int],
        fates: inout [UInt8]
    ) {
        // Items that stay in the same section keep their place when they belong to the longest
        // increasing run of old positions.
        var sameSectionPositions: [Int32] = []
        sameSectionPositions.reserveCapacity(range.count)
        for newIndex in range where Int(input.sourceSections[newIndex]) == origin {
            sameSectionPositions.append(input.sourcePositions[newIndex])
        }
        let staying = longestIncreasingSubsequenceMembership(sameSectionPositions)
        var sameSectionCursor = 0
        for newIndex in range {
            let position = firstPosition + newIndex - range.lowerBound
            let source = Int(input.sourceSections[newIndex])
            guard source >= 0 else {
                insertedItems.append(input.reportedIndexPath(section: newSection, item: position))
                continue
            }
            let oldPosition = Int(input.sourcePositions[newIndex])
            let oldIndex = oldOffsets[source] + oldPosition
            if input.oldSectionIsReplaced[source] {
                fates[oldIndex] = OldItemFate.kept
                insertedItems.append(input.reportedIndexPath(section: newSection, item: position))
                continue
            }
            let change = input.changes[newIndex]
            var stays = false
            if source == origin {
                stays = staying[sameSectionCursor]
                sameSectionCursor += 1
            }
            if stays {
                fates[oldIndex] = change == ItemChange.reload ? OldItemFate.reloaded : OldItemFate.kept
            } else if change == ItemChange.reload {
                fates[oldIndex] = OldItemFate.deleted
                insertedItems.append(input.reportedIndexPath(section: newSection, item: position))
                continue
            } else {
                fates[oldIndex] = OldItemFate.kept
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
