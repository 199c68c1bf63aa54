import Foundation

/// A Swift file that the documentation shows whole, as a user pastes it. Where it lives says how it
/// is checked:
///
/// - `Snippets/`: a program (a SwiftPM snippet), built by `swift build` and run by
///   ``DocumentationSnippetTests``; what it prints is the `.txt` file beside it, and each file it
///   writes is the file of that name in `docs/images/`.
/// - `Tests/TesseraDocumentationTests/Snippets/`: a test file, compiled and run by `swift test` in
///   this target.
/// - `Tests/TesseraUIKitTests/Snippets/`, `Tests/TesseraSwiftUITests/Snippets/`: UIKit and SwiftUI
///   code, type-checked by the iOS build (`ios-sdk build --target TesseraUIKitTests`).
/// - `Tests/TesseraDocumentationTests/Manifests/`: a `Package.swift`, evaluated by
///   `swift package dump-package`.
///
/// Lines between `// snippet.hide` and `// snippet.show` are compiled but not shown (DocC's snippet
/// markers); only compiler conditions (`#if canImport(UIKit)`, `#if SnapshotTesting`, `#endif`)
/// may be hidden, so what the docs show is the whole file.
struct SnippetFile: Sendable, CustomStringConvertible {
    /// How the file is checked.
    enum Kind: String, Sendable {
        case program, testFile, iOSFile, manifest
    }

    /// The file.
    var url: URL
    /// How it is checked.
    var kind: Kind
    /// Its path in the repository.
    var path: String
    /// What the docs show: the file without its hidden lines and its last newline.
    var shown: String
    /// The hidden lines, without the markers.
    var hidden: [String]

    /// The file's name without `.swift`: a program's executable.
    var name: String { url.deletingPathExtension().lastPathComponent }

    var description: String { path }

    /// The repository's root folder.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The folders of snippet files, by kind, relative to the repository.
    static let folders: [(folder: String, kind: Kind)] = [
        ("Snippets", .program),
        ("Tests/TesseraDocumentationTests/Snippets", .testFile),
        ("Tests/TesseraUIKitTests/Snippets", .iOSFile),
        ("Tests/TesseraSwiftUITests/Snippets", .iOSFile),
        ("Tests/TesseraDocumentationTests/Manifests", .manifest),
    ]

    /// Every snippet file of the repository, by path.
    static let all: [SnippetFile] = folders.flatMap { folder, kind in
        swiftFiles(under: repository.appendingPathComponent(folder)).map { url in
            let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            let (shown, hidden) = split(text)
            let path = String(url.path.dropFirst(repository.path.count + 1))
            return SnippetFile(url: url, kind: kind, path: path, shown: shown, hidden: hidden)
        }
    }.sorted { $0.path < $1.path }

    /// The programs, which the tests run.
    static var programs: [SnippetFile] { all.filter { $0.kind == .program } }

    /// The `.swift` files under `folder`, at any depth.
    static func swiftFiles(under folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    }

    /// What a file shows and what it hides: lines from `// snippet.hide` up to `// snippet.show` (or
    /// the end) are hidden, the markers themselves too.
    ///
    /// - Complexity: O(*n*) for *n* characters.
    static func split(_ text: String) -> (shown: String, hidden: [String]) {
        var shown: [Substring] = []
        var hidden: [String] = []
        var hiding = false
        let body = text.hasSuffix("\n") ? String(text.dropLast()) : text
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            switch line.trimmingCharacters(in: .whitespaces) {
            case "// snippet.hide": hiding = true
            case "// snippet.show": hiding = false
            default:
                if hiding { hidden.append(String(line)) } else { shown.append(line) }
            }
        }
        return (shown.joined(separator: "\n"), hidden)
    }
}
