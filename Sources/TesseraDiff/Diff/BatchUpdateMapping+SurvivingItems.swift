import Foundation

// MARK: - Carrying per-item values through an update

extension BatchUpdateMapping {
    /// Where items before the update are after it, by the rule of ``surviving`` — an item keeps
    /// its value and follows its item; deleted and reloaded items, and items of deleted or reloaded
    /// sections, are dropped — applied in one walk per section, without building an index path
    /// per item.
    ///
    /// - Parameters:
    ///   - sections: sections before the update, each with items in increasing order. Items out of
    ///     their section's range are dropped.
    ///   - capacity: the capacity to reserve for the items a section receives from one with this
    ///     many (room for more to be added after the update without copying them).
    /// - Returns: for each section after the update that receives items, its items in increasing
    ///   order and where they were in `sections`: runs of positions in the concatenation of their
    ///   item lists (in the order given), one position per item, in the items' order, adjacent runs
    ///   merged (items that all stay in order give one run).
    /// - Complexity: O(*m* + *s* + *c* log *m*) for *m* items, *s* sections and *c* changes (the
    ///   items between two changes are copied as a run, their positions kept as one range), plus
    ///   O(*m* log *m*) for the sections that receive moved items out of order, and O(1) per item
    ///   for moved and reloaded ones.
    package func survivingItems(
        _ sections: [(section: Int, items: [Int])], reservingCapacity capacity: (Int) -> Int = { $0 }
    ) -> [Int: (items: [Int], sources: [Range<Int>])] {
        var result: [Int: (items: [Int], sources: [Range<Int>])] = [:]
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
            var items: [Int] = [], sources: [Range<Int>] = []
            items.reserveCapacity(capacity(oldItems.count))
            var nextLeaving = 0, nextTaken = 0
            // Items out of the section's range are dropped.
            var offset = oldItems.lowerBound(of: 0)
            let end = oldItems.lowerBound(of: count)
            while offset < end {
                let item = oldItems[offset]
                while nextLeaving < leaving.count && leaving[nextLeaving] < item { nextLeaving += 1 }
                let leaves = nextLeaving < leaving.count && leaving[nextLeaving] == item
                guard let home, !leaves else {
                    defer { offset += 1 }
                    // Deleted, or moved: to another section, or elsewhere in its own.
                    guard let destination = movedTo[start + item],
                        !(hasReloads && reloadedDestinations.contains(destination))
                    else { continue }
                    let (newSection, newItem) = unflattened(destination)
                    if let last = result[newSection]?.items.last, last > newItem { unsorted.insert(newSection) }
                    result[newSection, default: ([], [])].items.append(newItem)
                    result[newSection, default: ([], [])].sources.appendMerging(source + offset)
                    continue
                }
                // A remaining item: the rank-th one fills the rank-th place the taken ones leave free.
                let rank = item - nextLeaving
                while nextTaken < taken.count && taken[nextTaken] - nextTaken <= rank { nextTaken += 1 }
                // So do the items after it up to the next leaving item or the next taken place: they
                // all move by the same shift, and are copied as a run.
                var bound = count
                if nextLeaving < leaving.count { bound = leaving[nextLeaving] }
                if nextTaken < taken.count { bound = Swift.min(bound, taken[nextTaken] - nextTaken + nextLeaving) }
                let runEnd = oldItems[offset..<end].lowerBound(of: bound)
                let shift = nextTaken - nextLeaving
                if hasReloads {
                    for runOffset in offset..<runEnd
                    where !reloadedDestinations.contains(newOffsets[home] + oldItems[runOffset] + shift) {
                        items.append(oldItems[runOffset] + shift)
                        sources.appendMerging(source + runOffset)
                    }
                } else {
                    items.append(oldItems[offset..<runEnd], shiftedBy: shift)
                    sources.appendMerging((source + offset)..<(source + runEnd))
                }
                offset = runEnd
            }
            guard let home, !items.isEmpty else { continue }
            if var existing = result[home] {
                unsorted.insert(home)
                existing.items += items
                for run in sources { existing.sources.appendMerging(run) }
                result[home] = existing
            } else {
                result[home] = (items, sources)
            }
        }
        for section in unsorted {
            guard let entry = result[section] else { continue }
            let order = entry.items.indices.sorted { entry.items[$0] < entry.items[$1] }
            let positions = Array(entry.sources.joined())
            var sources: [Range<Int>] = []
            for index in order { sources.appendMerging(positions[index]) }
            result[section] = (order.map { entry.items[$0] }, sources)
        }
        return result
    }
}

extension Array where Element == Range<Int> {
    /// Appends `run`, merged into the last run when it starts where that one ends.
    ///
    /// - Complexity: amortized O(1).
    fileprivate mutating func appendMerging(_ run: Range<Int>) {
        guard !run.isEmpty else { return }
        if let last, last.upperBound == run.lowerBound {
            self[count - 1] = last.lowerBound..<run.upperBound
        } else {
            append(run)
        }
    }

    /// Appends one position, merged into the last run when it follows it.
    ///
    /// - Complexity: amortized O(1).
    fileprivate mutating func appendMerging(_ position: Int) {
        appendMerging(position..<position + 1)
    }
}
