// MARK: - Adding sections

extension Snapshot {
    /// Adds sections with these identifiers at the end of the snapshot.
    ///
    /// Mirrors `NSDiffableDataSourceSnapshot.appendSections(_:)`.
    ///
    /// - Throws: ``SnapshotError/duplicateSectionIdentifiers(_:)`` when an identifier is already used
    ///   or appears twice; the snapshot is unchanged.
    /// - Complexity: O(*k*) for *k* new sections.
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

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at ordinal: Int) throws(SnapshotError)
    {
        try checkNewSectionIdentifiers(identifiers)
        guard !identifiers.isEmpty else { return }
        let offset = ordinal < sections.count ? sections[ordinal].itemOffset : itemCount
        var new: [SectionStorage] = []
        new.reserveCapacity(identifiers.count)
        for (identifier, key) in zip(identifiers, makeSectionKeys(identifiers.count)) {
            new.append(SectionStorage(identifier: identifier, key: key, itemOffset: offset))
        }
        sections.insert(contentsOf: new, at: ordinal)
        renumberSections(from: ordinal)
    }

    private func checkNewSectionIdentifiers(_ identifiers: [SectionIdentifierType]) throws(SnapshotError) {
        var seen = Set<SectionIdentifierType>(minimumCapacity: identifiers.count)
        var duplicates: [SectionIdentifierType] = []
        for identifier in identifiers where sectionOrdinals[identifier] != nil || !seen.insert(identifier).inserted {
            duplicates.append(identifier)
        }
        if !duplicates.isEmpty {
            throw .duplicateSectionIdentifiers(SnapshotError.describe(duplicates))
        }
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
        for ordinal in doomed {
            let section = sections[ordinal]
            for (position, item) in section.items.enumerated() {
                unindex(item, at: ItemLocation(sectionKey: section.key, position: position))
            }
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
        } else {
            renumberSections(from: first)
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
