/// A name for one state of a snapshot: a data source names the state it hands out, so that a copy
/// edited since can be recognized as coming from it. Only its identity counts.
@usableFromInline
final class SnapshotState: Sendable {
    @usableFromInline
    init() {}
}

/// What a snapshot knows of where its state comes from: the name of its state, when it is one
/// that a data source handed out and has not been edited since; otherwise, when it was edited from
/// a named state, that state and what the edits left untouched.
///
/// Edits record, for each section they touch, how many of its first and last items are still those
/// the section had in the named state (`SectionEnds`). A diff from that state to this snapshot
/// then matches those ends without comparing them: it costs what lies between them. The record is
/// conservative — an edit undone by another still counts — which changes nothing in the diff's
/// result (`BatchUpdate`'s common ends may be taken shorter than they are; the update is the same).
///
/// Edits of snapshots without a name record nothing: a snapshot built from scratch costs nothing
/// more to edit.
@usableFromInline
struct SnapshotHistory: Sendable {
    /// How much of a section the edits since the named state left as it was.
    @usableFromInline
    struct SectionEnds: Sendable, Equatable {
        /// Its first `prefix` items and its last `suffix` items are those it had, in the same order
        /// (the two may overlap: a section not yet shortened has both at its whole length).
        @usableFromInline var prefix: Int
        @usableFromInline var suffix: Int

        /// A section that did not exist in the named state: nothing of it is known.
        @usableFromInline static var unknown: SectionEnds { SectionEnds(prefix: -1, suffix: -1) }

        @inlinable
        init(prefix: Int, suffix: Int) {
            self.prefix = prefix
            self.suffix = suffix
        }

        @inlinable
        var isKnown: Bool { prefix >= 0 }
    }

    /// What the edits since a named state did.
    @usableFromInline
    struct Edits: Sendable {
        /// The state they started from.
        @usableFromInline let origin: SnapshotState
        /// Whether sections were inserted, deleted or moved since.
        @usableFromInline var movedSections = false
        /// The key of the first section whose items were edited since (`-1` before any), and what
        /// they left of it: held apart from `otherSections`, so that edits of one section, the
        /// common case, allocate nothing.
        @usableFromInline var firstKey: Int32 = -1
        @usableFromInline var firstEnds = SectionEnds.unknown
        /// The other sections whose items were edited since, by their keys; the others hold the
        /// items they had.
        @usableFromInline var otherSections: [Int32: SectionEnds] = [:]

        @inlinable
        init(origin: SnapshotState) {
            self.origin = origin
        }

        /// What the edits left of the section with key `key`; `nil` when they did not touch it.
        @inlinable
        func ends(ofSection key: Int32) -> SectionEnds? {
            key == firstKey ? firstEnds : otherSections[key]
        }

        /// Records what the edits left of the section with key `key`.
        @inlinable
        mutating func setEnds(_ ends: SectionEnds, ofSection key: Int32) {
            if firstKey < 0 || key == firstKey {
                firstKey = key
                firstEnds = ends
            } else {
                otherSections[key] = ends
            }
        }

        /// Every section the edits touched, with what they left of it.
        @inlinable
        var touchedSections: [(key: Int32, ends: SectionEnds)] {
            guard firstKey >= 0 else { return [] }
            return [(firstKey, firstEnds)] + otherSections.map { ($0.key, $0.value) }
        }

        /// How many of the first and the last items of the section with key `key` (holding
        /// `newCount` items, and `oldCount` in the origin) are its items of the origin, not
        /// overlapping; `nil` when nothing is known of it.
        @inlinable
        func untouchedEnds(ofSection key: Int32, oldCount: Int, newCount: Int) -> (prefix: Int, suffix: Int)? {
            guard let ends = ends(ofSection: key) else { return (newCount, 0) }
            guard ends.isKnown else { return nil }
            let shorter = Swift.min(oldCount, newCount)
            let prefix = Swift.min(ends.prefix, shorter)
            return (prefix, Swift.min(ends.suffix, shorter - prefix))
        }
    }

    /// The name of this state, while the snapshot is unedited since it was named.
    @usableFromInline var name: SnapshotState?
    /// The edits since the named state this snapshot comes from.
    @usableFromInline var edits: Edits?

    @inlinable
    init() {}

    /// Whether edits are recorded.
    @inlinable
    var isRecording: Bool { name != nil || edits != nil }

