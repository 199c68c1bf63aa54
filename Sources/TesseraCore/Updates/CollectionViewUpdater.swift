import Foundation

/// Takes a collection view from the state it shows to a new one: Tessera's one update path. Every
/// owner of data — ``CollectionViewDiffableDataSource``, ``ListAdapter`` and ``AnyListAdapter``
/// with their slices, ``SectionController``, ``ScreenController`` — hands it snapshots;
/// it never lets two updates interleave.
///
/// For each update it:
/// 1. computes the `BatchUpdate` from the shown snapshot to the new one, once;
/// 2. decides how to show it (`UpdatePlan`): animated or non-animated batch updates (not animated
///    off screen or without bounds, as UIKit's diffable data source), a reload (on the first update,
///    when asked, when the layout cannot be solved, or when the host's counts do not match —
///    reported as a failure), or nothing;
/// 3. switches the owner's state inside the `performBatchUpdates` block (`commit`), so that the
///    collection view reads the old counts before the block and the new ones after it, as UIKit's
///    diffable data source does; a new layout description takes effect at the same moment, so the
///    layout is solved once, for the new counts;
/// 4. reconfigures items after the batch, in the new index space;
/// 5. calls the completion once, after the update is shown.
///
/// One rule for applies made from inside Tessera's callbacks (docs/Reliability.md, "Re-entrancy"):
/// an apply is performed at once unless an update is in flight — from a completion, or while UIKit
/// animates — or the collection view is busy: serving a cell or supplementary provider, in a
/// layout pass (will-display, did-end-displaying), in a batch update's block, or committing an
/// interactive move. Then it is queued, and performed as soon as that is over (right after the
/// layout pass); applies queued meanwhile are coalesced into one update from what is shown to the
/// latest snapshot (their reload and reconfigure marks kept), and their completions run in order,
/// each once, when it is shown. A chain of applies, each made from the completion of the one
/// before, runs one update after another in one loop, never nested.
///
/// The owner answers the collection view's data source calls from ``shownSnapshot`` (and its own
/// state switched by `commit`), never from a newer state.
@MainActor
@_spi(Testing)
public final class CollectionViewUpdater<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> {
    /// The snapshot type.
    @_spi(Testing) public typealias SnapshotType = Snapshot<SectionIdentifierType, ItemIdentifierType>

    // The stored properties marked `@exclusivity(unchecked)` here and in `Request` are only ever
    // read or assigned whole — never passed `inout`, never changed through a mutating method — so
    // that no two accesses to one of them can overlap, and the run-time exclusivity check each
    // access made (about 75 instructions, a few dozen times an update) could never fail. One
    // exception, `Request.batch`, is also taken out whole (`Optional.take()`: a standard-library
    // operation on Tessera's own types, during which no app code runs). The snapshots, passed
    // `inout` to the diff and to the snapshot operations (where the app's identifiers are hashed
    // and compared), keep theirs.

    /// The collection view updated (assigned once, in the initializer).
    @exclusivity(unchecked) package private(set) weak var host: (any CollectionViewHosting)?
    /// ``host``'s context, looked up once (it is the host's for the host's whole life, and the
    /// lookup goes through the contexts' table); weak, as the host keeps it.
    @exclusivity(unchecked) private weak var hostContext: CollectionViewHostContext?
    /// What the collection view shows (or, during an update, what it shows once the update's block
    /// ran): the owner answers its data source calls from it.
    package private(set) var shownSnapshot = SnapshotType()
    /// The number of items in each section of ``shownSnapshot``, kept with it: the counts its
    /// owner reports to the collection view, without touching the snapshot.
    @exclusivity(unchecked) package private(set) var shownItemCounts: [Int] = []
    /// Whether an update is in flight (its completion has not run yet).
    @exclusivity(unchecked) package private(set) var isUpdating = false
    /// The decision of the last update performed.
    @exclusivity(unchecked) package private(set) var lastPlan: UpdatePlan?

