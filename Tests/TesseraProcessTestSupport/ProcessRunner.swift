// swift-subprocess runs on Linux and macOS only (see Package.swift); the tests that start
// processes run there.
#if canImport(Subprocess)
    import Foundation
    import Subprocess

    /// What a finished process printed, and the status it exited with.
    package struct ProcessResult: Sendable {
        /// The exit status.
        package var status: Int32
        /// Standard output, decoded as UTF-8.
        package var output: String
        /// Standard error, decoded as UTF-8.
        package var error: String
    }

    /// Why a process gave no ``ProcessResult``. Each case names the command, so a test that throws it
    /// fails with a message saying what went wrong.
    package enum ProcessFailure: Error, Equatable, CustomStringConvertible {
        /// Still running after the timeout: the process and its process group were terminated (SIGTERM,
        /// then SIGKILL two seconds later) and the process was waited for.
        case timedOut(command: String, after: Duration)
        /// Ended by a signal rather than an exit status, for instance a crash; with its standard error.
        case signaled(command: String, signal: Int32, error: String)
        /// Printed more than ``ProcessRunner/outputLimit`` bytes to standard output or standard error:
        /// the process was terminated and what it printed is dropped.
        case outputLimitExceeded(command: String, limit: Int)
        /// Still running when the test's own stop condition came: the process and its process group
        /// were terminated, as for a timeout.
        case stopped(command: String)

        package var description: String {
            switch self {
            case .timedOut(let command, let timeout):
                "`\(command)` was still running after \(timeout) and was terminated"
            case .signaled(let command, let signal, let error):
                "`\(command)` was terminated by signal \(signal)\(error.isEmpty ? "" : "; standard error:\n\(error)")"
            case .outputLimitExceeded(let command, let limit):
                "`\(command)` printed more than \(limit) bytes to standard output or standard error and was terminated"
            case .stopped(let command):
                "`\(command)` was still running when the test stopped it and was terminated"
            }
        }
    }

    /// Runs command-line tools from tests — the `tessera` executable, a headless browser, the Swift
    /// type checker — with swift-subprocess.
    package enum ProcessRunner {
        /// The most each of standard output and standard error may hold, in bytes: 64 MiB. Past it
        /// ``run(_:_:input:timeout:)`` throws ``ProcessFailure/outputLimitExceeded(command:limit:)``.
        package static let outputLimit = 64 << 20

        /// Runs `executable` with `arguments`, feeding `input` to its standard input (an empty input is
        /// an immediate end of file), in `workingDirectory` (by default the test's own), and returns
        /// what it printed and its exit status. The process gets a temporary folder of its own
        /// (`TMPDIR`), removed when it ends, so that nothing it leaves there outlives the test.
        ///
        /// The timeout is a hang guard, generous (10 minutes by default): tests that run in
        /// parallel can keep every thread of the cooperative pool busy for minutes under a sanitizer
        /// or on a loaded machine, and the timer only runs once one is free. A test of what happens
        /// to a process still running gives ``run(_:_:input:workingDirectory:stoppingWhen:)`` the
        /// moment to stop it instead.
        ///
        /// - Throws: ``ProcessFailure`` when the process is still running after `timeout` (it is
        ///   terminated first), ends by a signal, or prints more than ``outputLimit``; Subprocess's
        ///   `SubprocessError` when it cannot be started.
        package static func run(
            _ executable: URL, _ arguments: [String], input: Data = Data(), workingDirectory: URL? = nil,
            timeout: Duration = .seconds(600)
        ) async throws -> ProcessResult {
            let command = ([executable.lastPathComponent] + arguments).joined(separator: " ")
            guard
                let result = try await run(
                    executable, arguments, input: input, workingDirectory: workingDirectory, command: command,
                    stop: { try await Task.sleep(for: timeout) })
            else { throw ProcessFailure.timedOut(command: command, after: timeout) }
            return result
        }

        /// Runs `executable` as ``run(_:_:input:workingDirectory:timeout:)`` does, and terminates it
        /// if it is still running when `stop` returns (a test's own condition, not a time).
        ///
        /// - Throws: ``ProcessFailure/stopped(command:)`` when the process was still running then (it
        ///   is terminated first); otherwise as ``run(_:_:input:workingDirectory:timeout:)``.
        package static func run(
            _ executable: URL, _ arguments: [String], input: Data = Data(), workingDirectory: URL? = nil,
            stoppingWhen stop: @escaping @Sendable () async throws -> Void
        ) async throws -> ProcessResult {
            let command = ([executable.lastPathComponent] + arguments).joined(separator: " ")
            guard
                let result = try await run(
                    executable, arguments, input: input, workingDirectory: workingDirectory, command: command,
                    stop: stop)
            else { throw ProcessFailure.stopped(command: command) }
            return result
        }

        /// Runs the process until it ends or `stop` returns, whichever comes first; `nil` when `stop`
        /// came first and the process was terminated.
        private static func run(
            _ executable: URL, _ arguments: [String], input: Data, workingDirectory: URL?, command: String,
            stop: @escaping @Sendable () async throws -> Void
        ) async throws -> ProcessResult? {
            // A short name: Chromium puts a socket in it, and a socket's path has at most 107 bytes.
            let temporary = FileManager.default.temporaryDirectory.appendingPathComponent(
                "tp-\(UUID().uuidString.prefix(8))")
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: temporary) }
            // The first of the run and the stop to finish wins; cancelling the run makes Subprocess
            // terminate the process, and the group waits for that before it returns.
            return try await withThrowingTaskGroup(of: ProcessResult?.self) { group -> ProcessResult? in
                group.addTask {
                    try await collect(
                        executable, arguments, input: input, workingDirectory: workingDirectory,
                        temporaryDirectory: temporary, command: command)
                }
                group.addTask {
                    try await stop()
                    return nil
                }
                defer { group.cancelAll() }
                if let first = try await group.next() ?? nil { return first }
                // The stop won. A process that ended while the stop waited for a thread keeps its
                // result; one still running is terminated by the cancellation and counts as stopped.
                group.cancelAll()
                return try? await group.next() ?? nil
            }
        }

        /// Runs the process to its end; if the calling task is cancelled, terminates it and what it
        /// started (a browser's helpers): the process runs in a session of its own, whose process group
        /// gets SIGTERM, then SIGKILL if the process is still running two seconds later.
        private static func collect(
            _ executable: URL, _ arguments: [String], input: Data, workingDirectory: URL?, temporaryDirectory: URL,
            command: String
        ) async throws -> ProcessResult {
            var options = PlatformOptions()
            options.createSession = true
            options.teardownSequence = [.gracefulShutDown(toProcessGroup: true, allowedDurationToNextStep: .seconds(2))]
            let result: ExecutionResult<Void, StringOutput<UTF8>, StringOutput<UTF8>>
            do {
                result = try await Subprocess.run(
                    .path(.init(executable.path)), arguments: Arguments(arguments),
                    environment: .inherit.updating(["TMPDIR": temporaryDirectory.path]),
                    workingDirectory: workingDirectory.map { .init($0.path) }, platformOptions: options,
                    input: .data(input), output: .string(limit: outputLimit), error: .string(limit: outputLimit))
            } catch let error as SubprocessError where error.code == .outputLimitExceeded {
                throw ProcessFailure.outputLimitExceeded(command: command, limit: outputLimit)
            }
            switch result.terminationStatus {
            case .exited(let status):
                return ProcessResult(status: status, output: result.standardOutput, error: result.standardError)
            case .signaled(let signal):
                throw ProcessFailure.signaled(command: command, signal: signal, error: result.standardError)
            }
        }

        /// The executable `name` that SwiftPM built beside the running test bundle (it builds every
        /// product and snippet before testing), or `nil` when there is none.
        ///
        /// - Complexity: O(1): at most four folders are looked in.
        package static func builtProduct(named name: String) -> URL? {
            var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            for _ in 0..<4 {
                let candidate = directory.appendingPathComponent(name)
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
                    !isDirectory.boolValue
                {
                    return candidate
                }
                directory.deleteLastPathComponent()
            }
            return nil
        }

        /// The first of `names` found as an executable on the `PATH`. Synchronous, for `.enabled(if:)`:
        /// Subprocess resolves names only asynchronously.
        package static func find(_ names: [String]) -> URL? {
            let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
            for name in names {
                for directory in path.split(separator: ":") {
                    let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
                    if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
                }
            }
            return nil
        }
    }
#endif
