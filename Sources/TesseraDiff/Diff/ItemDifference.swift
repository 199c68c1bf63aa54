import Foundation

/// The item-level part of a difference, computed from precomputed matches so that it is the same
/// non-generic code for snapshots and for flat lists.
///
/// The generic callers hash each new item once to find where it was, compare content on the way,
/// and describe the section mapping; this type turns that into UIKit's index spaces.
@usableFromInline
struct ItemDifferenceInput {
    /// The number of items in each old section.
    @usableFromInline var oldSectionCounts: [Int]
    /// Old sections whose items are not listed (deleted or reloaded sections).
    @usableFromInline var oldSectionIsReplaced: [Bool]
    /// The number of items in each new section.
    @usableFromInline var newSectionCounts: [Int]
    /// For each new section, the old section with the same identity whose items it keeps, or -1
    /// for inserted and reloaded sections (whose items are not listed).
    @usableFromInline var newSectionOrigins: [Int]
    /// For each new item (flattened, section after section): its old section, or -1 when it is new.
    @usableFromInline var sourceSections: [Int32]
    /// For each new item: its position in its old section (meaningless when the section is -1).
    @usableFromInline var sourcePositions: [Int32]
    /// For each new item: its content change (see `ItemChange`).
    @usableFromInline var changes: [UInt8]
    /// Added to the section of every reported index path (the list diff reports in any section).
    @usableFromInline var reportedSectionOffset = 0
    /// Added to the item of every reported index path (the list diff leaves the common prefix out).
    @usableFromInline var reportedItemOffset = 0

    @inlinable
    init(
        oldSectionCounts: [Int], oldSectionIsReplaced: [Bool], newSectionCounts: [Int], newSectionOrigins: [Int],
        newItemCount: Int
    ) {
        self.oldSectionCounts = oldSectionCounts
        self.oldSectionIsReplaced = oldSectionIsReplaced
        self.newSectionCounts = newSectionCounts
        self.newSectionOrigins = newSectionOrigins
        self.sourceSections = []
        self.sourcePositions = []
        self.changes = []
        sourceSections.reserveCapacity(newItemCount)
        sourcePositions.reserveCapacity(newItemCount)
        changes.reserveCapacity(newItemCount)
    }

    /// The index path reported for an item at `item` of `section` of either index space.
    @inlinable
    func reportedIndexPath(section: Int, item: Int) -> IndexPath {
        IndexPath(section: section + reportedSectionOffset, item: item + reportedItemOffset)
    }

    /// Records where the next new item comes from.
    @inlinable
    mutating func append(section: Int32, position: Int32, change: UInt8) {
        sourceSections.append(section)
        sourcePositions.append(position)
        changes.append(change)
    }
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
    /// - Complexity: O(*n* + *m* + *k* log *k*) for *n* old items, *m* new items and *k* items kept
    ///   in their section (O(*n* + *m*) when kept items keep their order).
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
        var newStart = 0
        for (newSection, count) in input.newSectionCounts.enumerated() {
            let origin = input.newSectionOrigins[newSection]
            if origin < 0 {
                // Inserted or reloaded section: its items are not listed, but items that left a kept
                // section for it are deletes there.
                for newIndex in newStart..<newStart + count {
                    let source = Int(input.sourceSections[newIndex])
                    guard source >= 0 else { continue }
                    let oldIndex = oldOffsets[source] + Int(input.sourcePositions[newIndex])
                    fates[oldIndex] = input.oldSectionIsReplaced[source] ? OldItemFate.kept : OldItemFate.deleted
                }
            } else {
                walkKeptSection(
                    newSection, origin: origin, range: newStart..<newStart + count, input: input,
                    oldOffsets: oldOffsets, fates: &fates)
            }
            newStart += count
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

    /// Lists the inserts, moves and reconfigures of a new section whose identity existed before.
    private mutating func walkKeptSection(
        _ newSection: Int,
        origin: Int,
        range: Range<Int>,
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
            let position = newIndex - range.lowerBound
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
