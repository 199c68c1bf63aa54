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
/// Lookups by identifier (``indexPath(for:)``, ``sectionIdentifier(containingItem:)``) are O(1)
/// expected, ``indexOfItem(_:)`` O(log *s*) for *s* sections: the snapshot keeps an index from every
/// item identifier to its section and position, updated by every edit, and the item counts of its
/// sections, so that building many sections costs O(*s* + *n*).
///
/// A snapshot taken from a data source (`CollectionViewDiffableDataSource.snapshot()`) also
/// remembers what its edits changed: applying it costs what changed, not what it holds.
public struct Snapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    // MARK: Storage

    /// One section: its identifier, a key that stays the same while the section exists (so that
    /// moving sections never renumbers items), and its items.
    @usableFromInline
    struct SectionStorage: Sendable {
        @usableFromInline var identifier: SectionIdentifierType
        @usableFromInline var key: Int32
        @usableFromInline var items: [ItemIdentifierType]

        @inlinable
        init(identifier: SectionIdentifierType, key: Int32, items: [ItemIdentifierType] = []) {
            self.identifier = identifier
            self.key = key
            self.items = items
        }
    }

    /// Where an item is: the stable key of its section and its position in that section.
    @usableFromInline typealias ItemLocation = SnapshotItemLocation

    @usableFromInline var sections: [SectionStorage] = []
    /// Section identifier → index in `sections`.
    @usableFromInline var sectionOrdinals: [SectionIdentifierType: Int] = [:]
    /// Section key → index in `sections`, or -1 for a key whose section was deleted.
    @usableFromInline var ordinalsByKey: [Int] = []
    /// Item identifier → section key and position. Only the hashes are stored there; the identifiers
    /// are compared through `item(at:)`.
    @usableFromInline var itemIndex = ItemIndex()
    @usableFromInline var itemCount = 0
    /// The number of items of each section, for the flattened index of an item: an edit of a
    /// section's items changes O(log *s*) entries there and nothing in the later sections.
    @usableFromInline var sectionItemCounts = SectionItemCounts()

    /// Where the state comes from: a data source names the state it hands out, and edits of it
    /// record what they left untouched, so that applying the edited snapshot costs what changed.
    @usableFromInline var history = SnapshotHistory()

    @usableFromInline var reloadedSections = IdentifierMarks<SectionIdentifierType>()
    @usableFromInline var reloadedItems = IdentifierMarks<ItemIdentifierType>()
    @usableFromInline var reconfiguredItems = IdentifierMarks<ItemIdentifierType>()

    // MARK: Creating a snapshot

    /// Creates an empty snapshot.
    ///
    /// - Complexity: O(1).
    @inlinable
    public init() {}

    /// Creates a snapshot from sections and their items, in order.
    ///
    /// Inlinable, so that it is specialized for the identifier types where it is called; the item
    /// index is sized once for all the items, so each identifier is hashed once.
    ///
    /// - Throws: ``SnapshotError/duplicateSectionIdentifiers(_:)`` or
    ///   ``SnapshotError/duplicateItemIdentifiers(_:)``.
    /// - Complexity: O(*n*) where *n* is the total number of sections and items.
    @inlinable
    public init(_ sections: [(SectionIdentifierType, [ItemIdentifierType])]) throws(SnapshotError) {
        try appendSections(sections.map { $0.0 })
        var total = 0
        for (_, items) in sections { total += items.count }
        itemIndex.reserveCapacity(total)
        for (ordinal, (_, items)) in sections.enumerated() {
            try appendItems(items, toSectionAt: ordinal)
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

    /// Recomputes `sectionOrdinals`, `ordinalsByKey` and the item counts for sections from
    /// `start` on, after sections were inserted, deleted or moved. Edits of items alone move no
    /// section: they change `sectionItemCounts` and nothing here.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    @usableFromInline
    mutating func renumberSections(from start: Int) {
        for ordinal in start..<sections.count {
            sectionOrdinals[sections[ordinal].identifier] = ordinal
            ordinalsByKey[Int(sections[ordinal].key)] = ordinal
        }
        sectionItemCounts.rebuild(sections.lazy.map { $0.items.count })
    }

    /// The identifier of the item at a location.
    ///
    /// - Complexity: O(1).
    @inlinable
    func item(at location: ItemLocation) -> ItemIdentifierType {
        sections[ordinalsByKey[Int(location.sectionKey)]].items[Int(location.position)]
    }

    /// Where the item with this identifier is, or `nil`.
    ///
    /// - Complexity: O(1) expected.
    @inlinable
    func location(of identifier: ItemIdentifierType) -> ItemLocation? {
        guard let slot = itemIndex.find(hash: identifier.tableHash, matches: { item(at: $0) == identifier }) else {
            return nil
        }
        return itemIndex.location(atSlot: slot)
    }

    /// Removes an item from the index and returns where it was, or `nil` when there is no such item.
    /// The sections must still hold the item.
    ///
    /// - Complexity: O(1) expected.
    @inlinable
    mutating func unindex(_ identifier: ItemIdentifierType) -> ItemLocation? {
        guard let slot = itemIndex.find(hash: identifier.tableHash, matches: { item(at: $0) == identifier }) else {
            return nil
        }
        let location = itemIndex.location(atSlot: slot)
        itemIndex.remove(atSlot: slot)
        return location
    }

    /// Removes the entry stored at `location` for an identifier, found by its location rather
    /// than by comparing identifiers (for items whose storage has already changed).
    ///
    /// - Complexity: O(1) expected.
    @usableFromInline
    mutating func unindex(_ identifier: ItemIdentifierType, at location: ItemLocation) {
        if let slot = itemIndex.find(hash: identifier.tableHash, matches: { $0 == location }) {
            itemIndex.remove(atSlot: slot)
        }
    }

    /// Records the new positions of the items at `positions` of a section, which each moved by
    /// `shift` (the item now at *p* was at *p* − `shift`, in the same section).
    ///
    /// Entries are moved from the end of the range when items moved towards it, from its start
    /// otherwise, so that no moved entry ever holds a location an entry still to move holds; then
    /// those still to move can go in one pass (``ItemIndex/shiftPositions(ofSection:in:by:)``),
    /// which they do when there are many or when colliding hashes make probing for them costly.
    ///
    /// - Complexity: O(min(*m*, *c*)) expected for *m* positions and the index's capacity *c*; at
    ///   most O(*c*) whatever the hashes.
    @inlinable
    mutating func relocateItems(inSectionAt ordinal: Int, positions: Range<Int>, shift: Int) {
        guard shift != 0, !positions.isEmpty else { return }
        let key = sections[ordinal].key
        guard !itemIndex.movesInOnePass(positions.count) else {
            itemIndex.shiftPositions(
                ofSection: key, in: positions.lowerBound - shift..<positions.upperBound - shift, by: shift)
            return
        }
        let items = sections[ordinal].items
        var budget = itemIndex.relocationBudget
        if shift > 0 {
            for position in positions.reversed() {
                let old = ItemLocation(sectionKey: key, position: position - shift)
                let new = ItemLocation(sectionKey: key, position: position)
                guard itemIndex.relocate(hash: items[position].tableHash, from: old, to: new, budget: &budget) else {
                    itemIndex.shiftPositions(
                        ofSection: key, in: positions.lowerBound - shift..<position + 1 - shift, by: shift)
                    return
                }
            }
        } else {
            for position in positions {
                let old = ItemLocation(sectionKey: key, position: position - shift)
                let new = ItemLocation(sectionKey: key, position: position)
                guard itemIndex.relocate(hash: items[position].tableHash, from: old, to: new, budget: &budget) else {
                    itemIndex.shiftPositions(
                        ofSection: key, in: position - shift..<positions.upperBound - shift, by: shift)
                    return
                }
            }
        }
    }

    /// Hands out `count` new stable section keys, compacting the keys of the current sections
    /// first when deleted ones pile up. Compaction happens before any new key is handed out, so
    /// that keys of sections not yet inserted stay valid.
    ///
    /// - Complexity: O(*k*) amortized for *k* keys.
    ///
    /// Inlinable, and one append per key: a sequence appended in one call went through the
    /// standard library's generic path, the larger part of appending a section alone.
    @inlinable
    mutating func makeSectionKeys(_ count: Int) -> Range<Int32> {
        if ordinalsByKey.count + count >= Int(Int32.max) || ordinalsByKey.count > 2 * sections.count + 64 {
            compactSectionKeys()
        }
        let first = ordinalsByKey.count
        for _ in 0..<count { ordinalsByKey.append(-1) }
        return Int32(first)..<Int32(first + count)
    }

    /// Gives sections the keys 0..<count again (each its ordinal) and rewrites the item index's
    /// section keys in place.
    ///
    /// - Complexity: O(*s* + *c*) for *s* sections and the index's capacity *c*.
    @usableFromInline
    mutating func compactSectionKeys() {
        let ordinals = ordinalsByKey
        itemIndex.rekeySections { Int32(ordinals[Int($0)]) }
        history.sectionsRekeyed { ordinals[Int($0)] >= 0 ? Int32(ordinals[Int($0)]) : nil }
        ordinalsByKey = Array(sections.indices)
        for ordinal in sections.indices {
            sections[ordinal].key = Int32(ordinal)
        }
    }
}
