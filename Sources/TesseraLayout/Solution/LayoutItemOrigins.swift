import Foundation

/// Where each section and item after a batch update was before it: what a layout needs to carry
/// the groups it solved before the update instead of solving them again (a host makes one from
/// the update it validated).
///
/// It holds the changes, not a table of every item: in a section that comes from a section before
/// the update, the items that stay keep their order and fill, in order, the places that no
/// inserted or moved-in item takes.
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

    /// A section after the update whose remaining items come from a section before it.
    package struct SectionOrigin: Sendable {
        /// The section before the update.
        package var oldSection: Int
        /// The places after the update that items from elsewhere take (inserted, moved in), in
        /// increasing order.
        package var taken: [Int]
        /// The items of the old section that do not stay in place (deleted, moved), in increasing
        /// order.
        package var leaving: [Int]
        /// The number of items after the update.
        package var itemCount: Int

        package init(oldSection: Int, taken: [Int], leaving: [Int], itemCount: Int) {
            self.oldSection = oldSection
            self.taken = taken
            self.leaving = leaving
            self.itemCount = itemCount
        }
    }

    /// For each section after the update, where its remaining items come from (`nil` for an
    /// inserted or reloaded section): the first section's kept inline and the others' in an array,
    /// so that a list of one section — most lists — makes no array for them.
    private let first: SectionOrigin?
    private let later: [SectionOrigin?]
    /// The number of sections after the update.
    package let sectionCount: Int

    /// Where the items of each of `sections` come from.
    package init(sections: [SectionOrigin?]) {
        self.init(sectionCount: sections.count, first: sections.first ?? nil, later: Array(sections.dropFirst()))
    }

    /// `first` is section 0's origin, `later` the origins of sections 1 ..< `sectionCount`.
    ///
    /// - Precondition: `later` holds `sectionCount - 1` origins (none when there is no section),
    ///   and `first` is `nil` when there is no section.
    package init(sectionCount: Int, first: SectionOrigin?, later: [SectionOrigin?]) {
        precondition(
            later.count == max(sectionCount - 1, 0) && (sectionCount > 0 || first == nil),
            "LayoutItemOrigins: \(later.count) later sections for \(sectionCount) sections")
        self.sectionCount = sectionCount
        self.first = first
        self.later = later
    }

    /// The origin of section `section` after the update: `nil` when it is new or out of range.
    package func origin(ofSection section: Int) -> SectionOrigin? {
        guard section >= 0 && section < sectionCount else { return nil }
        return section == 0 ? first : later[section - 1]
    }

    /// The section before the update that section `section` comes from, if any.
    package func oldSection(of section: Int) -> Int? {
        origin(ofSection: section)?.oldSection
    }

    /// The runs of section `section` (after the update) that come from its old section, in order:
    /// the items outside every run are inserted or moved. Empty when the section is new.
    ///
    /// The items that stay are numbered 0, 1, … in order (their rank); the one of rank *r* is at
    /// the *r*-th place the taken places leave free, and was at the *r*-th item the leaving items
    /// left. A run ends where either list has an entry.
    ///
    /// - Complexity: O(*c*) for *c* changes in the section.
    package func runs(inSection section: Int) -> [Run] {
        guard let origin = origin(ofSection: section) else { return [] }
        let taken = origin.taken, leaving = origin.leaving
        let kept = origin.itemCount - taken.count
        var runs: [Run] = []
        var rank = 0, nextTaken = 0, nextLeaving = 0
        while rank < kept {
            // Skip the taken places and leaving items at the current rank.
            while nextTaken < taken.count && taken[nextTaken] - nextTaken <= rank { nextTaken += 1 }
            while nextLeaving < leaving.count && leaving[nextLeaving] - nextLeaving <= rank { nextLeaving += 1 }
            // The run goes on until the next taken place or leaving item.
            var end = kept
            if nextTaken < taken.count { end = min(end, taken[nextTaken] - nextTaken) }
            if nextLeaving < leaving.count { end = min(end, leaving[nextLeaving] - nextLeaving) }
            let start = rank + nextTaken
            runs.append(Run(start: start, end: end + nextTaken, shift: nextLeaving - nextTaken))
            rank = end
        }
        return runs
    }
}