    @exclusivity(unchecked) private var hasUpdated = false
    @exclusivity(unchecked) private var queued: Request?
    /// The update in flight, until its completion runs.
    @exclusivity(unchecked) private var inFlight: Request?
    /// Counts the updates performed, so that a completion ends only its own update.
    @exclusivity(unchecked) private var performedCount = 0
    /// The difference from the shown snapshot to a new one. Its parameters are `inout` so that
    /// neither snapshot is copied to be passed: read from a class's stored properties, a
    /// snapshot passed by value is copied first, through its generic value witness here; the
    /// difference reads them and changes neither.
    private let difference: (inout SnapshotType, inout SnapshotType) -> BatchUpdate
    /// What the updater does with snapshots, compiled for the identifier types when the owner made
    /// it in inlinable code.
    private let operations: SnapshotOperations<SectionIdentifierType, ItemIdentifierType>
    /// The last request performed, once finished: the next apply reuses it rather than allocating
    /// one (which looks the request's generic class up at run time). Nothing uses a request once
    /// it finished (``finish(_:finished:)`` is the last step of every path that performs one, and
    /// a batch's completion called after its update finished does nothing), so that reusing it
    /// changes no update; a request that may not have run its batch is not kept.
    @exclusivity(unchecked) private var spareRequest: Request?

    /// One update waiting to be performed. A class: the updater's code runs unspecialized (its
    /// owner is generic over the app's identifiers), where each copy, test for `nil` or move of a
    /// generic struct looks its type's metadata up at run time; a reference needs none of that.
    /// Every holder of the request shares its state, so that the update lets go of it once shown
    /// (``commit(_:itemCounts:)``) while holders are still on the stack: the owner that edits the
    /// state next — from a completion, say — then finds its storage unshared, and edits it
    /// without copying it. A finished request lets go of everything it holds and is reused by the
    /// next apply when no holder is left (``reuse(animated:reload:layout:commit:completions:)``).
    private final class Request: PendingApply {
        /// The new state, until it is shown: showing it takes it out (``show(_:)``) and leaves
        /// nothing in its place — no empty snapshot, whose tables would be copied there and
        /// released when the next apply's snapshot replaced it.
        var pending: SnapshotType?
        /// ``pending``, as the paths that read or edit a request's snapshot before it is shown
        /// see it (it is there until then).
        var snapshot: SnapshotType {
            get { pending ?? SnapshotType() }
            _modify {
                // Taken out and put back, so that an edit finds its storage unshared.
                var snapshot = pending.take() ?? SnapshotType()
                defer { pending = snapshot }
                yield &snapshot
            }
        }
        /// ``pending`` in place, for the update that shows it. A request is performed before it
        /// is shown, so that its snapshot is there (showing it takes it out): asked for once it
        /// was shown, it traps naming that rule. The check reads ``isShown``, not ``pending``: a
        /// look at `pending` would be one more access checked for exclusivity, and a copy.
        var unshownSnapshot: SnapshotType {
            get {
                if isShown { preconditionFailure(Self.performedBeforeShown) }
                return pending!
            }
            @inline(__always) _modify {
                if isShown { preconditionFailure(Self.performedBeforeShown) }
                yield &pending!
            }
        }
        /// The rule ``unshownSnapshot`` relies on.
        private static var performedBeforeShown: String {
            "a request is performed before it is shown: its snapshot, which showing it takes out, was asked for after"
        }
        /// Whether the request's snapshot was shown (and taken out of ``pending``), until the
        /// request is reused.
        @exclusivity(unchecked) var isShown = false
        @exclusivity(unchecked) var animated: Bool
        @exclusivity(unchecked) var reload: Bool
        @exclusivity(unchecked) var layout: (any CollectionLayout)? {
            didSet { hasLayout = layout != nil }
        }
        /// Whether ``layout`` is set, asked before it is read: most updates have none, and
        /// copying, assigning or dropping the empty optional calls through its type's value
        /// witnesses each time.
        @exclusivity(unchecked) private(set) var hasLayout: Bool
        @exclusivity(unchecked) var commit: (() -> Void)?
        @exclusivity(unchecked) var completions: [(Bool) -> Void]
        /// An update computed off the main actor, valid while the shown state is the one it was
        /// computed from, and whether it was validated there against that state's counts.
        @exclusivity(unchecked) var precomputed: PrecomputedUpdate?

        // What the update's steps share while it is performed, kept here rather than in boxes
        // that each closure of the batch would allocate.

