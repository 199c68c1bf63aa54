import Foundation

// MARK: - Counts and identifiers

extension Snapshot {
    /// The number of sections in the snapshot.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var numberOfSections: Int { sections.count }

    /// The number of items in the snapshot, across all sections.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var numberOfItems: Int { itemCount }

    /// The number of items in the section with this identifier, or 0 when there is no such section.
    ///
    /// - Complexity: O(1) expected.
    @inlinable
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let ordinal = sectionOrdinals[identifier] else { return 0 }
        return sections[ordinal].items.count
    }

    /// The number of items in each section, in order: the counts a host must show after
    /// applying the snapshot (`mapping(itemCountsBefore:itemCountsAfter:)` takes them).
    ///
    /// - Complexity: O(1): the snapshot keeps its counts.
    @usableFromInline package var itemCounts: [Int] { sectionItemCounts.counts }

    /// The identifiers of the sections, in order.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    public var sectionIdentifiers: [SectionIdentifierType] {
        sections.map { $0.identifier }
    }

    /// The identifiers of all items, section after section.
    ///
    /// - Complexity: O(*n*) for *n* items.
    public var itemIdentifiers: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        result.reserveCapacity(itemCount)
        for section in sections {
            result.append(contentsOf: section.items)
        }
        return result
    }

    /// The identifiers of the items in a section, in order, or an empty array when there is no such
    /// section.
    ///
    /// - Complexity: O(1) expected (the section's array is shared, not copied).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let ordinal = sectionOrdinals[identifier] else { return [] }
        return sections[ordinal].items
    }

    /// The identifiers of the items in the section at an index.
    ///
    /// - Complexity: O(1).
    /// - Precondition: `index` is in `0..<numberOfSections`.
    @inlinable
    package func itemIdentifiers(inSectionAt index: Int) -> [ItemIdentifierType] {
        sections[index].items
    }

    /// The identifier of the section that contains an item, or `nil` when there is no such item.
    ///
    /// - Complexity: O(1) expected.
    @inlinable
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        guard let location = location(of: identifier) else { return nil }
        return sections[ordinal(ofKey: location.sectionKey)].identifier
    }

    /// The index of an item among all items of the snapshot (as in ``itemIdentifiers``), or `nil`.
    ///
    /// - Complexity: O(log *s*) expected for *s* sections (O(1) expected with one section).
    @inlinable
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let location = location(of: identifier) else { return nil }
        let (section, item) = ordinalAndPosition(of: location)
        return sectionItemCounts.itemsBefore(section) + item
    }

    /// The index of a section, or `nil` when there is no such section.
    ///
    /// - Complexity: O(1) expected.
    @inlinable
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionOrdinals[identifier]
    }

    /// Whether the snapshot contains an item with this identifier.
    ///
    /// - Complexity: O(1) expected.
    @inlinable
    public func contains(item identifier: ItemIdentifierType) -> Bool {
        location(of: identifier) != nil
    }

    /// Whether the snapshot contains a section with this identifier.
    ///
    /// - Complexity: O(1) expected.
    @inlinable
    public func contains(section identifier: SectionIdentifierType) -> Bool {
        sectionOrdinals[identifier] != nil
    }
}

// MARK: - Index paths

extension Snapshot {
    /// The index path (section index, item index) of an item, or `nil` when there is no such item.
    ///
    /// Mirrors `UICollectionViewDiffableDataSource.indexPath(for:)`.
    ///
    /// - Complexity: O(1) expected.
    @inlinable
    public func indexPath(for identifier: ItemIdentifierType) -> IndexPath? {
        guard let location = location(of: identifier) else { return nil }
        let (section, item) = ordinalAndPosition(of: location)
        return IndexPath(section: section, item: item)
    }

    /// The identifier of the item at an index path, or `nil` when the index path is out of range.
    ///
    /// Mirrors `UICollectionViewDiffableDataSource.itemIdentifier(for:)`.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2 else { return nil }
        let section = indexPath.sectionIndex, item = indexPath.itemIndex
        // Compared with the counts, not `indices.contains`: unspecialized (the data source asks
        // for each cell through a witness), `indices` looks up generic metadata at each call.
        guard section >= 0, section < sections.count, item >= 0, item < sections[section].items.count else {
            return nil
        }
        return sections[section].items[item]
    }

    /// The identifier of the section at an index, or `nil` when the index is out of range.
    ///
    /// - Complexity: O(1).
    public func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
        index >= 0 && index < sections.count ? sections[index].identifier : nil
    }
}

// MARK: - Reload and reconfigure marks

extension Snapshot {
    /// The identifiers of the sections marked with ``reloadSections(_:)``, in the order they were marked.
    package var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections.ordered }

    /// The identifiers of the items marked with ``reloadItems(_:)``, in the order they were marked.
    package var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems.ordered }

    /// The identifiers of the items marked with ``reconfigureItems(_:)``, in the order they were marked.
    package var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems.ordered }

    /// Whether a section is marked for reloading.
    ///
    /// - Complexity: O(1) expected.
    package func isReloaded(section identifier: SectionIdentifierType) -> Bool {
        reloadedSections.contains(identifier)
    }

    /// Whether an item is marked for reloading.
    ///
    /// - Complexity: O(1) expected.
    package func isReloaded(item identifier: ItemIdentifierType) -> Bool {
        reloadedItems.contains(identifier)
    }

    /// Whether an item is marked for reconfiguring.
    ///
    /// - Complexity: O(1) expected.
    package func isReconfigured(item identifier: ItemIdentifierType) -> Bool {
        reconfiguredItems.contains(identifier)
    }

    /// A copy of this snapshot with no reload or reconfigure marks: the state a data source keeps
    /// after applying it.
    ///
    /// - Complexity: O(1) when nothing is marked; otherwise O(*m*) for *m* marks.
    package func removingMarks() -> Snapshot {
        var copy = self
        copy.removeMarks()
        return copy
    }

    /// Removes the reload and reconfigure marks, in place (``removingMarks()`` without a copy).
    ///
    /// - Complexity: O(1) when nothing is marked; otherwise O(*m*) for *m* marks.
    @usableFromInline
    package mutating func removeMarks() {
        guard !reloadedSections.isEmpty || !reloadedItems.isEmpty || !reconfiguredItems.isEmpty else { return }
        reloadedSections.removeAll()
        reloadedItems.removeAll()
        reconfiguredItems.removeAll()
    }
}
