import Foundation

/// A whole state of a list in a recording: its sections' identifiers, each section's item count,
/// and every item's identifier in order (all hashed, ``RecordedIdentifier``), and the sizes its
/// self-sizing views had measured themselves at then, if any.
package struct RecordedSnapshot: Hashable, Sendable, Codable {
    package var sections: [RecordedIdentifier]
    package var counts: [Int]
    package var items: [RecordedIdentifier]
    /// The sizes the views had measured themselves at in this state; absent when none had (after
    /// a reload, say), or the recording starts where the list started.
    package var measured: RecordedSizes?

    package init(sections: [RecordedIdentifier], counts: [Int], items: [RecordedIdentifier]) {
        self.sections = sections
        self.counts = counts
        self.items = items
    }

    /// The hashed state of a snapshot.
    ///
    /// - Complexity: O(*n*) for *n* items and sections.
    package init<S: Hashable, I: Hashable>(_ snapshot: Snapshot<S, I>, salt: UInt64, measured: RecordedSizes? = nil) {
        self.measured = measured
        sections = snapshot.sectionIdentifiers.map { RecordedIdentifier(hashing: $0, salt: salt) }
        counts = snapshot.itemCounts
        items = snapshot.itemIdentifiers.map { RecordedIdentifier(hashing: $0, salt: salt) }
    }

    /// The items of one section.
    package func items(inSection section: Int) -> ArraySlice<RecordedIdentifier> {
        let start = counts[..<section].reduce(0, +)
        return items[start..<(start + counts[section])]
    }

    /// The snapshot the replay applies.
    ///
    /// - Throws: ``FlightRecordingError`` when an identifier repeats.
    /// - Complexity: O(*n*) for *n* items and sections.
    package func snapshot() throws(FlightRecordingError) -> Snapshot<RecordedIdentifier, RecordedIdentifier> {
        var snapshot = Snapshot<RecordedIdentifier, RecordedIdentifier>()
        do {
            try snapshot.appendSections(sections)
            var start = 0
            for (section, count) in zip(sections, counts) {
                try snapshot.appendItems(Array(items[start..<(start + count)]), toSection: section)
                start += count
            }
        } catch {
            throw FlightRecordingError("a state of the list is not a valid snapshot: \(error)")
        }
        return snapshot
    }

    /// Checks the counts against the sections and items, and the measured sizes against them.
    func validate(_ path: String) throws(FlightRecordingError) {
        guard counts.count == sections.count else {
            throw FlightRecordingError(
                "\(path): \(counts.count) counts for \(sections.count) sections (\"counts\" has one per section)")
        }
        guard counts.allSatisfy({ $0 >= 0 }), counts.reduce(0, { $0 &+ $1 }) == items.count else {
            throw FlightRecordingError("\(path): the counts do not add up to the \(items.count) items")
        }
        try measured?.validate("\(path).measured", counts: counts)
    }
}
