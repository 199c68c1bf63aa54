import Foundation
import TesseraDiff
import Testing

/// Negative and astronomically large item counts are refused with a ``BatchUpdateError`` instead of
/// trapping in an allocation or an integer conversion.
@Suite("Impossible item counts")
struct BatchUpdateErrorTests {
    @Test func negativeCountsAreRefused() {
        let update = BatchUpdate(deletedItems: [IndexPath(item: 0, section: 0)])
        #expect(
            throws: BatchUpdateError(
                reason: "invalid item counts before the update: section 0 has -3 items; a count is 0 or more")
        ) {
            try update.validate(itemCountsBefore: [-3], itemCountsAfter: [-4])
        }
        #expect(
            throws: BatchUpdateError(
                reason: "invalid item counts after the update: section 1 has -1 items; a count is 0 or more")
        ) {
            try BatchUpdate().mapping(itemCountsBefore: [2, 0], itemCountsAfter: [2, -1])
        }
    }

    @Test func countsPastTheLimitAreRefused() {
        for counts in [[Int.max], [Int.max, Int.max], [BatchUpdate.maximumItemCount, 1], [3_000_000_000]] {
            #expect(throws: BatchUpdateError.self, "\(counts)") {
                try BatchUpdate().validate(itemCountsBefore: counts, itemCountsAfter: counts)
            }
            do {
                _ = try BatchUpdate().mapping(itemCountsBefore: [0], itemCountsAfter: counts)
                Issue.record("\(counts) was accepted")
            } catch {
                #expect(error.reason.contains("more than \(BatchUpdate.maximumItemCount) items"), "\(error)")
            }
        }
    }
}
