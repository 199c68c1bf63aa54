import Foundation
@_spi(Testing) import Tessera

// MARK: - The flight recorder

extension OperationInterpreter {
    /// The most items a recording round-tripped by ``checkRecording(_:from:)`` holds in all its
    /// states together: a larger one (the harness's million-item snapshots) is left out, so that an
    /// input stays within libFuzzer's time per input.
    static let maximumRecordedItems = 20_000

    /// The most recordings handed to `FlightRecorder.failureHandler` that one input round-trips.
    static let maximumFailureRecordings = 4

    /// Records every view the input makes (`FlightRecorder.isEnabled`, off in optimized builds by
    /// default) and round-trips the recordings Tessera hands to `FlightRecorder.failureHandler`,
    /// for the duration of `body`; the recorder's settings are restored after it.
    func recording<Result>(_ body: () -> Result) -> Result {
        let wasEnabled = FlightRecorder.isEnabled, handler = FlightRecorder.failureHandler
        FlightRecorder.isEnabled = true
        var handed = 0
        FlightRecorder.failureHandler = { [weak self] recording in
            handed += 1
            guard handed <= Self.maximumFailureRecordings else { return }
            self?.checkRecording(recording, from: "the recording of a failure")
        }
        defer {
            FlightRecorder.isEnabled = wasEnabled
            FlightRecorder.failureHandler = handler
        }
        return body()
    }

    /// Captures the view's recording and round-trips it (the final check of every input).
    func checkViewRecording() {
        guard let recorder = view?.flightRecorder else { return }
        checkRecording(recorder.capture(), from: "the view's recording")
    }

    /// A recording Tessera captured reads back from its JSON as the same recording, and replays
    /// on a headless collection view without an error, one step for each event, reporting no
    /// failure of a kind the operations do not cause on purpose (an update the replay's host
    /// refuses, say) unless the recording holds it right after that event: the app's own failure
    /// (a scroll to an item the list does not have), which the replay reproduces.
    func checkRecording(_ recording: FlightRecording, from origin: String) {
        // The replay shows every state of the list: its cost is their items together.
        let items = recording.events.reduce(0) {
            $0 + ($1.snapshot?.items.count ?? $1.update?.counts.reduce(0, +) ?? 0)
        }
        guard items <= Self.maximumRecordedItems else { return }
        let data = recording.jsonData()
        let read: FlightRecording
        do {
            read = try FlightRecording(jsonData: data)
        } catch {
            return recordFailure("after \(lastOperation): \(origin) does not read back from its JSON: \(error)")
        }
        guard read == recording else {
            return recordFailure("after \(lastOperation): \(origin) reads back from its JSON as another recording")
        }
        let replay: RecordingReplay
        do {
            replay = try RecordingReplay(read)
        } catch {
            return recordFailure("after \(lastOperation): \(origin) does not replay: \(error)")
        }
        guard replay.steps.count == read.events.count else {
            return recordFailure(
                "after \(lastOperation): \(origin) replays \(replay.steps.count) steps for \(read.events.count) events")
        }
        for step in replay.steps {
            // A failure the recording holds right after the event is the replay reproducing it.
            let recorded = Set(read.events.dropFirst(step.event + 1).prefix { $0.failure != nil }.compactMap(\.failure))
            if let failure = step.failures.first(where: {
                !Self.expectedFailureKinds.contains($0.kind) && !recorded.contains(RecordedFailure($0))
            }) {
                return recordFailure(
                    "after \(lastOperation): replaying \(origin), event \(step.event) (\(step.summary)) reported \(failure.kind): \(failure.message)"
                )
            }
        }
    }
}
