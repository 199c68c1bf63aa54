import Foundation
import IssueReporting

/// Keeps the recent history of one collection view — what its list showed, the updates made to it
/// by whichever data owner feeds it (diffable data source, adapters and slices, typed sections, the
/// screen builder, `CollectionList`), the container, layout and scroll requests they met, and the failures
/// Tessera reported — so that a failure seen in an app can be replayed on Linux
/// (`tessera replay`, docs/Recordings.md).
///
/// Recording is on by default in debug builds and off in release builds (``isEnabled``). On each
/// failure Tessera reports, the recording goes to ``failureHandler``, and in debug builds outside
/// tests it is written to a file that a runtime warning names. ``capture()`` takes one by hand.
///
/// Memory is bounded: the recorder keeps two segments, each a state of the list (the snapshot the
/// collection view showed then and the sizes its views had measured, written only when a recording
/// is captured) and the events after it; once the newer segment holds ``capacity`` events, the
/// next update starts a new one at the state shown, as a reload does at the state it reached, and
/// the older is dropped. Events without an update are kept up to 2 × ``capacity`` per segment. So
/// it holds two states and at most 4 × ``capacity`` events.
@MainActor
public final class FlightRecorder {
    // `isEnabled` is a plain flag, only ever read or assigned whole, and read at every update and
    // every new view: its accesses are unchecked for exclusivity, as no two of them can overlap.

    /// Whether collection views record: `true` by default in debug builds, `false` in release
    /// builds. Set it before the collection views are made; a host keeps the recorder it got.
    @exclusivity(unchecked) public static var isEnabled: Bool = {
        #if DEBUG
            true
        #else
            false
        #endif
    }()

    /// Called with a recording each time Tessera reports a failure on a recording collection view
    /// (once per distinct failure per collection view), to attach to a crash report or a bug report.
    public static var failureHandler: ((FlightRecording) -> Void)?

    /// How many events (updates, container changes, measured sizes, scroll requests, failures) each
    /// of the recorder's two segments holds before the next update starts another: 64. Events
    /// without an update are kept up to twice as many.
    public static let capacity = 64

    /// How many events a segment of this recorder holds before the next update starts another:
    /// ``capacity`` (fewer in tests that make the ring drop segments).
    package var segmentCapacity = FlightRecorder.capacity

    /// Where debug builds write the recordings of failures: the temporary directory by default.
    public static var recordingsDirectory = FileManager.default.temporaryDirectory

    /// A salt of this recorder's: the hashes of two recorders cannot be compared.
    private let salt = UInt64.random(in: .min ... .max)
    private var older: Segment?
    private var newer: Segment?
    private var lastHostState: RecordedHostState?
    /// What ``lastHostState`` was made from: compared on each update, so that a container that
    /// did not change costs a comparison of plain values, not a new recorded state.
    private var lastHostInputs: (environment: LayoutEnvironment, bounds: CGRect, contentOffset: CGPoint)?
    /// The selected items recorded last; `nil` when an update since may have moved or deselected
    /// them (the next event records the selection whatever it is).
    private var lastSelection: [IndexPath]? = []
    /// The layout description recorded last, and its recorded form.
    private var lastLayout: (layout: any CollectionLayout, recorded: RecordedLayout)?
    /// The failures already handed to ``failureHandler``, by repeat key.
    private var capturedFailures: Set<String> = []
    /// How many recordings this process wrote to files.
    private static var writtenCount = 0

    /// A state of the list and the events after it. The state is hashed only when a recording is
    /// captured: starting a segment holds the snapshot and the sizes the host's views had measured
    /// themselves at then (references to their storage) and costs nothing per item.
    private struct Segment {
        var start: () -> RecordedSnapshot
        /// Whether the segment starts where the one before it ended (it was full), rather than at a
        /// state reached otherwise (a reload, an interactive move).
        var continues: Bool
        var events: [RecordedEvent] = []
        /// How many of ``events`` are the container and layout the state was met in, which are
        /// kept whatever else is dropped.
        var startingEventCount = 0
    }

    package init() {}

    // MARK: Capturing

