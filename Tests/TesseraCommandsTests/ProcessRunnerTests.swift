import Foundation
import TesseraProcessTestSupport
import Testing

/// The runner the command, browser and type-checker tests use: what it feeds, what it keeps, and
/// that a hung or crashed process fails the test with a message instead of hanging it.
@Suite("Process runner")
struct ProcessRunnerTests {
    private static let shell = URL(fileURLWithPath: "/bin/sh")

    @Test func feedsStandardInputAndKeepsBothOutputsAndTheExitStatus() async throws {
        let result = try await ProcessRunner.run(
            Self.shell, ["-c", "cat; echo warning >&2; exit 3"], input: Data("héllo\n".utf8))
        #expect(result.status == 3)
        #expect(result.output == "héllo\n")
        #expect(result.error == "warning\n")
        // No input is an immediate end of file, not the test's own standard input.
        #expect(try await ProcessRunner.run(Self.shell, ["-c", "cat"]).output == "")
    }

    @Test func aProcessStillRunningWhenStoppedIsTerminated() async throws {
        let pidFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tessera-pid-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: pidFile) }
        // Stopped once the shell has written its process identifier, however long that takes on a
        // loaded machine: the outcome depends on no clock.
        let script = "echo $$ > '\(pidFile.path)'; exec sleep 600"
        await #expect(throws: ProcessFailure.stopped(command: "sh -c \(script)")) {
            try await ProcessRunner.run(
                Self.shell, ["-c", script], stoppingWhen: { await Self.waitForNumber(in: pidFile) })
        }
        // The process is gone, not left running behind the failed test.
        let pid = try #require(Self.number(in: pidFile))
        let gone = kill(pid, 0) == -1 && errno == ESRCH
        #expect(gone, "process \(pid) is still there")
    }

    @Test func aProcessStillRunningAtTheTimeoutIsAFailureNamingIt() async throws {
        // A timeout of zero ends the wait before `sleep 600` could end on its own, on any machine.
        await #expect(throws: ProcessFailure.timedOut(command: "sh -c exec sleep 600", after: .zero)) {
            try await ProcessRunner.run(Self.shell, ["-c", "exec sleep 600"], timeout: .zero)
        }
    }

    @Test func aProcessGetsATemporaryFolderOfItsOwnThatIsRemovedAfterIt() async throws {
        let result = try await ProcessRunner.run(Self.shell, ["-c", #"touch "$TMPDIR/left-behind"; echo "$TMPDIR""#])
        let folder = result.output.trimmingCharacters(in: .newlines)
        #expect(folder.hasPrefix(FileManager.default.temporaryDirectory.path))
        #expect(folder != FileManager.default.temporaryDirectory.path)
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    /// The whole number written in `file`, once it is there.
    private static func number(in file: URL) -> Int32? {
        (try? String(contentsOf: file, encoding: .utf8)).flatMap { Int32($0.filter(\.isNumber)) }
    }

    /// Waits until `file` holds a whole number, in turns: a hang guard of a million turns (over 15
    /// minutes, a millisecond each) stops waiting rather than hang the suite.
    private static func waitForNumber(in file: URL) async {
        var turns = 0
        while number(in: file) == nil, turns < 1_000_000 {
            turns += 1
            await Task.yield()
            try? await Task.sleep(for: .milliseconds(1))
        }
    }

    @Test func aProcessEndedBySignalIsAFailure() async throws {
        let script = "echo crashing >&2; kill -SEGV $$"
        await #expect(
            throws: ProcessFailure.signaled(command: "sh -c \(script)", signal: SIGSEGV, error: "crashing\n")
        ) {
            try await ProcessRunner.run(Self.shell, ["-c", script])
        }
    }

    @Test func outputPastTheLimitIsAFailure() async throws {
        let script = "head -c \(ProcessRunner.outputLimit + 1) /dev/zero"
        await #expect(
            throws: ProcessFailure.outputLimitExceeded(command: "sh -c \(script)", limit: ProcessRunner.outputLimit)
        ) {
            try await ProcessRunner.run(Self.shell, ["-c", script])
        }
    }
}
