import Foundation
import Tessera
import TesseraTestSupport
import Testing

@testable import TesseraCore

/// A list screen on the headless collection view, recorded by its flight recorder.
@MainActor
struct RecordedList {
    let host: HeadlessCollectionView
    let dataSource: CollectionViewDiffableDataSource<String, String>
    let recorder: FlightRecorder

    /// A plain list (or `layout`, set on the collection view); with `selfSizing`, each cell shows a text of its item's own length and
    /// measures itself to fit it (its height depends on the width and the text size).
    init(
        width: CGFloat = 390, height: CGFloat = 844, selfSizing: Bool = false,
        layout: any CollectionLayout = CompositionalLayout.list(using: ListConfiguration(appearance: .plain))
    ) throws {
        host = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        let cell = CellRegistration<HeadlessCell, String> { cell, _, item in
            guard selfSizing else { return }
            let words = item.unicodeScalars.reduce(0) { $0 &* 31 &+ Int($1.value) } & 15
            cell.contentConfiguration = ListContentConfiguration(
                style: .cell, text: String(repeating: "word ", count: 12 + words * 2))
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: host, cellRegistration: cell)
        recorder = try #require(host.flightRecorder, "recording is on in debug builds")
    }

    func apply(_ sections: [(String, [String])], animated: Bool = true) throws {
        var snapshot = Snapshot<String, String>()
        for (section, items) in sections {
            try snapshot.appendSections([section])
            try snapshot.appendItems(items, toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: animated)
        host.layoutIfNeeded()
    }

    /// The cells shown and their frames.
    var shown: [String] {
        host.indexPathsForVisibleItems.sorted { ($0[0], $0[1]) < ($1[0], $1[1]) }.map {
            "\($0[0])-\($0[1]) \(host.itemFrame(at: $0) ?? .null)"
        }
    }
}

@MainActor
@Suite("The flight recorder")
struct FlightRecorderTests {
    /// An update applied while a layout pass is due: the host lays the list out before the batch,
    /// and the cells measured there are the items before the update. They were recorded after the
    /// update, at index paths its list did not have, and the recording did not read back.
    @Test func sizesMeasuredInTheLayoutPassBeforeABatchAreRecordedBeforeIt() throws {
        let list = try RecordedList(selfSizing: true)
        var snapshot = Snapshot<String, String>()
        try snapshot.appendSections(["A"])
        try snapshot.appendItems((0..<18).map { "a\($0)" }, toSection: "A")
        list.dataSource.apply(snapshot, animatingDifferences: false)
        snapshot.deleteItems((2..<18).map { "a\($0)" })
        list.dataSource.apply(snapshot, animatingDifferences: false)
        list.host.layoutIfNeeded()
        let recording = try FlightRecording(jsonData: list.recorder.capture().jsonData())
        let measuredEvents = recording.events.filter { $0.measured != nil }
        #expect(!measuredEvents.isEmpty, "the cells measured themselves")
        let replay = try RecordingReplay(recording)
        #expect(replay.steps.last?.visibleItems == list.host.indexPathsForVisibleItems.sorted { $0.precedes($1) })
    }

    @Test func replayShowsTheSameCellsAsTheRecordedList() throws {
        let list = try RecordedList()
        try list.apply([("A", (0..<30).map { "a\($0)" }), ("B", ["b0", "b1"])])
        try list.apply([("B", ["b1", "b0", "x"]), ("A", (0..<30).filter { $0 % 3 != 0 }.map { "a\($0)" })])
        list.host.contentOffset = CGPoint(x: 0, y: 120)
        try list.apply([("A", (0..<40).map { "a\($0)" }), ("C", ["c"])], animated: false)
        let recording = list.recorder.capture()
        let replay = try RecordingReplay(try FlightRecording(jsonData: recording.jsonData()))
        let last = try #require(replay.steps.last)
        #expect(
            last.visibleItems.map { "\($0[0])-\($0[1]) \(last.frames[last.visibleItems.firstIndex(of: $0)!])" }
                == list.shown)
        #expect(replay.steps.allSatisfy { $0.failures.isEmpty })
    }

