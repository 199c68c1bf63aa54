import Foundation
import TesseraDiff
import TesseraProcessTestSupport
import Testing

/// What an app team meets when it adds the package: the packages it resolves and the version it
/// depends on.
@Suite("Package adoption")
struct PackageAdoptionTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The packages a scratch app that depends on this checkout resolves besides it, by their
    /// repository names.
    static func resolvedPackages(products: [String], traits: [String]? = nil) async throws -> Set<String> {
        let swift = try #require(ProcessRunner.find(["swift"]), "the swift command is not on the PATH")
        let app = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-scratch-app-\(UUID())")
        defer { try? FileManager.default.removeItem(at: app) }
        try FileManager.default.createDirectory(
            at: app.appendingPathComponent("Sources/App"), withIntermediateDirectories: true)
        let traitList = traits.map { ", traits: [\($0.map { "\"\($0)\"" }.joined(separator: ", "))]" } ?? ""
        let manifest = """
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: "ScratchApp",
                platforms: [.iOS(.v15), .macOS(.v13)],
                dependencies: [.package(name: "Tessera", path: "\(repository.path)"\(traitList))],
                targets: [
                    .target(name: "App", dependencies: [
                        \(products.map { ".product(name: \"\($0)\", package: \"Tessera\")" }.joined(separator: ", "))
                    ])
                ]
            )
            """
        try manifest.write(to: app.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "import Tessera\n".write(
            to: app.appendingPathComponent("Sources/App/App.swift"), atomically: true, encoding: .utf8)
        let result = try await ProcessRunner.run(
            swift, ["package", "--package-path", app.path, "show-dependencies", "--format", "json"])
        #expect(result.status == 0, "\(result.error)")
        let start = try #require(result.output.firstIndex(of: "{"), "no JSON in: \(result.output)")
        let tree = try JSONSerialization.jsonObject(with: Data(result.output[start...].utf8))
        // Every package under the app, by the last component of its URL (the root and this checkout,
        // a path dependency, are left out).
        var packages = Set<String>()
        var pending = [tree]
        while let node = pending.popLast() {
            guard let node = node as? [String: Any] else { continue }
            if let url = node["url"] as? String, url.hasPrefix("http") {
                packages.insert(URL(string: url)?.deletingPathExtension().lastPathComponent ?? url)
            }
            pending += node["dependencies"] as? [Any] ?? []
        }
        return packages
    }

    /// An app's targets and its test targets resolve xctest-dynamic-overlay (IssueReporting) and
    /// nothing else: the command, the gallery, the benchmarks and the test-only dependencies stay
    /// in this repository.
    @Test func anAppResolvesOnlyIssueReporting() async throws {
        let packages = try await Self.resolvedPackages(products: [
            "Tessera", "TesseraCore", "TesseraSections", "TesseraListAdapters", "TesseraScreenBuilder", "TesseraUIKit",
            "TesseraSwiftUI", "TesseraTesting", "TesseraSnapshotTesting",
        ])
        #expect(packages == ["xctest-dynamic-overlay"])
    }

    /// The snapshot strategies bring swift-snapshot-testing when the app asks for them.
    @Test func theSnapshotTestingTraitBringsSwiftSnapshotTesting() async throws {
        let packages = try await Self.resolvedPackages(
            products: ["TesseraSnapshotTesting"], traits: ["SnapshotTesting"])
        #expect(packages.contains("swift-snapshot-testing"))
        #expect(packages.contains("xctest-dynamic-overlay"))
    }

    /// The version is written in one place (`TesseraVersion.current`, which `tessera --version`
    /// prints); the changelog's latest release and README's installation line say the same.
    @Test func theChangelogAndTheReadmeNameTheVersion() throws {
        let changelog = try String(contentsOf: Self.repository.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let releases = changelog.split(separator: "\n").filter {
            $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") && !$0.hasSuffix("- Unreleased")
        }
        #expect(releases.first?.hasPrefix("## [\(TesseraVersion.current)] - ") == true, "\(releases.first ?? "")")
        let readme = try String(contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n").filter { $0.contains(".package(url:") }
        #expect(!lines.isEmpty)
        for line in lines {
            #expect(line.contains("from: \"\(TesseraVersion.current)\""), "\(line)")
        }
        #expect(FileManager.default.fileExists(atPath: Self.repository.appendingPathComponent("LICENSE").path))
    }
}
