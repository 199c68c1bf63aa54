import Foundation
import TesseraTestSupport
import Testing

/// Bad, extreme and out-of-order command lines: each either works or exits with status 2
/// and one line saying what was wrong in the user's terms (followed by the usage for bad usage) — never a trap, a hang, a "Missing value"
/// for a number that was given, or a Foundation error dump.
@Suite("tessera misuse", .temporaryFiles)
struct CommandMisuseTests {
    private static let sample = LayoutCommandTests.examples.appendingPathComponent("issue-sample.json").path

    /// Runs the command and checks it was refused with one line containing `text`.
    private func expectRefusal(
        _ arguments: [String], saying text: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let result = try await CommandRunner.run(arguments)
        #expect(result.status == 2, "\(arguments): \(result.error)", sourceLocation: sourceLocation)
        #expect(result.error.hasPrefix("tessera: "), "\(arguments): \(result.error)", sourceLocation: sourceLocation)
        // One line, then for bad usage swift-argument-parser's usage hint.
        let lines = result.error.split(separator: "\n")
        #expect(
            lines.count == 1
                || (lines.count == 3 && lines[1].hasPrefix("Usage: tessera") && lines[2].contains("--help")),
            "\(arguments): \(result.error)", sourceLocation: sourceLocation)
        #expect(lines.first?.contains(text) == true, "\(arguments): \(result.error)", sourceLocation: sourceLocation)
        #expect(!result.error.contains("Error Domain"), "\(arguments): \(result.error)", sourceLocation: sourceLocation)
    }

    @Test func negativeNumbersAreReadAsNumbers() async throws {
        let output = try CommandRunner.temporaryFile("", name: "out.svg")
        try await expectRefusal(
            ["preview", Self.sample, "--format", "svg", "--width", "-5", "-o", output],
            saying: "--width must be a positive number of points, not -5")
        try await expectRefusal(
            ["preview", Self.sample, "--format", "svg", "--height", "-1e30", "-o", output],
            saying: "--height must be a positive number")
        try await expectRefusal(["fuzz", "--seconds", "-5"], saying: "--seconds must be a positive number")
        try await expectRefusal(["fuzz", "--operations", "-5"], saying: "--operations must be a positive number")
        try await expectRefusal(
            ["layout", Self.sample, "--max-items", "-1"], saying: "--max-items must be a positive number")
        // A negative offset is a valid offset.
        let result = try await CommandRunner.run([
            "preview", Self.sample, "--format", "svg", "--offset", "-40", "-o", output,
        ])
        #expect(result.status == 0, "\(result.error)")
    }

    @Test func extremeSizesAndOffsetsAreDrawn() async throws {
        for (format, name) in [("svg", "out.svg"), ("html", "out.html")] {
            let output = try CommandRunner.temporaryFile("", name: name)
            for extra in [
                ["--width", "1e19"], ["--width", "1e300", "--height", "1e300"], ["--offset", "1e19"],
                ["--width", "390", "--offset", "-1e30"],
            ] {
                let result = try await CommandRunner.run(
                    ["preview", Self.sample, "--format", format, "-o", output] + extra)
                #expect(result.status == 0, "\(format) \(extra): \(result.error)")
            }
        }
    }

    @Test func badOutputPathsSayWhatIsWrong() async throws {
        let file = try CommandRunner.temporaryFile("{}", name: "a-file.json")
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent().path
        try await expectRefusal(
            ["preview", Self.sample, "--format", "svg", "-o", "/nonexistent-tessera/dir/x.svg"],
            saying: "the folder /nonexistent-tessera/dir does not exist")
        try await expectRefusal(
            ["preview", Self.sample, "--format", "svg", "-o", folder], saying: "is a folder; give the path of a file")
        try await expectRefusal(
            ["preview", Self.sample, "--format", "svg", "-o", file + "/x.svg"], saying: "is a file, not a folder")
        try await expectRefusal(["gallery", "-o", file], saying: "is a file, not a folder")
        try await expectRefusal(["gallery", "-o", file + "/pages"], saying: "is a file, not a folder")
    }

    @Test func aLayoutTooLargeToPrintIsRefusedBeforeSolving() async throws {
        let billion = try CommandRunner.temporaryFile(
            #"{"container": {"width": 390, "height": 844}, "sections": [{"items": 1000000000, "list": {"appearance": "plain"}}]}"#
        )
        try await expectRefusal(
            ["layout", billion],
            saying:
                "the layout has 1000000000 items; tessera layout prints at most 1000000 items' frames (raise it with --max-items)"
        )
        let small = try CommandRunner.temporaryFile(
            #"{"container": {"width": 390, "height": 844}, "sections": [{"items": 30, "list": {"appearance": "plain"}}]}"#
        )
        try await expectRefusal(["layout", small, "--max-items", "10"], saying: "the layout has 30 items")
        #expect(try await CommandRunner.run(["layout", small, "--max-items", "30"]).status == 0)
    }

    @Test func aPreviewOrADiffTooLargeIsRefusedBeforeAnyWork() async throws {
        // Without the check, tessera preview drew a billion cells.
        let billion = try CommandRunner.temporaryFile(
            #"{"container": {"width": 390, "height": 844}, "sections": [{"items": 1000000000, "list": {"appearance": "plain"}}]}"#
        )
        let folder = URL(fileURLWithPath: billion).deletingLastPathComponent().path
        try await expectRefusal(
            ["preview", billion, "--format", "svg", "-o", folder + "/big.svg"],
            saying:
                "the layout has 1000000000 items; tessera preview draws at most 10000 items (raise it with --max-items)"
        )
        try await expectRefusal(
            ["preview", billion, "--format", "html", "-o", folder + "/big.html"],
            saying: "the layout has 1000000000 items")
        try await expectRefusal(
            ["preview", Self.sample, "--format", "svg", "-o", "-", "--max-items", "0"],
            saying: "--max-items must be a positive number")
        let small = try CommandRunner.temporaryFile(#"{"sections": [{"id": "A", "items": ["a", "b", "c"]}]}"#)
        try await expectRefusal(
            ["diff", small, small, "--max-items", "2"],
            saying:
                "the snapshot has 3 items; tessera diff takes at most 2 items a snapshot (raise it with --max-items)")
        #expect(try await CommandRunner.run(["diff", small, small, "--max-items", "3"]).status == 0)
    }

    @Test func aFieldGivenTwiceIsRefusedWithItsNameAndPlace() async throws {
        // Without the check, JSONDecoder kept one of the two values without a word.
        let layout = try CommandRunner.temporaryFile(
            #"{"container": {"width": 390, "height": 844}, "sections": [{"items": 3, "list": {"appearance": "plain", "appear\u0061nce": "grouped"}}]}"#
        )
        try await expectRefusal(
            ["layout", layout], saying: "sections[0].list: the field \"appearance\" appears more than once")
        let top = try CommandRunner.temporaryFile(
            #"{"container": {"width": 390, "height": 844}, "container": {"width": 1, "height": 1}, "sections": []}"#)
        try await expectRefusal(["layout", top], saying: ": the field \"container\" appears more than once")
        let diff = try CommandRunner.temporaryFile(
            #"{"sections": [{"id": "A", "items": [{"id": "a", "content": "1", "content": "2"}]}]}"#)
        try await expectRefusal(
            ["diff", diff, diff], saying: "sections[0].items[0]: the field \"content\" appears more than once")
        // The same name in different objects, or as a value, is not a repetition.
        let fine = try CommandRunner.temporaryFile(
            #"{"sections": [{"id": "id", "items": ["id", {"id": "items"}]}, {"id": "B", "items": []}]}"#)
        #expect(try await CommandRunner.run(["diff", fine, fine]).status == 0)
    }

    @Test func anyFuzzDurationIsAccepted() {
        #expect(FuzzHarness.duration(ofSeconds: 1e20) == .seconds(FuzzHarness.maximumSeconds))
        #expect(FuzzHarness.duration(ofSeconds: .infinity) == .seconds(FuzzHarness.maximumSeconds))
        #expect(FuzzHarness.duration(ofSeconds: -3) == .zero)
        #expect(FuzzHarness.duration(ofSeconds: .nan) == .zero)
        #expect(FuzzHarness.duration(ofSeconds: 1.5) == .milliseconds(1500))
    }

    /// A word that names no command is refused as one, with the nearest name, rather than taken by
    /// the default command (the gallery) and answered with its usage.
    @Test func aMistypedCommandIsNamedWithTheNearestOne() async throws {
        try await expectRefusal(["galery"], saying: "unknown command 'galery'. Did you mean 'gallery'?")
        try await expectRefusal(["layuot", Self.sample], saying: "Did you mean 'layout'?")
        try await expectRefusal(["render"], saying: "unknown command 'render'. The commands are gallery, preview")
    }
}
