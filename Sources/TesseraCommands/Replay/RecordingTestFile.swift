import Foundation
import Tessera

/// The Swift Testing file `tessera replay --emit-test` writes: the recording in a raw string
/// literal, replayed by TesseraTesting's `Recording`, which reports the failures it meets at the
/// test's line.
struct RecordingTestFile {
    var text: String

    init(_ recording: FlightRecording, failure: RecordedFailure?) {
        let json = String(decoding: recording.jsonData(), as: UTF8.self)
        // A raw string whose delimiter appears nowhere in the JSON.
        var longestRun = 0
        var run = 0
        for character in json.utf8 {
            run = character == UInt8(ascii: "#") ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let hashes = String(repeating: "#", count: longestRun + 1)
        let what = failure.map { "\($0.kind): \($0.message)" } ?? "a recorded list"
        text = """
            import Testing
            import TesseraTesting

            /// Replays a list recorded by Tessera's flight recorder; fails while it reproduces
            /// \(what.replacingOccurrences(of: "\n", with: " "))
            @MainActor
            @Test func recordedListFailure() throws {
                let recording = try Recording(json: \(hashes)\"""
            \(json)
            \"""\(hashes))
                recording.replay()
            }

            """
    }
}