        /// Whether the update was recorded in the host's flight recorder.
        @exclusivity(unchecked) var isRecorded = false
        /// Whether the host's `performBatchUpdates` call returned.
        @exclusivity(unchecked) var batchReturned = false
        /// What the batch's completion was called with, once it was.
        @exclusivity(unchecked) var batchFinished: Bool?
        /// Whether the host took the update's layout description with the batch.
        @exclusivity(unchecked) var isLayoutTaken = false
        /// The batch update being performed, from ``CollectionViewUpdater/perform(_:on:)`` until
        /// the batch's block issues it and hands it to the host's context: moved from one to the
        /// other, never copied (a copy retains each of its arrays, and a closure capturing it
        /// copies it). Assigned whole or taken (`Optional.take()`, on Tessera's own types: no app
        /// code runs during it).
        @exclusivity(unchecked) var batch: BatchUpdate?
        /// Whether ``batch`` is set, asked before it is dropped (a look at the optional itself
        /// copies it).
        @exclusivity(unchecked) var hasBatch = false
        /// The batch's reconfigured items, issued after the batch (empty when it has none).
        @exclusivity(unchecked) var reconfiguredItems: [IndexPath] = []
        /// What the batch's block and completion need, kept here so that each of the two closures
        /// captures the request alone: a closure whose one capture is a reference allocates no
        /// context. Set when the batch starts; let go when the request finishes.
        ///
        /// The updater performing the batch: held strongly, as a completion capturing it did, so
        /// that a completion the host calls after the owner went away still ends the update.
        @exclusivity(unchecked) var updater: CollectionViewUpdater?
        /// The updater's count of updates performed when the batch started: a completion of an
        /// earlier update does nothing.
        @exclusivity(unchecked) var performed = 0
        /// The block's arguments, until it runs: the host is taken out of the request as the
        /// block starts, so that the host, which keeps the batch's completion until its animation
        /// ends, is not kept alive by it (a collection view released mid-update must go).
        @exclusivity(unchecked) var block: BlockArguments?

        init(
            snapshot: SnapshotType, animated: Bool, reload: Bool, layout: (any CollectionLayout)?,
            commit: (() -> Void)?, completions: [(Bool) -> Void],
            precomputed: PrecomputedUpdate? = nil
        ) {
            pending = snapshot
            self.animated = animated
            self.reload = reload
            self.layout = layout
            hasLayout = layout != nil
            self.commit = commit
            self.completions = completions
            self.precomputed = precomputed
        }

        func discardPrecomputedUpdate() {
            precomputed = nil
        }

        /// Makes a finished request, whose snapshot was shown (and taken), a new one; its
        /// snapshot is stored by the caller. It let go of its precomputed update when it finished
        /// (``release()``), and only a finished request is reused.
        func reuse(
            animated: Bool, reload: Bool, layout: (any CollectionLayout)?, commit: (() -> Void)?,
            completions: [(Bool) -> Void]
        ) {
            self.animated = animated
            self.reload = reload
            if hasLayout || layout != nil { self.layout = layout }
            self.commit = commit
            self.completions = completions
            isShown = false
            isRecorded = false
            batchReturned = false
            batchFinished = nil
            isLayoutTaken = false
        }

        /// Lets go of what a finished request holds besides its (shown, taken) snapshot: the
        /// callers' closures and the layout description.
        func release() {
            if hasLayout { layout = nil }
            commit = nil
            completions = []
            // Most requests have none: looked at first, the optional is not assigned.
            if precomputed != nil { precomputed = nil }
            if hasBatch {
                batch = nil
                hasBatch = false
            }
            if !reconfiguredItems.isEmpty { reconfiguredItems = [] }
            updater = nil
            if block != nil { block = nil }
        }

        /// The batch's block: runs ``CollectionViewUpdater/runBlock(of:plan:itemCountsBefore:mapping:itemCounts:on:context:)``
        /// once, with the arguments it takes out of ``block``.
        @MainActor
        func runBlock() {
            guard let updater, let block = block.take() else { return }
            updater.runBlock(
                of: self, plan: block.plan, itemCountsBefore: block.itemCountsBefore, mapping: block.mapping,
                itemCounts: block.itemCounts, on: block.host, context: block.context)
        }

        /// The batch's completion: ends the update once the host's call returned too, unless the
        /// update already ended (the collection view went away) or is not this batch's.
        @MainActor
        func batchCompleted(_ finished: Bool) {
            guard let updater, performed == updater.performedCount, updater.inFlight != nil else { return }
            batchFinished = finished
            if batchReturned { updater.finish(self, finished: finished) }
        }
    }

    // MARK: Background diffing state

