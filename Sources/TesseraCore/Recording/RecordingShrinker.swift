import Foundation

/// Makes a failing recording smaller while it still fails the same way (delta debugging, Zeller's
/// *ddmin*): first over its events — updates, container changes, scroll requests —, then over its
/// items, each removed from every state of the list, then over the events again. The recorded failure (the last failure event)
/// stays; every candidate is replayed (``RecordingReplay``) and kept when it reports a failure
/// with the same repeat key.
@MainActor
package struct RecordingShrinker {
    /// The most replays one shrink makes: 2,000. The result is the smallest recording found then.
    package static let maximumReplays = 2000

    /// One event with the whole state of the list where it changes it.
    private struct Step {
        var state: RecordedSnapshot?
        var strategy: String?
        var event: RecordedEvent
    }

    private let key: String
    private var replays = 0

    private init(key: String) {
        self.key = key
    }

    /// The smallest recording found that still fails as `recording` does, or `nil` when
    /// `recording` itself does not reproduce its failure.
    ///
    /// - Complexity: At most ``maximumReplays`` replays.
    package static func shrink(_ recording: FlightRecording) throws(FlightRecordingError) -> FlightRecording? {
        let replay = try RecordingReplay(recording)
        guard replay.reproduction != nil, let key = replay.recordedFailure?.repeatKey,
            let failureIndex = recording.events.lastIndex(where: { $0.failure != nil })
        else { return nil }
        var shrinker = RecordingShrinker(key: key)
        var steps = try Self.steps(of: recording)
        let start = steps.removeFirst()
        let failure = steps.remove(at: failureIndex - 1)
        // Events after the failure take no part in it.
        let candidates = Array(steps[..<(failureIndex - 1)]).filter { $0.event.failure == nil }
        let kept = shrinker.minimize(candidates) { [start] chosen in [start] + chosen + [failure] }
        var result = [start] + kept + [failure]
        let items = Array(Set(result.flatMap { $0.state?.items ?? [] })).sorted { $0.value < $1.value }
        let keptSteps = result
        let keptItems = shrinker.minimizeRemoved(items) { removed in Self.removing(Set(removed), from: keptSteps) }
        result = Self.removing(Set(items).subtracting(keptItems), from: result)
        // With fewer items, fewer events may be needed.
        let shorter = shrinker.minimize(Array(result.dropFirst().dropLast())) { [start = result[0]] chosen in
            [start] + chosen + [failure]
        }
        return Self.recording(of: [result[0]] + shorter + [failure])
    }

    /// The recording's events, each with the whole state where it changes it.
    private static func steps(of recording: FlightRecording) throws(FlightRecordingError) -> [Step] {
        var state: RecordedSnapshot?
        var steps: [Step] = []
        for (index, event) in recording.events.enumerated() {
            if let snapshot = event.snapshot {
                state = snapshot
                steps.append(Step(state: snapshot, strategy: nil, event: event))
            } else if let update = event.update, let before = state {
                state = try update.applied(to: before, path: "events[\(index)].update")
                steps.append(Step(state: state, strategy: update.strategy, event: event))
            } else {
                steps.append(Step(state: nil, strategy: nil, event: event))
            }
        }
        return steps
    }

    /// The steps with some items taken out of every state.
    private static func removing(_ items: Set<RecordedIdentifier>, from steps: [Step]) -> [Step] {
        steps.map { step in
            guard let state = step.state else { return step }
            var copy = step
            var counts: [Int] = []
            var kept: [RecordedIdentifier] = []
            var start = 0
            for count in state.counts {
                let section = state.items[start..<(start + count)].filter { !items.contains($0) }
                counts.append(section.count)
                kept += section
                start += count
            }
            copy.state = RecordedSnapshot(sections: state.sections, counts: counts, items: kept)
            return copy
        }
    }

    /// A recording of steps: the first state whole, each later one as the update from the one
    /// before (computed again, since steps between them may be gone).
    private static func recording(of steps: [Step]) -> FlightRecording {
        var events: [RecordedEvent] = []
        var previous: Snapshot<RecordedIdentifier, RecordedIdentifier>?
        for step in steps {
            guard let state = step.state, let snapshot = try? state.snapshot() else {
                events.append(step.event)
                continue
            }
            if let before = previous, let strategy = step.strategy {
                let update = BatchUpdate(from: before, to: snapshot)
                events.append(
                    RecordedEvent(
                        update: RecordedUpdate(
                            update, strategy: strategy, from: before, to: snapshot, counts: state.counts,
                            identifySection: { $0 },
                            identifyItem: { $0 })))
            } else {
                events.append(RecordedEvent(snapshot: state))
            }
            previous = snapshot
        }
        return FlightRecording(events: events)
    }

    /// Whether steps still fail the same way, as a recording that reads back: without some updates
    /// or items, a selection or a measured size may name an item that is not there.
    private mutating func fails(_ steps: [Step]) -> Bool {
        replays += 1
        let recording = Self.recording(of: steps)
        guard (try? recording.validate()) != nil, let replay = try? RecordingReplay(recording) else { return false }
        return replay.reproduction?.failure.repeatKey == key
    }

    /// ddmin: the smallest subsequence of `elements` found for which `build` still fails.
    private mutating func minimize<Element>(_ elements: [Element], build: ([Element]) -> [Step]) -> [Element] {
        var current = elements
        var parts = 2
        while current.count >= 1, replays < Self.maximumReplays {
            let chunk = (current.count + parts - 1) / parts
            var reduced = false
            var start = 0
            while start < current.count, replays < Self.maximumReplays {
                let complement = Array(current[..<start]) + Array(current[min(start + chunk, current.count)...])
                if fails(build(complement)) {
                    current = complement
                    parts = max(parts - 1, 2)
                    reduced = true
                    break
                }
                start += chunk
            }
            if reduced { continue }
            if chunk <= 1 { break }
            parts = min(parts * 2, current.count)
        }
        return current
    }

    /// ddmin over what to remove: the elements that must stay for `build(removed)` to fail.
    private mutating func minimizeRemoved<Element: Hashable>(
        _ elements: [Element], build: ([Element]) -> [Step]
    ) -> [Element] {
        minimize(elements) { kept in
            let keptSet = Set(kept)
            return build(elements.filter { !keptSet.contains($0) })
        }
    }
}
