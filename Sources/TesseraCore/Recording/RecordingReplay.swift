import Foundation

/// Replays a ``FlightRecording`` on a ``HeadlessCollectionView``, which keeps UIKit's rules: the
/// recorded states are applied through a diffable data source, in order, with the recorded
/// container and scroll requests, and every failure Tessera reports is kept with the event that
/// met it.
///
/// What the app's own code did — its cell providers, its layout's section providers — is not in a
/// recording: the replay shows each item in an empty cell of a plain list, so a failure of that
/// code does not reproduce; failures of the updates, the scroll requests and the container do.
@MainActor
package struct RecordingReplay {
    /// What one event did on the replay's collection view.
    package struct Step {
        /// The event's index in the recording.
        package var event: Int
        package var summary: String
        /// The failures reported while the event was replayed.
        package var failures: [CollectionViewError]
        /// The items shown after it, with their frames.
        package var visibleItems: [IndexPath]
        package var frames: [CGRect]
        /// The items selected after it, in the order the collection view lists them.
        package var selectedItems: [IndexPath]
        /// The number of items of each section after it.
        package var itemCounts: [Int]
        /// The size of the content and the scroll position after it.
        package var contentSize: CGSize
        package var contentOffset: CGPoint
    }

    /// The steps, one per event.
    package private(set) var steps: [Step] = []
    /// The events whose layout the replay cannot reproduce (it is recorded by its digest only),
    /// with why: from there on, the replay's frames are the layout's before, not the app's.
    package private(set) var unreproducedLayouts: [(event: Int, reason: String)] = []
    /// The failure the recording was taken for: its last recorded failure.
    package let recordedFailure: RecordedFailure?

    /// The first step whose failures include the recorded failure (by its repeat key), and the
    /// failure reported there.
    package var reproduction: (step: Step, failure: CollectionViewError)? {
        guard let key = recordedFailure?.repeatKey else { return nil }
        for step in steps {
            if let failure = step.failures.first(where: { $0.repeatKey == key }) { return (step, failure) }
        }
        return nil
    }

    /// Replays a recording.
    ///
    /// - Throws: ``FlightRecordingError`` when an update does not fit the state before it or a
    ///   state repeats an identifier (a recording read with ``FlightRecording/init(jsonData:)`` was
    ///   checked for both already).
    /// - Complexity: O(*n* log *c*) per update of *n* items, plus the headless collection view's work.
    package init(_ recording: FlightRecording) throws(FlightRecordingError) {
        recordedFailure = recording.events.last { $0.failure != nil }?.failure
        let wasEnabled = FlightRecorder.isEnabled
        FlightRecorder.isEnabled = false
        defer { FlightRecorder.isEnabled = wasEnabled }
        let host = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            collectionViewLayout: CompositionalLayout.list(using: ListConfiguration(appearance: .plain)))
        let cell = CellRegistration<HeadlessCell, RecordedIdentifier> { _, _, _ in }
        let dataSource = CollectionViewDiffableDataSource<RecordedIdentifier, RecordedIdentifier>(
            collectionView: host, cellRegistration: cell)
        // A recorded selection of several items came from a list that allowed it.
        host.allowsMultipleSelection = true
        var state = RecordedSnapshot(sections: [], counts: [], items: [])
        for (index, event) in recording.events.enumerated() {
            let reported = host.failures.count
            for layout in [event.layout, event.update?.layout].compactMap(\.self) {
                if let reason = layout.unreproducible { unreproducedLayouts.append((index, reason)) }
            }
            if let snapshot = event.snapshot {
                state = snapshot
                if let measured = snapshot.measured {
                    // The sizes were measured in the container and with the layout recorded right
                    // after the state: those come first, so that the layout keeps the sizes (a new
                    // width or text size would make it forget them).
                    for next in recording.events[(index + 1)...].prefix(while: { $0.host != nil || $0.layout != nil }) {
                        if let container = next.host { Self.set(container, on: host) }
                        if let layout = next.layout?.layout { host.setLayout(layout, animated: false) }
                    }
                    dataSource.applySnapshotUsingReloadData(try snapshot.snapshot())
                    host.start(from: measured)
                } else {
                    dataSource.applySnapshotUsingReloadData(try snapshot.snapshot())
                }
            } else if let update = event.update {
                state = try update.applied(to: state, path: "events[\(index)].update")
                // A layout the update installed goes with it, as it went on the recorded host.
                dataSource.updater.apply(
                    try state.snapshot(), animatingDifferences: update.strategy == "animated",
                    layout: update.layout?.layout)
            } else if let container = event.host {
                Self.set(container, on: host)
            } else if let request = event.scrollTo {
                host.scrollToItem(
                    at: request.item.indexPath, position: CollectionViewScrollPosition(rawValue: request.position),
                    animated: false)
            } else if let layout = event.layout?.layout {
                host.setLayout(layout, animated: false)
            } else if let selection = event.selection {
                Self.select(selection.map(\.indexPath), on: host)
            } else if let measured = event.measured {
                host.take(measured)
            }
            host.layoutIfNeeded()
            let visible = host.indexPathsForVisibleItems.sorted { ($0[0], $0[1]) < ($1[0], $1[1]) }
            steps.append(
                Step(
                    event: index, summary: event.summary, failures: Array(host.failures[reported...]),
                    visibleItems: visible, frames: visible.map { host.itemFrame(at: $0) ?? .null },
                    selectedItems: host.selectedItemsWithoutLayout, itemCounts: host.itemCounts,
                    contentSize: host.contentSize, contentOffset: host.contentOffset))
        }
    }

    /// Selects exactly the recorded items, in their order, without telling the delegate (as
    /// `selectItem(at:animated:scrollPosition:)` does).
    private static func select(_ selection: [IndexPath], on host: HeadlessCollectionView) {
        for selected in host.selectedItemsWithoutLayout where !selection.contains(selected) {
            host.deselectItem(at: selected, animated: false)
        }
        for item in selection where !host.selectedItemsWithoutLayout.contains(item) {
            host.selectItem(at: item, animated: false, scrollPosition: [])
        }
    }

    /// Sets a recorded container on the collection view.
    private static func set(_ state: RecordedHostState, on host: HeadlessCollectionView) {
        // Only what changed is set: setting a view's frame or traits again lays it out again,
        // which the recorded host did not do.
        let frame = CGRect(x: 0, y: 0, width: state.size[0], height: state.size[1])
        if host.frame != frame { host.frame = frame }
        let safeArea = DirectionalEdgeInsets(
            top: state.safeArea[0], leading: state.safeArea[1], bottom: state.safeArea[2],
            trailing: state.safeArea[3])
        if host.safeAreaInsets != safeArea { host.safeAreaInsets = safeArea }
        let direction = state.direction ?? .leftToRight
        if host.layoutDirection != direction { host.layoutDirection = direction }
        let category = ContentSizeCategory(rawValue: state.contentSizeCategory) ?? .large
        if host.preferredContentSizeCategory != category { host.preferredContentSizeCategory = category }
        if host.displayScale != state.displayScale { host.displayScale = state.displayScale }
        host.layoutIfNeeded()
        host.contentOffset = CGPoint(x: state.contentOffset[0], y: state.contentOffset[1])
    }
}
