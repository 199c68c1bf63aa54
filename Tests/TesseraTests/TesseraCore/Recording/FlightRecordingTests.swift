import Foundation
import Tessera
import TesseraTestSupport
import Testing

@testable import TesseraCore

@MainActor
@Suite("Reading flight recordings")
struct FlightRecordingTests {
    nonisolated static let start =
        #"{"snapshot":{"sections":["0000000000000001"],"counts":[2],"items":["000000000000000a","000000000000000b"]}}"#

    nonisolated static func recording(_ events: String..., version: Int = 3) -> String {
        #"{"format":"tessera-recording","version":"# + "\(version)" + #","events":["# + events.joined(separator: ",")
            + "]}"
    }

    @Test(arguments: [
        ("{\"format\":\"tessera-recording\",\"version\":1,\"ev", "the recording is not JSON, or it is cut short"),
        (#"{"format":"layout","version":1,"events":[]}"#, #"not a Tessera recording: "format" is "layout""#),
        (
            #"{"format":"tessera-recording","version":7,"events":[]}"#,
            "a recording of version 7; this build reads versions 1 to 4"
        ),
        (#"{"format":"tessera-recording","version":1}"#, #"the recording: the field "events" is missing"#),
        (recording(), #"events[0]: a recording starts with a "snapshot" of the list"#),
        (
            recording(#"{"snapshot":{"sections":["0000000000000001"],"counts":[3],"items":["000000000000000a"]}}"#),
            "events[0].snapshot: the counts do not add up to the 1 items"
        ),
        (
            recording(#"{"snapshot":{"sections":["xyz"],"counts":[0],"items":[]}}"#),
            "events[0].snapshot.sections[0]: an identifier is 16 hexadecimal digits"
        ),
        (recording(start, "{}"), "events[1]: an event has exactly one of"),
        (
            recording(start, #"{"update":{"strategy":"animated","counts":[2],"deletedItems":[[0,5]]}}"#),
            "events[1].update: the batch update does not fit the list before it"
        ),
        (
            recording(start, #"{"update":{"strategy":"animated","counts":[3],"insertedItems":[[0,2]]}}"#),
            #"events[1].update: item [0, 2] is new, but "newItems" does not name it"#
        ),
        (
            recording(start, #"{"update":{"strategy":"sideways","counts":[2]}}"#),
            #"events[1].update: "strategy" is "animated", "nonanimated" or "reload""#
        ),
        (
            recording(start, #"{"failure":{"kind":"crash","message":"boom"}}"#),
            #"events[1].failure: "kind" "crash" is not one of"#
        ),
        (
            recording(
                start,
                #"{"host":{"size":[-5,1],"contentOffset":[0,0],"safeArea":[0,0,0,0],"layoutDirection":"leftToRight","contentSizeCategory":"UICTContentSizeCategoryL","displayScale":3}}"#
            ),
            "events[1].host"
        ),
        (recording(start, #"{"scrollTo":{"item":[0,1,2],"position":0}}"#), "events[1].scrollTo.item"),
        (
            recording(start, #"{"selection":[[0,1],[0,2]]}"#),
            "events[1].selection[1]: [0, 2] is not an item of the list there"
        ),
        (
            recording(start, #"{"selection":[[0,1]]}"#, version: 1),
            #"events[1]: "selection" is an event of version 2, not 1"#
        ),
        (
            recording(start, #"{"measured":{"contentOffset":[0,0],"items":[[0,1,390,50]]}}"#, version: 2),
            #"events[1]: "measured" is an event of version 3, not 2"#
        ),
        (
            recording(start, #"{"measured":{"contentOffset":[0,0],"items":[[0,2,390,50]]}}"#),
            "events[1].measured.items[0]: [0, 2] is not an item of the list there"
        ),
        (
            recording(start, #"{"measured":{"contentOffset":[0,0],"items":[[0,1,390,-1]]}}"#),
            "events[1].measured.items[0]: a width and a height are finite numbers from 0 to"
        ),
        (
            recording(start, #"{"measured":{"contentOffset":[0,0],"items":[[0,1,390,1e301]]}}"#),
            "events[1].measured.items[0]: a width and a height are finite numbers from 0 to"
        ),
        (
            recording(start, #"{"measured":{"contentOffset":[0,0],"items":[[0,1,390]]}}"#),
            "events[1].measured.items[0]"
        ),
        (
            recording(start, #"{"measured":{"contentOffset":[0,"NaN"],"items":[[0,1,390,50]]}}"#),
            "events[1].measured.contentOffset[1]: expected a number"
        ),
        (
            recording(start, #"{"measured":{"contentOffset":[0,1e308,0],"items":[[0,1,390,50]]}}"#),
            #"events[1].measured: "contentOffset" is two finite numbers"#
        ),
        (
            recording(start, #"{"measured":{"contentOffset":[0,0],"items":[]}}"#),
            "events[1].measured: a measurement event holds at least one size"
        ),
        (
            recording(
                start,
                #"{"measured":{"contentOffset":[0,0],"items":[],"supplementaries":[{"kind":"","at":[0],"size":[1,1]}]}}"#
            ),
            #"events[1].measured.supplementaries[0]: "kind" is 1 to 4096 bytes"#
        ),
        (
            recording(
                start,
                #"{"measured":{"contentOffset":[0,0],"items":[],"supplementaries":[{"kind":"h","at":[0,1,2],"size":[1,1]}]}}"#
            ),
            #"events[1].measured.supplementaries[0]: "at" is one or two indexes"#
        ),
        (
            recording(
                start,
                #"{"measured":{"contentOffset":[0,0],"items":[],"supplementaries":[{"kind":"h","at":[0],"size":[1e301,1]}]}}"#
            ),
            #"events[1].measured.supplementaries[0]: "size" is a width and a height"#
        ),
        (
            recording(
                #"{"snapshot":{"sections":["0000000000000001"],"counts":[1],"items":["000000000000000a"],"measured":{"items":[[0,1,390,50]]}}}"#
            ),
            "events[0].snapshot.measured.items[0]: [0, 1] is not an item of the list there"
        ),
        (
            recording(
                #"{"snapshot":{"sections":["0000000000000001"],"counts":[1],"items":["000000000000000a"],"measured":{"items":[[0,0,390,1e301]]}}}"#
            ),
            "events[0].snapshot.measured.items[0]: a width and a height are finite numbers from 0 to"
        ),
        (
            recording(
                #"{"snapshot":{"sections":["0000000000000001"],"counts":[1],"items":["000000000000000a"],"measured":{"items":[],"supplementaries":[{"kind":"h","at":[-1],"size":[1,1]}]}}}"#
            ),
            #"events[0].snapshot.measured.supplementaries[0]: "at" is one or two indexes"#
        ),
        (
            recording(
                #"{"snapshot":{"sections":["0000000000000001"],"counts":[1],"items":["000000000000000a"],"measured":{}}}"#
            ),
            #"events[0].snapshot.measured: the field "items" is missing"#
        ),
    ])
    func aBadRecordingIsAnErrorNamingWhatIsWrong(json: String, expected: String) {
        #expect(throws: FlightRecordingError.self) { try FlightRecording(jsonData: Data(json.utf8)) }
        do {
            _ = try FlightRecording(jsonData: Data(json.utf8))
        } catch {
            #expect(error.message.contains(expected), "\(error.message)")
        }
    }

    @Test func aWellFormedRecordingReplays() throws {
        let json = Self.recording(
            Self.start,
            #"{"update":{"strategy":"animated","counts":[3],"insertedItems":[[0,2]],"newItems":[{"at":[0,2],"id":"000000000000000c"}]}}"#,
            #"{"scrollTo":{"item":[0,2],"position":1}}"#)
        let replay = try RecordingReplay(try FlightRecording(jsonData: Data(json.utf8)))
        #expect(replay.steps.map(\.visibleItems.count) == [2, 3, 3])
        #expect(replay.recordedFailure == nil)
    }

    @Test func aRecordingOfVersionOneIsStillRead() throws {
        let json = Self.recording(
            Self.start,
            #"{"update":{"strategy":"nonanimated","counts":[1],"deletedItems":[[0,0]]}}"#, version: 1)
        let replay = try RecordingReplay(try FlightRecording(jsonData: Data(json.utf8)))
        #expect(replay.steps.map(\.visibleItems.count) == [2, 1])
    }

    /// Sizes and scroll positions at the limits a recording reads are handed to the layout, which
    /// refuses what it cannot lay out: the replay goes on, without a trap.
    @Test(arguments: ["[[0,0,1e300,1e300]]", "[[0,1,0,0]]", "[[0,0,390,1e300],[0,1,390,1e300]]"])
    func extremeMeasurementsReplayWithoutATrap(items: String) throws {
        for offset in ["[0,0]", "[-1e300,1e300]"] {
            let json = Self.recording(
                Self.start, #"{"measured":{"contentOffset":"# + offset + #","items":"# + items + "}}",
                #"{"measured":{"contentOffset":[0,0],"items":[],"supplementaries":[{"kind":"header","at":[0,0],"size":[1e300,5]}]}}"#
            )
            var replay: RecordingReplay?
            withKnownIssue(isIntermittent: true) {
                replay = try RecordingReplay(try FlightRecording(jsonData: Data(json.utf8)))
            }
            #expect(replay?.steps.count == 3)
        }
    }

    /// Every prefix of a recording, and every recording with one byte changed, is read or refused
    /// with an error: never a trap.
    @Test func cutShortOrChangedRecordingsNeverTrap() throws {
        let list = try RecordedList(selfSizing: true)
        try list.apply([("A", ["a", "b", "c"]), ("B", ["d"])])
        try list.apply([("B", ["d", "c"]), ("A", ["b", "e"])])
        list.host.contentOffset = CGPoint(x: 0, y: 10)
        try list.apply([("A", ["e", "b", "a"])], animated: false)
        let data = list.recorder.capture().jsonData()
        #expect(String(decoding: data, as: UTF8.self).contains(#""measured""#))
        for length in stride(from: 0, to: data.count, by: 7) {
            #expect(throws: FlightRecordingError.self) { try FlightRecording(jsonData: data.prefix(length)) }
        }
        var generator = SeededRandomNumberGenerator(seed: 44)
        let replacements = Array(#"0123456789abcdef[]{}",:-.e"#.utf8)
        for _ in 0..<300 {
            var changed = data
            let index = Int.random(in: 0..<changed.count, using: &generator)
            changed[index] = replacements.randomElement(using: &generator) ?? 0
            if let recording = try? FlightRecording(jsonData: changed) {
                withKnownIssue(isIntermittent: true) { _ = try RecordingReplay(recording) }
            }
        }
    }
}
