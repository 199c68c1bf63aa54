import Foundation
import Tessera
import TesseraTestSupport
import Testing

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
}
