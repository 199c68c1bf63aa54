import ArgumentParser
import Foundation
import IssueReporting
import Tessera

/// `tessera replay RECORDING`: replays a flight recording on the headless collection view and says
/// whether, where and how it fails; `--shrink` and `--emit-test` make it smaller and a test.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a flight recording of a list on the headless collection view, under UIKit's rules.",
        discussion: """
            A recording is the JSON a FlightRecorder wrote (docs/Recordings.md). The replay applies its \
            states, container changes, layouts, selections, measured sizes and scroll requests in order and \
            prints each failure Tessera reports, with the event that met it.

            Exit status: 1 when the recorded failure reproduces, 0 when it does not, 2 when the recording \
            cannot be read (the message names the event and field).

            Examples:
              tessera replay tessera-recording-812-1.json
              tessera replay tessera-recording-812-1.json --shrink small.json
              tessera replay small.json --emit-test Tests/RecordedTests.swift

            A recording read is at most 64 MiB, with at most 100000 events and 1000000 items in a state \
            of the list; --shrink replays at most 2000 candidates.
            """
    )

    @Argument(help: "The recording (JSON file, or - for standard input).")
    var recording: String

    @Option(help: "Write the smallest recording found that still fails the same way to this file.")
    var shrink: String?

    @Option(name: .customLong("emit-test"), help: "Write a Swift Testing file that replays the recording.")
    var emitTest: String?

    func run() throws {
        let data = try InputFile.read(recording)
        let recorded: FlightRecording
        do {
            recorded = try FlightRecording(jsonData: data)
        } catch {
            throw InputError(source: recording, path: "", message: error.message)
        }
        // The replay's failures are its report, printed below, rather than runtime warnings.
        let outcome = MainActor.assumeIsolated {
            withIssueReporters([]) { () -> Result<Bool, InputError> in
                do throws(InputError) {
                    return .success(try replay(recorded))
                } catch {
                    return .failure(error)
                }
            }
        }
        if try outcome.get() { throw ExitCode(1) }
    }

    /// Prints the replay's report and writes the files asked for; whether the failure reproduced.
    @MainActor
    private func replay(_ recorded: FlightRecording) throws(InputError) -> Bool {
        let replay: RecordingReplay
        do {
            replay = try RecordingReplay(recorded)
        } catch {
            throw InputError(source: recording, path: "", message: error.message)
        }
        print(ReplayReport(replay, events: recorded.events.count).text)
        if let shrink {
            guard replay.reproduction != nil else {
                throw InputError(
                    source: recording, path: "", message: "--shrink needs a recording whose failure reproduces")
            }
            do {
                if let smaller = try RecordingShrinker.shrink(recorded) {
                    try OutputFile.write(smaller.jsonData(), to: shrink)
                    print("Wrote \(shrink): \(smaller.events.count) events, from \(recorded.events.count).")
                }
            } catch let error as InputError {
                throw error
            } catch {
                throw InputError(source: recording, path: "", message: "\(error)")
            }
        }
        if let emitTest {
            try OutputFile.write(
                Data(RecordingTestFile(recorded, failure: replay.recordedFailure).text.utf8), to: emitTest)
            print("Wrote \(emitTest).")
        }
        return replay.reproduction != nil
    }
}
