// MARK: - Sections

/// How the sections of two snapshots correspond, for the item-level difference.
@usableFromInline
struct SectionMapping: Sendable {
    @usableFromInline var oldSectionIsReplaced: [Bool]
    @usableFromInline var newSectionOrigins: [Int]

    @inlinable
    init(oldSectionIsReplaced: [Bool], newSectionOrigins: [Int]) {
        self.oldSectionIsReplaced = oldSectionIsReplaced
        self.newSectionOrigins = newSectionOrigins
    }

    /// One section kept where it is, its tables made once and shared (most lists have one
    /// section): filling them for each update allocates two arrays.
    @usableFromInline static let oneKept = SectionMapping(oldSectionIsReplaced: [false], newSectionOrigins: [0])
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
        var origins = [Int](filling: -1, count: new.sections.count)
        var isKept = [Bool](filling: false, count: old.sections.count)
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

    /// Fills the section changes of an update to a snapshot whose sections were only appended to
    /// since `old`'s state (its first sections are `old`'s, in order), and returns how sections
    /// correspond: what ``computeSectionChanges(from:to:)`` finds there, without looking
    /// identifiers up but for the sections marked for reloading.
    ///
    /// - Complexity: O(*s* + *r*) for *s* sections and *r* reload marks.
    @inlinable
    mutating func sectionChangesWithoutMoves<SectionIdentifier, ItemIdentifier>(
        from old: Snapshot<SectionIdentifier, ItemIdentifier>,
        to new: Snapshot<SectionIdentifier, ItemIdentifier>
    ) -> SectionMapping {
        let kept = old.sections.count
        var mapping =
            kept == 1 && new.sections.count == 1
            ? SectionMapping.oneKept
            : SectionMapping(
                oldSectionIsReplaced: [Bool](filling: false, count: kept),
                newSectionOrigins: Array(0..<kept) + repeatElement(-1, count: new.sections.count - kept))
        if new.sections.count > kept { insertedSections = Array(kept..<new.sections.count) }
        for identifier in new.reloadedSections.ordered {
            guard let ordinal = new.sectionOrdinals[identifier], ordinal < kept else { continue }
            mapping.oldSectionIsReplaced[ordinal] = true
            mapping.newSectionOrigins[ordinal] = -1
            reloadedSections.append(ordinal)
        }
        reloadedSections.sort()
        return mapping
    }
}
