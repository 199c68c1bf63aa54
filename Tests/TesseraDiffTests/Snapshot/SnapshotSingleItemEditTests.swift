import TesseraDiff
import TesseraTestSupport
import Testing

/// Editing one item takes a shorter path than editing several (no grouping by section, no set of
/// duplicates): on random edits, it must leave the snapshot exactly as the general path does.
@Suite("Snapshot single-item edits")
struct SnapshotSingleItemEditTests {
    /// An identifier no edit of the test inserts for good: with another one, it sends that one
    /// down the general path.
    static let absent = CollidingIdentifier(value: 1_000)

    @Test(arguments: [1, 3, 1_000])
    func oneItemEditsMatchTheGeneralPath(hashClasses: Int) throws {
        var random = SeededRandomNumberGenerator(seed: UInt64(hashClasses) &+ 43)
        let item = { (value: Int) in CollidingIdentifier(value: value, hashClasses: hashClasses) }
        var single = try Snapshot<Int, CollidingIdentifier>([
            (0, (0..<8).map(item)), (1, []), (2, (8..<20).map(item)),
        ])
        var general = single
        for step in 0..<2_000 {
            let a = item(Int.random(in: 0..<30, using: &random))
            let b = item(Int.random(in: 0..<30, using: &random))
            switch Int.random(in: 0..<6, using: &random) {
            case 0, 1:
                single.deleteItems([a])
                general.deleteItems([a, Self.absent])
            case 2, 3:
                let singleError = Result { () throws(SnapshotError) in try single.insertItems([a], beforeItem: b) }
                // The general path: with an absent identifier after `a`, taken out again.
                let generalError = Result { () throws(SnapshotError) in
                    try general.insertItems([a, Self.absent], beforeItem: b)
                    general.deleteItems([Self.absent, Self.absent])
                }
                try #require(
                    singleError.failure == generalError.failure, "step \(step): insert \(a) before \(b)")
            case 4:
                try? single.reloadItems([a])
                try? general.reloadItems([a])
            default:
                try? single.reconfigureItems([b])
                try? general.reconfigureItems([b])
            }
            try #require(single == general, "step \(step)")
            try #require(single.reloadedItemIdentifiers == general.reloadedItemIdentifiers, "step \(step)")
            try #require(single.reconfiguredItemIdentifiers == general.reconfiguredItemIdentifiers, "step \(step)")
            let problems = single.invariantViolations()
            try #require(problems.isEmpty, "step \(step): \(problems)")
            for (index, identifier) in single.itemIdentifiers.enumerated() {
                try #require(single.indexOfItem(identifier) == index, "step \(step)")
            }
        }
    }
}

extension Result where Success == Void {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
