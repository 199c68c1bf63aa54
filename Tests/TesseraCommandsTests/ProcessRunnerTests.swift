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

    @Test func aProcessStillRunningAtTheTimeoutIsTerminated() async throws {
        let pidFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tessera-pid-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: pidFile) }
        // The sleep is long enough that the timer fires first even when parallel tests hold the
        // thread pool; the timeout long enough that the shell has written its process identifier
        // by then even on a loaded machine (with one second, a clean-clone CI run once timed the
        // shell out before it wrote it).
        let script = "echo $$ > '\(pidFile.path)'; exec sleep 600"
        await #expect(throws: ProcessFailure.timedOut(command: "sh -c \(script)", after: .seconds(10))) {
            try await ProcessRunner.run(Self.shell, ["-c", script], timeout: .seconds(10))
        }
        // The process is gone, not left running behind the failed test.
        let pid = try #require(Int32(String(contentsOf: pidFile, encoding: .utf8).filter(\.isNumber)))
        let gone = kill(pid, 0) == -1 && errno == ESRCH
        #expect(gone, "process \(pid) is still there")
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
