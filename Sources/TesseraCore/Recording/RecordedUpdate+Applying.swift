import Foundation

extension RecordedUpdate {
    /// The batch update recorded.
    package var batchUpdate: BatchUpdate {
        BatchUpdate(
            deletedSections: deletedSections, insertedSections: insertedSections,
            movedSections: movedSections.compactMap { $0.count == 2 ? .init(from: $0[0], to: $0[1]) : nil },
            reloadedSections: reloadedSections, deletedItems: deletedItems.map(\.indexPath),
            insertedItems: insertedItems.map(\.indexPath),
            movedItems: movedItems.compactMap {
                $0.count == 2 ? .init(from: $0[0].indexPath, to: $0[1].indexPath) : nil
            },
            reloadedItems: reloadedItems.map(\.indexPath), reconfiguredItems: reconfiguredItems.map(\.indexPath))
    }

    /// The state after this update, from the state before it: every section and item that stays
    /// is found where UIKit's rules put it (`BatchUpdate.mapping`), every other one is among the
    /// recorded new ones.
    ///
    /// - Throws: ``FlightRecordingError`` naming what does not fit: an update UIKit would refuse
    ///   for these counts, or a place no section or item fills.
    /// - Complexity: O(*n* log *c*) for *n* items and *c* changes.
    package func applied(to state: RecordedSnapshot, path: String) throws(FlightRecordingError) -> RecordedSnapshot {
        guard movedSections.allSatisfy({ $0.count == 2 }), movedItems.allSatisfy({ $0.count == 2 }) else {
            throw FlightRecordingError("\(path): a move is two places, [from, to]")
        }
        guard counts.allSatisfy({ $0 >= 0 }), counts.reduce(0, { $0 &+ $1 }) <= FlightRecording.maximumItemCount else {
            throw FlightRecordingError(
                "\(path): \"counts\" must be at least 0 and add up to at most \(FlightRecording.maximumItemCount) items"
            )
        }
        let mapping: BatchUpdateMapping
        do {
            mapping = try batchUpdate.mapping(itemCountsBefore: state.counts, itemCountsAfter: counts)
        } catch {
            throw FlightRecordingError("\(path): the batch update does not fit the list before it: \(error)")
        }
        var sectionsAdded: [Int: RecordedIdentifier] = [:]
        for section in newSections { sectionsAdded[section.at] = section.id }
        var itemsAdded: [RecordedIndexPath: RecordedIdentifier] = [:]
        for item in newItems { itemsAdded[item.at] = item.id }
        var oldStarts: [Int] = []
        oldStarts.reserveCapacity(state.counts.count)
        var start = 0
        for count in state.counts {
            oldStarts.append(start)
            start += count
        }
        var sections: [RecordedIdentifier] = []
        var items: [RecordedIdentifier] = []
        for (section, count) in counts.enumerated() {
            if let added = sectionsAdded[section] {
                sections.append(added)
            } else if let origin = mapping.sectionOrigins[section] {
                sections.append(state.sections[origin])
            } else {
                throw FlightRecordingError("\(path): section \(section) is new, but \"newSections\" does not name it")
            }
            for item in 0..<count {
                let place = RecordedIndexPath(section: section, item: item)
                if let added = itemsAdded[place] {
                    items.append(added)
                } else if let origin = mapping.oldIndexPath(forNew: place.indexPath) {
                    items.append(state.items[oldStarts[origin[0]] + origin[1]])
                } else {
                    throw FlightRecordingError(
                        "\(path): item [\(section), \(item)] is new, but \"newItems\" does not name it")
                }
            }
        }
        return RecordedSnapshot(sections: sections, counts: counts, items: items)
    }
}
