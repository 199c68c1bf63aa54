/// A representation of the state of the data in a collection view at a specific point in time:
/// ordered sections, each holding ordered items, both named by unique identifiers.
///
/// `Snapshot` has the surface of UIKit's `NSDiffableDataSourceSnapshot`, so code ports one to one.
/// Unlike UIKit's, it never traps: an operation that would create a duplicate identifier, refer to an
/// unknown identifier or append items with no section throws a ``SnapshotError`` naming the offending
/// identifiers, and leaves the snapshot exactly as it was.
///
/// ```swift
/// var snapshot = Snapshot<Section, Product.ID>()
/// try snapshot.appendSections([.featured, .all])
/// try snapshot.appendItems(featured.map(\.id), toSection: .featured)
/// try snapshot.appendItems(all.map(\.id), toSection: .all)
/// ```
///
/// Lookups by identifier (``indexOfItem(_:)``, ``indexPath(for:)``,
/// ``sectionIdentifier(containingItem:)``) are O(1) expected: the snapshot keeps an index from every
/// item identifier to its section and position, updated by every edit.
public struct Snapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    // MARK: Storage

    /// One section: its identifier, a key that stays the same while the section exists (so that
    /// moving sections never renumbers items), its items, and the flattened index of its first item.
    @usableFromInline
    struct SectionStorage: Sendable {
        @usableFromInline var identifier: SectionIdentifierType
        @usableFromInline var key: Int32
        @usableFromInline var items: [ItemIdentifierType]
        @usableFromInline var itemOffset: Int

        @inlinable
        init(identifier: SectionIdentifierType, key: Int32, items: [ItemIdentifierType] = [], itemOffset: Int) {
            self.identifier = identifier
            self.key = key
            self.items = items
            self.itemOffset = itemOffset
        }
    }

    /// Where an item is: the stable key of its section and its position in that section.
    @usableFromInline
    struct ItemLocation: Sendable, Hashable {
        @usableFromInline var sectionKey: Int32
        @usableFromInline var position: Int32

        @inlinable
        init(sectionKey: Int32, position: Int) {
            self.sectionKey = sectionKey
            self.position = Int32(truncatingIfNeeded: position)
        }
    }

    @usableFromInline var sections: [SectionStorage] = []
    /// Section identifier → index in `sections`.
    @usableFromInline var sectionOrdinals: [SectionIdentifierType: Int] = [:]
    /// Section key → index in `sections`, or -1 for a key whose section was deleted.
    @usableFromInline var ordinalsByKey: [Int] = []
    /// Item identifier → section key and position.
    @usableFromInline var locations: [ItemIdentifierType: ItemLocation] = [:]
    @usableFromInline var itemCount = 0

    @usableFromInline var reloadedSections = IdentifierMarks<SectionIdentifierType>()
    @usableFromInline var reloadedItems = IdentifierMarks<ItemIdentifierType>()
    @usableFromInline var reconfiguredItems = IdentifierMarks<ItemIdentifierType>()

    // MARK: Creating a snapshot

    /// Creates an empty snapshot.
    public init() {}

    /// Creates a snapshot from sections and their items, in order.
    ///
    /// - Throws: ``SnapshotError/duplicateSectionIdentifiers(_:)`` or
    ///   ``SnapshotError/duplicateItemIdentifiers(_:)``.
    /// - Complexity: O(*n*) where *n* is the total number of sections and items.
    public init(_ sections: [(SectionIdentifierType, [ItemIdentifierType])]) throws(SnapshotError) {
        try appendSections(sections.map(\.0))
        for (section, items) in sections {
            try appendItems(items, toSection: section)
        }
    }
}

// MARK: - Internal helpers

extension Snapshot {
    /// The index in `sections` of the section with this stable key.
    @inlinable
    func ordinal(ofKey key: Int32) -> Int {
        ordinalsByKey[Int(key)]
    }

    /// The index path (section ordinal, position) of an item location.
    @inlinable
    func ordinalAndPosition(of location: ItemLocation) -> (section: Int, item: Int) {
        (ordinalsByKey[Int(location.sectionKey)], Int(location.position))
    }

    /// Recomputes `sectionOrdinals`, `ordinalsByKey` and item offsets for sections from `start` on.
    ///
    /// - Complexity: O(*s*) where *s* is the number of sections from `start` on.
    @inlinable
    mutating func renumberSections(from start: Int) {
        var offset = start > 0 ? sections[start - 1].itemOffset + sections[start - 1].items.count : 0
        for ordinal in start..<sections.count {
            sections[ordinal].itemOffset = offset
            offset += sections[ordinal].items.count
            sectionOrdinals[sections[ordinal].identifier] = ordinal
            ordinalsByKey[Int(sections[ordinal].key)] = ordinal
        }
    }

    /// Rewrites the recorded position of every item in a section from `start` on.
    ///
    /// - Complexity: O(*m*) where *m* is the number of items from `start` on in that section.
    @inlinable
    mutating func renumberItems(inSectionAt ordinal: Int, from start: Int) {
        let key = sections[ordinal].key
        let items = sections[ordinal].items
        var position = start
        while position < items.count {
            locations[items[position]] = ItemLocation(sectionKey: key, position: position)
            position += 1
        }
    }

    /// Hands out `count` new stable section keys, compacting the keys of the current sections
    /// first when deleted ones pile up. Compaction happens before any new key is handed out, so
    /// that keys of sections not yet inserted stay valid.
    mutating func makeSectionKeys(_ count: Int) -> Range<Int32> {
        if ordinalsByKey.count + count >= Int(Int32.max) || ordinalsByKey.count > 2 * sections.count + 64 {
            compactSectionKeys()
        }
        let first = ordinalsByKey.count
        ordinalsByKey.append(contentsOf: repeatElement(-1, count: count))
        return Int32(first)..<Int32(first + count)
    }

    /// Gives sections the keys 0..<count again and rewrites every item location.
    ///
    /// - Complexity: O(*n*) where *n* is the number of items.
    mutating func compactSectionKeys() {
        ordinalsByKey = Array(sections.indices)
        for ordinal in sections.indices {
            sections[ordinal].key = Int32(ordinal)
            renumberItems(inSectionAt: ordinal, from: 0)
        }
    }
}
