import Foundation

/// Where each section and item after a batch update was before it: what a layout needs to carry
/// the groups it solved before the update instead of solving them again (a host makes one from
/// the update it validated).
package struct LayoutItemOrigins: Sendable {
    /// A run of consecutive items after the update that were consecutive before it, in the same
    /// section: items `start ..< end` were items `start + shift ..< end + shift`.
    package struct Run: Sendable, Equatable {
        package var start: Int
        package var end: Int
        package var shift: Int

        package init(start: Int, end: Int, shift: Int) {
            self.start = start
            self.end = end
            self.shift = shift
        }
    }

    /// For each section after the update, its index before it; `nil` for an inserted or reloaded
    /// section.
    package let sectionOrigins: [Int?]
    /// Where each section's items start in the flat list of items before the update.
    package let oldOffsets: [Int]
    /// Where each section's items start in the flat list of items after the update.
    package let newOffsets: [Int]
    /// For each item after the update (flat), its flat index before it, or -1 for an inserted
    /// item. A reloaded item keeps its index: a layout compares the sizes it measured.
    package let origins: [Int32]
    /// The number of items before the update, in all sections.
    package let oldTotal: Int

    package init(sectionOrigins: [Int?], oldOffsets: [Int], newOffsets: [Int], origins: [Int32], oldTotal: Int) {
        self.sectionOrigins = sectionOrigins
        self.oldOffsets = oldOffsets
        self.newOffsets = newOffsets
        self.origins = origins
        self.oldTotal = oldTotal
    }

    /// The runs of section `section` (after the update) that come from one section before it,
    /// in order: the items outside every run are inserted, moved from elsewhere, or come from
    /// another section. Empty when the section is new.
    ///
    /// - Complexity: O(*n*) for *n* items in the section: one pass over integers.
    package func runs(inSection section: Int) -> [Run] {
        guard sectionOrigins.indices.contains(section), let oldSection = sectionOrigins[section],
            oldOffsets.indices.contains(oldSection)
        else { return [] }
        let newStart = newOffsets[section]
        let newEnd = section + 1 < newOffsets.count ? newOffsets[section + 1] : origins.count
        let oldStart = oldOffsets[oldSection]
        let oldEnd = oldSection + 1 < oldOffsets.count ? oldOffsets[oldSection + 1] : oldTotal
        var runs: [Run] = []
        origins.withUnsafeBufferPointer { origins in
            var current: Run?
            var expected = -1
            for flat in newStart..<newEnd {
                let origin = Int(origins[flat])
                if origin == expected, origin < oldEnd, current != nil {
                    current?.end += 1
                    expected += 1
                    continue
                }
                if let run = current { runs.append(run) }
                if origin >= oldStart && origin < oldEnd {
                    let item = flat - newStart
                    current = Run(start: item, end: item + 1, shift: origin - oldStart - item)
                    expected = origin + 1
                } else {
                    current = nil
                    expected = -1
                }
            }
            if let run = current { runs.append(run) }
        }
        return runs
    }
}
