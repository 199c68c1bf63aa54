import Foundation
import TesseraProcessTestSupport

/// Chromium in headless mode, for the gallery's browser test: found on the `PATH` (Debian's
/// `chromium`, which `.ci/run` installs when absent).
struct HeadlessBrowser {
    let executable: URL

    /// The names Chromium is installed under.
    static let candidates = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "headless_shell"]

    /// The first Chromium on the `PATH`, or `nil`.
    static func find() -> HeadlessBrowser? {
        ProcessRunner.find(candidates).map(HeadlessBrowser.init(executable:))
    }

    /// The DOM after the page's scripts ran.
    func dumpDOM(of page: URL) async throws -> String {
        try await run(["--dump-dom", page.absoluteString]).output
    }

    /// A PNG screenshot of a page in a window of a size.
    func screenshot(of page: URL, width: Int, height: Int, to file: URL) async throws -> Data {
        let result = try await run([
            "--hide-scrollbars", "--window-size=\(width),\(height)", "--screenshot=\(file.path)", page.absoluteString,
        ])
        guard FileManager.default.fileExists(atPath: file.path) else {
            throw BrowserError(message: "no screenshot was written: \(result.error.suffix(500))")
        }
        return try Data(contentsOf: file)
    }

    /// Runs Chromium headless with a throwaway profile; kills it after 120 seconds.
    private func run(_ arguments: [String]) async throws -> ProcessResult {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tessera-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        return try await ProcessRunner.run(
            executable,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                "--user-data-dir=\(profile.path)",
            ] + arguments)
    }
}

struct BrowserError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