    @Test func anAdaptersUpdatesAreRecordedOnTheSamePath() throws {
        let host = TestViews.headless(height: 844)
        let adapter = ListAdapter<MessageCell>(heightMode: .fixed(44))
        adapter.setup(collectionView: host)
        adapter.reload(items: (0..<30).map { Message(id: $0, text: "m\($0)") })
        adapter.reload(items: (5..<40).map { Message(id: $0, text: "m\($0)") })
        host.layoutIfNeeded()
        let recording = try #require(host.flightRecorder).capture()
        #expect(recording.events.contains { $0.update != nil })
        let replay = try RecordingReplay(try FlightRecording(jsonData: recording.jsonData()))
        #expect(
            replay.steps.last?.visibleItems == host.indexPathsForVisibleItems.sorted { ($0[0], $0[1]) < ($1[0], $1[1]) }
        )
    }

    @Test func aRecordingHoldsNoIdentifierNorContent() throws {
        let list = try RecordedList()
        try list.apply([("Groceries", ["apples-from-anna", "bread"])])
        try list.apply([("Groceries", ["bread", "cheese-for-carl"])])
        let json = String(decoding: list.recorder.capture().jsonData(), as: UTF8.self)
        for secret in ["Groceries", "apples", "anna", "bread", "cheese", "carl"] {
            #expect(!json.contains(secret))
        }
        #expect(json.contains(#""format":"tessera-recording""#))
        #expect(json.contains(#""version":3"#))
    }

    @Test func aStaleScrollAfterARefreshIsRecordedAndReproduces() throws {
        let list = try RecordedList()
        var handed: [FlightRecording] = []
        FlightRecorder.failureHandler = { handed.append($0) }
        defer { FlightRecorder.failureHandler = nil }
        try list.apply([("Feed", (0..<20).map { "post\($0)" })])
        try list.apply([("Feed", (0..<5).map { "post\($0)" })])
        withKnownIssue {
            list.host.scrollToItem(at: IndexPath(item: 12, section: 0), position: .top, animated: false)
        }
        let recording = try #require(handed.first)
        #expect(handed.count == 1)
        var replay: RecordingReplay?
        withKnownIssue { replay = try RecordingReplay(try FlightRecording(jsonData: recording.jsonData())) }
        let reproduction = try #require(replay?.reproduction)
        #expect(reproduction.failure.message == "attempt to scroll to invalid index path: [0, 12]")
    }

    @Test func theRecorderKeepsAtMostTwoSegments() throws {
        let list = try RecordedList()
        var items = (0..<100).map { "i\($0)" }
        try list.apply([("S", items)])
        for round in 0..<(FlightRecorder.capacity * 5) {
            items[round % 100] = "n\(round)"
            try list.apply([("S", items)], animated: round % 2 == 0)
            #expect(list.recorder.eventCount <= FlightRecorder.capacity * 2)
        }
        let replay = try RecordingReplay(try FlightRecording(jsonData: list.recorder.capture().jsonData()))
        let last = try #require(replay.steps.last)
        #expect(last.visibleItems.count == list.host.indexPathsForVisibleItems.count)
        #expect(replay.steps.allSatisfy { $0.failures.isEmpty })
    }

    @Test func theShrinkerKeepsTheFailureWithFewerUpdates() throws {
        let list = try RecordedList()
        FlightRecorder.failureHandler = { _ in }
        defer { FlightRecorder.failureHandler = nil }
        for round in 0..<8 {
            try list.apply([("Feed", (0..<(20 - round)).map { "post\($0)" })])
        }
        withKnownIssue {
            list.host.scrollToItem(at: IndexPath(item: 15, section: 0), position: .top, animated: false)
        }
        let recording = list.recorder.capture()
        var shrunk: FlightRecording?
        withKnownIssue { shrunk = try RecordingShrinker.shrink(recording) }
        let smaller = try #require(shrunk)
        #expect(smaller.events.filter { $0.update != nil }.count < recording.events.filter { $0.update != nil }.count)
        var replay: RecordingReplay?
        withKnownIssue { replay = try RecordingReplay(smaller) }
        #expect(replay?.reproduction != nil)
    }

    @Test func theSelectionIsRecordedAndReplayed() throws {
        let list = try RecordedList()
        list.host.allowsMultipleSelection = true
        try list.apply([("A", (0..<10).map { "a\($0)" })])
        list.host.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        list.host.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        // The update moves the selected items: a3 to [0, 1], a5 to [0, 3].
        try list.apply([("A", (2..<10).map { "a\($0)" })])
        list.host.deselectItem(at: IndexPath(item: 1, section: 0), animated: false)
        try list.apply([("A", (2..<12).map { "a\($0)" })])
        let recording = list.recorder.capture()
        #expect(recording.events.contains { $0.selection?.count == 2 })
        let replay = try RecordingReplay(try FlightRecording(jsonData: recording.jsonData()))
        #expect(replay.steps.last?.selectedItems == list.host.selectedItemsWithoutLayout)
        #expect(replay.steps.last?.selectedItems == [IndexPath(item: 3, section: 0)])
        // The step of the update that moved them shows them moved.
        let moved = try #require(replay.steps.first { $0.summary.contains("2 deleted") })
        #expect(Set(moved.selectedItems) == [IndexPath(item: 1, section: 0), IndexPath(item: 3, section: 0)])
    }

    @Test func anItemSelectedWhereAnUpdateRemovedTheSelectedOneIsRecorded() throws {
        let list = try RecordedList()
        try list.apply([("A", (0..<10).map { "a\($0)" })])
        list.host.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        // The update deletes the selected a4; then a5, now at [0, 4], is selected: the same index
        // path, another item.
        try list.apply([("A", (0..<10).filter { $0 != 4 }.map { "a\($0)" })])
        list.host.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        try list.apply([("A", ["new"] + (0..<10).filter { $0 != 4 }.map { "a\($0)" })])
        let replay = try RecordingReplay(try FlightRecording(jsonData: list.recorder.capture().jsonData()))
        #expect(list.host.selectedItemsWithoutLayout == [IndexPath(item: 5, section: 0)])
        #expect(replay.steps.last?.selectedItems == list.host.selectedItemsWithoutLayout)
    }

    @Test func aSelfSizingListsMeasurementsAreRecordedAndReplayed() throws {
        let list = try RecordedList(selfSizing: true)
        try list.apply([("A", (0..<40).map { "a\($0)" })])
        list.host.contentOffset = CGPoint(x: 0, y: 700)
        list.host.layoutIfNeeded()
        try list.apply([("A", (0..<40).filter { $0 % 5 != 0 }.map { "a\($0)" })])
        let recording = list.recorder.capture()
        let measured = recording.events.compactMap(\.measured)
        #expect(!measured.isEmpty)
        #expect(measured.allSatisfy { $0.items.allSatisfy { $0.height != 44 } })
        let replay = try RecordingReplay(try FlightRecording(jsonData: recording.jsonData()))
        let last = try #require(replay.steps.last)
        #expect(last.visibleItems.enumerated().map { "\($1[0])-\($1[1]) \(last.frames[$0])" } == list.shown)
        #expect(last.contentSize == list.host.contentSize)

        // Without its measurements, the replay shows rows of the estimated height.
        var unmeasured = recording
        unmeasured.events.removeAll { $0.measured != nil }
        let estimated = try #require(try RecordingReplay(unmeasured).steps.last)
        #expect(estimated.visibleItems.enumerated().map { "\($1[0])-\($1[1]) \(estimated.frames[$0])" } != list.shown)
    }

    @Test func aShrunkRecordingOfASelfSizingListReadsBack() throws {
        let list = try RecordedList(selfSizing: true)
        FlightRecorder.failureHandler = { _ in }
        defer { FlightRecorder.failureHandler = nil }
        for round in 0..<6 {
            try list.apply([("Feed", (0..<(30 - 3 * round)).map { "post\($0)" })])
            list.host.contentOffset = CGPoint(x: 0, y: 300)
            list.host.layoutIfNeeded()
        }
        withKnownIssue {
            list.host.scrollToItem(at: IndexPath(item: 25, section: 0), position: .top, animated: false)
        }
        let recording = list.recorder.capture()
        #expect(recording.events.contains { $0.measured != nil })
        var shrunk: FlightRecording?
        withKnownIssue { shrunk = try RecordingShrinker.shrink(recording) }
        let smaller = try #require(shrunk)
        var replay: RecordingReplay?
        withKnownIssue { replay = try RecordingReplay(try FlightRecording(jsonData: smaller.jsonData())) }
        #expect(replay?.reproduction != nil)
    }

    @Test func aListLayoutIsRecordedAsItsConfigurationAndAnyOtherByItsDigest() throws {
        let host = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            collectionViewLayout: CompositionalLayout.list(using: ListConfiguration(appearance: .plain)))
        let registration = CellRegistration<HeadlessCell, Message> { _, _, _ in }
        let controller = IdentifiedSectionsController<String, Message>(collectionView: host) {
            collectionView, indexPath, message in
            try collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: message)
        }
        let recorder = try #require(host.flightRecorder)
        var grouped = ListConfiguration(appearance: .insetGrouped)
        grouped.showsSeparators = false
        grouped.rowHeight = 60
        let sections = IdentifiedSections([("a", (0..<8).map { Message(id: $0, text: "") }), ("b", [])])
        try controller.update(
            sections, layout: CompositionalLayout.list(using: grouped), selection: nil, animated: false)
        host.layoutIfNeeded()
        let recording = recorder.capture()
        let layout = try #require(recording.events.compactMap(\.layout).last)
        #expect(
            layout.list
                == RecordedLayout.List(
                    appearance: "insetGrouped", showsSeparators: false, rowHeight: 60))
        let replay = try RecordingReplay(try FlightRecording(jsonData: recording.jsonData()))
        let last = try #require(replay.steps.last)
        #expect(
            last.visibleItems.map { last.frames[last.visibleItems.firstIndex(of: $0)!] }
                == last.visibleItems.map { host.itemFrame(at: $0) ?? .null })
        #expect(last.visibleItems == host.indexPathsForVisibleItems.sorted { ($0[0], $0[1]) < ($1[0], $1[1]) })

        // A layout of the app's own sections: its provider is app code, recorded by its digest.
        let provided = CompositionalLayout { _, environment in
            .list(using: ListConfiguration(appearance: .grouped), layoutEnvironment: environment)
        }
        try controller.update(sections, layout: provided, selection: nil, animated: false)
        try controller.update(sections, layout: provided, selection: nil, animated: false)
        let layouts = recorder.capture().events.compactMap(\.layout)
        #expect(
            layouts.map { $0.list?.appearance } == ["plain", "insetGrouped", nil],
            "the layout the view was made with, then each installed once: the same layout installed again is not recorded again"
        )
        #expect(layouts.last?.list == nil)
        #expect(layouts.last?.digest != layout.digest)
        let summary = try RecordingReplay(recorder.capture()).steps.last { $0.summary.contains("digest") }
        #expect(summary != nil)
    }
}
