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
    /// - Complexity: O(*m* + *s*) for *m* items and *s* sections, plus O(*m* log *m*) for the
    ///   sections that receive moved items out of order, and O(1) per item for reloaded ones.
    package func survivingItems(_ sections: [(section: Int, items: [Int])]) -> [Int: (items: [Int], sources: [Int])] {
        var result: [Int: (items: [Int], sources: [Int])] = [:]
        var unsorted = Set<Int>()
        let hasReloads = !reloadedDestinations.isEmpty
        var source = 0
        for (section, oldItems) in sections {
            defer { source += oldItems.count }
            guard oldOffsets.indices.contains(section) else { continue }
            let start = oldOffsets[section]
            let end = section + 1 < oldOffsets.count ? oldOffsets[section + 1] : destinations.count
            // The section most of its items go to: filled in local arrays, stored once.
            let home = sectionDestinations.indices.contains(section) ? sectionDestinations[section] : nil
            let homeRange =
                home.map { newOffsets[$0]..<($0 + 1 < newOffsets.count ? newOffsets[$0 + 1] : origins.count) } ?? 0..<0
            var items: [Int] = [], sources: [Int] = []
            items.reserveCapacity(oldItems.count)
            sources.reserveCapacity(oldItems.count)
            for (offset, item) in oldItems.enumerated() where item >= 0 && item < end - start {
                let destination = Int(destinations[start + item])
                guard destination >= 0, !(hasReloads && reloadedDestinations.contains(destination)) else { continue }
                if homeRange.contains(destination) {
                    let newItem = destination - homeRange.lowerBound
                    if let last = items.last, last > newItem, let home { unsorted.insert(home) }
                    items.append(newItem)
                    sources.append(source + offset)
                } else {
                    // Moved to another section.
                    let (newSection, newItem) = unflattened(destination)
                    if let last = result[newSection]?.items.last, last > newItem { unsorted.insert(newSection) }
                    result[newSection, default: ([], [])].items.append(newItem)
                    result[newSection, default: ([], [])].sources.append(source + offset)
                }
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
