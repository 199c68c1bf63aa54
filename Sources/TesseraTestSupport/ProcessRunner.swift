import Foundation

/// What a finished process printed, and how it ended.
public struct ProcessResult: Sendable {
    /// The exit status (or the terminating signal).
    public var status: Int32
    /// Standard output.
    public var output: String
    /// Standard error.
    public var error: String
}

/// Runs command-line tools from tests: the `tessera` executable, a headless browser, the Swift
/// type checker.
public enum ProcessRunner {
    /// Runs `executable` with `arguments`, feeding `input` to its standard input, and waits for it;
    /// a process still running after `timeout` seconds is terminated.
    ///
    /// Standard error goes to a temporary file rather than a pipe, so that a chatty process cannot
    /// block on a full pipe while its standard output is read.
    public static func run(_ executable: URL, _ arguments: [String], input: Data? = nil, timeout: Int = 120) throws
        -> ProcessResult
    {
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tessera-stderr-\(UUID().uuidString)")
        try Data().write(to: errorFile)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let errorHandle = try FileHandle(forWritingTo: errorFile)
        defer { try? errorHandle.close() }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = errorHandle
        let inputPipe = input.map { _ in Pipe() }
        if let inputPipe { process.standardInput = inputPipe }
        try process.run()
        if let input, let inputPipe {
            inputPipe.fileHandleForWriting.write(input)
            try inputPipe.fileHandleForWriting.close()
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(timeout)) { [process] in
            if process.isRunning { process.terminate() }
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errorData = (try? Data(contentsOf: errorFile)) ?? Data()
        return ProcessResult(
            status: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self)
        )
    }

    /// The first of `names` found as an executable on the `PATH`.
    public static func find(_ names: [String]) -> URL? {
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
