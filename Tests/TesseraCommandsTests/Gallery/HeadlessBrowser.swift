import Foundation
import TesseraProcessTestSupport
import Testing

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

    /// The first eight bytes of every PNG file.
    static let pngSignature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    /// Whether screenshots are kept for review: the `TESSERA_SCREENSHOTS` environment variable names
    /// a folder.
    static var keepsScreenshots: Bool {
        !(ProcessInfo.processInfo.environment["TESSERA_SCREENSHOTS"] ?? "").isEmpty
    }

    /// Where screenshots go: the folder named by the `TESSERA_SCREENSHOTS` environment variable,
    /// kept for review (created when missing); otherwise the running test's temporary folder,
    /// removed when it ends (the suite has the ``TemporaryFiles`` trait).
    static func reviewScreenshotsFolder() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["TESSERA_SCREENSHOTS"], !path.isEmpty {
            let folder = URL(fileURLWithPath: path)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            return folder
        }
        return try #require(
            TemporaryFiles.folder, "reviewScreenshotsFolder needs the .temporaryFiles trait on the suite")
    }

    /// Writes to `file` a copy of an HTML page with `script` (a `<script>` element) added at the
    /// end of its body, so that it runs on the page's content and leaves what it finds in the DOM
    /// for ``dumpDOM(of:)``.
    static func writeProbedCopy(of html: String, script: String, to file: URL) throws {
        guard let body = html.range(of: "</body>", options: .backwards) else {
            throw BrowserError(message: "the page has no </body> to add the probe before")
        }
        try Data(html.replacingCharacters(in: body, with: script + "\n</body>").utf8).write(to: file)
    }

    /// The DOM after the page's scripts ran.
    func dumpDOM(of page: URL) async throws -> String {
        try await run(["--dump-dom", page.absoluteString]).output
    }

    /// The DOM of a page whose scripts read the documents of the local pages it frames (Chromium
    /// otherwise keeps `file:` pages apart), after it loaded (its frames with it).
    func dumpDOMReadingFramedFiles(of page: URL) async throws -> String {
        try await run(["--allow-file-access-from-files", "--dump-dom", page.absoluteString]).output
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
