import Foundation
import Tessera
import TesseraProcessTestSupport
import Testing

/// Every Swift snippet of README.md, CONTRIBUTING.md, docs/ and the DocC articles is a whole file of
/// the repository (``SnippetFile``), compiled — and run, for programs and test files — as the docs
/// show it: a block that differs from its file by one character fails here.
///
/// After an intended change of what a program prints or draws, run the tests once with
/// `TESSERA_RECORD_SNIPPETS=1`: they write the new `.txt` and `docs/images/` files (and fail, so
/// that the change is looked at).
@Suite("Documentation snippets")
struct DocumentationSnippetTests {
    static let repository = SnippetFile.repository
    static let record = ProcessInfo.processInfo.environment["TESSERA_RECORD_SNIPPETS"] == "1"

    /// The Markdown files whose Swift blocks must be snippet files: the root's (README.md,
    /// CONTRIBUTING.md…), docs/ and the DocC catalogs.
    static let markdownFiles: [URL] = {
        let manager = FileManager.default
        let root = (try? manager.contentsOfDirectory(at: repository, includingPropertiesForKeys: nil)) ?? []
        var files = root.filter { $0.pathExtension == "md" }
        for folder in ["docs", "Sources"] {
            let enumerator = manager.enumerator(
                at: repository.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            files += (enumerator?.compactMap { $0 as? URL } ?? []).filter {
                $0.pathExtension == "md" && (folder == "docs" || $0.path.contains(".docc/"))
            }
        }
        return files.sorted { $0.path < $1.path }
    }()

    /// Every fenced block of those files.
    static let blocks: [MarkdownCodeBlock] = markdownFiles.flatMap { url in
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return MarkdownCodeBlock.blocks(in: text, file: String(url.path.dropFirst(repository.path.count + 1)))
    }

    static var swiftBlocks: [MarkdownCodeBlock] { blocks.filter { $0.language == "swift" } }

    // MARK: - The docs and the files

    @Test func everySwiftBlockIsAWholeSnippetFile() {
        #expect(Self.swiftBlocks.count >= 20)
        let shown = Set(SnippetFile.all.map(\.shown))
        for block in Self.swiftBlocks where !shown.contains(block.text) {
            Issue.record(
                Comment(rawValue: "\(block.location): this Swift block is not a snippet file. \(Self.nearest(block))"))
        }
    }

    @Test func everySnippetFileIsShownInTheDocs() {
        #expect(SnippetFile.all.count >= 10)
        let shown = Set(Self.swiftBlocks.map(\.text))
        for file in SnippetFile.all where !shown.contains(file.shown) {
            Issue.record("\(file) is shown by no ```swift block of the docs")
        }
    }

    /// The libraries whose code a migration guide shows as it was, in a block marked
    /// `swift IGListKit` (highlighted as Swift, not compiled here: the library is not a dependency).
    static let otherLibraries: Set<String> = ["IGListKit", "Epoxy", "Collor"]

    @Test func swiftBlocksNotCompiledHereAreAnotherLibrarysCode() {
        for block in Self.blocks where block.language.hasPrefix("swift") && block.language != "swift" {
            let library = block.language.dropFirst("swift".count).trimmingCharacters(in: .whitespaces)
            #expect(
                Self.otherLibraries.contains(library),
                "\(block.location): a block marked \"\(block.language)\" must be plain `swift` (a snippet file) or another library's code (\(Self.otherLibraries.sorted()))"
            )
        }
    }

