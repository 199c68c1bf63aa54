import Foundation
import Tessera

/// Runs the work of a testing entry point so that the failures a host reports meanwhile land on
/// the entry point's caller — the test's line, where Xcode shows them — one issue per mistake
/// however many views it hit (`FailureIssues`).
@MainActor
func reportingFailures<Result, Failure: Error>(
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt,
    _ body: () throws(Failure) -> Result
) throws(Failure) -> Result {
    let location = FailureSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let outcome = FailureIssues.attributing(to: location) {
        FailureIssues.gatheringRepeats { () -> Swift.Result<Result, Failure> in
            do throws(Failure) {
                return .success(try body())
            } catch {
                return .failure(error)
            }
        }
    }
    return try outcome.get()
}

/// Runs the work of a testing entry point that waits (and so lets other tests run meanwhile) with
/// the failures reported in its task landing on its caller's line. Repeats are gathered by the
/// synchronous steps inside it, never across a wait.
@MainActor
func reportingFailures<Result, Failure: Error>(
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt,
    _ body: () async throws(Failure) -> Result
) async throws(Failure) -> Result {
    let location = FailureSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let outcome = await FailureIssues.attributing(to: location) { () async -> Swift.Result<Result, Failure> in
        do throws(Failure) {
            return .success(try await body())
        } catch {
            return .failure(error)
        }
    }
    return try outcome.get()
}
