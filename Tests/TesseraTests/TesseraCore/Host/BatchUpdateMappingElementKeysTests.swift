import Foundation
import Tessera
import TesseraTestSupport
import Testing

@testable import TesseraCore

/// Where an item goes in a batch update, asked in a walk over the items in index path order, is
/// where it goes asked alone.
@Suite("Batch update mapping: where elements go")
struct BatchUpdateMappingElementKeysTests {
    /// Random updates of random snapshots (sections and items inserted, deleted, moved and
    /// reloaded, content changed): every item before the update, and the places just out of each
    /// section's range and of the sections', asked in index path order with one walk, goes where
    /// `surviving(section:item:)` says; so does every item asked in a random order.
    @Test(arguments: 0..<300)
    func aWalkInIndexPathOrderAnswersAsEachItemAlone(seed: Int) throws {
        // Few changes in most updates: many have no move, which the walk follows by ranks alone.
        let input = try RandomBatchUpdate(seed: seed, maximumItems: 40, rounds: 4)
        let update = input.update, mapping = input.mapping
        let asked = input.placesBefore
        var walk = BatchUpdateMapping.SurvivorWalk()
        for (section, item) in asked {
            let walked = mapping.surviving(section: section, item: item, walk: &walk)
            let alone = mapping.surviving(section: section, item: item)
            #expect(walked?.section == alone?.section && walked?.item == alone?.item, "\(section)-\(item)\n\(update)")
        }
        var random = SeededRandomNumberGenerator(seed: UInt64(seed))
        var shuffledWalk = BatchUpdateMapping.SurvivorWalk()
        for (section, item) in asked.shuffled(using: &random) {
            let walked = mapping.surviving(section: section, item: item, walk: &shuffledWalk)
            let alone = mapping.surviving(section: section, item: item)
            #expect(walked?.section == alone?.section && walked?.item == alone?.item, "\(section)-\(item)\n\(update)")
        }
    }
}