    @Test func onlyCompilerConditionsAreHidden() {
        for file in SnippetFile.all {
            for line in file.hidden {
                let code = line.trimmingCharacters(in: .whitespaces)
                #expect(
                    code.hasPrefix("#if ") || code == "#endif",
                    "\(file) hides \"\(line)\": only #if and #endif lines may be hidden, so that the docs show the whole file"
                )
            }
        }
    }

    /// The snippet file closest to a block that matches none, and where they first differ.
    static func nearest(_ block: MarkdownCodeBlock) -> String {
        let lines = block.text.split(separator: "\n", omittingEmptySubsequences: false)
        func common(_ file: SnippetFile) -> Int {
            zip(lines, file.shown.split(separator: "\n", omittingEmptySubsequences: false)).prefix { $0 == $1 }.count
        }
        guard let file = SnippetFile.all.max(by: { common($0) < common($1) }), common(file) > 0 else {
            return "No snippet file starts like it: add the file under Snippets/ or a test target's Snippets/ folder."
        }
        let fileLines = file.shown.split(separator: "\n", omittingEmptySubsequences: false)
        let index = common(file)
        let docLine = index < lines.count ? "\"\(lines[index])\"" : "the end of the block"
        let fileLine = index < fileLines.count ? "\"\(fileLines[index])\"" : "the end of the file"
        return
            "The nearest is \(file), which differs at its line \(index + 1) of what it shows: the docs have \(docLine), the file \(fileLine)."
    }

    // MARK: - Programs

    @Test(arguments: SnippetFile.programs)
    func theProgramPrintsWhatItsOutputFileSays(_ program: SnippetFile) async throws {
        let executable = try #require(
            ProcessRunner.builtProduct(named: program.name), "\(program) was not built (swift build builds Snippets/)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-snippet-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await ProcessRunner.run(executable, [], workingDirectory: folder)
        #expect(result.status == 0, "\(program) exited with \(result.status): \(result.error)")
        if program.name == "RecordAndReplay" {
            // Its point is a failure Tessera reports: the runtime warnings of a debug build say so.
            #expect(result.error.contains("attempt to scroll to invalid index path"), "\(result.error)")
        } else {
            #expect(result.error.isEmpty, "\(program) reported on standard error: \(result.error)")
        }
        try Self.compare(
            result.output, with: program.url.deletingPathExtension().appendingPathExtension("txt"),
            what: "what \(program) prints")
        for written in try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil) {
            if written.lastPathComponent.hasSuffix("-recording.json") {
                // A recording's hashes are salted anew in each run: it is checked by replaying it.
                try await Self.checkReproduces(written)
                continue
            }
            let picture = Self.repository.appendingPathComponent("docs/images").appendingPathComponent(
                written.lastPathComponent)
            try Self.compare(
                try String(contentsOf: written, encoding: .utf8), with: picture,
                what: "the \(written.lastPathComponent) \(program) writes")
        }
    }

    /// A recording a program wrote reproduces its failure when replayed.
    @MainActor
    static func checkReproduces(_ file: URL) throws {
        let recording = try FlightRecording(jsonData: Data(contentsOf: file))
        var replay: RecordingReplay?
        withKnownIssue { replay = try RecordingReplay(recording) }
        #expect(replay?.reproduction != nil, "\(file.lastPathComponent) does not reproduce its failure")
    }

    /// A ```text block right after a program's Swift block is what the program prints.
    @Test func anOutputBlockIsWhatTheProgramPrints() throws {
        let programs = Dictionary(SnippetFile.programs.map { ($0.shown, $0) }, uniquingKeysWith: { first, _ in first })
        var checked = 0
        for (block, next) in zip(Self.blocks, Self.blocks.dropFirst())
        where block.language == "swift" && next.language == "text" && next.file == block.file {
            guard let program = programs[block.text] else { continue }
            let output = try String(
                contentsOf: program.url.deletingPathExtension().appendingPathExtension("txt"), encoding: .utf8)
            #expect(next.text + "\n" == output, "\(next.location) is not what \(program) prints (\(program.name).txt)")
            checked += 1
        }
        #expect(checked >= 3)
    }

    /// Compares what a program produced with the file that says what it produces; in record mode,
    /// writes the file when they differ.
    static func compare(_ actual: String, with expected: URL, what: String) throws {
        let recorded = try? String(contentsOf: expected, encoding: .utf8)
        guard recorded != actual else { return }
        if record {
            try actual.write(to: expected, atomically: true, encoding: .utf8)
            Issue.record(
                "\(what) was recorded in \(expected.lastPathComponent); run again without TESSERA_RECORD_SNIPPETS")
        } else if recorded == nil {
            Issue.record("\(what) has no \(expected.path); record it with TESSERA_RECORD_SNIPPETS=1")
        } else {
            Issue.record("\(what) is not \(expected.lastPathComponent):\n\(actual)")
        }
    }

    // MARK: - Manifests

    /// A manifest the docs show evaluates as written, and every product it names is one of this
    /// package's.
    @Test(arguments: SnippetFile.all.filter { $0.kind == .manifest })
    func theManifestEvaluates(_ manifest: SnippetFile) async throws {
        let swift = try #require(ProcessRunner.find(["swift"]), "the swift command is not on the PATH")
        let products = try await Self.productNames(swift: swift)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-manifest-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: manifest.url, to: folder.appendingPathComponent("Package.swift"))
        let dumped = try await Self.dumpPackage(swift: swift, at: folder)
        let targets = dumped["targets"] as? [[String: Any]] ?? []
        var named = 0
        for target in targets {
            for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
                guard let product = dependency["product"] as? [Any?], let name = product.first as? String else {
                    continue
                }
                named += 1
                #expect(products.contains(name), "\(manifest) names the product \(name), which Tessera does not have")
            }
        }
        #expect(named > 0)
    }

    /// A snippet imports what an app can depend on: never one of the package's internal modules
    /// (example screens, test support), which a user could not import.
    @Test func snippetsImportOnlyProducts() async throws {
        let swift = try #require(ProcessRunner.find(["swift"]), "the swift command is not on the PATH")
        let dumped = try await Self.dumpPackage(swift: swift, at: Self.repository)
        let products = dumped["products"] as? [[String: Any]] ?? []
        let exposed = Set(products.flatMap { $0["targets"] as? [String] ?? [] })
        let targets = Set((dumped["targets"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String })
        let internalModules = targets.subtracting(exposed)
        #expect(internalModules.contains("TesseraExampleScreens"))
        for file in SnippetFile.all {
            for line in file.shown.split(separator: "\n") where line.hasPrefix("import ") {
                let module = line.dropFirst("import ".count).trimmingCharacters(in: .whitespaces)
                #expect(
                    !internalModules.contains(module),
                    "\(file) imports \(module), which is not a product an app can use")
            }
        }
    }

    /// The products of this package, from its own manifest.
    static func productNames(swift: URL) async throws -> Set<String> {
        let dumped = try await dumpPackage(swift: swift, at: repository)
        return Set((dumped["products"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String })
    }

    /// The manifest of the package in `folder`, as JSON. SwiftPM gets a scratch folder of its own:
    /// the running `swift test` holds the lock of this package's `.build`.
    static func dumpPackage(swift: URL, at folder: URL) async throws -> [String: Any] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-dump-\(UUID())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let result = try await ProcessRunner.run(
            swift, ["package", "--package-path", folder.path, "--scratch-path", scratch.path, "dump-package"])
        #expect(result.status == 0, "dump-package failed in \(folder.path): \(result.error)")
        let json = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
        return try #require(json as? [String: Any])
    }
}
