import Foundation
import TesseraProcessTestSupport
import Testing

/// `TesseraSnapshotTesting` without the package's `SnapshotTesting` trait: the module builds (so
/// that an app listing the product still resolves without swift-snapshot-testing), and a test that
/// uses a strategy fails to compile with a message naming the trait and the manifest line to add
/// (the unavailable stand-ins of `SnapshotTestingTraitRequired`).
@Suite("TesseraSnapshotTesting without its trait")
struct SnapshotTestingTraitTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
    static let module = repository.appendingPathComponent("Sources/TesseraSnapshotTesting")

    /// The strategies of the module (`public static var name` or `func name(labels:)`) in its files,
    /// as `name` or `name(label:label:)`.
    static func strategies(in files: [URL]) throws -> Set<String> {
        let declaration = try Regex(#"public static (var|func) (\w+)(\(([^)]*)\))?"#)
        var found = Set<String>()
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: declaration) {
                guard let name = match.output[2].substring else { continue }
                guard let parameters = match.output[4].substring else {
                    found.insert(String(name))
                    continue
                }
                let labels = parameters.split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ":").first?
                        .split(separator: " ").first.map(String.init) ?? ""
                }
                found.insert("\(name)(\(labels.map { "\($0):" }.joined()))")
            }
        }
        return found
    }

    @Test func everyStrategyHasAnUnavailableStandIn() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.module, includingPropertiesForKeys: nil)
        let strategies = try Self.strategies(in: files.filter { $0.lastPathComponent.hasPrefix("Snapshotting+") })
        let standIns = try Self.strategies(in: [Self.module.appendingPathComponent("TraitRequired.swift")])
        #expect(strategies.contains("frames"))
        #expect(strategies.contains("renderedSVG(appearance:background:)"))
        #expect(standIns == strategies)
    }

    #if !SnapshotTesting
        /// This run built the module without the trait, as an app that forgot it would.
        @Test func usingAStrategyWithoutTheTraitFailsToCompileNamingTheTrait() async throws {
            let checker = try #require(
                TypeChecker.find(), "swiftc or the built Tessera module was not found next to the test bundle")
            let result = try await checker.typecheck(
                """
                import TesseraSnapshotTesting

                @MainActor func check(_ view: HeadlessCollectionView, _ solution: LayoutSolution) {
                    assertSnapshot(of: view, as: .frames)
                    assertSnapshot(of: view, as: .renderedSVG(appearance: .dark))
                    assertSnapshot(of: solution, as: .svg)
                }
                """)
            #expect(result.status != 0)
            let errors = result.output.split(separator: "\n").filter { $0.contains("error:") }
            #expect(!errors.isEmpty)
            for error in errors {
                #expect(
                    error.contains(
                        #"enable Tessera's SnapshotTesting trait in Package.swift: .package(url: "https://github.com/tessera-swift/Tessera", from: "0.1.0", traits: ["SnapshotTesting"])"#
                    ), "\(error)")
            }
        }
    #endif
}
