import Foundation
import IssueReporting
import Tessera

/// A flight recording of a list (`FlightRecording`), loaded in a test to replay it on the headless
/// collection view: every failure Tessera reports during the replay fails the test at the line of
/// the ``replay(fileID:filePath:line:column:)`` call. `tessera replay --emit-test` writes such a
/// test.
///
/// ```swift
/// @MainActor
/// @Test func recordedListFailure() throws {
///     let recording = try Recording(contentsOf: URL(fileURLWithPath: "tessera-recording-812-1.json"))
///     recording.replay()
/// }
/// ```
public struct Recording: Sendable {
    /// The recording.
    public var recording: FlightRecording

    /// Loads a recording from its JSON.
    ///
    /// - Throws: `FlightRecordingError` naming what is wrong with it.
    public init(json: String) throws {
        recording = try FlightRecording(jsonData: Data(json.utf8))
    }

    /// Loads a recording from a file.
    ///
    /// - Throws: Foundation's error when the file cannot be read, `FlightRecordingError` naming
    ///   what is wrong with it.
    public init(contentsOf url: URL) throws {
        recording = try FlightRecording(jsonData: Data(contentsOf: url))
    }

    /// Replays the recording on a headless collection view, under UIKit's rules: each failure
    /// Tessera reports fails the running test at the caller's line; it returns the failures, in
    /// the order they were met.
    ///
    /// - Complexity: O(*n* log *c*) per update of *n* items and *c* changes, plus the headless
    ///   collection view's work.
    @MainActor
    @discardableResult
    public func replay(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> [CollectionViewError] {
        reportingFailures(fileID: fileID, filePath: filePath, line: line, column: column) {
            do throws(FlightRecordingError) {
                return try RecordingReplay(recording).steps.flatMap(\.failures)
            } catch {
                // A recording read through `init` was checked: this names what does not fit.
                reportIssue(error.message, fileID: fileID, filePath: filePath, line: line, column: column)
                return []
            }
        }
    }
}
