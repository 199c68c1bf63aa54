// MARK: - Adding sections

extension Snapshot {
    /// Adds sections with these identifiers at the end of the snapshot.
    ///
    /// Mirrors `NSDiffableDataSourceSnapshot.appendSections(_:)`.
    ///
    /// - Throws: ``SnapshotError/duplicateSectionIdentifiers(_:)`` when an identifier is already used
    ///   or appears twice; the snapshot is unchanged.
    /// - Complexity: O(*k*) amortized for *k* new sections.
    @inlinable
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) throws(SnapshotError) {
        try insertSections(identifiers, at: sections.count)
    }

    /// Inserts sections before the section with identifier `beforeIdentifier`.
    ///
    /// Mirrors `NSDiffableDataSourceSnapshot.insertSections(_:beforeSection:)`.
    ///
    /// - Throws: ``SnapshotError/unknownSectionIdentifiers(_:)`` when there is no section
    ///   `beforeIdentifier`; ``SnapshotError/duplicateSectionIdentifiers(_:)``. The snapshot is
    ///   unchanged.
    /// - Complexity: O(*k* + *s*) for *k* new sections and *s* existing ones.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType],
        beforeSection beforeIdentifier: SectionIdentifierType
    ) throws(SnapshotError) {
        guard let anchor = sectionOrdinals[beforeIdentifier] else {
            throw .unknownSectionIdentifiers(SnapshotError.describe([beforeIdentifier]))
        }
        try insertSections(identifiers, at: anchor)
    }

    /// Inserts sections after the section with identifier `afterIdentifier`.
    ///
    /// Mirrors `NSDiffableDataSourceSnapshot.insertSections(_:afterSection:)`.
    ///
    /// - Throws: ``SnapshotError/unknownSectionIdentifiers(_:)`` when there is no section
    ///   `afterIdentifier`; ``SnapshotError/duplicateSectionIdentifiers(_:)``. The snapshot is
    ///   unchanged.
    /// - Complexity: O(*k* + *s*) for *k* new sections and *s* existing ones.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType],
        afterSection afterIdentifier: SectionIdentifierType
    ) throws(SnapshotError) {
        guard let anchor = sectionOrdinals[afterIdentifier] else {
            throw .unknownSectionIdentifiers(SnapshotError.describe([afterIdentifier]))
        }
        try insertSections(identifiers, at: anchor + 1)
    }

    /// Inserts sections at `ordinal`, hashing each identifier once: each is entered in
    /// `sectionOrdinals` with its final ordinal, and on a duplicate those entered are taken out.
    ///
    /// Inlinable, so that its loops are specialized for the identifier types where it is called.
    @inlinable
    mutating func insertSections(_ identifiers: [SectionIdentifierType], at ordinal: Int) throws(SnapshotError) {
        guard !identifiers.isEmpty else { return }
        // Only when the table must grow: reserveCapacity is not specialized, and checked its
        // storage at every call, a good part of appending one section.
        if sectionOrdinals.capacity - sectionOrdinals.count < identifiers.count {
            sectionOrdinals.reserveCapacity(sectionOrdinals.count + identifiers.count)
        }
        for (offset, identifier) in identifiers.enumerated() {
            guard let existing = sectionOrdinals.updateValue(ordinal + offset, forKey: identifier) else { continue }
            // Taken out in order: an identifier repeated in the list goes with its first entry.
            sectionOrdinals[identifier] = existing
            for entered in identifiers[..<offset] { sectionOrdinals[entered] = nil }
            throw duplicateSectionsError(identifiers)
        }
        let keys = makeSectionKeys(identifiers.count)
        if ordinal == sections.count {
            // At the end, straight into the sections: no array of the new ones to insert.
            history.sectionsAppended(keys)
            var key = keys.lowerBound
            for identifier in identifiers {
                ordinalsByKey[Int(key)] = sections.count
                sections.append(SectionStorage(identifier: identifier, key: key))
                sectionItemCounts.append(0)
                key += 1
            }
            return
        }
        history.sectionsMoved(inserting: keys)
        var new: [SectionStorage] = []
        new.reserveCapacity(identifiers.count)
        for (offset, (identifier, key)) in zip(identifiers, keys).enumerated() {
            new.append(SectionStorage(identifier: identifier, key: key))
            ordinalsByKey[Int(key)] = ordinal + offset
        }
        sections.insert(contentsOf: new, at: ordinal)
        renumberSections(from: ordinal + identifiers.count)
    }

    /// The error for new section identifiers of which some already exist or appear twice.
    @usableFromInline
    func duplicateSectionsError(_ identifiers: [SectionIdentifierType]) -> SnapshotError {
        var seen = Set<SectionIdentifierType>(minimumCapacity: identifiers.count)
        var duplicates: [SectionIdentifierType] = []
        for identifier in identifiers where sectionOrdinals[identifier] != nil || !seen.insert(identifier).inserted {
            duplicates.append(identifier)
        }
        return .duplicateSectionIdentifiers(SnapshotError.describe(duplicates))
    }
}

// MARK: - Removing sections

