import Foundation

/// One entry of a recording: exactly one of its fields is set.
///
/// - `snapshot`: the whole list (the recording's start, and after an update that replaced it all);
/// - `update`: an update performed on the list, as what changed;
/// - `host`: the container the following events met, when it changed;
/// - `scrollTo`: a request to scroll to an item (`scrollToItem(at:at:animated:)`);
/// - `selection`: the selected items, when they changed;
/// - `layout`: the layout description the host lays out with, when it changed;
/// - `measured`: sizes self-sizing cells and supplementary views measured themselves at, which the
///   host took;
/// - `failure`: a failure Tessera reported.
package struct RecordedEvent: Hashable, Sendable, Codable {
    package var snapshot: RecordedSnapshot?
    package var update: RecordedUpdate?
    package var host: RecordedHostState?
    package var scrollTo: ScrollRequest?
    /// The selected items, in the order the collection view lists them.
    package var selection: [RecordedIndexPath]?
    package var layout: RecordedLayout?
    package var measured: RecordedMeasurements?
    package var failure: RecordedFailure?

    package struct ScrollRequest: Hashable, Sendable, Codable {
        package var item: RecordedIndexPath
        /// `CollectionViewScrollPosition`'s bits.
        package var position: UInt
    }

    package init(
        snapshot: RecordedSnapshot? = nil, update: RecordedUpdate? = nil, host: RecordedHostState? = nil,
        scrollTo: ScrollRequest? = nil, selection: [RecordedIndexPath]? = nil, layout: RecordedLayout? = nil,
        measured: RecordedMeasurements? = nil, failure: RecordedFailure? = nil
    ) {
        self.snapshot = snapshot
        self.update = update
        self.host = host
        self.scrollTo = scrollTo
        self.selection = selection
        self.layout = layout
        self.measured = measured
        self.failure = failure
    }

    /// What the event is, in a few words, for the replay's report.
    package var summary: String {
        if let snapshot {
            return "the list set to \(snapshot.items.count) items in \(snapshot.sections.count) sections"
        }
        if let update {
            return
                "an update (\(update.strategy): \(update.deletedItems.count) deleted, \(update.insertedItems.count) inserted, \(update.movedItems.count) moved, \(update.reloadedItems.count + update.reconfiguredItems.count) reloaded or reconfigured items; \(update.counts.reduce(0, +)) items after)"
                + (update.layout.map { ", with \($0.summary)" } ?? "")
        }
        if let host {
            return
                "the container: \(host.size.map { "\($0)" }.joined(separator: " × ")) at offset (\(host.contentOffset.map { "\($0)" }.joined(separator: ", ")))"
        }
        if let scrollTo { return "a scroll to item [\(scrollTo.item.section), \(scrollTo.item.item)]" }
        if let selection {
            return selection.isEmpty
                ? "no item selected"
                : "items selected: \(selection.map { "[\($0.section), \($0.item)]" }.joined(separator: ", "))"
        }
        if let layout { return layout.summary }
        if let measured {
            return
                "\(measured.count) \(measured.count == 1 ? "size" : "sizes") measured (\(measured.items.count) of cells)"
        }
        if let failure { return "the failure \(failure.kind): \(failure.message)" }
        return "nothing"
    }

    /// The event's field and the version of the JSON form that introduced it, for an event a
    /// version 1 recording does not have.
    var introduction: (field: String, version: Int)? {
        if selection != nil { return ("selection", 2) }
        if layout != nil { return ("layout", 2) }
        if measured != nil { return ("measured", 3) }
        return nil
    }

    func validate(_ path: String) throws(FlightRecordingError) {
        let set = [
            snapshot != nil, update != nil, host != nil, scrollTo != nil, selection != nil, layout != nil,
            measured != nil, failure != nil,
        ]
        .filter { $0 }.count
        guard set == 1 else {
            throw FlightRecordingError(
                "\(path): an event has exactly one of \"snapshot\", \"update\", \"host\", \"scrollTo\", \"selection\", \"layout\", \"measured\", \"failure\" (it has \(set))"
            )
        }
        try snapshot?.validate("\(path).snapshot")
        try host?.validate("\(path).host")
        try failure?.validate("\(path).failure")
        try layout?.validate("\(path).layout")
        try update?.layout?.validate("\(path).update.layout")
        if let update, !["animated", "nonanimated", "reload"].contains(update.strategy) {
            throw FlightRecordingError(
                "\(path).update: \"strategy\" is \"animated\", \"nonanimated\" or \"reload\"")
        }
    }
}
