import Foundation

// MARK: - Diffing off the main actor

/// A snapshot handed to ``CollectionViewUpdater/apply(_:animatingDifferences:difference:)``,
/// with the callers waiting for it to be shown.
final class BackgroundRequest<SnapshotType: Sendable> {
    var snapshot: SnapshotType
    var animated: Bool
    var difference: @Sendable (SnapshotType, SnapshotType) -> BatchUpdate
    var completions: [(Bool) -> Void]
    /// Set when a later synchronous apply took its place: its diff is thrown away.
    var isSuperseded = false

    init(
        snapshot: SnapshotType, animated: Bool,
        difference: @escaping @Sendable (SnapshotType, SnapshotType) -> BatchUpdate,
        completions: [(Bool) -> Void]
    ) {
        self.snapshot = snapshot
        self.animated = animated
        self.difference = difference
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
    ///   supersedes the background applies that wait or diff (their diff is thrown away, and their
    ///   callers resume when the synchronous one is shown).
    /// - If the shown state changes under a running diff (an interactive move the collection view
    ///   made itself), the diff is run again from the new state.
    /// - An apply cannot be cancelled: the collection view always reaches the latest snapshot it
    ///   was given. Cancelling the task that awaits it does not stop the update; the call still
    ///   returns when the snapshot is shown.
    ///
    /// - Parameters:
    ///   - snapshot: The new state; its reload and reconfigure marks are honoured.
    ///   - animatingDifferences: Whether the batch update animates.
    ///   - difference: The diff, run off the main actor (`BatchUpdate(from:to:)` by default).
    /// - Complexity: O(*n* + *m*) off the main actor for the diff of *n* shown and *m* new items;
    ///   on the main actor, O(*s*) to check the host's counts plus the host's update.
    @discardableResult
    public func apply(
        _ snapshot: SnapshotType, animatingDifferences: Bool = true,
        difference: @escaping @Sendable (SnapshotType, SnapshotType) -> BatchUpdate = { BatchUpdate(from: $0, to: $1) }
    ) async -> Bool {
        await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            let resume: (Bool) -> Void = { continuation.resume(returning: $0) }
            if let waiting = waitingForDiff {
                var newest = snapshot
                newest.carryMarks(of: waiting.snapshot)
                waiting.snapshot = newest
                waiting.animated = animatingDifferences
                waiting.difference = difference
                waiting.completions.append(resume)
            } else {
                waitingForDiff = BackgroundRequest(
                    snapshot: snapshot, animated: animatingDifferences, difference: difference, completions: [resume])
            }
            startBackgroundDiffIfIdle()
        }
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
            let update = await Task.detached(priority: .userInitiated) { difference(base, target) }.value
            finishBackgroundDiff(of: request, update: update, generation: generation)
        }
    }

    /// Queues the update a background diff computed — or, when the shown state changed under it,
    /// diffs again — then starts the next diff.
    private func finishBackgroundDiff(of request: BackgroundRequest<SnapshotType>, update: BatchUpdate, generation: Int)
    {
        diffing = nil
        if request.isSuperseded {
            // A synchronous apply took its place; its callers wait for that one.
        } else if generation == shownStateGeneration && !hasQueuedUpdate {
            enqueueDiffed(
                request.snapshot, update: update, base: generation, animated: request.animated,
                completions: request.completions)
        } else if let newer = waitingForDiff {
            // Stale, and a newer snapshot waits: it replaces this one.
            newer.completions = request.completions + newer.completions
            var newest = newer.snapshot
            newest.carryMarks(of: request.snapshot)
            newer.snapshot = newest
        } else {
            waitingForDiff = request
        }
        startBackgroundDiffIfIdle()
    }

    /// Takes the callers of the background applies that wait or diff, for a synchronous apply
    /// that supersedes them.
    func supersedeBackgroundApplies() -> [(Bool) -> Void] {
        var completions: [(Bool) -> Void] = []
        if let diffing {
            diffing.isSuperseded = true
            completions += diffing.completions
            diffing.completions = []
        }
        if let waiting = waitingForDiff {
            completions += waiting.completions
            waitingForDiff = nil
        }
        return completions
    }
}