    /// Begins recording edits: a named state becomes the origin of the edits that follow.
    @inlinable
    mutating func beginEdit() {
        guard let name else { return }
        edits = Edits(origin: name)
        self.name = nil
    }

    /// Records that items were inserted before `position` of the section with key `key`, which
    /// held `count` items before them.
    @inlinable
    mutating func itemsInserted(inSection key: Int32, at position: Int, count: Int) {
        beginEdit()
        guard edits != nil else { return }
        var ends = edits!.ends(ofSection: key) ?? SectionEnds(prefix: count, suffix: count)
        if ends.isKnown {
            ends.prefix = Swift.min(ends.prefix, position)
            ends.suffix = Swift.min(ends.suffix, count - position)
        }
        edits!.setEnds(ends, ofSection: key)
    }

    /// Records that the items at `first` through `last` (and perhaps some between) of the
    /// section with key `key`, which held `count` items, were removed.
    @inlinable
    mutating func itemsRemoved(inSection key: Int32, first: Int, last: Int, count: Int) {
        beginEdit()
        guard edits != nil else { return }
        var ends = edits!.ends(ofSection: key) ?? SectionEnds(prefix: count, suffix: count)
        if ends.isKnown {
            ends.prefix = Swift.min(ends.prefix, first)
            ends.suffix = Swift.min(ends.suffix, count - 1 - last)
        }
        edits!.setEnds(ends, ofSection: key)
    }

    /// Records that sections were appended, with these keys: nothing of them is known, and the
    /// sections before them stay where they were.
    @inlinable
    mutating func sectionsAppended(_ keys: Range<Int32>) {
        beginEdit()
        guard edits != nil else { return }
        for key in keys { edits!.setEnds(.unknown, ofSection: key) }
    }

    /// Records that sections were inserted among others (with these keys), deleted or moved.
    @inlinable
    mutating func sectionsMoved(inserting keys: Range<Int32> = 0..<0) {
        beginEdit()
        guard edits != nil else { return }
        edits!.movedSections = true
        for key in keys { edits!.setEnds(.unknown, ofSection: key) }
    }

    /// Records that the sections' keys changed, through `newKey` (`nil` for a section deleted).
    @inlinable
    mutating func sectionsRekeyed(_ newKey: (Int32) -> Int32?) {
        guard let recorded = edits?.touchedSections, !recorded.isEmpty else { return }
        edits!.firstKey = -1
        edits!.otherSections = [:]
        for (key, ends) in recorded {
            if let new = newKey(key) { edits!.setEnds(ends, ofSection: new) }
        }
    }

    /// Stops recording: the snapshot no longer tells what changed (a state replaced whole).
    @inlinable
    mutating func forget() {
        name = nil
        edits = nil
    }

    /// The edits that lead from `old` to the snapshot with this history, when `old` is the state
    /// they started from; an empty record when both are the same named state; otherwise `nil`.
    @inlinable
    func edits(since old: SnapshotHistory) -> Edits? {
        guard let oldName = old.name else { return nil }
        if let name, name === oldName { return Edits(origin: name) }
        guard let edits, edits.origin === oldName else { return nil }
        return edits
    }

    // The edits since a state, read in place by a diff of two borrowed snapshots: returned as a
    // value, they were copied and destroyed at each diff. Each answers as `edits(since: old)`
    // does, read from it.

    /// Whether ``edits(since:)`` is not `nil`.
    @inlinable
    func hasEdits(since old: SnapshotHistory) -> Bool {
        guard let oldName = old.name else { return false }
        if let name, name === oldName { return true }
        return edits?.origin === oldName
    }

    /// `edits(since: old)?.movedSections`, for a history that ``hasEdits(since:)``.
    @inlinable
    func movedSections(sinceEdited old: SnapshotHistory) -> Bool {
        if let name, name === old.name { return false }
        return edits?.movedSections ?? false
    }

    /// `edits(since: old)?.untouchedEnds(ofSection:oldCount:newCount:)`, for a history that
    /// ``hasEdits(since:)``.
    @inlinable
    func untouchedEnds(ofSection key: Int32, oldCount: Int, newCount: Int, sinceEdited old: SnapshotHistory) -> (
        prefix: Int, suffix: Int
    )? {
        if let name, name === old.name { return (newCount, 0) }
        return edits?.untouchedEnds(ofSection: key, oldCount: oldCount, newCount: newCount)
    }
}
