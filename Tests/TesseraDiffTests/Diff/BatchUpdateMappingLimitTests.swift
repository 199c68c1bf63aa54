import Foundation
import TesseraDiff
import Testing

/// Index paths of any value asked of a batch-update mapping: an index past every item,
/// however large or negative, names no item; nothing traps in the arithmetic.
@Suite("Batch-update mappings with extreme index paths")
struct BatchUpdateMappingLimitTests {
    static let extremes = [Int.min, Int.min + 1, -1, 0, 1, 2, 3, Int.max - 1, Int.max]

    @Test func everyExtremeIndexPathNamesNoItemOrARealOne() throws {
        // Three sections of 2, 0 and 3 items; item 0 of section 2 is deleted.
        let update = BatchUpdate(deletedItems: [IndexPath(item: 0, section: 2)])
        let mapping = try update.mapping(itemCountsBefore: [2, 0, 3], itemCountsAfter: [2, 0, 2])
        for section in Self.extremes {
            for item in Self.extremes {
                // Without the check, item Int.max of section 1 or 2 overflowed when it was added to
                // the section's offset, and trapped.
                let indexPath = IndexPath(item: item, section: section)
                let exists = [2, 0, 3].indices.contains(section) && (0..<[2, 0, 3][section]).contains(item)
                #expect((mapping.newIndexPath(forOld: indexPath) != nil) == (exists && indexPath != [2, 0]))
                let existsAfter = [2, 0, 2].indices.contains(section) && (0..<[2, 0, 2][section]).contains(item)
                #expect((mapping.oldIndexPath(forNew: indexPath) != nil) == existsAfter)
                #expect(!mapping.isReloaded(newIndexPath: indexPath))
            }
        }
        #expect(mapping.oldIndexPath(forNew: IndexPath(item: 1, section: 2)) == IndexPath(item: 2, section: 2))
    }

    @Test func malformedIndexPathsNameNoItem() throws {
        let mapping = try BatchUpdate().mapping(itemCountsBefore: [2], itemCountsAfter: [2])
        for indexPath in [
            IndexPath(), IndexPath(index: 0), IndexPath(indexes: [0, 0, 0]), IndexPath(indexes: [0, Int.max, 1]),
        ] {
            #expect(mapping.oldIndexPath(forNew: indexPath) == nil)
            #expect(mapping.newIndexPath(forOld: indexPath) == nil)
        }
    }
}
