import Foundation

extension LayoutItemOrigins {
    /// Where each section and item after a validated batch update was before it: for each section
    /// that comes from one before the update, the places taken by inserted and moved-in items and
    /// the items that leave (deleted, moved out).
    ///
    /// - Complexity: O(*s*): the mapping's lists of changes are shared, not copied.
    package init(_ mapping: borrowing BatchUpdateMapping) {
        // Borrowed, and read in a loop rather than a closure: the mapping is not copied.
        let count = mapping.keptOrigins.count
        // The first section is kept inline: a list of one section makes no array.
        var later: [SectionOrigin?] = []
        if count > 1 {
            later.reserveCapacity(count - 1)
            for section in 1..<count { later.append(Self.origin(ofSection: section, in: mapping)) }
        }
        self.init(
            sectionCount: count, first: count > 0 ? Self.origin(ofSection: 0, in: mapping) : nil, later: later)
    }

    /// Where the remaining items of section `section` after the update come from; `nil` for an
    /// inserted or reloaded section.
    private static func origin(ofSection section: Int, in mapping: borrowing BatchUpdateMapping) -> SectionOrigin? {
        let origin = mapping.keptOrigins[section]
        guard origin >= 0 else { return nil }
        let newOffsets = mapping.newOffsets
        let end = section + 1 < newOffsets.count ? newOffsets[section + 1] : mapping.newTotal
        return SectionOrigin(
            oldSection: origin, taken: mapping.taken[section], leaving: mapping.leaving[origin],
            itemCount: end - newOffsets[section])
    }
}
