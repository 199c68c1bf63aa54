import Foundation

/// The recent history of one collection view, written by its ``FlightRecorder``: what its list
/// showed, the updates made to it, the container and scroll position they met, and the failures
/// Tessera reported — with every identifier a salted hash and no content, so that it can leave a
/// user's device. `tessera replay` replays one on the headless collection view.
///
/// Its JSON form is versioned and documented in docs/Recordings.md.
public struct FlightRecording: Sendable, Hashable, Codable {
    /// The version of the JSON form this build writes: 4. It reads versions 1 (which has no
    /// selection and no layout), 2 (which has no measured sizes), 3 (which writes only list
    /// layouts) and 4.
    package static let formatVersion = 4

    /// The versions this build reads.
    package static let readableVersions = 1...4

    package var format = "tessera-recording"
    package var version = FlightRecording.formatVersion
    /// The events, oldest first; the first is a whole snapshot of the list.
    package var events: [RecordedEvent]

    package init(events: [RecordedEvent]) {
        self.events = events
    }

    // MARK: Limits

    /// The largest recording read: 64 MiB.
    package static let maximumByteCount = 64 << 20
    /// The most events a recording read may have.
    package static let maximumEventCount = 100_000
    /// The most items a state of a replayed list may have.
    package static let maximumItemCount = 1_000_000
    /// The longest failure message read, in bytes.
    package static let maximumMessageLength = 4096

    // MARK: JSON

    /// The recording as JSON.
    ///
    /// - Complexity: O(*e*) for *e* recorded events and items.
    public func jsonData() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Every field is a string, a whole number or a finite number: encoding cannot fail.
        return (try? encoder.encode(self)) ?? Data()
    }

    /// Reads a recording from its JSON form.
    ///
    /// - Throws: ``FlightRecordingError`` naming what is wrong: not JSON (or cut short), another
    ///   format or version, a field missing or of the wrong type (with its path), counts that do
    ///   not add up, an update that does not fit the list before it, or a limit passed (64 MiB,
    ///   100,000 events, 1,000,000 items in a state of the list).
    /// - Complexity: O(*b*) for *b* bytes, plus O(*n* log *c*) per update of *n* items and *c*
    ///   changes to check it.
    public init(jsonData data: Data) throws(FlightRecordingError) {
        guard data.count <= Self.maximumByteCount else {
            throw FlightRecordingError(
                "the recording is \(data.count) bytes; a recording read is at most \(Self.maximumByteCount) bytes")
        }
        let format: Header
        do {
            format = try JSONDecoder().decode(Header.self, from: data)
        } catch {
            throw FlightRecordingError(Self.describe(error))
        }
        guard format.format == "tessera-recording" else {
            throw FlightRecordingError("not a Tessera recording: \"format\" is \"\(format.format.prefix(40))\"")
        }
        guard Self.readableVersions.contains(format.version) else {
            throw FlightRecordingError(
                "a recording of version \(format.version); this build reads versions \(Self.readableVersions.lowerBound) to \(Self.readableVersions.upperBound)"
            )
        }
        do {
            self = try JSONDecoder().decode(FlightRecording.self, from: data)
        } catch {
            throw FlightRecordingError(Self.describe(error))
        }
        try validate()
    }

    private struct Header: Decodable {
        var format: String
        var version: Int
    }

    /// Checks every event, and that the updates fit the states before them: what a recording read
    /// must satisfy.
    package func validate() throws(FlightRecordingError) {
        guard events.count <= Self.maximumEventCount else {
            throw FlightRecordingError(
                "the recording has \(events.count) events; a recording read has at most \(Self.maximumEventCount)")
        }
        guard events.first?.snapshot != nil else {
            throw FlightRecordingError("events[0]: a recording starts with a \"snapshot\" of the list")
        }
        var state: RecordedSnapshot?
        for (index, event) in events.enumerated() {
            let path = "events[\(index)]"
            try event.validate(path)
            if let snapshot = event.snapshot {
                guard snapshot.items.count <= Self.maximumItemCount else {
                    throw FlightRecordingError(
                        "\(path).snapshot: \(snapshot.items.count) items; a replayed list has at most \(Self.maximumItemCount)"
                    )
                }
                state = snapshot
            } else if let update = event.update, let before = state {
                state = try update.applied(to: before, path: "\(path).update")
            }
            if let (field, since) = event.introduction, version < since {
                throw FlightRecordingError("\(path): \"\(field)\" is an event of version \(since), not \(version)")
            }
            guard let state, event.snapshot == nil, event.update == nil else { continue }
            try event.measured?.validate("\(path).measured", counts: state.counts)
            for (index, item) in (event.selection ?? []).enumerated() where !item.isItem(in: state.counts) {
                throw FlightRecordingError(
                    "\(path).selection[\(index)]: [\(item.section), \(item.item)] is not an item of the list there")
            }
        }
    }

    /// A decoding error as one line naming the field.
    private static func describe(_ error: any Error) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let names = context.codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }
            let joined = names.joined()
            return joined.isEmpty ? "the recording" : String(joined.drop { $0 == "." })
        }
        if let problem = error as? DecodingProblem {
            let names = problem.codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }
            return "\(String(names.joined().drop { $0 == "." })): \(problem.message)"
        }
        guard let error = error as? DecodingError else { return "the recording cannot be read: \(error)" }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "the recording is not JSON, or it is cut short"
        case .dataCorrupted(let context):
            return "\(path(context)): \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            return "\(path(context)): the field \"\(key.stringValue)\" is missing"
        case .typeMismatch(let type, let context):
            return "\(path(context)): expected \(Self.describe(type))"
        case .valueNotFound(let type, let context):
            return "\(path(context)): expected \(Self.describe(type)), found null"
        @unknown default:
            return "the recording cannot be read: \(error)"
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Int32.Type, is UInt.Type: "a whole number"
        case is Double.Type: "a number"
        case is Array<Any>.Type: "an array"
        default: "\(type)"
        }
    }
}
