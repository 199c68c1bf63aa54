import Foundation
import Tessera
import TesseraTestSupport
import Testing

@testable import TesseraCore

/// The runs a layout carries groups along are what the validated batch update says: every item in
/// a run was at the run's shifted place before the update, and every item that stayed in its
/// section is in a run.
@Suite("Layout item origins from a batch update")
struct LayoutItemOriginsTests {
    @Test(arguments: 0..<200)
    func everyRunSaysWhereItsItemsWere(seed: Int) throws {
        var random = SeededRandomNumberGenerator(seed: UInt64(seed))
        let old = Array(0..<Int.random(in: 0...40, using: &random))
        var new = old.filter { _ in Int.random(in: 0..<5, using: &random) > 0 }
        for fresh in 100..<(100 + Int.random(in: 0...6, using: &random)) {
            new.insert(fresh, at: Int.random(in: 0...new.count, using: &random))
        }
        if new.count > 1, Bool.random(using: &random) {
            new.insert(
                new.remove(at: Int.random(in: 0..<new.count, using: &random)),
                at: Int.random(in: 0..<new.count, using: &random))
        }
        let mapping = try BatchUpdate(from: old, to: new).mapping(
            itemCountsBefore: [old.count], itemCountsAfter: [new.count])
        let runs = LayoutItemOrigins(mapping).runs(inSection: 0)
        var covered = Set<Int>()
        for run in runs {
            for item in run.start..<run.end {
                let before = mapping.oldIndexPath(forNew: IndexPath(item: item, section: 0))
                #expect(before == IndexPath(item: item + run.shift, section: 0), "\(old) → \(new): \(runs)")
                covered.insert(item)
            }
        }
        // Items that kept their place among the ones that stayed are all in runs (a moved item may
        // or may not be).
        let stayed = new.indices.filter { old.contains(new[$0]) }
        #expect(covered.isSubset(of: Set(stayed)), "\(old) → \(new): \(runs)")
        #expect(stayed.count - covered.count <= 1, "\(old) → \(new): \(runs)")
    }

    /// The origins kept with the first section inline say, for every section and every item, what
    /// the same origins kept in one array of sections say (the general form), on random updates of
    /// one section and of several; every item in a run was at its shifted place before the update.
    @Test(arguments: 0..<300)
    func firstSectionInlineAnswersAsTheGeneralForm(seed: Int) throws {
        let input = try RandomBatchUpdate(seed: seed, maximumItems: 30, rounds: 3)
        let mapping = input.mapping
        let origins = LayoutItemOrigins(mapping)
        let general = LayoutItemOrigins(
            sections: mapping.keptOrigins.indices.map { section -> LayoutItemOrigins.SectionOrigin? in
                let origin = mapping.keptOrigins[section]
                guard origin >= 0 else { return nil }
                return LayoutItemOrigins.SectionOrigin(
                    oldSection: origin, taken: mapping.taken[section], leaving: mapping.leaving[origin],
                    itemCount: input.countsAfter[section])
            })
        #expect(origins.sectionCount == input.countsAfter.count)
        for section in -1...input.countsAfter.count {
            let oldSection = origins.oldSection(of: section)
            #expect(oldSection == general.oldSection(of: section), "seed \(seed), section \(section)")
            let runs = origins.runs(inSection: section)
            #expect(runs == general.runs(inSection: section), "seed \(seed), section \(section)")
            // Every item's origin by the runs: where it was, or nil outside every run.
            let count = input.countsAfter.indices.contains(section) ? input.countsAfter[section] : 0
            for item in 0..<count {
                guard let run = runs.first(where: { $0.start <= item && item < $0.end }), let oldSection else {
                    continue
                }
                let before = mapping.oldIndexPath(forNew: IndexPath(item: item, section: section))
                #expect(before == IndexPath(item: item + run.shift, section: oldSection), "seed \(seed)")
            }
        }
    }
}
