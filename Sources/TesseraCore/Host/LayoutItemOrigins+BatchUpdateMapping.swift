import Foundation

extension LayoutItemOrigins {
    /// Where each section and item after a validated batch update was before it: for each section
    /// that comes from one before the update, the places taken by inserted and moved-in items and
    /// the items that leave (deleted, moved out).
    ///
    /// - Complexity: O(*s*): the mapping's lists of changes are shared, not copied.
    package init(_ mapping: borrowing BatchUpdateMapping) {
        // Borrowed, and read in a loop rather than a closure: the mapping is not copied.
        let newOffsets = mapping.newOffsets, keptOrigins = mapping.keptOrigins
        var sections: [SectionOrigin?] = []
        sections.reserveCapacity(keptOrigins.count)
        for section in keptOrigins.indices {
            let origin = keptOrigins[section]
            guard origin >= 0 else {
                sections.append(nil)
                continue
            }
            let end = section + 1 < newOffsets.count ? newOffsets[section + 1] : mapping.newTotal
            sections.append(
                SectionOrigin(
                    oldSection: origin, taken: mapping.taken[section], leaving: mapping.leaving[origin],
                    itemCount: end - newOffsets[section]))
        }
        self.init(sections: sections)
    }
}
