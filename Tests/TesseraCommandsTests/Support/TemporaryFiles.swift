import Foundation
import Testing

/// A temporary folder for each test of a suite, removed when the test ends, whether it passes,
/// fails or throws: ``CommandRunner/temporaryFile(_:name:)`` writes into it, so that the suite leaves
/// nothing in the temporary directory.
///
/// ```swift
/// @Suite("tessera layout", .temporaryFiles)
/// struct LayoutCommandTests { … }
/// ```
struct TemporaryFiles: SuiteTrait, TestTrait, TestScoping {
    /// The running test's folder.
    @TaskLocal static var folder: URL?

    var isRecursive: Bool { true }

    /// One scope per test case (a test without arguments has one), none for the suite itself.
    func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tessera-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try await Self.$folder.withValue(folder, operation: function)
    }
}

extension Trait where Self == TemporaryFiles {
    /// A temporary folder for each test, removed when it ends (``TemporaryFiles``).
    static var temporaryFiles: Self { TemporaryFiles() }
}