    /// Counts the changes of the shown state that Tessera did not compute (an interactive move
    /// the collection view made itself): an update computed from an earlier state is stale.
    @exclusivity(unchecked) var shownStateGeneration = 0
    /// The snapshot whose diff runs off the main actor.
    var diffing: BackgroundRequest<SectionIdentifierType, ItemIdentifierType>?
    /// The newest snapshot handed to the background apply while a diff ran: the next diff goes
    /// from what is shown to it.
    var waitingForDiff: BackgroundRequest<SectionIdentifierType, ItemIdentifierType>?
    /// How many background diffs ran (coalesced applies run one).
    @_spi(Testing) public internal(set) var backgroundDiffCount = 0

    /// An updater for a host; `difference` computes the update between two snapshots (the
    /// identity diff by default).
    package init(
        host: (any CollectionViewHosting)?,
        operations: SnapshotOperations<SectionIdentifierType, ItemIdentifierType> = SnapshotOperations(),
        difference: @escaping (inout SnapshotType, inout SnapshotType) -> BatchUpdate = {
            BatchUpdate(from: $0, to: $1)
        }
    ) {
        self.host = host
        self.operations = operations
        self.difference = difference
        hostContext = host?.hostContext
        hostContext?.updater = self
    }

    /// The collection view, while this updater's owner feeds it: once another data owner took it
    /// over (or it went away), this one's updates no longer touch it.
    private var fedHost: (any CollectionViewHosting)? { fed?.host }

    /// ``fedHost`` with its context, looked up once.
    private var fed: (host: any CollectionViewHosting, context: CollectionViewHostContext)? {
        guard let host, let hostContext, hostContext.updater === self else { return nil }
        return (host, hostContext)
    }

    /// The newest snapshot handed to an apply, synchronous or not: one waiting for its background
    /// diff or being diffed, the queued one, or the shown one (what UIKit's `snapshot()` returns
    /// right after an apply).
    ///
    /// - Complexity: O(1).
    package var latestSnapshot: SnapshotType {
        waitingForDiff?.snapshot ?? diffing.flatMap { $0.isSuperseded ? nil : $0.snapshot } ?? queuedOrShownSnapshot
    }

    /// ``latestSnapshot``, for an owner that hands it out to be edited: its state is named, so
    /// that the edited copy records what its edits leave untouched and applying it costs what
    /// changed (`BatchUpdate(from:to:)` then matches the untouched ends without comparing them).
    ///
    /// - Complexity: O(1).
    package func snapshotForEditing() -> SnapshotType {
        if let waitingForDiff {
            waitingForDiff.snapshot.nameState()
            return waitingForDiff.snapshot
        }
        if let diffing, !diffing.isSuperseded {
            diffing.snapshot.nameState()
            return diffing.snapshot
        }
        if let queued {
            queued.snapshot.nameState()
            return queued.snapshot
        }
        shownSnapshot.nameState()
        return shownSnapshot
    }

    /// The item at an index path of ``shownSnapshot``, found by the owner's specialized
    /// ``SnapshotOperations/item``; throws ``SnapshotOperations/NoItem`` when there is none.
    ///
    /// - Complexity: O(1).
    package func shownItem(at indexPath: IndexPath) throws -> ItemIdentifierType {
        try operations.item(&shownSnapshot, indexPath)
    }

    /// The snapshot the next synchronous update starts from: the queued one, or the shown one.
    private var queuedOrShownSnapshot: SnapshotType { queued?.snapshot ?? shownSnapshot }

    // MARK: Applying

    /// Shows a snapshot, now or — when an update is in flight — right after it.
    ///
    /// - Parameters:
    ///   - snapshot: The new state; its reload and reconfigure marks are honoured.
    ///   - animatingDifferences: Whether the batch update animates.
    ///   - reloadingData: Whether to reload rather than diff.
    ///   - layout: A new layout description that goes with the new state, if any.
    ///   - commit: Switches the owner's own state (the models behind the identifiers) to the new
    ///     one; it runs inside the update, when the collection view starts reading the new state.
    ///   - completion: Called once when the update is shown (after its animation): `true` unless
    ///     an animation was interrupted.
    ///
    /// - Complexity: O(*n* + *m*) for the diff of *n* shown and *m* new items, O(*s*) to check the
    ///   host's counts, plus the host's update.
    package func apply(
        _ snapshot: consuming SnapshotType, animatingDifferences: Bool = true, reloadingData: Bool = false,
        layout: (any CollectionLayout)? = nil, commit: (() -> Void)? = nil, completion: ((Bool) -> Void)? = nil
    ) {
        let completions = completion.map { [$0] } ?? []
        var request: Request
        if let spare = spareRequest {
            spareRequest = nil
            spare.reuse(
                animated: animatingDifferences, reload: reloadingData, layout: layout, commit: commit,
                completions: completions)
            operations.assign(&spare.pending, snapshot)
            request = spare
        } else {
            request = Request(
                snapshot: snapshot, animated: animatingDifferences, reload: reloadingData, layout: layout,
                commit: commit, completions: completions)
        }
        // Applies take effect in the order they were made: background applies still diffing are
        // superseded by this one, and their callers resume when it is shown.
        if let superseded = supersedeBackgroundApplies() { request.takePlace(of: superseded) }
        enqueue(request)
    }

