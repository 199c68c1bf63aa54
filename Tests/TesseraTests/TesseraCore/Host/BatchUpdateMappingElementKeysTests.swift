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

    /// Random updates that move and reload no item, their items asked in index path order with
    /// one walk: after each item that stays, every item of its run (``BatchUpdateMapping/SurvivorWalk/runEnd``)
    /// goes where `surviving(section:item:)` says, shifted as that item is; the item at the run's
    /// end, inside the section, leaves or is shifted otherwise (the run is as long as it can be).
    /// Enough of the updates have runs that end inside their sections.
    @Test func everyItemOfARunMovesByOneShift() throws {
        var endedInside = 0
        for seed in 0..<300 {
            let input = try RandomBatchUpdate(seed: seed, maximumItems: 40, rounds: 4)
            let mapping = input.mapping
            guard mapping.movedTo.isEmpty, mapping.reloadedDestinations.isEmpty else { continue }
            var walk = BatchUpdateMapping.SurvivorWalk()
            for (section, item) in input.placesBefore {
                guard let new = mapping.surviving(section: section, item: item, walk: &walk) else { continue }
                let shift = new.item - item, end = walk.runEnd, count = input.countsBefore[section]
                #expect(end > item && end <= count, "\(section)-\(item): run to \(end)\n\(input.update)")
                for member in item..<min(end, count) {
                    let alone = mapping.surviving(section: section, item: member)
                    #expect(
                        alone?.section == new.section && alone?.item == member + shift,
                        "\(section)-\(member) in the run of \(item) to \(end)\n\(input.update)")
                }
                guard end < count else { continue }
                endedInside += 1
                let next = mapping.surviving(section: section, item: end)
                #expect(
                    next == nil || next?.item != end + shift,
                    "\(section)-\(end) ends the run of \(item) and moves by its shift\n\(input.update)")
            }
        }
        #expect(endedInside >= 50, "only \(endedInside) runs end inside their sections")
    }
}
