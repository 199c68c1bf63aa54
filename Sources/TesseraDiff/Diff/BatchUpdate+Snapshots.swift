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
        from old: __shared Snapshot<SectionIdentifier, ItemIdentifier>,
        to new: __shared Snapshot<SectionIdentifier, ItemIdentifier>,
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
        from old: __shared Snapshot<SectionIdentifier, ItemIdentifier>,
        to new: __shared Snapshot<SectionIdentifier, ItemIdentifier>,
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
        from old: __shared Snapshot<SectionIdentifier, ItemIdentifier>,
        to new: __shared Snapshot<SectionIdentifier, ItemIdentifier>,
        contentUpdate: ContentUpdateStyle = .reconfigure,
        isContentEqual: ((_ old: ItemIdentifier, _ new: ItemIdentifier) -> Bool)?
    ) {
        // Returned by a function rather than filled through `self`: filled in the initializer,
        // the update was copied and destroyed on its way out.
        self = Self.difference(from: old, to: new, contentUpdate: contentUpdate, isContentEqual: isContentEqual)
    }

    /// The update ``init(from:to:contentUpdate:isContentEqual:)`` makes. Not inlined there: its
    /// result is then moved out, where the initializer copied it and destroyed the original.
    @inlinable @inline(never)
    static func difference<SectionIdentifier, ItemIdentifier>(
        from old: __shared Snapshot<SectionIdentifier, ItemIdentifier>,
        to new: __shared Snapshot<SectionIdentifier, ItemIdentifier>,
        contentUpdate: ContentUpdateStyle,
        isContentEqual: ((_ old: ItemIdentifier, _ new: ItemIdentifier) -> Bool)?
    ) -> BatchUpdate {
        // Nothing shown yet, or nothing left: whole sections, nothing to match.
        guard !old.sections.isEmpty, !new.sections.isEmpty else {
            return BatchUpdate(
                deletedSections: Array(old.sections.indices), insertedSections: Array(new.sections.indices))
        }
        // When `new` was edited from `old`'s state, the edits tell which ends of each section
        // they left untouched: those are matched without comparing them.
        // Read in place (`SnapshotHistory.hasEdits(since:)`), not copied.
        let isEdited = new.history.hasEdits(since: old.history)
        if isEdited, let update = differenceBetweenEnds(from: old, to: new) { return update }
        var update = BatchUpdate()
        let sectionMapping =
            isEdited && !new.history.movedSections(sinceEdited: old.history)
            ? update.sectionChangesWithoutMoves(from: old, to: new) : update.computeSectionChanges(from: old, to: new)
        // The counts each snapshot keeps (for one section, its table itself: no array is made).
        var input = ItemDifferenceInput(
            oldSectionCounts: old.itemCounts,
            oldSectionIsReplaced: sectionMapping.oldSectionIsReplaced,
            newSectionCounts: new.itemCounts,
            newSectionOrigins: sectionMapping.newSectionOrigins,
            listedItemCount: isEdited ? 0 : new.numberOfItems
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
        // The marked items, in new index order, for the ends the edits tell (whose content is
        // not compared: an item the edits left where it was is the value it was).
        var marks = isEdited && hasMarks ? new.markedItemChanges()[...] : []
        // The old section being followed is held in a local array, so that following a run
        // costs one comparison (no nested storage access and reference counting per item).
        var cachedSection = -1
        var cachedItems: [ItemIdentifier] = []
        // The items compared at the ends and listed, counted for tests (`ItemVisits`).
        var visited = 0
        for (newOrdinal, section) in new.sections.enumerated() {
            section.items.withUnsafeBufferPointer { newItems in
                // An item that follows its predecessor in the old snapshot too (or precedes it) is
                // found by comparison, without hashing; identifiers are unique, so that is where it is.
                var previousSection = -1, previousPosition = -1
                var listed = 0..<newItems.count
                // A section kept from an old one leaves out the ends it shares with it.
                let origin = sectionMapping.newSectionOrigins[newOrdinal]
                if origin >= 0 {
                    if origin != cachedSection {
                        cachedSection = origin
                        cachedItems = old.sections[origin].items
                    }
                    let oldCount = cachedItems.count, newCount = newItems.count
                    if isEdited,
                        let (prefix, suffix) = new.history.untouchedEnds(
                            ofSection: section.key, oldCount: oldCount, newCount: newCount, sinceEdited: old.history)
                    {
                        input.setCommonEnds(ofSection: newOrdinal, prefix: prefix, suffix: suffix)
                        input.recordMarkedEndChanges(ofSection: newOrdinal, newCount: newCount, marks: &marks)
                    } else {
                        let (prefix, suffix) = commonEnds(cachedItems, newItems)
                        visited += prefix + suffix
                        input.setCommonEnds(ofSection: newOrdinal, prefix: prefix, suffix: suffix)
                        if hasMarks || isContentEqual != nil {
                            input.recordEndChanges(ofSection: newOrdinal, oldCount: oldCount, newCount: newCount) {
                                newPosition, oldPosition in
                                change(of: newItems[newPosition], from: cachedItems[oldPosition])
                            }
                        }
                    }
                    let prefix = input.commonPrefix(ofSection: newOrdinal)
                    listed = prefix..<newCount - input.commonSuffix(ofSection: newOrdinal)
                    if prefix > 0 { (previousSection, previousPosition) = (origin, prefix - 1) }
                }
                visited += listed.count
                for item in newItems[listed] {
                    let oldSection: Int, oldPosition: Int
                    if previousSection >= 0, previousSection == cachedSection,
                        previousPosition + 1 < cachedItems.count, cachedItems[previousPosition + 1] == item
                    {
                        oldSection = previousSection
                        oldPosition = previousPosition + 1
                    } else if previousSection >= 0, previousSection == cachedSection, previousPosition > 0,
                        cachedItems[previousPosition - 1] == item
                    {
                        // A run in reverse order (a reversal) is followed the same way.
                        oldSection = previousSection
                        oldPosition = previousPosition - 1
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
        // Counting nothing changes no count: the call (a task-local read) is made for items only.
        if visited > 0 { recordVisitedItems(visited) }
        update.computeItemChanges(consume input)
        return update
    }
}

extension BatchUpdate {
    /// The update from `old` to `new`, edited from `old`'s state, when the edits only removed
    /// items or only added items between the ends of each section they left untouched — the
    /// usual edit of a list, one item deleted or inserted — and changed no section and marked
    /// nothing; `nil` otherwise. It is the full diff's (``difference(from:to:contentUpdate:isContentEqual:)``),
    /// without the tables that diff fills: the untouched ends hold the same items in both, and
    /// identifiers are unique, so that an item between the ends of `old` is in no end of `new`,
    /// and one between the ends of `new` in no end of `old`. When only `old` has items between
    /// the ends, each of them is deleted; when only `new` has, each of them is inserted (an item
    /// removed from one section and added to another is a move, which the full diff finds).
    /// The ends are not compared, as the full diff does not compare them either.
    ///
    /// - Complexity: O(*s* + *c*) for *s* sections and *c* items between the ends.
    @inlinable
    static func differenceBetweenEnds<SectionIdentifier, ItemIdentifier>(
        from old: __shared Snapshot<SectionIdentifier, ItemIdentifier>,
        to new: __shared Snapshot<SectionIdentifier, ItemIdentifier>
    ) -> BatchUpdate? {
        guard new.sections.count == old.sections.count, new.reloadedSections.isEmpty, new.reloadedItems.isEmpty,
            new.reconfiguredItems.isEmpty, !new.history.movedSections(sinceEdited: old.history)
        else { return nil }
        // The same sections, in the same order: sections were neither moved, deleted, inserted
        // nor appended.
        var deleted: [IndexPath] = [], inserted: [IndexPath] = []
        for ordinal in new.sections.indices {
            let oldCount = old.sections[ordinal].items.count, newCount = new.sections[ordinal].items.count
            guard
                let (prefix, suffix) = new.history.untouchedEnds(
                    ofSection: new.sections[ordinal].key, oldCount: oldCount, newCount: newCount,
                    sinceEdited: old.history)
            else { return nil }
            let removed = prefix..<oldCount - suffix, added = prefix..<newCount - suffix
            if !removed.isEmpty {
                guard added.isEmpty, inserted.isEmpty else { return nil }
                let paths = removed.map { IndexPath(section: ordinal, item: $0) }
                if deleted.isEmpty { deleted = paths } else { deleted += paths }
            } else if !added.isEmpty {
                guard deleted.isEmpty else { return nil }
                let paths = added.map { IndexPath(section: ordinal, item: $0) }
                if inserted.isEmpty { inserted = paths } else { inserted += paths }
            }
        }
        // The full diff lists the items between the new ends: as many visits.
        if !inserted.isEmpty { recordVisitedItems(inserted.count) }
        return BatchUpdate(deletedItems: deleted, insertedItems: inserted)
    }
}

/// Counts the items a diff compared and listed, for tests (`ItemVisits`): a call out of the
/// diff's inlinable code, once per diff.
@usableFromInline
func recordVisitedItems(_ count: Int) {
    ItemVisits.record(count)
}
