import Foundation
import TesseraProcessTestSupport
import Testing

/// Runs the built `tessera` executable and captures what it prints.
struct CommandRunner {
    /// The `tessera` binary next to the test bundle (SwiftPM builds every product before testing).
    static var executable: URL? { ProcessRunner.builtProduct(named: "tessera") }

    static func run(_ arguments: [String], input: Data = Data()) async throws -> ProcessResult {
        guard let executable else { throw CocoaError(.fileNoSuchFile) }
        return try await ProcessRunner.run(executable, arguments, input: input)
    }

    /// Writes text to a new file in a new folder inside the running test's temporary folder, which
    /// is removed when the test ends (the suite has the ``TemporaryFiles`` trait), and returns its
    /// path.
    static func temporaryFile(_ text: String, name: String = "input.json") throws -> String {
        let folder = try #require(
            TemporaryFiles.folder, "temporaryFile needs the .temporaryFiles trait on the suite, which removes it")
        let directory = folder.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// Writes the gallery (`tessera gallery --output`) into a new temporary folder, hands the
    /// folder to `body`, and removes it afterwards.
    static func withGallery(_ body: (URL) async throws -> Void) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tessera-gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try await run(["gallery", "--output", directory.path])
        #expect(result.status == 0, "\(result.error)")
        try await body(directory)
    }
}
