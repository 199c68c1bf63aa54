import Foundation

/// Chromium in headless mode, for the gallery's browser test: found on the `PATH` (Debian's
/// `chromium`, which `.ci/run` installs when absent).
struct HeadlessBrowser {
    let executable: URL

    /// The names Chromium is installed under.
    static let candidates = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "headless_shell"]

    /// The first Chromium on the `PATH`, or `nil`.
    static func find() -> HeadlessBrowser? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in candidates {
            for directory in path.split(separator: ":") {
                let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) {
                    return HeadlessBrowser(executable: candidate)
                }
            }
        }
        return nil
    }

    /// The DOM after the page's scripts ran.
    func dumpDOM(of page: URL) throws -> String {
        try run(["--dump-dom", page.absoluteString]).output
    }

    /// A PNG screenshot of a page in a window of a size.
    func screenshot(of page: URL, width: Int, height: Int, to file: URL) throws -> Data {
        let result = try run(["--hide-scrollbars", "--window-size=\(width),\(height)", "--screenshot=\(file.path)", page.absoluteString])
        guard FileManager.default.fileExists(atPath: file.path) else {
            throw BrowserError(message: "no screenshot was written: \(result.error.suffix(500))")
        }
        return try Data(contentsOf: file)
    }

    /// Runs Chromium headless with a throwaway profile; kills it after 120 seconds.
    private func run(_ arguments: [String]) throws -> (output: String, error: String) {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                             "--user-data-dir=\(profile.path)"] + arguments
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let deadline = DispatchTime.now() + .seconds(120)
        DispatchQueue.global().asyncAfter(deadline: deadline) { [process] in
            if process.isRunning { process.terminate() }
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }
}

struct BrowserError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