    /// The recording of what the recorder holds now: a snapshot of the list and the events after it.
    ///
    /// - Complexity: O(*n* + *e*) for *n* items and *e* events.
    public func capture() -> FlightRecording {
        guard let first = older ?? newer else {
            return FlightRecording(events: [
                RecordedEvent(snapshot: RecordedSnapshot(sections: [], counts: [], items: []))
            ])
        }
        var events = [RecordedEvent(snapshot: first.start())] + first.events
        if older != nil, let newer {
            if !newer.continues { events.append(RecordedEvent(snapshot: newer.start())) }
            events += newer.events
        }
        return FlightRecording(events: events)
    }

    /// How many events the recorder holds (at most 4 × ``capacity``).
    package var eventCount: Int { (older?.events.count ?? 0) + (newer?.events.count ?? 0) }

    // MARK: Recording

    /// Records an update the update path performs, from the shown snapshot to a new one whose
    /// sections hold `counts` items (the update path has them already). Called before the shown
    /// state changes: for a batch update, when the host starts it, after the layout pass the host
    /// runs first (what its views measure there belongs to the state before the update).
    ///
    /// When the newer segment is full, a new one starts at the shown snapshot, with the sizes the
    /// host's views measured themselves at (they belong to that state until the host carries them
    /// through the update), and the update is its first event.
    ///
    /// - Complexity: O(*c*) for *c* changes (what it holds is shared, never copied item by item);
    ///   the items of inserted and reloaded sections are hashed too.
    package func recordUpdate<S: Hashable, I: Hashable>(
        _ update: BatchUpdate, plan: UpdatePlan, from old: Snapshot<S, I>, to new: Snapshot<S, I>, counts: [Int],
        on host: any CollectionViewHosting
    ) {
        if plan.strategy != .reloadData, let count = newer?.events.count, count >= segmentCapacity {
            startSegment(at: old, continues: true, measured: host.measuredLayoutSizes)
        }
        recordContainer(of: host)
        switch plan.strategy {
        case nil:
            return
        case .reloadData:
            // A reload forgets every measured size: the state starts without any.
            startSegment(at: new, continues: false, measured: nil)
        case .animatedBatchUpdates, .nonanimatedBatchUpdates:
            guard newer != nil else {
                startSegment(at: new, continues: false, measured: nil)
                return
            }
            // The update moves or deletes the selected items: the same index paths selected
            // afterwards are other items.
            if lastSelection?.isEmpty == false { lastSelection = nil }
            let strategy = plan.strategy == .animatedBatchUpdates ? "animated" : "nonanimated"
            appendEvent(
                RecordedEvent(
                    update: RecordedUpdate(
                        update, strategy: strategy, from: old, to: new, counts: counts,
                        identifySection: { RecordedIdentifier(hashing: $0, salt: self.salt) },
                        identifyItem: { RecordedIdentifier(hashing: $0, salt: self.salt) })))
        }
    }

    /// Records the layout description the host lays out with now
    /// (``CollectionViewHosting/layoutDescription``), unless it is the same as the one recorded
    /// last (``CollectionLayout/isSameLayout(as:)``): whatever gave it to the host — the app, at
    /// the host's creation or later, or a data owner. The hosts call it when they are given a
    /// layout; the recorder reads it too before each event it records, so that a layout the host
    /// got in any other way (UIKit's `collectionViewLayout` set by the app) comes before the
    /// events that met it. One that an update installs together with its data
    /// (`installedWithUpdate`, right after the update is recorded) goes with that update, which
    /// the replay performs with it.
    ///
    /// - Complexity: O(1) when the layout is the same; O(*d*) for a description of *d* items,
    ///   groups and supplementary items when it changed.
    package func recordLayout(of host: any CollectionViewHosting, installedWithUpdate: Bool = false) {
        guard let layout = host.layoutDescription else { return }
        if let lastLayout, lastLayout.layout.isSameLayout(as: layout) { return }
        let recorded = RecordedLayout(layout, salt: salt)
        lastLayout = (layout, recorded)
        if installedWithUpdate, let last = newer?.events.indices.last, newer?.events[last].update != nil {
            newer?.events[last].update?.layout = recorded
        } else {
            appendEvent(RecordedEvent(layout: recorded))
        }
    }

