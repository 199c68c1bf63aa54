import Foundation

// MARK: - Where an element goes in a batch update

extension BatchUpdateMapping {
    /// Where an item goes: `nil` for a deleted or reloaded one (its cell is replaced).
    ///
    /// - Complexity: O(log *s*) for *s* sections.
    package func surviving(_ oldIndexPath: IndexPath) -> IndexPath? {
        guard let newIndexPath = newIndexPath(forOld: oldIndexPath), !isReloaded(newIndexPath: newIndexPath) else {
            return nil
        }
        return newIndexPath
    }

    /// ``surviving(_:)`` for an item given as its section and index, without an index path.
    ///
    /// - Complexity: O(log *s*) for *s* sections.
    package func surviving(section: Int, item: Int) -> (section: Int, item: Int)? {
        guard let new = newItem(forOldSection: section, item: item),
            !isReloaded(newSection: new.section, item: new.item)
        else { return nil }
        return new
    }

    /// The key an element has after the update — the one rule by which cells, supplementary views
    /// and the sizes they measured follow their elements: a cell follows its item, a section's
    /// header or footer follows its section, a supplementary view anchored to an item follows the
    /// item, and a layout-level one stays. `nil` when the element goes (its item or section is
    /// deleted or reloaded). `before` is the solution of the layout before the update, which tells
    /// a section's boundary from an anchored view; decorations, which hold nothing measured, get
    /// `nil`.
    ///
    /// - Complexity: O(log *s*) for *s* sections, plus O(*b*) for *b* boundary items of the section.
    package func newKey(forOld key: LayoutElementKey, before: LayoutSolution?) -> LayoutElementKey? {
        switch key.category {
        case .cell:
            return surviving(key.indexPath).map(LayoutElementKey.cell)
        case .decorationView:
            return nil
        case .supplementaryView:
            guard let kind = key.elementKind else { return nil }
            guard key.indexPath.count == 2 else { return key }  // a layout-level boundary
            if before?.isSectionBoundary(key) ?? true {
                let section = key.indexPath[0]
                guard sectionDestinations.indices.contains(section), let destination = sectionDestinations[section]
                else { return nil }
                return .supplementary(kind, IndexPath(section: destination, item: key.indexPath[1]))
            }
            return surviving(key.indexPath).map { .supplementary(kind, $0) }
        }
    }
}

// MARK: - Items followed in index path order

extension BatchUpdateMapping {
    /// How far ``surviving(section:item:walk:)`` got in a walk over items in index path order:
    /// the old section it walks, the last item asked, and its place in the section's leaving items
    /// and in the taken places of the section its remaining items fill.
    package struct SurvivorWalk {
        fileprivate var section = -1
        fileprivate var item = -1
        /// The new section the old section's remaining items fill; -1 when they fill none (the
        /// section is deleted or reloaded, or out of range).
        fileprivate var home = -1
        fileprivate var itemCount = 0
        fileprivate var leaving: [Int] = []
        fileprivate var taken: [Int] = []
        fileprivate var nextLeaving = 0
        fileprivate var nextTaken = 0

        package init() {}

        /// The end of the run of the last item asked, which stayed: the items from it up to here
        /// go where it goes, shifted alike — up to the section's end, its next leaving item, or
        /// the item that fills the next taken place, whichever comes first. Valid for an update
        /// that moves and reloads no item (a moved item leaves the ranks, a reloaded one leaves
        /// its cell), after ``BatchUpdateMapping/surviving(section:item:walk:)`` answered a place.
        package var runEnd: Int {
            var end = itemCount
            if nextLeaving < leaving.count { end = Swift.min(end, leaving[nextLeaving]) }
            // The rank-th remaining item fills the rank-th free place: the one whose rank reaches
            // the next taken place's goes one place further on.
            if nextTaken < taken.count { end = Swift.min(end, taken[nextTaken] - nextTaken + nextLeaving) }
            return end
        }
    }

    /// ``surviving(section:item:)`` for items asked in index path order: the walk goes once
    /// through each section's leaving items and taken places instead of searching them for each
    /// item. The answers are the same in any order (an item at or before the last one asked starts
    /// its section's walk again); with moves, each item is asked of ``surviving(section:item:)``.
    ///
    /// - Complexity: O(1) amortized per item asked in order (and a hash lookup when items are
    ///   reloaded), plus O(*c*) per section walked for its *c* changes.
    @inline(__always)
    package func surviving(section: Int, item: Int, walk: inout SurvivorWalk) -> (section: Int, item: Int)? {
        // A moved item goes where its move takes it, outside the ranks the walk follows.
        guard movedTo.isEmpty else { return surviving(section: section, item: item) }
        guard let new = survivingByRank(section: section, item: item, walk: &walk) else { return nil }
        // Most updates reload nothing: the table is not asked then.
        guard reloadedDestinations.isEmpty || !isReloaded(newSection: new.section, item: new.item) else { return nil }
        return new
    }

    /// ``surviving(section:item:walk:)`` for an update that moves no item, where a remaining item
    /// keeps its rank among its section's remaining items; a reloaded item is not told apart (it
    /// is answered its place).
    @inline(__always)
    package func survivingByRank(section: Int, item: Int, walk: inout SurvivorWalk) -> (section: Int, item: Int)? {
        if section != walk.section || item <= walk.item {
            walk.section = section
            walk.nextLeaving = 0
            walk.nextTaken = 0
            let offsets = oldOffsets, destinations = keptDestinations
            if section >= 0, section < offsets.count, destinations[section] >= 0 {
                walk.home = destinations[section]
                walk.itemCount = (section + 1 < offsets.count ? offsets[section + 1] : oldTotal) - offsets[section]
                walk.leaving = leaving[section]
                walk.taken = taken[walk.home]
            } else {
                walk.home = -1
                walk.leaving = []
                walk.taken = []
            }
        }
        walk.item = item
        guard walk.home >= 0, item >= 0, item < walk.itemCount else { return nil }
        // The leaving items below this one, and whether it is one of them.
        let leaving = walk.leaving
        var nextLeaving = walk.nextLeaving
        while nextLeaving < leaving.count && leaving[nextLeaving] < item { nextLeaving += 1 }
        walk.nextLeaving = nextLeaving
        guard nextLeaving == leaving.count || leaving[nextLeaving] != item else { return nil }
        // The rank-th remaining item fills the rank-th place the taken ones leave free.
        let rank = item - nextLeaving, taken = walk.taken
        var nextTaken = walk.nextTaken
        while nextTaken < taken.count && taken[nextTaken] - nextTaken <= rank { nextTaken += 1 }
        walk.nextTaken = nextTaken
        return (walk.home, rank + nextTaken)
    }
}
