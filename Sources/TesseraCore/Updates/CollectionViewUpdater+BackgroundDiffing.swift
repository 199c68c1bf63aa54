import Foundation

// MARK: - Diffing off the main actor

/// A snapshot handed to `CollectionViewUpdater.apply(_:animatingDifferences:difference:)`,
/// with the callers waiting for it to be shown.
final class BackgroundRequest<Section: Hashable & Sendable, Item: Hashable & Sendable>: PendingApply {
    typealias SnapshotType = Snapshot<Section, Item>

    var snapshot: SnapshotType
    var animated: Bool
    var difference: @Sendable (SnapshotType, SnapshotType) -> BatchUpdate
    /// A new layout description that goes with the snapshot, if any.
    var layout: (any CollectionLayout)?
    /// Switches the owner's own state to the snapshot's, inside the update.
    var commit: (() -> Void)?
    var completions: [(Bool) -> Void]
    /// Set when a later synchronous apply took its place: its diff is thrown away.
    var isSuperseded = false

    /// Never: a background apply diffs (`applySnapshotUsingReloadData` is synchronous).
    var reload: Bool {
        get { false }
        set {}
    }

    /// Nothing to discard: its diff runs after it takes its place.
    func discardPrecomputedUpdate() {}

    init(
        snapshot: SnapshotType, animated: Bool,
        difference: @escaping @Sendable (SnapshotType, SnapshotType) -> BatchUpdate,
        layout: (any CollectionLayout)?, commit: (() -> Void)?, completions: [(Bool) -> Void]
    ) {
        self.snapshot = snapshot
        self.animated = animated
        self.difference = difference
        self.layout = layout
        self.commit = commit
        self.completions = completions
    }
}

