import Foundation

/// One update of a recording: the batch update Tessera performed (in UIKit's index spaces, so that
/// it holds no identifier), the item counts after it, and the hashed identifiers of what it brought
/// in (inserted and reloaded sections and items) — what changed, never the whole state.
package struct RecordedUpdate: Hashable, Sendable, Codable {
    /// How the update was shown: `"animated"`, `"nonanimated"` or `"reload"`.
    package var strategy: String
    package var deletedSections: [Int] = []
    package var insertedSections: [Int] = []
    package var reloadedSections: [Int] = []
    /// Section moves, each `[from, to]`.
    package var movedSections: [[Int]] = []
    package var deletedItems: [RecordedIndexPath] = []
    package var insertedItems: [RecordedIndexPath] = []
    package var reloadedItems: [RecordedIndexPath] = []
    package var reconfiguredItems: [RecordedIndexPath] = []
    /// Item moves, each `[[section, item], [section, item]]`.
    package var movedItems: [[RecordedIndexPath]] = []
    /// The number of items of each section after the update.
    package var counts: [Int]
    /// The sections after the update that did not come from a section before it, by index.
    package var newSections: [NewSection] = []
    /// The items after the update that did not come from an item before it, by index path.
    package var newItems: [NewItem] = []
    /// The layout description the update installed together with its data (a data owner's
    /// update that changed its layout), which the replay performs it with.
    package var layout: RecordedLayout? {
        get { installedLayouts.first }
        set { installedLayouts = newValue.map { [$0] } ?? [] }
    }
    /// ``layout``, held in an array (one reference, empty for almost every update) so that an
    /// update without one holds no room for it.
    private var installedLayouts: [RecordedLayout] = []

    private enum CodingKeys: String, CodingKey {
        case strategy, deletedSections, insertedSections, reloadedSections, movedSections, deletedItems,
            insertedItems, reloadedItems, reconfiguredItems, movedItems, counts, newSections, newItems, layout
    }

    /// Reads an update; a list of changes that is absent is empty.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        strategy = try container.decode(String.self, forKey: .strategy)
        counts = try container.decode([Int].self, forKey: .counts)
        deletedSections = try container.decodeIfPresent([Int].self, forKey: .deletedSections) ?? []
        insertedSections = try container.decodeIfPresent([Int].self, forKey: .insertedSections) ?? []
        reloadedSections = try container.decodeIfPresent([Int].self, forKey: .reloadedSections) ?? []
        movedSections = try container.decodeIfPresent([[Int]].self, forKey: .movedSections) ?? []
        deletedItems = try container.decodeIfPresent([RecordedIndexPath].self, forKey: .deletedItems) ?? []
        insertedItems = try container.decodeIfPresent([RecordedIndexPath].self, forKey: .insertedItems) ?? []
        reloadedItems = try container.decodeIfPresent([RecordedIndexPath].self, forKey: .reloadedItems) ?? []
        reconfiguredItems = try container.decodeIfPresent([RecordedIndexPath].self, forKey: .reconfiguredItems) ?? []
        movedItems = try container.decodeIfPresent([[RecordedIndexPath]].self, forKey: .movedItems) ?? []
        newSections = try container.decodeIfPresent([NewSection].self, forKey: .newSections) ?? []
        newItems = try container.decodeIfPresent([NewItem].self, forKey: .newItems) ?? []
        layout = try container.decodeIfPresent(RecordedLayout.self, forKey: .layout)
    }

    /// Writes an update, leaving out the lists of changes that are empty.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(strategy, forKey: .strategy)
        try container.encode(counts, forKey: .counts)
        func encode<Value: Encodable & Collection>(_ value: Value, _ key: CodingKeys) throws {
            if !value.isEmpty { try container.encode(value, forKey: key) }
        }
        try encode(deletedSections, .deletedSections)
        try encode(insertedSections, .insertedSections)
        try encode(reloadedSections, .reloadedSections)
        try encode(movedSections, .movedSections)
        try encode(deletedItems, .deletedItems)
        try encode(insertedItems, .insertedItems)
        try encode(reloadedItems, .reloadedItems)
        try encode(reconfiguredItems, .reconfiguredItems)
        try encode(movedItems, .movedItems)
        try encode(newSections, .newSections)
        try encode(newItems, .newItems)
        try container.encodeIfPresent(layout, forKey: .layout)
    }

    package struct NewSection: Hashable, Sendable, Codable {
        package var at: Int
        package var id: RecordedIdentifier
    }

    package struct NewItem: Hashable, Sendable, Codable {
        package var at: RecordedIndexPath
        package var id: RecordedIdentifier
    }

    /// What an update changes between two snapshots, with the item counts after it.
    ///
    /// Each identifier it names is found in its section's array, fetched once per section: the
    /// update path runs unspecialized for the app's identifier types, where a lookup by index path
    /// costs thousands of instructions and an array element tens.
    ///
    /// - Complexity: O(*c*) for *c* changes, plus O(*k*) for the *k* items of inserted and
    ///   reloaded sections and O(1) expected per reloaded item.
    package init<S: Hashable, I: Hashable>(
        _ update: BatchUpdate, strategy: String, from old: Snapshot<S, I>, to new: Snapshot<S, I>, counts: [Int],
        identifySection: (S) -> RecordedIdentifier, identifyItem: (I) -> RecordedIdentifier
    ) {
        self.strategy = strategy
        deletedSections = update.deletedSections
        insertedSections = update.insertedSections
        reloadedSections = update.reloadedSections
        movedSections = update.movedSections.map { [$0.from, $0.to] }
        deletedItems = update.deletedItems.map(RecordedIndexPath.init)
        insertedItems = update.insertedItems.map(RecordedIndexPath.init)
        reloadedItems = update.reloadedItems.map(RecordedIndexPath.init)
        reconfiguredItems = update.reconfiguredItems.map(RecordedIndexPath.init)
        movedItems = update.movedItems.map { [RecordedIndexPath($0.from), RecordedIndexPath($0.to)] }
        self.counts = counts
        var wholeSections = update.insertedSections
        for reloaded in update.reloadedSections {
            if let identifier = old.sectionIdentifier(at: reloaded), let index = new.indexOfSection(identifier) {
                wholeSections.append(index)
            }
        }
        for section in wholeSections {
            guard let identifier = new.sectionIdentifier(at: section) else { continue }
            newSections.append(NewSection(at: section, id: identifySection(identifier)))
            for (item, itemIdentifier) in new.itemIdentifiers(inSectionAt: section).enumerated() {
                newItems.append(
                    NewItem(
                        at: RecordedIndexPath(section: section, item: item),
                        id: identifyItem(itemIdentifier)))
            }
        }
        newItems.reserveCapacity(newItems.count + update.insertedItems.count + update.reloadedItems.count)
        // Inserted items, in order: one section's array fetched per section they fall in.
        var section = -1
        var sectionItems: [I] = []
        for indexPath in update.insertedItems where indexPath.count == 2 {
            let place = RecordedIndexPath(indexPath)
            if Int(place.section) != section {
                section = Int(place.section)
                // `counts` has the new snapshot's sections: asking the snapshot costs a generic call.
                sectionItems = section < counts.count ? new.itemIdentifiers(inSectionAt: section) : []
            }
            guard place.item >= 0, Int(place.item) < sectionItems.count else { continue }
            newItems.append(NewItem(at: place, id: identifyItem(sectionItems[Int(place.item)])))
        }
        for indexPath in update.reloadedItems {
            guard let identifier = old.itemIdentifier(for: indexPath), let destination = new.indexPath(for: identifier)
            else { continue }
            newItems.append(NewItem(at: RecordedIndexPath(destination), id: identifyItem(identifier)))
        }
    }
}
