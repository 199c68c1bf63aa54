// MARK: - Adding items

extension Snapshot {
    /// Adds items at the end of a section, or of the last section when `sectionIdentifier` is `nil`.
    ///
    /// Mirrors `NSDiffableDataSourceSnapshot.appendItems(_:toSection:)`.
    ///
    /// - Throws: ``SnapshotError/noSections`` when `sectionIdentifier` is `nil` and there is no
    ///   section; ``SnapshotError/unknownSectionIdentifiers(_:)``;
    ///   ``SnapshotError/duplicateItemIdentifiers(_:)`` when an identifier is already used in any
    ///   section or appears twice. The snapshot is unchanged.
    /// - Complexity: O(*k* + *s*) for *k* new items and *s* sections after the target section.
    @inlinable
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType],
        toSection sectionIdentifier: SectionIdentifierType? = nil
    ) throws(SnapshotError) {
        let ordinal: Int
        if let sectionIdentifier {
            guard let found = sectionOrdinals[sectionIdentifier] else {
                throw .unknownSectionIdentifiers(SnapshotError.describe([sectionIdentifier]))
            }
            ordinal = found
        } else {
            guard !sections.isEmpty else { throw .noSections }
            ordinal = sections.count - 1
        }
        try insertItems(identifiers, inSectionAt: ordinal, at: sections[ordinal].items.count)
    }

    /// Inserts items before the item with identifier `beforeIdentifier`, in that item's section.
    ///
    /// Mirrors `NSDiffableDataSourceSnapshot.insertItems(_:beforeItem:)`.
    ///
    /// - Throws: ``SnapshotError/unknownItemIdentifiers(_:)`` when there is no item
    ///   `beforeIdentifier`; ``SnapshotError/duplicateItemIdentifiers(_:)``. The snapshot is unchanged.
    /// - Complexity: O(*k* + *m* + *s*) for *k* new items, *m* items after the insertion point in that
    ///   section and *s* sections after it.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType],
        beforeItem beforeIdentifier: ItemIdentifierType
    ) throws(SnapshotError) {
        guard let anchor = locations[beforeIdentifier] else {
            throw .unknownItemIdentifiers(SnapshotError.describe([beforeIdentifier]))
        }
        let (ordinal, position) = ordinalAndPosition(of: anchor)
        try insertItems(identifiers, inSectionAt: ordinal, at: position)
    }

    /// Inserts items after the item with identifier `afterIdentifier`, in that item's section.
    ///
    /// Mirrors `NSDiffableDataSourceSnapshot.insertItems(_:afterItem:)`.
    ///
    /// - Throws: ``SnapshotError/unknownItemIdentifiers(_:)`` when there is no item
    ///   `afterIdentifier`; ``SnapshotError/duplicateItemIdentifiers(_:)``. The snapshot is unchanged.
    /// - Complexity: O(*k* + *m* + *s*) for *k* new items, *m* items after the insertion point in that
    ///   section and *s* sections after it.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType],
        afterItem afterIdentifier: ItemIdentifierType
    ) throws(SnapshotError) {
        guard let anchor = locations[afterIdentifier] else {
            throw .unknownItemIdentifiers(SnapshotError.describe([afterIdentifier]))
        }
        let (ordinal, position) = ordinalAndPosition(of: anchor)
        try insertItems(identifiers, inSectionAt: ordinal, at: position + 1)
    }

    /// Inserts items at a position of the section at `ordinal`, indexing them on the way and undoing
    /// everything when one of them is a duplicate.
    @inlinable
    mutating func insertItems(
        _ identifiers: [ItemIdentifierType],
        inSectionAt ordinal: Int,
        at position: Int
    ) throws(SnapshotError) {
        guard !identifiers.isEmpty else { return }
        let key = sections[ordinal].key
        locations.reserveCapacity(itemCount + identifiers.count)
        for (offset, identifier) in identifiers.enumerated() {
            let location = ItemLocation(sectionKey: key, position: position + offset)
            if let previous = locations.updateValue(location, forKey: identifier) {
                // Undo: restore the entry that was there, then remove every entry this call added
                // (the identifiers before this one are distinct and were all new).
                locations[identifier] = previous
                for added in identifiers[..<offset] {
                    locations[added] = nil
                }
                throw .duplicateItemIdentifiers(SnapshotError.describe(duplicates(among: identifiers)))
            }
        }
        let count = sections[ordinal].items.count
        if position == count {
            sections[ordinal].items.append(contentsOf: identifiers)
        } else {
            sections[ordinal].items.insert(contentsOf: identifiers, at: position)
            renumberItems(inSectionAt: ordinal, from: position + identifiers.count)
        }
        itemCount += identifiers.count
        renumberSections(from: ordinal + 1)
    }

    /// The identifiers that already exist or appear more than once, in order of appearance.
    @usableFromInline
    func duplicates(among identifiers: [ItemIdentifierType]) -> [ItemIdentifierType] {
        var seen = Set<ItemIdentifierType>(minimumCapacity: identifiers.count)
        var result: [ItemIdentifierType] = []
        for identifier in identifiers where locations[identifier] != nil || !seen.insert(identifier).inserted {
            result.append(identifier)
        }
        return result
    }
}

// MARK: - Removing items

