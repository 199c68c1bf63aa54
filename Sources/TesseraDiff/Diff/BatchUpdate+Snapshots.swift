// MARK: - Differences between snapshots

extension BatchUpdate {
    /// Computes the batch update that turns `old` into `new`, matching items by identifier.
    ///
    /// Items marked with ``Snapshot/reloadItems(_:)`` or ``Snapshot/reconfigureItems(_:)`` in `new`
    /// are reloaded or reconfigured; sections marked with ``Snapshot/reloadSections(_:)`` are
    /// reloaded. Identifiers that are not ``ContentEquatable`` have no other notion of content.
    ///
    /// - Complexity: O(*n* + *m*) expected for *n* old and *m* new items, plus O(*k* log *k*) for
    ///   the *k* items of a section that change order.
    @inlinable
    public init<SectionIdentifier, ItemIdentifier>(
        from old: Snapshot<SectionIdentifier, ItemIdentifier>,
        to new: Snapshot<SectionIdentifier, ItemIdentifier>,
        contentUpdate: ContentUpdateStyle = .reconfigure
    ) {
        self.init(from: old, to: new, contentUpdate: contentUpdate, isContentEqual: nil)
    }

    /// Computes the batch update that turns `old` into `new`, matching items by identifier and
    /// comparing the content of matched items with ``ContentEquatable/isContentEqual(to:)``.
    ///
    /// An item whose content changed is reconfigured (new index path) or, with
    /// `contentUpdate: .reload`, reloaded (old index path).
    ///
    /// - Complexity: O(*n* + *m*) expected for *n* old and *m* new items, plus O(*k* log *k*) for
    ///   the *k* items of a section that change order.
    @inlinable
    public init<SectionIdentifier, ItemIdentifier: ContentEquatable>(
        from old: Snapshot<SectionIdentifier, ItemIdentifier>,
        to new: Snapshot<SectionIdentifier, ItemIdentifier>,
        contentUpdate: ContentUpdateStyle = .reconfigure
    ) {
        self.init(from: old, to: new, contentUpdate: contentUpdate) { old, new in
            new.isContentEqual(to: old)
        }
    }

    /// Computes the batch update that turns `old` into `new`, comparing the content of matched
    /// items with a closure.
    ///
    /// - Parameters:
    ///   - old: The snapshot shown now.
    ///   - new: The snapshot to show.
    ///   - contentUpdate: Whether items whose content changed are reconfigured or reloaded.
    ///   - isContentEqual: Given the old and the new value of an item with the same identifier,
    ///     whether they show the same content; `nil` compares identity only.
    ///
    /// The items a section shares with its old version at its start and end, in the same order,
    /// are matched by comparison and only their content (or marks) is looked at; of the rest,
    /// an item that follows its predecessor in both snapshots is matched by comparison too, and
    /// only the others are looked up by identifier.
    ///
    /// - Complexity: O(*n* + *m*) expected for *n* old and *m* new items, plus O(*k* log *k*) for
    ///   the *k* items of a section that change order.
    @inlinable
    public init<SectionIdentifier, ItemIdentifier>(
        from old: Snapshot<SectionIdentifier, ItemIdentifier>,
        to new: Snapshot<SectionIdentifier, ItemIdentifier>,
        contentUpdate: ContentUpdateStyle = .reconfigure,
        isContentEqual: ((_ old: ItemIdentifier, _ new: ItemIdentifier) -> Bool)?
    ) {
        self.init()
        let sectionMapping = computeSectionChanges(from: old, to: new)
        var input = ItemDifferenceInput(
            oldSectionCounts: old.sections.map(\.items.count),
            oldSectionIsReplaced: sectionMapping.oldSectionIsReplaced,
            newSectionCounts: new.sections.map(\.items.count),
            newSectionOrigins: sectionMapping.newSectionOrigins,
            listedItemCount: new.numberOfItems
        )
        let changedContent = contentUpdate == .reload ? ItemChange.reload : ItemChange.reconfigure
        let hasMarks = !new.reloadedItems.isEmpty || !new.reconfiguredItems.isEmpty
        /// The content change of an item that was `oldItem` (the same identifier).
        func change(of item: ItemIdentifier, from oldItem: ItemIdentifier) -> UInt8 {
            if hasMarks {
                if new.reloadedItems.contains(item) { return ItemChange.reload }
                if new.reconfiguredItems.contains(item) { return ItemChange.reconfigure }
            }
            if let isContentEqual, !isContentEqual(oldItem, item) { return changedContent }
            return ItemChange.none
        }
        // The old section being followed is held in a local array, so that following a run
        // costs one comparison (no nested storage access and reference counting per item).
        var cachedSection = -1
        var cachedItems: [ItemIdentifier] = []
        for (newOrdinal, section) in new.sections.enumerated() {
            section.items.withUnsafeBufferPointer { newItems in
                // An item that follows its predecessor in the old snapshot too is found by
                // comparison, without hashing; identifiers are unique, so that is where it is.
                var previousSection = -1, previousPosition = -1
                var listed = 0..<newItems.count
                // A section kept from an old one leaves out the ends it shares with it.
                let origin = sectionMapping.newSectionOrigins[newOrdinal]
                if origin >= 0 {
                    if origin != cachedSection {
                        cachedSection = origin
                        cachedItems = old.sections[origin].items
                    }
                    let (prefix, suffix) = commonEnds(cachedItems, newItems)
                    input.setCommonEnds(ofSection: newOrdinal, prefix: prefix, suffix: suffix)
                    if hasMarks || isContentEqual != nil {
                        input.recordEndChanges(
                            ofSection: newOrdinal, oldCount: cachedItems.count, newCount: newItems.count
                        ) { newPosition, oldPosition in
                            change(of: newItems[newPosition], from: cachedItems[oldPosition])
                        }
                    }
                    listed = prefix..<newItems.count - suffix
                    if prefix > 0 { (previousSection, previousPosition) = (origin, prefix - 1) }
                }
                for item in newItems[listed] {
                    let oldSection: Int, oldPosition: Int
                    if previousSection >= 0, previousSection == cachedSection,
                        previousPosition + 1 < cachedItems.count, cachedItems[previousPosition + 1] == item
                    {
                        oldSection = previousSection
                        oldPosition = previousPosition + 1
                    } else if let location = old.location(of: item) {
                        (oldSection, oldPosition) = old.ordinalAndPosition(of: location)
                        if oldSection != cachedSection {
                            cachedSection = oldSection
                            cachedItems = old.sections[oldSection].items
                        }
                    } else {
                        previousSection = -1
                        input.append(section: -1, position: 0, change: ItemChange.none)
                        continue
                    }
                    previousSection = oldSection
                    previousPosition = oldPosition
                    input.append(
                        section: Int32(oldSection), position: Int32(oldPosition),
                        change: change(of: item, from: cachedItems[oldPosition]))
                }
            }
        }
        computeItemChanges(input)
    }
}