    /// Records a state the collection view reached without an update (an interactive move), with
    /// the sizes its views measured themselves at (they moved with their items).
    package func recordState<S: Hashable, I: Hashable>(_ snapshot: Snapshot<S, I>, on host: any CollectionViewHosting) {
        startSegment(at: snapshot, continues: false, measured: host.measuredLayoutSizes)
    }

    /// Records a request to scroll to an item.
    package func recordScroll(
        to indexPath: IndexPath, position: CollectionViewScrollPosition, on host: any CollectionViewHosting
    ) {
        guard newer != nil else { return }
        recordContainer(of: host)
        appendEvent(RecordedEvent(scrollTo: .init(item: RecordedIndexPath(indexPath), position: position.rawValue)))
    }

    /// Records the size a self-sizing cell or supplementary view measured itself at, if the host's
    /// layout took it (`HostLayoutState.lastTakenMeasurement`, `nil` otherwise), with the layout's
    /// scroll position at `layoutOffset`.
    ///
    /// Sizes taken one after another at the same scroll position (one layout pass's) go into one
    /// event; the container is recorded before an event that starts (a scroll that brought new
    /// cells in is not an update, and is recorded then).
    ///
    /// - Complexity: amortized O(1).
    package func recordMeasurement(
        _ taken: (key: LayoutElementKey, size: CGSize)?, layoutOffset: CGPoint, on host: any CollectionViewHosting
    ) {
        guard let taken, newer != nil, taken.key.category != .decorationView else { return }
        let last = continuesMeasurements(at: layoutOffset, on: host) ? newer?.events.indices.last : nil
        var measured = RecordedMeasurements(contentOffset: layoutOffset)
        if taken.key.category == .cell {
            let item = RecordedMeasurements.Item(at: taken.key.indexPath, size: taken.size)
            guard let last else {
                measured.items.append(item)
                return startMeasurements(measured, on: host)
            }
            newer?.events[last].measured?.items.append(item)
        } else {
            let supplementary = RecordedMeasurements.Supplementary(
                kind: taken.key.elementKind ?? "", at: taken.key.indexPath, size: taken.size)
            guard let last else {
                measured.supplementaries = [supplementary]
                return startMeasurements(measured, on: host)
            }
            if newer?.events[last].measured?.supplementaries == nil {
                newer?.events[last].measured?.supplementaries = []
            }
            newer?.events[last].measured?.supplementaries?.append(supplementary)
        }
    }

    /// Starts an event of sizes, after the container they were measured in.
    private func startMeasurements(_ measured: RecordedMeasurements, on host: any CollectionViewHosting) {
        recordHostState(of: host)
        appendEvent(RecordedEvent(measured: measured))
    }

    /// Whether the last event holds sizes taken at this scroll position of the layout, in the
    /// container recorded last (a change of text size or width between two passes at the same
    /// scroll position makes the views measure again, in another event).
    private func continuesMeasurements(at layoutOffset: CGPoint, on host: any CollectionViewHosting) -> Bool {
        guard let measured = newer?.events.last?.measured,
            measured.contentOffset == [Double(layoutOffset.x), Double(layoutOffset.y)],
            let layout = host.layoutDescription, lastLayout?.layout.isSameLayout(as: layout) == true
        else { return false }
        return lastHostInputs?.environment == host.layoutEnvironment(scrollDirection: host.layoutScrollDirection)
    }