extension Snapshot {
    /// Deletes the items with these identifiers.
    ///
    /// Mirrors `NSDiffableDataSourceSnapshot.deleteItems(_:)`. Identifiers of items that do not exist
    /// are ignored, so this cannot fail.
    ///
    /// - Complexity: O(*k* + *m* + *s*) for *k* identifiers, *m* items after the first deleted one in
    ///   each affected section, and *s* sections.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var doomedBySection: [Int: [Int]] = [:]
        for identifier in identifiers {
            guard let location = locations.removeValue(forKey: identifier) else { continue }
            let (ordinal, position) = ordinalAndPosition(of: location)
            doomedBySection[ordinal, default: []].append(position)
        }
        guard !doomedBySection.isEmpty else { return }
        reloadedItems.remove(contentsOf: identifiers)
        reconfiguredItems.remove(contentsOf: identifiers)
        for (ordinal, positions) in doomedBySection {
            let sorted = positions.sorted()
            sections[ordinal].items.removeSorted(sorted)
            itemCount -= sorted.count
            renumberItems(inSectionAt: ordinal, from: sorted[0])
        }
        renumberSections(from: (doomedBySection.keys.min() ?? 0) + 1)
    }
}

// MARK: - Moving items

extension Snapshot {
    /// Moves an item before another item, possibly into another section.
    ///
    /// Mirrors `NSDiffableDataSourceSnapshot.moveItem(_:beforeItem:)`.
    ///
    /// - Throws: ``SnapshotError/unknownItemIdentifiers(_:)``;
    ///   ``SnapshotError/moveRelativeToItself(_:)`` when both identifiers are the same.
    /// - Complexity: O(*m* + *s*) for *m* items in the sections involved and *s* sections.
    public mutating func moveItem(
        _ identifier: ItemIdentifierType,
        beforeItem beforeIdentifier: ItemIdentifierType
    ) throws(SnapshotError) {
        try moveItem(identifier, relativeTo: beforeIdentifier, after: false)
    }

    /// Moves an item after another item, possibly into another section.
    ///
    /// Mirrors `NSDiffableDataSourceSnapshot.moveItem(_:afterItem:)`.
    ///
    /// - Throws: ``SnapshotError/unknownItemIdentifiers(_:)``;
    ///   ``SnapshotError/moveRelativeToItself(_:)`` when both identifiers are the same.
    /// - Complexity: O(*m* + *s*) for *m* items in the sections involved and *s* sections.
    public mutating func moveItem(
        _ identifier: ItemIdentifierType,
        afterItem afterIdentifier: ItemIdentifierType
    ) throws(SnapshotError) {
        try moveItem(identifier, relativeTo: afterIdentifier, after: true)
    }

    private mutating func moveItem(
        _ identifier: ItemIdentifierType,
        relativeTo anchorIdentifier: ItemIdentifierType,
        after: Bool
    ) throws(SnapshotError) {
        let unknown = [identifier, anchorIdentifier].filter { locations[$0] == nil }
        guard unknown.isEmpty, let location = locations[identifier], let anchor = locations[anchorIdentifier] else {
            throw .unknownItemIdentifiers(SnapshotError.describe(unknown))
        }
        guard identifier != anchorIdentifier else {
            throw .moveRelativeToItself("item \(SnapshotError.describe(identifier))")
        }
        let (sourceSection, sourcePosition) = ordinalAndPosition(of: location)
        let destinationSection = ordinal(ofKey: anchor.sectionKey)
        var anchorPosition = Int(anchor.position)
        sections[sourceSection].items.remove(at: sourcePosition)
        renumberItems(inSectionAt: sourceSection, from: sourcePosition)
        if destinationSection == sourceSection && anchorPosition > sourcePosition {
            anchorPosition -= 1
        }
        let destination = after ? anchorPosition + 1 : anchorPosition
        sections[destinationSection].items.insert(identifier, at: destination)
        renumberItems(inSectionAt: destinationSection, from: destination)
        if sourceSection != destinationSection {
            renumberSections(from: min(sourceSection, destinationSection) + 1)
        }
    }
}

// MARK: - Reloading and reconfiguring items

extension Snapshot {
    /// Marks items for reloading: applying the snapshot replaces their cells (UIKit's `reloadItems`).
    ///
    /// Mirrors `NSDiffableDataSourceSnapshot.reloadItems(_:)`.
    ///
    /// - Throws: ``SnapshotError/unknownItemIdentifiers(_:)``; the snapshot is unchanged.
    /// - Complexity: O(*k*) for *k* identifiers.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) throws(SnapshotError) {
        try checkItemsExist(identifiers)
        reloadedItems.insert(contentsOf: identifiers)
    }

    /// Marks items for reconfiguring: applying the snapshot updates their existing cells in place
    /// (UIKit's `reconfigureItems`).
    ///
    /// Mirrors `NSDiffableDataSourceSnapshot.reconfigureItems(_:)`.
    ///
    /// - Throws: ``SnapshotError/unknownItemIdentifiers(_:)``; the snapshot is unchanged.
    /// - Complexity: O(*k*) for *k* identifiers.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) throws(SnapshotError) {
        try checkItemsExist(identifiers)
        reconfiguredItems.insert(contentsOf: identifiers)
    }

    private func checkItemsExist(_ identifiers: [ItemIdentifierType]) throws(SnapshotError) {
        let unknown = identifiers.filter { locations[$0] == nil }
        guard unknown.isEmpty else { throw .unknownItemIdentifiers(SnapshotError.describe(unknown)) }
    }
}

// MARK: - Array helpers

extension Array {
    /// Removes the elements at sorted, distinct positions in one pass.
    ///
    /// - Complexity: O(*n*) where *n* is the number of elements after the first removed one.
    mutating func removeSorted(_ positions: [Int]) {
        guard let first = positions.first else { return }
        var write = first
        var next = 0
        for read in first..<count {
            if next < positions.count, positions[next] == read {
                next += 1
            } else {
                swapAt(write, read)
                write += 1
            }
        }
        removeLast(count - write)
    }
}