    /// Queues a request, coalescing it with the one already waiting.
    private func enqueue(_ request: Request) {
        var request = request
        if let earlier = queued { request.takePlace(of: earlier) }
        queued = request
        performQueued()
    }

    /// Queues the result of a background diff: a request whose update is already computed.
    func enqueueDiffed(
        _ request: BackgroundRequest<SectionIdentifierType, ItemIdentifierType>, update: BatchUpdate, base: Int,
        isValid: Bool
    ) {
        enqueue(
            Request(
                snapshot: request.snapshot, animated: request.animated, reload: false, layout: request.layout,
                commit: request.commit, completions: request.completions,
                precomputed: PrecomputedUpdate(update: update, base: base, isValid: isValid)))
    }

    /// Installs a layout description outside any data change: now when idle, with the next update
    /// otherwise.
    package func setLayout(_ layout: any CollectionLayout) {
        if isUpdating || queued != nil {
            // Not a data change: background applies waiting for their diff stay in line.
            enqueue(
                Request(
                    snapshot: queuedOrShownSnapshot, animated: false, reload: false, layout: layout, commit: nil,
                    completions: []))
        } else {
            installedLayout = layout
            fedHost?.setLayout(layout, animated: false)
        }
    }

    /// Installs an update's layout description, unless it is the same as the one this updater
    /// installed last (``CollectionLayout/isSameLayout(as:)``): installing it again would solve
    /// the layout again for nothing — on UIKit, setting it invalidates the layout —, which a
    /// SwiftUI list passing its layout with every update would do on every update of its parent.
    ///
    /// - Complexity: O(1) for a compositional layout, plus the host's installation when it differs.
    private func install(_ layout: any CollectionLayout, on host: any CollectionViewHosting) {
        if let installedLayout, installedLayout.isSameLayout(as: layout) { return }
        installedLayout = layout
        host.setLayout(layout, animated: false)
    }

    /// Records a state the collection view already shows without issuing anything (an
    /// interactive move the collection view made itself).
    package func recordShownSnapshot(_ snapshot: SnapshotType) {
        show(snapshot)
        shownItemCounts = shownSnapshot.itemCounts
        shownStateGeneration += 1
        if let fedHost { fedHost.hostContext.flightRecorder?.recordState(shownSnapshot, on: fedHost) }
    }

    // MARK: Performing

    /// Whether ``performQueued()`` is running: a call made meanwhile (from a completion of the
    /// update it performs) leaves the next update to its loop.
    @exclusivity(unchecked) private var isPerformingQueued = false

    /// Performs the queued update unless one is in flight, and the one queued after it, and so on:
    /// a chain of updates, each applied from the completion of the one before, runs in this loop,
    /// one update after another, instead of nesting each in the last.
    private func performQueued() {
        guard !isPerformingQueued else { return }
        isPerformingQueued = true
        defer { isPerformingQueued = false }
        while let next = queued {
            if isUpdating {
                // A collection view released mid-update, or taken over by another data owner,
                // never calls this update's completion: it ends, unfinished, so that its callers
                // and the queued ones go on.
                guard fedHost == nil, let stuck = inFlight else { break }
                finish(stuck, finished: false)
                // Its batch may not have run: it may still hold its snapshot, so it is not reused.
                spareRequest = nil
                continue
            }
            let fed = fed
            if let fed, fed.context.isBusy {
                // Asked from a cell provider, a will-display or did-end-displaying call, a batch
                // update's block or an interactive move: the collection view is in the middle of
                // work that must not see its data change.
                scheduleAfterLayoutPass(on: fed.host)
                return
            }
            queued = nil
            perform(next, on: fed)
        }
    }

