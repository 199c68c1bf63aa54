import Foundation

// MARK: - Carrying per-item values through an update

extension BatchUpdateMapping {
    /// Carries values attached to items, by section and sorted by item, to where their items are
    /// after the update: the rule of ``surviving`` — a value follows its item; the values of
    /// deleted and reloaded items, and of items in deleted or reloaded sections, are dropped —
    /// applied in one walk per section, without building an index path per item.
    ///
    /// - Parameter sections: for each section before the update, its items in increasing order and
    ///   their values. Items out of the section's range are dropped.
    /// - Returns: for each section after the update that receives values, its items in increasing
    ///   order and their values.
    /// - Complexity: O(*m* + *s*) for *m* values and *s* sections, plus O(*m* log *m*) for the
    ///   sections that receive moved items out of order, and O(1) per item for reloaded ones.
    package func survivingItems<Value>(_ sections: [Int: (items: [Int], values: [Value])]) -> [Int: (
        items: [Int], values: [Value]
    )] {
        var result: [Int: (items: [Int], values: [Value])] = [:]
        var unsorted = Set<Int>()
        let hasReloads = !reloadedDestinations.isEmpty
        for (section, old) in sections where oldOffsets.indices.contains(section) {
            let start = oldOffsets[section]
            let end = section + 1 < oldOffsets.count ? oldOffsets[section + 1] : destinations.count
            // The section most of its items go to: filled in a local buffer, stored once.
            let home = sectionDestinations.indices.contains(section) ? sectionDestinations[section] : nil
            let homeRange =
                home.map { newOffsets[$0]..<($0 + 1 < newOffsets.count ? newOffsets[$0 + 1] : origins.count) } ?? 0..<0
            var items: [Int] = [], values: [Value] = []
            items.reserveCapacity(old.items.count)
            values.reserveCapacity(old.items.count)
            for (item, value) in zip(old.items, old.values) where item >= 0 && item < end - start {
                let destination = Int(destinations[start + item])
                guard destination >= 0, !(hasReloads && reloadedDestinations.contains(destination)) else { continue }
                if homeRange.contains(destination) {
                    let newItem = destination - homeRange.lowerBound
                    if let last = items.last, last > newItem { unsorted.insert(home ?? 0) }
                    items.append(newItem)
                    values.append(value)
                } else {
                    // Moved to another section.
                    let (newSection, newItem) = unflattened(destination)
                    if let last = result[newSection]?.items.last, last > newItem { unsorted.insert(newSection) }
                    result[newSection, default: ([], [])].items.append(newItem)
                    result[newSection, default: ([], [])].values.append(value)
                }
            }
            guard let home, !items.isEmpty else { continue }
            if var existing = result[home] {
                unsorted.insert(home)
                existing.items += items
                existing.values += values
                result[home] = existing
            } else {
                result[home] = (items, values)
            }
        }
        for section in unsorted {
            guard let entry = result[section] else { continue }
            let order = entry.items.indices.sorted { entry.items[$0] < entry.items[$1] }
            result[section] = (order.map { entry.items[$0] }, order.map { entry.values[$0] })
        }
        return result
    }
}
