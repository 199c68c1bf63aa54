import Foundation

extension LayoutItemOrigins {
    /// Where each section and item after a validated batch update was before it: for each section
    /// that comes from one before the update, the places taken by inserted and moved-in items and
    /// the items that leave (deleted, moved out).
    ///
    /// - Complexity: O(*s*): the mapping's lists of changes are shared, not copied.
    package init(_ mapping: BatchUpdateMapping) {
        let newOffsets = mapping.newOffsets
        self.init(
            sections: mapping.keptOrigins.indices.map { section in
                let origin = mapping.keptOrigins[section]
                guard origin >= 0 else { return nil }
                let end = section + 1 < newOffsets.count ? newOffsets[section + 1] : mapping.newTotal
                return SectionOrigin(
                    oldSection: origin, taken: mapping.taken[section], leaving: mapping.leaving[origin],
                    itemCount: end - newOffsets[section])
            })
    }
}
