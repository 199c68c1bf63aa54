import Foundation
import Tessera
import TesseraTesting
import Testing

@testable import TesseraCore

@MainActor
@Suite("Replaying a recording in a test")
struct RecordingTests {
    @Test func aReplayedFailureFailsTheTestAtTheReplaysLine() throws {
        let list = try RecordedList()
        try list.apply([("Feed", (0..<20).map { "post\($0)" })])
        try list.apply([("Feed", (0..<4).map { "post\($0)" })])
        withKnownIssue {
            list.host.scrollToItem(at: IndexPath(item: 9, section: 0), position: .top, animated: false)
        }
        let json = String(decoding: list.recorder.capture().jsonData(), as: UTF8.self)
        let recording = try Recording(json: json)
        let line = #line + 2
        withKnownIssue {
            recording.replay()
        } matching: { issue in
            issue.sourceLocation?.line == line
                && "\(issue)".contains("attempt to scroll to invalid index path: [0, 9]")
        }
    }

    @Test func aRecordingThatCannotBeReadIsAnError() {
        #expect(throws: FlightRecordingError.self) { try Recording(json: "{\"format\":") }
    }
}