    @exclusivity(unchecked) private var isScheduled = false
    /// The layout description this updater installed last (``install(_:on:)``).
    @exclusivity(unchecked) private var installedLayout: (any CollectionLayout)?

    private func scheduleAfterLayoutPass(on host: any CollectionViewHosting) {
        guard !isScheduled else { return }
        isScheduled = true
        host.performAfterLayoutPass { [weak self] in
            self?.isScheduled = false
            self?.performQueued()
        }
    }

    /// Performs a request on the host this updater feeds, with its context (`nil`: none, the
    /// request is only committed).
    private func perform(
        _ request: Request, on fed: (host: any CollectionViewHosting, context: CollectionViewHostContext)?
    ) {
        isUpdating = true
        inFlight = request
        performedCount += 1
        guard let (host, context) = fed else {
            commit(request)
            finish(request, finished: true)
            return
        }
        let update: BatchUpdate
        let newCounts: [Int]
        var validatedCounts: [Int]?
        if request.reload {
            update = BatchUpdate()
            newCounts = operations.itemCounts(&request.unshownSnapshot)
        } else if let precomputed = request.precomputed, precomputed.base == shownStateGeneration {
            update = precomputed.update
            newCounts = operations.itemCounts(&request.unshownSnapshot)
            // Validated off the main actor against the shown snapshot's counts.
            validatedCounts = precomputed.isValid ? shownItemCounts : nil
        } else {
            // In place: the request holds its snapshot until it is shown.
            (update, newCounts) = differenceAndCounts(&shownSnapshot, &request.unshownSnapshot)
        }
        // The host's counts are the shown ones unless something else changed it: then the shown
        // table serves, and no array is made.
        let hostCounts = host.showsItemCounts(shownItemCounts) ? shownItemCounts : host.itemCounts
        var mapping: BatchUpdateMapping?
        let plan = UpdatePlan(
            update: update, animated: request.animated, reloadRequested: request.reload, isFirstUpdate: !hasUpdated,
            isInWindow: host.isInWindow, boundsSize: host.bounds.size, hasLayoutError: host.hasLayoutError,
            hostItemCounts: hostCounts, newItemCounts: newCounts, validatedItemCountsBefore: validatedCounts,
            mapping: &mapping
        )
        lastPlan = plan
        hasUpdated = true
        switch plan.strategy {
        case nil:
            record(update, plan: plan, of: request, counts: newCounts, on: host, context: context)
            commit(request, itemCounts: newCounts)
            if request.hasLayout, let layout = request.layout { install(layout, on: host) }
            finish(request, finished: true)
        case .reloadData:
            record(update, plan: plan, of: request, counts: newCounts, on: host, context: context)
            if case .invalidUpdate(let reason) = plan.reloadReason {
                host.reportFailure(
                    CollectionViewError(
                        .invalidUpdate,
                        "\(reason) — the collection view's counts did not match what Tessera showed; reloaded it instead"
                    ))
            }
            if request.hasLayout, let layout = request.layout { install(layout, on: host) }
            commit(request)
            host.reloadData()
            finish(request, finished: true)
        case .animatedBatchUpdates, .nonanimatedBatchUpdates:
            if !update.reconfiguredItems.isEmpty { request.reconfiguredItems = update.reconfiguredItems }
            request.batch = consume update
            request.hasBatch = true
            defer { context.validatedUpdate = nil }
            let animated = plan.strategy == .animatedBatchUpdates
            performBatchUpdates(
                plan: plan, request, itemCountsBefore: hostCounts, mapping: mapping.take(), itemCounts: newCounts,
                on: host, context: context, animated: animated)
        }
    }

    /// The difference from `shown` to `new`, and the item counts of `new`: one access to each
    /// snapshot for both (each access to a snapshot the updater holds is checked for
    /// exclusivity at run time).
    private func differenceAndCounts(_ shown: inout SnapshotType, _ new: inout SnapshotType) -> (BatchUpdate, [Int]) {
        (difference(&shown, &new), operations.itemCounts(&new))
    }

    /// Records an update in the host's flight recorder, once, from the shown state before the
    /// state changes: a batch update records it when the host starts the batch (after the
    /// layout pass it runs first, whose measurements are the state's before it), or after the
    /// host returns when it refused the batch.
    private func record(
        _ update: BatchUpdate, plan: UpdatePlan, of request: Request, counts: [Int], on host: any CollectionViewHosting,
        context: CollectionViewHostContext
    ) {
        guard !request.isRecorded else { return }
        request.isRecorded = true
        context.flightRecorder?.recordUpdate(
            update, plan: plan, from: shownSnapshot, to: request.snapshot, counts: counts, on: host)
    }

