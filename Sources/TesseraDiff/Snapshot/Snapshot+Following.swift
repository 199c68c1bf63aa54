// MARK: - Following an edited copy

extension Snapshot {
    /// Becomes `new` — without its reload and reconfigure marks — by making in place the edits
    /// that lead to it, when `new` was edited from this snapshot's named state and its edits left
    /// the sections where they were (items inserted, deleted or moved, sections appended):
    /// between the ends of each section those edits left untouched, the old items are deleted and
    /// the new ones inserted. Otherwise it takes `new`'s storage, as an assignment does.
    ///
    /// The two then never share storage: the owner of `new` edits it next without copying it,
    /// and an update path that keeps the state it shows this way, rather than a copy of the
    /// owner's, costs what changed twice instead of a whole-list copy for each edit. It takes the
    /// name of `new`'s state, so that a copy of `new` edited next is recognized as edited from it.
    ///
    /// Returns the snapshot replaced when it took `new`'s storage (so that the caller decides
    /// where its storage is freed), `nil` when it followed the edits in place.
    ///
    /// - Complexity: O(*c* + *s* + *m*) for *c* items between the untouched ends, *s* sections and
    ///   *m* items after them in the sections they are in, when it follows the edits; O(1) when it
    ///   takes `new`'s storage.
    @usableFromInline
    package mutating func follow(_ new: Snapshot) -> Snapshot? {
        guard followEdits(of: new) else {
            var replaced = new.removingMarks()
            swap(&replaced, &self)
            return replaced
        }
        history = SnapshotHistory()
        history.name = new.history.name
        return nil
    }

    /// Makes the edits from this snapshot's named state to `new` in place; `false` when the edits
    /// since that state are not known or move sections, or when making them failed (the snapshot
    /// is then to be replaced whole).
    private mutating func followEdits(of new: Snapshot) -> Bool {
        guard let edits = new.history.edits(since: history), !edits.movedSections,
            new.sections.count >= sections.count, reloadedSections.isEmpty, reloadedItems.isEmpty,
            reconfiguredItems.isEmpty
        else { return false }
        // Each section kept: its items between the untouched ends, here and in `new`.
        var middles: [(ordinal: Int, old: Range<Int>, new: Range<Int>)] = []
        for ordinal in sections.indices {
            let section = new.sections[ordinal]
            guard section.identifier == sections[ordinal].identifier else { return false }
            let oldCount = sections[ordinal].items.count, newCount = section.items.count
            guard
                let (prefix, suffix) = edits.untouchedEnds(
                    ofSection: section.key, oldCount: oldCount, newCount: newCount)
            else { return false }
            guard prefix + suffix < max(oldCount, newCount) else { continue }
            middles.append((ordinal, prefix..<oldCount - suffix, prefix..<newCount - suffix))
        }
        // Every old middle goes first, so that an item moved from one section to another is not
        // found twice.
        var deleted: [ItemIdentifierType] = []
        for middle in middles { deleted += sections[middle.ordinal].items[middle.old] }
        deleteItems(deleted)
        do throws(SnapshotError) {
            for middle in middles where !middle.new.isEmpty {
                try insertItems(
                    Array(new.sections[middle.ordinal].items[middle.new]), inSectionAt: middle.ordinal,
                    at: middle.new.lowerBound)
            }
            for ordinal in sections.count..<new.sections.count {
                try appendSections([new.sections[ordinal].identifier])
                try appendItems(new.sections[ordinal].items, toSectionAt: ordinal)
            }
        } catch {
            return false
        }
        return itemCount == new.itemCount && sections.count == new.sections.count
    }
}
