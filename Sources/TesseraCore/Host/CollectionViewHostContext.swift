import Foundation

/// What Tessera keeps about one collection view host, whatever the host is: the failure handler,
/// the classes Tessera registered on it, and the view request being served. Both hosts —
/// ``HeadlessCollectionView`` and `UICollectionView` — reach theirs through
/// ``CollectionViewHost`` extensions, so every decision built on it runs the same on Linux and iOS.
@MainActor
package final class CollectionViewHostContext {
    // The closures, the flight recorder and the request being served are only ever read or
    // assigned whole (a dequeue recorded for the request takes it out with `Optional.take()`, adds
    // to it and puts it back), and the flag is a plain value: their accesses are unchecked for exclusivity (see
    // `HeadlessCollectionView`'s state), as no two of them can overlap. So are the validated update
    // (assigned whole, or taken with `Optional.take()`), the request count (a plain value) and the
    // numbers of the requests in flight (changed only by `append` and `popLast` of integers), and
    // the updater (a weak reference, read or assigned whole): no app code runs during any of their
    // accesses.

    /// Called with each failure reported on the host (see ``CollectionViewHost/failureHandler``).
    @exclusivity(unchecked) package var failureHandler: ((CollectionViewError) -> Void)?
    /// Called with each failure before ``failureHandler``: ``HeadlessCollectionView`` keeps them in
    /// its `failures`.
    @exclusivity(unchecked) package var recorder: ((CollectionViewError) -> Void)?
    /// The host's flight recorder, made on first use while ``FlightRecorder/isEnabled`` and
    /// ``recordsFlight``.
    package var flightRecorder: FlightRecorder? {
        if madeFlightRecorder == nil, recordsFlight, FlightRecorder.isEnabled {
            madeFlightRecorder = FlightRecorder()
        }
        return madeFlightRecorder
    }
    /// Whether this host may record (`true` unless turned off before its recorder is made): a
    /// recording holds states of the list, so a test of when the list's rows are freed turns it off.
    @exclusivity(unchecked) package var recordsFlight = true
    @exclusivity(unchecked) private var madeFlightRecorder: FlightRecorder?

    /// The update path of the data owner that feeds the host now: the last one made for it. An
    /// earlier owner's updates (one replaced mid-update) no longer touch the host.
    @exclusivity(unchecked) package weak var updater: AnyObject?

    /// The batch update about to be issued on this host, with the counts before and after it and
    /// its mapping, when its owner validated it already (``UpdatePlan``). A host that validates the
    /// update it collects as UIKit does takes the mapping instead of making it again, when the
    /// update and the counts are these (``takeMapping(of:itemCountsBefore:itemCountsAfter:)``).
    @exclusivity(unchecked) package var validatedUpdate:
        (update: BatchUpdate, before: [Int], after: [Int], mapping: BatchUpdateMapping)?

    /// The mapping of ``validatedUpdate`` when `update` and the counts are its, and `nil`
    /// otherwise; either way the validated update is taken, so that it serves one batch.
    ///
    /// - Complexity: O(*s* + *k*) for *s* sections and *k* changes.
    package func takeMapping(of update: BatchUpdate, itemCountsBefore before: [Int], itemCountsAfter after: [Int])
        -> BatchUpdateMapping?
    {
        // Moved out, not copied: a copy of the update and its mapping would retain every array
        // they hold, and this runs at every batch update.
        guard case let (validatedUpdate, validatedBefore, validatedAfter, mapping)? = validatedUpdate.take(),
            validatedBefore == before, validatedAfter == after, validatedUpdate == update
        else { return nil }
        return mapping
    }

    /// The class registered for each reuse key ("kind|identifier") through Tessera.
    private var registeredClasses: [String: (class: ObjectIdentifier, name: String)] = [:]

    /// The request being served on this host, if any; read or assigned whole (see the top of the
    /// type).
    @exclusivity(unchecked) package private(set) var request: ViewRequest?

    /// How many calls are under way on this host that a change of its data must not interrupt: a
    /// layout pass (with the will-display and did-end-displaying calls it makes), a batch update
    /// (with its updates block and completion), or the data source call that commits an
    /// interactive move.
    /// A plain count, its accesses unchecked for exclusivity (see `HeadlessCollectionView`'s state).
    @exclusivity(unchecked) package private(set) var busyDepth = 0

    /// Whether an update must wait before it changes the host: a view request is being served, or
    /// a call counted by ``busyDepth`` is under way. Tessera's updater then performs it right after
    /// (``CollectionViewHost/performAfterLayoutPass(_:)``) — the one rule for updates made from
    /// callbacks, on every host.
    package var isBusy: Bool { busyDepth > 0 || request != nil }

    /// Called when the host stops being busy (``isBusy`` turns false): ``HeadlessCollectionView``
    /// runs the updates deferred meanwhile. (UIKit's host defers them to the next turn of the run
    /// loop instead.)
    @exclusivity(unchecked) package var idleHandler: (() -> Void)?

    /// Runs `body` as a call a change of the host's data must not interrupt (see ``busyDepth``);
    /// when it ends and nothing else keeps the host busy, ``idleHandler`` runs.
    ///
    /// The failures reported meanwhile are gathered: one issue per mistake, however many views
    /// it hit (``FailureIssues/gatheringRepeats(_:)``).
    /// Inlined: the batch update runs its whole apply through it, once per update.
    @inline(__always)
    package func whileBusy<Result>(_ body: () throws -> Result) rethrows -> Result {
        busyDepth += 1
        defer {
            busyDepth -= 1
            if !isBusy { idleHandler?() }
        }
        return try FailureIssues.gatheringRepeats(body)
    }

    /// How many requests are being served on any host (registrations created during one are misused).
    package static var requestsInFlight: Int { requestNumbersInFlight.count }
    /// The number of the innermost request being served on any host (each request begun gets the
    /// next number), if one is.
    package static var currentRequestNumber: Int? { requestNumbersInFlight.last }
    @exclusivity(unchecked) private static var requestNumbersInFlight: [Int] = []
    @exclusivity(unchecked) private static var requestsBegun = 0

    // MARK: Looking contexts up

    private struct Entry {
        weak var host: AnyObject?
        let context: CollectionViewHostContext
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]
    private static var pruneThreshold = 64
    /// The host looked up last, and its context: a host asks for its context many times in one
    /// update, and one comparison answers the repeats (the table holds the context as long as the
    /// host lives).
    private static weak var lastHost: AnyObject?
    private static weak var lastContext: CollectionViewHostContext?

    /// The context of a host, created on first use (or adopted, ``adopt(_:for:)``) and released
    /// with the host.
    ///
    /// - Complexity: O(1) amortized.
    package static func context(for host: AnyObject) -> CollectionViewHostContext {
        if let lastHost, lastHost === host, let lastContext { return lastContext }
        let key = ObjectIdentifier(host)
        let context: CollectionViewHostContext
        if let entry = entries[key], entry.host === host {
            context = entry.context
        } else {
            context = CollectionViewHostContext()
            insert(context, for: host)
        }
        lastHost = host
        lastContext = context
        return context
    }

    /// Makes `context` the one ``context(for:)`` returns for `host`, which holds it: a host that
    /// keeps its context reads it without a lookup, and every other path reaches the same one. Call
    /// it when the host is made, before anything asks for its context.
    ///
    /// - Complexity: O(1) amortized.
    package static func adopt(_ context: CollectionViewHostContext, for host: AnyObject) {
        insert(context, for: host)
        lastHost = host
        lastContext = context
    }

    private static func insert(_ context: CollectionViewHostContext, for host: AnyObject) {
        if entries.count >= pruneThreshold {
            entries = entries.filter { $0.value.host != nil }
            pruneThreshold = max(64, entries.count * 2)
        }
        entries[ObjectIdentifier(host)] = Entry(host: host, context: context)
    }

    // MARK: Registrations

    /// Records that `viewClass` is registered under a key; returns the name of the class
    /// registered there before when it was a different one (two types sharing a reuse identifier).
    package func recordRegistration(of viewClass: AnyClass, kind: String, identifier: String) -> String? {
        let key = "\(kind)|\(identifier)"
        let new = ObjectIdentifier(viewClass)
        guard let previous = registeredClasses.updateValue((new, String(reflecting: viewClass)), forKey: key),
            previous.class != new
        else { return nil }
        return previous.name
    }

    // MARK: Requests

    /// Starts serving a request: dequeues are recorded until ``endRequest()``.
    package func beginRequest(_ key: LayoutElementKey) {
        request = ViewRequest(key: key)
        Self.requestsBegun &+= 1
        Self.requestNumbersInFlight.append(Self.requestsBegun)
    }

    /// Records a view dequeued through Tessera while a request is served.
    package func recordDequeue(_ view: AnyObject, key: LayoutElementKey) {
        // Taken out (`Optional.take()`, no app code runs) and put back, not changed in place;
        // taken, not copied, so that the views it holds are not shared with a copy.
        guard var served = request.take() else { return }
        served.record(view, key: key)
        request = served
    }

    /// Ends the request and returns what was dequeued during it.
    package func endRequest() -> ViewRequest? {
        // Moved out, not copied and then cleared: a copy would retain the list of views dequeued.
        let served = request.take()
        _ = Self.requestNumbersInFlight.popLast()
        if !isBusy { idleHandler?() }
        return served
    }
}