// MARK: - Sections

/// How the sections of two snapshots correspond, for the item-level difference.
@usableFromInline
struct SectionMapping {
    @usableFromInline var oldSectionIsReplaced: [Bool]
    @usableFromInline var newSectionOrigins: [Int]

    @inlinable
    init(oldSectionIsReplaced: [Bool], newSectionOrigins: [Int]) {
        self.oldSectionIsReplaced = oldSectionIsReplaced
        self.newSectionOrigins = newSectionOrigins
    }
}

extension BatchUpdate {
    /// Fills the section changes and returns how sections correspond.
    ///
    /// - Complexity: O(*s* log *s*) for *s* sections.
    @inlinable
    mutating func computeSectionChanges<SectionIdentifier, ItemIdentifier>(
        from old: Snapshot<SectionIdentifier, ItemIdentifier>,
        to new: Snapshot<SectionIdentifier, ItemIdentifier>
    ) -> SectionMapping {
        var origins = [Int](repeating: -1, count: new.sections.count)
        var isKept = [Bool](repeating: false, count: old.sections.count)
        var keptOldOrdinals: [Int32] = []
        for (newOrdinal, section) in new.sections.enumerated() {
            if let oldOrdinal = old.sectionOrdinals[section.identifier] {
                origins[newOrdinal] = oldOrdinal
                isKept[oldOrdinal] = true
                keptOldOrdinals.append(Int32(oldOrdinal))
            }
        }
        let staying = longestIncreasingSubsequenceMembership(keptOldOrdinals)
        var mapping = SectionMapping(oldSectionIsReplaced: isKept.map { !$0 }, newSectionOrigins: origins)
        for (oldOrdinal, kept) in isKept.enumerated() where !kept {
            deletedSections.append(oldOrdinal)
        }
        var keptCursor = 0
        for (newOrdinal, oldOrdinal) in origins.enumerated() {
            guard oldOrdinal >= 0 else {
                insertedSections.append(newOrdinal)
                continue
            }
            let stays = staying[keptCursor]
            keptCursor += 1
            if new.reloadedSections.contains(new.sections[newOrdinal].identifier) {
                mapping.oldSectionIsReplaced[oldOrdinal] = true
                mapping.newSectionOrigins[newOrdinal] = -1
                if stays {
                    reloadedSections.append(oldOrdinal)
                } else {
                    deletedSections.append(oldOrdinal)
                    insertedSections.append(newOrdinal)
                }
            } else if !stays {
                movedSections.append(SectionMove(from: oldOrdinal, to: newOrdinal))
            }
        }
        deletedSections.sort()
        insertedSections.sort()
        reloadedSections.sort()
        return mapping
    }
}
