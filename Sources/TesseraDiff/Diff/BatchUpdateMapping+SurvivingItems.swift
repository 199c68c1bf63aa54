import Foundation

// MARK: - Carrying per-item values through an update

extension BatchUpdateMapping {
    /// Where items before the update are after it, by the rule of ``surviving`` — an item keeps
    /// its value and follows its item; deleted and reloaded items, and items of deleted or reloaded
    /// sections, are dropped — applied in one walk per section, without building an index path
    /// per item.
    ///
    /// - Parameter sections: sections before the update, each with items in increasing order.
    ///   Items out of their section's range are dropped.
    /// - Returns: for each section after the update that receives items, its items in increasing
    ///   order and, for each, where it was in `sections`: its position in the concatenation of
    ///   their item lists, in the order given.
    /// - Complexity: O(*m* + *s* + *c*) for *m* items, *s* sections and *c* changes, plus
    ///   O(*m* log *m*) for the sections that receive moved items out of order, and O(1) per item
    ///   for moved and reloaded ones.
    package func survivingItems(_ sections: [(section: Int, items: [Int])]) -> [Int: (items: [Int], sources: [Int])] {
        var result: [Int: (items: [Int], sources: [Int])] = [:]
        var unsorted = Set<Int>()
        let hasReloads = !reloadedDestinations.isEmpty
        var source = 0
        for (section, oldItems) in sections {
            defer { source += oldItems.count }
            guard oldOffsets.indices.contains(section) else { continue }
            let start = oldOffsets[section]
            let count = (section + 1 < oldOffsets.count ? oldOffsets[section + 1] : oldTotal) - start
            // The section its remaining items fill, in order: filled in local arrays, stored once.
            let home = keptDestinations[section] >= 0 ? keptDestinations[section] : nil
            let leaving = self.leaving[section], taken = home.map { self.taken[$0] } ?? []
            var items: [Int] = [], sources: [Int] = []
            items.reserveCapacity(oldItems.count)
            sources.reserveCapacity(oldItems.count)
            var nextLeaving = 0, nextTaken = 0
            for (offset, item) in oldItems.enumerated() where item >= 0 && item < count {
                while nextLeaving < leaving.count && leaving[nextLeaving] < item { nextLeaving += 1 }
                let leaves = nextLeaving < leaving.count && leaving[nextLeaving] == item
                guard let home, !leaves else {
                    // Deleted, or moved: to another section, or elsewhere in its own.
                    guard let destination = movedTo[start + item],
                        !(hasReloads && reloadedDestinations.contains(destination))
                    else { continue }
                    let (newSection, newItem) = unflattened(destination)
                    if let last = result[newSection]?.items.last, last > newItem { unsorted.insert(newSection) }
                    result[newSection, default: ([], [])].items.append(newItem)
                    result[newSection, default: ([], [])].sources.append(source + offset)
                    continue
                }
                // A remaining item: the rank-th one fills the rank-th place the taken ones leave free.
                let rank = item - nextLeaving
                while nextTaken < taken.count && taken[nextTaken] - nextTaken <= rank { nextTaken += 1 }
                let newItem = rank + nextTaken
                guard !(hasReloads && reloadedDestinations.contains(newOffsets[home] + newItem)) else { continue }
                items.append(newItem)
                sources.append(source + offset)
            }
            guard let home, !items.isEmpty else { continue }
            if var existing = result[home] {
                unsorted.insert(home)
                existing.items += items
                existing.sources += sources
                result[home] = existing
            } else {
                result[home] = (items, sources)
            }
        }
        for section in unsorted {
            guard let entry = result[section] else { continue }
            let order = entry.items.indices.sorted { entry.items[$0] < entry.items[$1] }
            result[section] = (order.map { entry.items[$0] }, order.map { entry.sources[$0] })
        }
        return result
    }
}