    /// Performs an update as a batch on the host: the request's ``Request/batch``, which its block
    /// issues and hands to the host's context, with `mapping` (the plan's, from `itemCountsBefore`
    /// to `itemCounts`): the host validates the update again, as UIKit does, and takes the mapping
    /// made here instead of making it again.
    ///
    /// The plan, the counts before and the mapping are consumed: they move into the block's
    /// arguments without being retained again.
    private func performBatchUpdates(
        plan: consuming UpdatePlan, _ request: Request, itemCountsBefore: consuming [Int],
        mapping: consuming BatchUpdateMapping?, itemCounts: [Int], on host: any CollectionViewHosting,
        context: CollectionViewHostContext, animated: Bool
    ) {
        request.updater = self
        request.performed = performedCount
        request.block = BlockArguments(
            plan: plan, itemCountsBefore: itemCountsBefore, mapping: mapping, itemCounts: itemCounts, host: host,
            context: context)
        // Each captures the request alone (see ``Request/block``).
        let updates = { request.runBlock() }
        let completion = { (finished: Bool) in request.batchCompleted(finished) }
        if animated {
            host.performBatchUpdates(updates, completion: completion)
        } else {
            host.performWithoutAnimation { host.performBatchUpdates(updates, completion: completion) }
        }
        if !request.isRecorded, let block = request.block {
            // The host did not run the block: the update is still the request's, and the plan the
            // block's.
            record(
                request.batch ?? BatchUpdate(), plan: block.plan, of: request, counts: itemCounts, on: host,
                context: context)
        }
        if !request.isLayoutTaken, request.hasLayout, let layout = request.layout {
            installedLayout = layout
            host.setLayout(layout, animated: false)
        }
        if !host.showsItemCounts(itemCounts) {
            // The host rejected the update (it reports why): show the new state anyway.
            host.reloadData()
        } else if !request.reconfiguredItems.isEmpty {
            if animated {
                host.reconfigureItems(at: request.reconfiguredItems)
            } else {
                host.performWithoutAnimation { host.reconfigureItems(at: request.reconfiguredItems) }
            }
        }
        request.batchReturned = true
        if let finished = request.batchFinished { finish(request, finished: finished) }
    }

    /// The block of a request's batch: records the update, switches the owner's state, installs
    /// the layout description that goes with it, and issues the update's structural changes; then
    /// hands the update to the host's context with its mapping (see ``performBatchUpdates(plan:_:itemCountsBefore:mapping:itemCounts:on:context:animated:)``).
    private func runBlock(
        of request: Request, plan: UpdatePlan, itemCountsBefore: [Int], mapping: BatchUpdateMapping?,
        itemCounts: [Int], on host: any CollectionViewHosting, context: CollectionViewHostContext
    ) {
        // Moved out of the request, then into the context: never copied.
        request.hasBatch = false
        guard let update = request.batch.take() else { return }
        record(update, plan: plan, of: request, counts: itemCounts, on: host, context: context)
        commit(request, itemCounts: itemCounts)
        if request.hasLayout, let layout = request.layout {
            request.isLayoutTaken = host.updateLayoutDescription(layout)
            if request.isLayoutTaken {
                installedLayout = layout
                context.flightRecorder?.recordLayout(of: host, installedWithUpdate: true)
            }
        }
        host.prepareLayout(for: update)
        host.issueStructuralChanges(of: update)
        guard let mapping else { return }
        Self.hand(
            update, to: context, itemCountsBefore: itemCountsBefore, itemCountsAfter: itemCounts, mapping: mapping)
    }

    /// Hands an update validated from `before` to `after` to the host's context with its mapping
    /// (``CollectionViewHostContext/validatedUpdate``): the host, which validates the update it
    /// collects as UIKit does, takes the mapping rather than making it again. Its structural
    /// changes: the reconfigures are issued after the batch.
    private static func hand(
        _ update: consuming BatchUpdate, to context: CollectionViewHostContext, itemCountsBefore before: [Int],
        itemCountsAfter after: [Int], mapping: BatchUpdateMapping
    ) {
        if !update.reconfiguredItems.isEmpty { update.reconfiguredItems = [] }
        // Through an optional taken at once: a variable stored in the tuple is copied there (and
        // the compiler does not support `consume` inside the tuple).
        var moved: BatchUpdate? = consume update
        guard let changes = moved.take() else { return }
        context.validatedUpdate = (changes, before, after, mapping)
    }