    /// Records a failure, and hands the recording to ``failureHandler`` (and, in
    /// debug builds outside tests, to a file a runtime warning names) the first time this failure
    /// is met.
    ///
    /// The handler may call back into Tessera — apply a snapshot, take another recording —: it is
    /// called after the failure is recorded, with nothing of the recorder's held.
    package func recordFailure(_ failure: CollectionViewError, on host: (any CollectionViewHosting)? = nil) {
        guard newer != nil else { return }
        // The container and selection are not read here: a failure can be about the container
        // itself (a size or trait Tessera refuses); the next update or scroll request reads them.
        // The layout is: a layout the engine refuses fails at the pass that solves it.
        if let host { recordLayout(of: host) }
        appendEvent(RecordedEvent(failure: RecordedFailure(failure)))
        guard capturedFailures.insert(failure.repeatKey).inserted else { return }
        let handler = Self.failureHandler
        let writes = writesRecordingFiles
        guard handler != nil || writes else { return }
        let recording = capture()
        handler?(recording)
        if writes { write(recording) }
    }

    /// Whether a failure's recording is also written to a file: in debug builds, outside tests.
    private var writesRecordingFiles: Bool {
        #if DEBUG
            !isTesting
        #else
            false
        #endif
    }

    private func write(_ recording: FlightRecording) {
        Self.writtenCount += 1
        let name = "tessera-recording-\(ProcessInfo.processInfo.processIdentifier)-\(Self.writtenCount).json"
        let url = Self.recordingsDirectory.appendingPathComponent(name)
        do {
            try recording.jsonData().write(to: url)
            reportIssue(
                "Tessera recorded the list's recent updates to \(url.path); replay them with `tessera replay \(url.path)`"
            )
        } catch {
            reportIssue("Tessera could not write the list's recording to \(url.path): \(error)")
        }
    }

    // MARK: The ring

    /// Records the container and the selection when either changed since recorded last.
    private func recordContainer(of host: any CollectionViewHosting) {
        recordHostState(of: host)
        let selection = host.selectedItemsWithoutLayout
        guard selection != lastSelection else { return }
        lastSelection = selection
        if newer != nil { appendEvent(RecordedEvent(selection: selection.map(RecordedIndexPath.init))) }
    }

    /// Records the container and the layout when either changed since recorded last.
    private func recordHostState(of host: any CollectionViewHosting) {
        recordLayout(of: host)
        let environment = host.layoutEnvironment(scrollDirection: host.layoutScrollDirection)
        let inputs = (environment: environment, bounds: host.bounds, contentOffset: host.contentOffset)
        if let last = lastHostInputs, last.environment == inputs.environment, last.bounds == inputs.bounds,
            last.contentOffset == inputs.contentOffset
        {
            return
        }
        lastHostInputs = inputs
        let state = RecordedHostState(host, environment: environment)
        guard state != lastHostState else { return }
        lastHostState = state
        if newer != nil { appendEvent(RecordedEvent(host: state)) }
    }

    /// Starts a segment at a state of the list, whose views had measured themselves at `measured`;
    /// the newer segment becomes the older (a first segment drops nothing).
    ///
    /// - Complexity: O(1): the snapshot and the sizes are written when a recording is captured.
    private func startSegment<S: Hashable, I: Hashable>(
        at state: Snapshot<S, I>, continues: Bool, measured: MeasuredLayoutSizes?
    ) {
        if newer != nil { older = newer }
        newer = Segment(
            start: { [salt] in
                let sizes = measured.flatMap { $0.isEmpty ? nil : RecordedSizes($0) }
                return RecordedSnapshot(state, salt: salt, measured: sizes)
            }, continues: continues && older != nil)
        lastHostState.map { newer?.events.append(RecordedEvent(host: $0)) }
        lastLayout.map { newer?.events.append(RecordedEvent(layout: $0.recorded)) }
        let startingEventCount = newer?.events.count ?? 0
        newer?.startingEventCount = startingEventCount
        // The selection is read before an update, in the index paths of the state before it: the
        // new segment records it afresh at its first event.
        lastSelection = []
    }

    private func appendEvent(_ event: RecordedEvent) {
        newer?.events.append(event)
        // Events that change no state (failures, container changes, scroll requests) can pile up
        // between updates: past 2 × capacity, the oldest of them goes.
        guard let segment = newer, segment.events.count > segmentCapacity * 2,
            let oldest = segment.events[segment.startingEventCount...].firstIndex(where: { $0.update == nil })
        else { return }
        newer?.events.remove(at: oldest)
    }
}
