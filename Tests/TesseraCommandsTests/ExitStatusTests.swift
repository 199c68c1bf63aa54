import ArgumentParser
import Foundation
import TesseraCommands
import TesseraDiff
import Testing

/// `tessera`'s exit statuses: 0 for help and version, 1 for a failed check, 2 for bad usage.
@Suite("Exit statuses")
struct ExitStatusTests {
    @Test func aFailedCheckExitsWithOneAndPrintsNothingMore() {
        // `tessera fuzz` prints its report, then throws ExitCode(1) when an invariant failed: the
        // status used to become 2, with "ExitCode(rawValue: 1)" on standard error.
        let outcome = TesseraCommand.outcome(of: ExitCode(1))
        #expect(outcome.status == 1)
        #expect(outcome.output == nil)
        #expect(outcome.errorLine == nil)
    }

    @Test func badUsageExitsWithTwoAndOneLine() {
        let outcome = TesseraCommand.outcome(of: ValidationError("--seconds must be a positive number, not -1"))
        #expect(outcome.status == 2)
        #expect(outcome.errorLine == "--seconds must be a positive number, not -1")
    }

    @Test func badUsageIsFollowedByTheUsageAndBadInputIsNot() async throws {
        let usage = try await CommandRunner.run(["fuzz", "--seconds", "-5"])
        #expect(usage.status == 2)
        #expect(
            usage.error.split(separator: "\n") == [
                "tessera: --seconds must be a positive number, not -5.0",
                "Usage: tessera fuzz [--seconds <seconds>] [--operations <operations>] [--seed <seed>]",
                "  See 'tessera fuzz --help' for more information.",
            ])
        let input = try await CommandRunner.run(["layout", "/nonexistent-tessera.json"])
        #expect(input.status == 2)
        #expect(input.error == "tessera: /nonexistent-tessera.json: no such file\n")
    }

    @Test func versionPrintsAndExitsWithZero() async throws {
        let result = try await CommandRunner.run(["--version"])
        #expect(result.status == 0)
        #expect(result.output.trimmingCharacters(in: .whitespacesAndNewlines) == TesseraVersion.current)
    }

    @Test func aPreviewToStandardOutputPrintsThePicture() async throws {
        let result = try await CommandRunner.run([
            "preview", LayoutCommandTests.examples.appendingPathComponent("issue-sample.json").path, "--format", "svg",
            "-o", "-",
        ])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.hasPrefix("<svg"), "\(result.output.prefix(80))")
        #expect(!FileManager.default.fileExists(atPath: "-"))
    }
}
