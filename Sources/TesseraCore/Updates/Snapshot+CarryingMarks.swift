import Foundation

extension Snapshot {
    /// Adds the reload and reconfigure marks of an earlier snapshot, for the items and sections
    /// still here (two coalesced updates reconfigure what either marked).
    ///
    /// - Complexity: O(*m*) for *m* marks.
    mutating func carryMarks(of earlier: Snapshot) {
        try? reloadSections(earlier.reloadedSectionIdentifiers.filter { contains(section: $0) })
        try? reloadItems(earlier.reloadedItemIdentifiers.filter { contains(item: $0) })
        try? reconfigureItems(
            earlier.reconfiguredItemIdentifiers.filter { contains(item: $0) && !isReloaded(item: $0) })
    }
}
