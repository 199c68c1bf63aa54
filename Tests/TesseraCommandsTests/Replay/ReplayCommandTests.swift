import Foundation
import Tessera
import Testing

/// The layouts the feed is recorded with: a list, a grid of one section description with a header
/// and a background (written as JSON), and a section provider (a digest only).
enum FeedLayout: CaseIterable, Sendable {
    case list, grid, provider

    var layout: CompositionalLayout {
        let tile = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        var grid = LayoutSection(
            group: .horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
                repeatingSubitem: tile, count: 2))
        grid.interGroupSpacing = 8
        grid.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                elementKind: "header", alignment: .top)
        ]
        grid.decorationItems = [.background(elementKind: "background")]
        switch self {
        case .list: return .list(using: ListConfiguration(appearance: .plain))
        case .grid: return CompositionalLayout(section: grid)
        case .provider:
            let section = grid
            return CompositionalLayout { _, _ in section }
        }
    }
}

/// A recording of a feed that a refresh shortened, then a scroll to an item it no longer has.
@MainActor
private func staleScrollRecording(refreshes: Int = 6, layout: FeedLayout = .list) throws -> String {
    let host = HeadlessCollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout.layout)
    let cell = CellRegistration<HeadlessCell, String> { _, _, _ in }
    let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: host, cellRegistration: cell)
    let recorder = try #require(host.flightRecorder)
    for refresh in 0..<refreshes {
        var snapshot = Snapshot<Int, String>()
        try snapshot.appendSections([0])
        try snapshot.appendItems((0..<(30 - 4 * refresh)).map { "post \($0)" })
        dataSource.apply(snapshot)
        host.layoutIfNeeded()
    }
    withKnownIssue {
        host.scrollToItem(at: IndexPath(item: 25, section: 0), position: .top, animated: false)
    }
    return String(decoding: recorder.capture().jsonData(), as: UTF8.self)
}

@Suite("tessera replay", .temporaryFiles)
struct ReplayCommandTests {
    @Test func aReproducedFailureExitsWithOneAndNamesIt() async throws {
        let file = try CommandRunner.temporaryFile(try await staleScrollRecording(), name: "recording.json")
        let result = try await CommandRunner.run(["replay", file])
        #expect(result.status == 1, "\(result.error)")
        #expect(
            result.output.contains(
                "(a scroll to item [0, 25]): outOfRange: attempt to scroll to invalid index path: [0, 25]"
            ), "\(result.output)")
        #expect(result.output.contains("Reproduced the recorded failure at event "), "\(result.output)")
        #expect(result.error.isEmpty, "\(result.error)")
    }

    @Test func aRecordingWithoutItsFailureExitsWithZero() async throws {
        var json = try await staleScrollRecording()
        // The same history, with the scroll request pointing at an item that exists.
        json = json.replacingOccurrences(of: #""item":[0,25]"#, with: #""item":[0,1]"#)
        let file = try CommandRunner.temporaryFile(json, name: "recording.json")
        let result = try await CommandRunner.run(["replay", file])
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.output.contains("Did not reproduce the recorded failure"), "\(result.output)")
    }

    @Test(arguments: [
        ("{\"format\":\"tessera-recording\",", "the recording is not JSON, or it is cut short"),
        (
            #"{"format":"tessera-recording","version":5,"events":[]}"#,
            "a recording of version 5; this build reads versions 1 to 4"
        ),
        ("not json at all", "the recording is not JSON, or it is cut short"),
    ])
    func anUnreadableRecordingExitsWithTwoAndOneLine(json: String, expected: String) async throws {
        let file = try CommandRunner.temporaryFile(json, name: "recording.json")
        let result = try await CommandRunner.run(["replay", file])
        #expect(result.status == 2)
        #expect(result.error.contains(expected), "\(result.error)")
        #expect(result.error.split(separator: "\n").count == 1)
    }

    @Test func aMissingFileExitsWithTwo() async throws {
        let result = try await CommandRunner.run(["replay", "/nonexistent/recording.json"])
        #expect(result.status == 2)
        #expect(result.error.contains("no such file"))
    }

    @Test(arguments: [FeedLayout.list, .grid])
    func shrinkWritesASmallerRecordingThatStillFails(layout: FeedLayout) async throws {
        let file = try CommandRunner.temporaryFile(
            try await staleScrollRecording(layout: layout), name: "recording.json")
        let output = (file as NSString).deletingLastPathComponent + "/small.json"
        let result = try await CommandRunner.run(["replay", file, "--shrink", output])
        #expect(result.status == 1, "\(result.error)")
        let original = try FlightRecording(jsonData: Data(contentsOf: URL(fileURLWithPath: file)))
        let smaller = try FlightRecording(jsonData: Data(contentsOf: URL(fileURLWithPath: output)))
        #expect(smaller.jsonData().count < original.jsonData().count)
        #expect(smaller.events.filter { $0.update != nil }.count < original.events.filter { $0.update != nil }.count)
        let again = try await CommandRunner.run(["replay", output])
        #expect(again.status == 1, "\(again.output)")
        // What the shrunk recording keeps of the layouts (the shrinker drops those the failure
        // does not need) is written as JSON, and the replay reproduces it.
        #expect(smaller.events.compactMap(\.layout).allSatisfy { $0.digestOnly == nil })
        #expect(!again.output.contains("cannot reproduce the layout"), "\(again.output)")
    }

    @Test func aLayoutRecordedByItsDigestOnlyIsNamedAsNotReproduced() async throws {
        let file = try CommandRunner.temporaryFile(
            try await staleScrollRecording(layout: .provider), name: "recording.json")
        let result = try await CommandRunner.run(["replay", file])
        #expect(result.status == 1, "\(result.error)")
        #expect(
            result.output.contains(
                ": cannot reproduce the layout, recorded by its digest only (a section provider, which is app code)"
            ), "\(result.output)")
    }

    @Test(arguments: [FeedLayout.list, .grid])
    func emitTestWritesASwiftTestingFile(layout: FeedLayout) async throws {
        let file = try CommandRunner.temporaryFile(
            try await staleScrollRecording(layout: layout), name: "recording.json")
        let output = (file as NSString).deletingLastPathComponent + "/RecordedFailureTests.swift"
        let result = try await CommandRunner.run(["replay", file, "--emit-test", output])
        #expect(result.status == 1)
        let test = try String(contentsOf: URL(fileURLWithPath: output), encoding: .utf8)
        #expect(test.hasPrefix("import Testing\nimport TesseraTesting\n"))
        #expect(test.contains("let recording = try Recording(json: #\"\"\"\n{\"events\":"))
        #expect(test.contains("recording.replay()"))
        #expect(test.contains(#""section":{"#) == (layout == .grid), "the test holds the grid's description")
    }
}