extension CollectionViewUpdater {
    /// Shows a snapshot, computing its `BatchUpdate` off the main actor, and returns once it is
    /// shown (`true` unless its animation was interrupted).
    ///
    /// The diff runs on a background task from the snapshot shown when it starts; the update is
    /// then performed on the main actor through the same path as every other update. Applies made
    /// while a diff runs coalesce: each replaces the one waiting before it, and when the diff ends
    /// the next one goes from what is shown to the latest, so the view never falls behind and no
    /// intermediate state is animated; every caller resumes once a snapshot at least as new as its
    /// own is shown.
    ///
    /// Ordering and cancellation:
    /// - Applies take effect in the order they are made. A synchronous apply made meanwhile
    ///   supersedes the background applies that wait or diff (their diff is thrown away; their
    ///   reload and reconfigure marks, layout and commit carry over to it as to any apply that
    ///   takes another's place, and their callers resume when the synchronous one is shown).
    /// - If the shown state changes under a running diff (an interactive move the collection view
    ///   made itself), the diff is run again from the new state.
    /// - An apply cannot be cancelled: the collection view always reaches the latest snapshot it
    ///   was given. Cancelling the task that awaits it does not stop the update; the call still
    ///   returns when the snapshot is shown.
    ///
    /// - Parameters:
    ///   - snapshot: The new state; its reload and reconfigure marks are honoured.
    ///   - animatingDifferences: Whether the batch update animates.
    ///   - layout: A new layout description that goes with the new state, if any.
    ///   - commit: Switches the owner's own state (the models behind the identifiers) to the new
    ///     one; it runs inside the update, when the collection view starts reading the new state.
    ///     A snapshot that replaces this one before it is shown takes its place, so only the
    ///     latest commit runs (the owner's latest state includes the earlier ones).
    ///   - difference: The diff, run off the main actor (`BatchUpdate(from:to:)` by default).
    /// - Complexity: O(*n* + *m*) off the main actor for the diff of *n* shown and *m* new items;
    ///   on the main actor, O(*s*) to check the host's counts plus the host's update.
    @discardableResult
    @_spi(Testing) public func apply(
        _ snapshot: SnapshotType, animatingDifferences: Bool = true, layout: (any CollectionLayout)? = nil,
        commit: (() -> Void)? = nil,
        difference: @escaping @Sendable (SnapshotType, SnapshotType) -> BatchUpdate = { BatchUpdate(from: $0, to: $1) }
    ) async -> Bool {
        await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            applyInBackground(
                snapshot, animatingDifferences: animatingDifferences, layout: layout, commit: commit,
                difference: difference, completion: { continuation.resume(returning: $0) })
        }
    }

    /// Hands a snapshot to the background path now, and calls `completion` once a snapshot at
    /// least as new is shown: the synchronous half of the `async` apply, for owners whose edits
    /// are synchronous calls (the list adapters).
    ///
    /// - Complexity: O(*m*) for *m* reload and reconfigure marks carried from a waiting snapshot.
    package func applyInBackground(
        _ snapshot: SnapshotType, animatingDifferences: Bool, layout: (any CollectionLayout)?, commit: (() -> Void)?,
        difference: @escaping @Sendable (SnapshotType, SnapshotType) -> BatchUpdate,
        completion: @escaping (Bool) -> Void
    ) {
        var request = BackgroundRequest(
            snapshot: snapshot, animated: animatingDifferences, difference: difference, layout: layout,
            commit: commit, completions: [completion])
        if let waiting = waitingForDiff { request.takePlace(of: waiting) }
        waitingForDiff = request
        startBackgroundDiffIfIdle()
    }

    /// Starts the diff of the waiting snapshot when no diff runs and no update is queued (so that
    /// it goes from the shown snapshot, which an update in flight has already switched to).
    func startBackgroundDiffIfIdle() {
        guard diffing == nil, !hasQueuedUpdate, let request = waitingForDiff else { return }
        waitingForDiff = nil
        diffing = request
        backgroundDiffCount += 1
        let base = shownSnapshot
        let generation = shownStateGeneration
        let target = request.snapshot
        let difference = request.difference
        // The updater stays alive until its diff is done, so that its callers resume.
        Task { [self] in
            let (update, isValid) = await Task.detached(priority: .userInitiated) {
                let update = difference(base, target)
                // Checked here, against the counts it was computed from, rather than on the main
                // actor: O(s + c log c) for s sections and c changes.
                let isValid =
                    (try? update.validate(itemCountsBefore: base.itemCounts, itemCountsAfter: target.itemCounts))
                    != nil
                return (update, isValid)
            }.value
            finishBackgroundDiff(of: request, update: update, generation: generation, isValid: isValid)
        }
    }

    /// Queues the update a background diff computed — or, when the shown state changed under it,
    /// diffs again — then starts the next diff.
    private func finishBackgroundDiff(
        of request: BackgroundRequest<SectionIdentifierType, ItemIdentifierType>, update: BatchUpdate, generation: Int,
        isValid: Bool
    ) {
        diffing = nil
        if request.isSuperseded {
            // A synchronous apply took its place; its callers wait for that one.
        } else if generation == shownStateGeneration && !hasQueuedUpdate {
            enqueueDiffed(request, update: update, base: generation, isValid: isValid)
        } else if var newer = waitingForDiff {
            // Stale, and a newer snapshot waits: it replaces this one.
            newer.takePlace(of: request)
        } else {
            waitingForDiff = request
        }
        startBackgroundDiffIfIdle()
    }

    /// Takes the place of the background applies that wait or diff, for a synchronous apply that
    /// supersedes them: their callers, and the newest layout and commit they carried (a later
    /// synchronous apply without its own still needs them).
    func supersedeBackgroundApplies() -> BackgroundRequest<SectionIdentifierType, ItemIdentifierType>? {
        guard diffing != nil || waitingForDiff != nil else { return nil }
        var superseded: BackgroundRequest<SectionIdentifierType, ItemIdentifierType>?
        for case let request? in [diffing, waitingForDiff] where !request.isSuperseded {
            var taken = BackgroundRequest(
                snapshot: request.snapshot, animated: request.animated, difference: request.difference,
                layout: request.layout, commit: request.commit, completions: request.completions)
            if let earlier = superseded { taken.takePlace(of: earlier) }
            superseded = taken
            request.isSuperseded = true
            request.completions = []
        }
        waitingForDiff = nil
        return superseded
    }
}
