import Foundation
import Tessera
import TesseraTestSupport
import Testing

@testable import TesseraCore

/// The app's failure handler gets a recording while Tessera is in the middle of its work — a
/// scroll request, a layout pass asking a cell provider for a cell — and may call back into
/// Tessera from there: apply a snapshot, take another recording.
@MainActor
@Suite("The flight recorder's failure handler may call back into Tessera")
struct FailureHandlerReentrancyTests {
    @Test func aHandlerMayApplyAndCaptureWhenAScrollFails() throws {
        let list = try RecordedList()
        var handed: [FlightRecording] = []
        var capturedInHandler: [FlightRecording] = []
        FlightRecorder.failureHandler = { recording in
            handed.append(recording)
            // Back into Tessera: an update and a capture, from inside the report.
            try? list.apply([("Feed", (0..<3).map { "post\($0)" })])
            capturedInHandler.append(list.recorder.capture())
        }
        defer { FlightRecorder.failureHandler = nil }
        try list.apply([("Feed", (0..<20).map { "post\($0)" })])
        withKnownIssue {
            list.host.scrollToItem(at: IndexPath(item: 30, section: 0), position: .top, animated: false)
        }
        #expect(handed.count == 1)
        #expect(list.host.numberOfItems(inSection: 0) == 3)
        // The recording handed over ends at the failure; the one taken in the handler also holds
        // the update the handler made.
        #expect(handed.first?.events.last?.failure != nil)
        let inHandler = try #require(capturedInHandler.first)
        #expect(inHandler.events.last?.update?.counts == [3])
        // Nothing was lost: a later recording holds the failure and the handler's update, and replays.
        let later = list.recorder.capture()
        #expect(later.events.contains { $0.failure?.kind == "outOfRange" })
        #expect(later.events.last?.update?.counts == [3])
        var replay: RecordingReplay?
        withKnownIssue { replay = try RecordingReplay(try FlightRecording(jsonData: later.jsonData())) }
        #expect(replay?.reproduction != nil)
        #expect(replay?.steps.last?.visibleItems.count == 3)
    }

    @Test func aHandlerMayApplyAndCaptureDuringALayoutPass() throws {
        let host = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            collectionViewLayout: CompositionalLayout.list(using: ListConfiguration(appearance: .plain)))
        var misbehave = true
        let cell = CellRegistration<HeadlessCell, String> { _, _, item in
            // An app mistake UIKit refuses: changing the collection view while it asks for a cell.
            if misbehave, item == "b" {
                misbehave = false
                host.reloadData()
            }
        }
        let dataSource = CollectionViewDiffableDataSource<String, String>(collectionView: host, cellRegistration: cell)
        let recorder = try #require(host.flightRecorder, "recording is on in debug builds")
        var handed: [FlightRecording] = []
        FlightRecorder.failureHandler = { recording in
            handed.append(recording)
            var snapshot = Snapshot<String, String>()
            try? snapshot.appendSections(["S"])
            try? snapshot.appendItems(["a", "c", "d", "e"])
            // The host is busy laying out: the update waits for the end of the pass, as any
            // update asked from a cell provider does.
            dataSource.apply(snapshot, animatingDifferences: false)
            _ = recorder.capture()
        }
        defer { FlightRecorder.failureHandler = nil }
        var snapshot = Snapshot<String, String>()
        try snapshot.appendSections(["S"])
        try snapshot.appendItems(["a", "b"])
        withKnownIssue {
            dataSource.apply(snapshot, animatingDifferences: false)
            host.layoutIfNeeded()
        }
        host.layoutIfNeeded()
        #expect(handed.count == 1)
        #expect(handed.first?.events.last?.failure?.kind == "invalidCall")
        #expect(host.numberOfItems(inSection: 0) == 4)
        #expect(dataSource.snapshot().itemIdentifiers == ["a", "c", "d", "e"])
        let later = recorder.capture()
        #expect(later.events.contains { $0.failure?.kind == "invalidCall" })
        let lastState = later.events.last { $0.update != nil || $0.snapshot != nil }
        #expect((lastState?.update?.counts ?? lastState?.snapshot?.counts) == [4])
    }
}