extension Snapshot {
    /// Deletes the sections with these identifiers, and their items.
    ///
    /// Mirrors `NSDiffableDataSourceSnapshot.deleteSections(_:)`. Identifiers of sections that do not
    /// exist are ignored, so this cannot fail.
    ///
    /// - Complexity: O(*s* + *m*) for *s* sections and *m* deleted items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        var doomed = Set<Int>()
        for identifier in identifiers {
            if let ordinal = sectionOrdinals[identifier] { doomed.insert(ordinal) }
        }
        guard let first = doomed.min() else { return }
        history.sectionsMoved()
        unindexItems(ofSectionsAt: doomed)
        for ordinal in doomed {
            let section = sections[ordinal]
            reloadedItems.remove(contentsOf: section.items)
            reconfiguredItems.remove(contentsOf: section.items)
            itemCount -= section.items.count
            sectionOrdinals[section.identifier] = nil
            ordinalsByKey[Int(section.key)] = -1
        }
        reloadedSections.remove(contentsOf: identifiers)
        var kept: [SectionStorage] = []
        kept.reserveCapacity(sections.count - doomed.count)
        for (ordinal, section) in sections.enumerated() where !doomed.contains(ordinal) {
            kept.append(section)
        }
        sections = kept
        if sections.isEmpty {
            ordinalsByKey.removeAll()
            sectionItemCounts = SectionItemCounts()
        } else {
            renumberSections(from: first)
        }
    }

    /// Takes the items of the sections at `ordinals` out of the index: one by one, or in one pass
    /// when they are many or colliding hashes make probing for them costly.
    ///
    /// - Complexity: O(min(*m*, *c*)) expected for *m* items and the index's capacity *c*; at most
    ///   O(*c*) beyond the runs after the entries removed one by one, whatever the hashes.
    private mutating func unindexItems(ofSectionsAt ordinals: Set<Int>) {
        let keys = Set(ordinals.map { sections[$0].key })
        var count = 0
        for ordinal in ordinals { count += sections[ordinal].items.count }
        guard !itemIndex.movesInOnePass(count) else {
            itemIndex.removeEntries(ofSections: keys.contains)
            return
        }
        var budget = itemIndex.relocationBudget
        for ordinal in ordinals {
            let section = sections[ordinal]
            for (position, item) in section.items.enumerated() {
                let location = ItemLocation(sectionKey: section.key, position: position)
                guard itemIndex.remove(hash: item.tableHash, at: location, budget: &budget) else {
                    itemIndex.removeEntries(ofSections: keys.contains)
                    return
                }
            }
        }
    }

    /// Deletes every section and item.
    ///
    /// Mirrors `NSDiffableDataSourceSnapshot.deleteAllItems()`.
    ///
    /// - Complexity: O(1) amortized (storage is released, not visited).
    public mutating func deleteAllItems() {
        self = Snapshot()
    }
}

// MARK: - Moving sections

extension Snapshot {
    /// Moves a section before another section.
    ///
    /// Mirrors `NSDiffableDataSourceSnapshot.moveSection(_:beforeSection:)`.
    ///
    /// - Throws: ``SnapshotError/unknownSectionIdentifiers(_:)`` for unknown sections;
    ///   ``SnapshotError/moveRelativeToItself(_:)`` when both identifiers are the same.
    /// - Complexity: O(*s*) for *s* sections.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType,
        beforeSection beforeIdentifier: SectionIdentifierType
    ) throws(SnapshotError) {
        try moveSection(identifier, relativeTo: beforeIdentifier, after: false)
    }

    /// Moves a section after another section.
    ///
    /// Mirrors `NSDiffableDataSourceSnapshot.moveSection(_:afterSection:)`.
    ///
    /// - Throws: ``SnapshotError/unknownSectionIdentifiers(_:)`` for unknown sections;
    ///   ``SnapshotError/moveRelativeToItself(_:)`` when both identifiers are the same.
    /// - Complexity: O(*s*) for *s* sections.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType,
        afterSection afterIdentifier: SectionIdentifierType
    ) throws(SnapshotError) {
        try moveSection(identifier, relativeTo: afterIdentifier, after: true)
    }

    private mutating func moveSection(
        _ identifier: SectionIdentifierType,
        relativeTo anchorIdentifier: SectionIdentifierType,
        after: Bool
    ) throws(SnapshotError) {
        let unknown = [identifier, anchorIdentifier].filter { sectionOrdinals[$0] == nil }
        guard unknown.isEmpty, let source = sectionOrdinals[identifier],
            let anchorBefore = sectionOrdinals[anchorIdentifier]
        else {
            throw .unknownSectionIdentifiers(SnapshotError.describe(unknown))
        }
        guard identifier != anchorIdentifier else {
            throw .moveRelativeToItself("section \(SnapshotError.describe(identifier))")
        }
        history.sectionsMoved()
        let section = sections.remove(at: source)
        let anchor = anchorBefore > source ? anchorBefore - 1 : anchorBefore
        let destination = after ? anchor + 1 : anchor
        sections.insert(section, at: destination)
        renumberSections(from: min(source, destination))
    }
}

// MARK: - Reloading sections

extension Snapshot {
    /// Marks sections for reloading: applying the snapshot reloads them (UIKit's `reloadSections`).
    ///
    /// Mirrors `NSDiffableDataSourceSnapshot.reloadSections(_:)`.
    ///
    /// - Throws: ``SnapshotError/unknownSectionIdentifiers(_:)``; the snapshot is unchanged.
    /// - Complexity: O(*k*) for *k* identifiers.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) throws(SnapshotError) {
        let unknown = identifiers.filter { sectionOrdinals[$0] == nil }
        guard unknown.isEmpty else { throw .unknownSectionIdentifiers(SnapshotError.describe(unknown)) }
        reloadedSections.insert(contentsOf: identifiers)
    }
}
