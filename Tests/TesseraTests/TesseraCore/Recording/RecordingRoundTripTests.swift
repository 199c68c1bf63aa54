import Foundation
import TesseraTestSupport
import Testing

@testable import TesseraCore

/// A recording Tessera captures reads back from its JSON, whatever container the host had.
@MainActor
@Suite("Recording round trip")
struct RecordingRoundTripTests {
    nonisolated static let containers: [(CGSize, CGFloat)] = [
        (CGSize(width: 390, height: 20_000_000), 30_000_000), (CGSize(width: 1e9, height: 844), 0),
        (CGSize(width: 390, height: 844), .greatestFiniteMagnitude),
    ]

    /// Found by the fuzzer's recording check: a list scrolled 20 million points down (a million
    /// rows of 44 points is 44 million), or to the largest finite offset, was recorded, but its
    /// recording did not read back — the reader took offsets and sizes of at most 10,000,000
    /// points. It takes what a host takes now: any finite number (sizes and the scale not negative).
    @Test(arguments: Self.containers)
    func aContainerPastTenMillionPointsReadsBack(_ size: CGSize, offset: CGFloat) throws {
        let list = try RecordedList(width: size.width, height: size.height)
        try list.apply([("s", (0..<3).map { "\($0)" })])
        list.host.contentOffset.y = offset
        try list.apply([("s", (0..<4).map { "\($0)" })])
        let recording = list.recorder.capture()
        #expect(recording.events.contains { $0.host != nil })
        let read = try FlightRecording(jsonData: recording.jsonData())
        #expect(read == recording)
        let replay = try RecordingReplay(read)
        #expect(replay.steps.count == read.events.count)
    }
}