    private func commit(_ request: Request, itemCounts: [Int]? = nil) {
        show(request)
        shownItemCounts = itemCounts ?? shownSnapshot.itemCounts
        shownStateGeneration += 1
        request.commit?()
        showEmptyViewIfNeeded()
    }

    /// Makes a snapshot the shown one (``Snapshot/show(_:)``).
    ///
    /// - Complexity: O(*c* + *s*) for *c* items the edits changed and *s* sections; O(1) when
    ///   the snapshot replaces the shown one.
    private func show(_ snapshot: SnapshotType) {
        shownSnapshot.show(snapshot)
    }

    /// Shows a request's snapshot as ``show(_:)`` does, and takes it from the request (holders
    /// of the request may still be on the stack: the owner's next edit then finds the shown
    /// storage unshared). A snapshot that replaces the shown one moves in, without a copy.
    ///
    /// - Complexity: as ``show(_:)``.
    private func show(_ request: Request) {
        operations.show(&shownSnapshot, &request.pending)
        request.isShown = true
    }

    // MARK: Empty state

    /// A view shown behind the content while the shown snapshot has no items (IGListKit's
    /// `emptyView`); it appears and goes with the update that empties or fills the list.
    @exclusivity(unchecked) package var emptyView: AnyObject? {
        didSet {
            if isShowingEmptyView, oldValue !== emptyView {
                fedHost?.setBackgroundView(replacedBackgroundView)
                replacedBackgroundView = nil
                isShowingEmptyView = false
            }
            showEmptyViewIfNeeded()
        }
    }

    /// Whether the host shows ``emptyView`` (so that a background view the app set itself is left
    /// alone when there is no empty view).
    @exclusivity(unchecked) package private(set) var isShowingEmptyView = false
    /// The background view the app had set when ``emptyView`` took its place: it comes back when
    /// the empty view goes.
    @exclusivity(unchecked) private var replacedBackgroundView: AnyObject?

    /// Shows the empty view while there are no items, hides it once there are.
    ///
    /// - Complexity: O(1).
    private func showEmptyViewIfNeeded() {
        // Without an empty view, none to show or hide: the usual case costs no look at the host.
        guard emptyView != nil || isShowingEmptyView, let host = fedHost else { return }
        let shouldShow = emptyView != nil && shownSnapshot.numberOfItems == 0
        guard shouldShow != isShowingEmptyView else { return }
        if shouldShow { replacedBackgroundView = host.currentBackgroundView() }
        host.setBackgroundView(shouldShow ? emptyView : replacedBackgroundView)
        if !shouldShow { replacedBackgroundView = nil }
        isShowingEmptyView = shouldShow
    }

    /// Runs the completions in order, then the update queued meanwhile: an apply from a
    /// completion waits until every completion of this update ran.
    private func finish(_ request: Request, finished: Bool) {
        inFlight = nil
        for completion in request.completions { completion(finished) }
        isUpdating = false
        request.release()
        spareRequest = request
        performQueued()
        startBackgroundDiffIfIdle()
    }

    /// Whether nothing is queued, so that a background diff can start from the shown snapshot.
    var hasQueuedUpdate: Bool { queued != nil }
}

/// An update computed off the main actor, valid while the shown state is the one it was
/// computed from (`base`, a ``CollectionViewUpdater/shownStateGeneration``), and whether it was
/// validated there against that state's counts. A struct rather than a tuple, as
/// ``BlockArguments`` is.
private struct PrecomputedUpdate {
    var update: BatchUpdate
    var base: Int
    var isValid: Bool
}

/// What a batch's block takes (`CollectionViewUpdater.Request.block`). A struct rather than a
/// tuple: an optional tuple is tested, copied and destroyed through value witnesses that the
/// runtime makes for it and that go through each element's metadata, where a struct's are
/// compiled. Outside the updater, which is generic: nested in it, a struct would be generic too,
/// its metadata made at run time.
private struct BlockArguments {
    var plan: UpdatePlan
    var itemCountsBefore: [Int]
    var mapping: BatchUpdateMapping?
    var itemCounts: [Int]
    var host: any CollectionViewHosting
    var context: CollectionViewHostContext
}
