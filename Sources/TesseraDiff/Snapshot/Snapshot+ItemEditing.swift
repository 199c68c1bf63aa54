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
    /// - Complexity: O(*k* + log *s*) for *k* new items and *s* sections.
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
        // Not through `insertItems(_:inSectionAt:at:)` with the section's count as an argument:
        // the copy of the section that reads it would live through the call, and appending to
        // the section's items, shared with that copy, would copy them all.
        try appendItems(identifiers, toSectionAt: ordinal)
    }

    /// Inserts items before the item with identifier `beforeIdentifier`, in that item's section.
    ///
    /// Mirrors `NSDiffableDataSourceSnapshot.insertItems(_:beforeItem:)`.
    ///
    /// - Throws: ``SnapshotError/unknownItemIdentifiers(_:)`` when there is no item
    ///   `beforeIdentifier`; ``SnapshotError/duplicateItemIdentifiers(_:)``. The snapshot is unchanged.
    /// - Complexity: O(*k* + *m* + log *s*) for *k* new items, *m* items after the insertion point
    ///   in that section and *s* sections.
    @inlinable
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType],
        beforeItem beforeIdentifier: ItemIdentifierType
    ) throws(SnapshotError) {
        guard let anchor = location(of: beforeIdentifier) else {
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
    /// - Complexity: O(*k* + *m* + log *s*) for *k* new items, *m* items after the insertion point
    ///   in that section and *s* sections.
    @inlinable
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType],
        afterItem afterIdentifier: ItemIdentifierType
    ) throws(SnapshotError) {
        guard let anchor = location(of: afterIdentifier) else {
            throw .unknownItemIdentifiers(SnapshotError.describe([afterIdentifier]))
        }
        let (ordinal, position) = ordinalAndPosition(of: anchor)
        try insertItems(identifiers, inSectionAt: ordinal, at: position + 1)
    }

    /// Inserts items at a position of the section at `ordinal`; when one of them is a duplicate,
    /// throws and leaves the snapshot unchanged.
    ///
    /// - Complexity: O(*k* + log *s*) for *k* new items and *s* sections at the end of the section;
    ///   O(*k* + *m* + log *s*) for *m* items after `position` elsewhere.
    @inlinable
    mutating func insertItems(
        _ identifiers: [ItemIdentifierType],
        inSectionAt ordinal: Int,
        at position: Int
    ) throws(SnapshotError) {
        if position == sections[ordinal].items.count {
            try appendItems(identifiers, toSectionAt: ordinal)
        } else {
            try insertItemsInside(identifiers, inSectionAt: ordinal, at: position)
        }
    }

    /// Appends items to the section at `ordinal`, hashing each identifier once: the items go into
    /// the section first, so that the index finds duplicates among them as well as among the items
    /// already there; on a duplicate, both are undone.
    ///
    /// Inlinable, so that the loop is specialized for the identifier type where it is called.
    ///
    /// - Complexity: O(*k* + log *s*) amortized for *k* new items and *s* sections.
    @inlinable
    mutating func appendItems(_ identifiers: [ItemIdentifierType], toSectionAt ordinal: Int) throws(SnapshotError) {
        guard !identifiers.isEmpty else { return }
        let key = sections[ordinal].key
        let start = sections[ordinal].items.count
        if start == 0 {
            sections[ordinal].items = identifiers
        } else {
            sections[ordinal].items.append(contentsOf: identifiers)
        }
        // The index is moved out while it changes, so that comparing identifiers can read the
        // sections without overlapping the index's mutation.
        var index = ItemIndex()
        swap(&index, &itemIndex)
        index.reserveCapacity(index.count + identifiers.count)
        var indexed = 0
        for identifier in identifiers {
            let location = ItemLocation(sectionKey: key, position: start + indexed)
            guard
                index.insertIfAbsent(
                    hash: identifier.tableHash, location: location, matches: { item(at: $0) == identifier })
            else { break }
            indexed += 1
        }
        swap(&index, &itemIndex)
        guard indexed == identifiers.count else {
            try undoAppend(identifiers, toSectionAt: ordinal, indexed: indexed)
        }
        itemCount += identifiers.count
        sectionItemCounts.add(identifiers.count, toSectionAt: ordinal)
        if history.isRecording { history.itemsInserted(inSection: key, at: start, count: start) }
    }

    /// Undoes a failed `appendItems(_:toSectionAt:)` that indexed the first `indexed` identifiers,
    /// then throws the duplicates.
    ///
    /// - Complexity: O(*k*) for *k* identifiers.
    @usableFromInline
    mutating func undoAppend(
        _ identifiers: [ItemIdentifierType],
        toSectionAt ordinal: Int,
        indexed: Int
    ) throws(SnapshotError) -> Never {
        let key = sections[ordinal].key
        let start = sections[ordinal].items.count - identifiers.count
        for (offset, identifier) in identifiers[..<indexed].enumerated() {
            unindex(identifier, at: ItemLocation(sectionKey: key, position: start + offset))
        }
        if start == 0 {
            sections[ordinal].items = []
        } else {
            sections[ordinal].items.removeLast(identifiers.count)
        }
        throw .duplicateItemIdentifiers(SnapshotError.describe(duplicates(among: identifiers)))
    }

    /// Inserts items before the item at `position` of the section at `ordinal`: checks for
    /// duplicates first, then moves the items after them and indexes them.
    ///
    /// - Complexity: O(*k* + *m* + log *s*) for *k* new items, *m* items after `position` and *s*
    ///   sections.
    @inlinable
    mutating func insertItemsInside(
        _ identifiers: [ItemIdentifierType],
        inSectionAt ordinal: Int,
        at position: Int
    ) throws(SnapshotError) {
        guard !identifiers.isEmpty else { return }
        if identifiers.count == 1 {
            // One identifier cannot repeat itself: the index alone tells, without a set.
            guard location(of: identifiers[0]) == nil else {
                throw .duplicateItemIdentifiers(SnapshotError.describe(identifiers))
            }
        } else {
            let duplicates = duplicates(among: identifiers)
            guard duplicates.isEmpty else { throw .duplicateItemIdentifiers(SnapshotError.describe(duplicates)) }
        }
        let key = sections[ordinal].key
        history.itemsInserted(inSection: key, at: position, count: sections[ordinal].items.count)
        if identifiers.count == 1 {
            sections[ordinal].items.insert(identifiers[0], at: position)
        } else {
            sections[ordinal].items.insert(contentsOf: identifiers, at: position)
        }
        relocateItems(
            inSectionAt: ordinal,
            positions: position + identifiers.count..<sections[ordinal].items.count,
            shift: identifiers.count
        )
        itemIndex.reserveCapacity(itemIndex.count + identifiers.count)
        for offset in identifiers.indices {
            itemIndex.insertNew(
                hash: identifiers[offset].tableHash,
                location: ItemLocation(sectionKey: key, position: position + offset))
        }
        itemCount += identifiers.count
        sectionItemCounts.add(identifiers.count, toSectionAt: ordinal)
    }

    /// The identifiers that already exist or appear more than once, in order of appearance.
    @usableFromInline
    func duplicates(among identifiers: [ItemIdentifierType]) -> [ItemIdentifierType] {
        var seen = Set<ItemIdentifierType>(minimumCapacity: identifiers.count)
        var result: [ItemIdentifierType] = []
        for identifier in identifiers where location(of: identifier) != nil || !seen.insert(identifier).inserted {
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
    /// - Complexity: O(*k* + *m* + *a* log *s*) for *k* identifiers, *m* items after the first
    ///   deleted one in each of the *a* affected sections, and *s* sections.
    @inlinable
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        if identifiers.count == 1 {
            deleteItem(identifiers[0])
        } else {
            deleteItemsBySection(identifiers)
        }
    }

    /// Deletes the items with these identifiers, grouping their positions by section.
    ///
    /// - Complexity: O(*k* + *m* + *a* log *s*) for *k* identifiers, *m* items after the first
    ///   deleted one in each of the *a* affected sections, and *s* sections.
    @usableFromInline
    mutating func deleteItemsBySection(_ identifiers: [ItemIdentifierType]) {
        var doomedBySection: [Int: [Int]] = [:]
        for identifier in identifiers {
            guard let location = unindex(identifier) else { continue }
            let (ordinal, position) = ordinalAndPosition(of: location)
            doomedBySection[ordinal, default: []].append(position)
        }
        guard !doomedBySection.isEmpty else { return }
        reloadedItems.remove(contentsOf: identifiers)
        reconfiguredItems.remove(contentsOf: identifiers)
        for (ordinal, positions) in doomedBySection {
            let sorted = positions.sorted()
            history.itemsRemoved(
                inSection: sections[ordinal].key, first: sorted[0], last: sorted[sorted.count - 1],
                count: sections[ordinal].items.count)
            sections[ordinal].items.removeSorted(sorted)
            itemCount -= sorted.count
            sectionItemCounts.add(-sorted.count, toSectionAt: ordinal)
            relocateItems(inSectionAt: ordinal, afterRemoving: sorted)
        }
    }

    /// Deletes one item, if it exists: what `deleteItems(_:)` does, without grouping positions by
    /// section (a dictionary and arrays, which cost more than the edit of a small snapshot).
    ///
    /// - Complexity: O(*m* + log *s*) for *m* items after it in its section and *s* sections.
    @inlinable
    mutating func deleteItem(_ identifier: ItemIdentifierType) {
        guard let location = unindex(identifier) else { return }
        let (ordinal, position) = ordinalAndPosition(of: location)
        reloadedItems.remove(identifier)
        reconfiguredItems.remove(identifier)
        history.itemsRemoved(
            inSection: sections[ordinal].key, first: position, last: position,
            count: sections[ordinal].items.count)
        sections[ordinal].items.remove(at: position)
        itemCount -= 1
        sectionItemCounts.add(-1, toSectionAt: ordinal)
        relocateItems(inSectionAt: ordinal, positions: position..<sections[ordinal].items.count, shift: -1)
    }

    /// Records the new positions of a section's items after the items at `removed` (sorted
    /// positions, no longer indexed) were taken out: from the first on, so that no moved entry
    /// holds a location an entry still to move holds, and in one pass when there are many or
    /// colliding hashes make probing for them costly (see `relocateItems(inSectionAt:positions:shift:)`).
    ///
    /// - Complexity: O(min(*m*, *c*)) expected for *m* items after the first removed one and the
    ///   index's capacity *c*; at most O(*c* + *m* log *r*) for *r* removed, whatever the hashes.
    private mutating func relocateItems(inSectionAt ordinal: Int, afterRemoving removed: [Int]) {
        guard let first = removed.first else { return }
        let key = sections[ordinal].key
        let items = sections[ordinal].items
        guard !itemIndex.movesInOnePass(items.count - first) else {
            itemIndex.closeGaps(ofSection: key, removed: removed, from: first)
            return
        }
        var budget = itemIndex.relocationBudget
        var skipped = 0
        for position in first..<items.count {
            while skipped < removed.count, removed[skipped] <= position + skipped { skipped += 1 }
            let old = ItemLocation(sectionKey: key, position: position + skipped)
            let new = ItemLocation(sectionKey: key, position: position)
            guard itemIndex.relocate(hash: items[position].tableHash, from: old, to: new, budget: &budget) else {
                itemIndex.closeGaps(ofSection: key, removed: removed, from: position + skipped)
                return
            }
        }
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
    /// - Complexity: O(*m* + log *s*) for *m* items in the sections involved and *s* sections.
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
    /// - Complexity: O(*m* + log *s*) for *m* items in the sections involved and *s* sections.
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
        let unknown = [identifier, anchorIdentifier].filter { location(of: $0) == nil }
        guard unknown.isEmpty, let source = location(of: identifier), let anchor = location(of: anchorIdentifier) else {
            throw .unknownItemIdentifiers(SnapshotError.describe(unknown))
        }
        guard identifier != anchorIdentifier else {
            throw .moveRelativeToItself("item \(SnapshotError.describe(identifier))")
        }
        let (sourceSection, sourcePosition) = ordinalAndPosition(of: source)
        let destinationSection = ordinal(ofKey: anchor.sectionKey)
        var anchorPosition = Int(anchor.position)
        unindex(identifier, at: source)
        history.itemsRemoved(
            inSection: source.sectionKey, first: sourcePosition, last: sourcePosition,
            count: sections[sourceSection].items.count)
        sections[sourceSection].items.remove(at: sourcePosition)
        relocateItems(
            inSectionAt: sourceSection,
            positions: sourcePosition..<sections[sourceSection].items.count,
            shift: -1
        )
        if destinationSection == sourceSection && anchorPosition > sourcePosition {
            anchorPosition -= 1
        }
        let destination = after ? anchorPosition + 1 : anchorPosition
        history.itemsInserted(
            inSection: anchor.sectionKey, at: destination, count: sections[destinationSection].items.count)
        sections[destinationSection].items.insert(identifier, at: destination)
        relocateItems(
            inSectionAt: destinationSection,
            positions: destination + 1..<sections[destinationSection].items.count,
            shift: 1
        )
        itemIndex.insertNew(
            hash: identifier.tableHash,
            location: ItemLocation(sectionKey: anchor.sectionKey, position: destination)
        )
        sectionItemCounts.add(-1, toSectionAt: sourceSection)
        sectionItemCounts.add(1, toSectionAt: destinationSection)
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
        let unknown = identifiers.filter { location(of: $0) == nil }
        guard unknown.isEmpty else { throw .unknownItemIdentifiers(SnapshotError.describe(unknown)) }
    }
}

// MARK: - Array helpers

extension Array {
    /// Removes the elements at sorted, distinct positions in one pass.
    ///
    /// - Complexity: O(*n*) where *n* is the number of elements after the first removed one.
    @inlinable
    package mutating func removeSorted(_ positions: [Int]) {
        guard let first = positions.first else { return }
        // A few positions are removed one at a time, from the last: each removal moves the
        // elements after it in one block, where the pass below swaps them one by one through the
        // generic witness (about 400 instructions an element in a snapshot's unspecialized code).
        if positions.count <= Self.removedOneAtATime {
            for position in positions.reversed() { remove(at: position) }
            return
        }
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

    /// Up to how many positions ``removeSorted(_:)`` removes one at a time (at most this many
    /// block moves of the elements after them, still O(*n*)).
    @usableFromInline static var removedOneAtATime: Int { 8 }
}
