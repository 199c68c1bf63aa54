import Foundation
import Testing

/// README.md is the page a newcomer reads to the end: at most 300 lines, what Tessera is, its
/// requirements (the Swift version, the first build's time), how to install it, one quick start,
/// how to test screens, and where the rest is — the command line, benchmarks and contributor notes
/// live in docs/ and CONTRIBUTING.md.
@Suite("README")
struct ReadmeTests {
    static let readme =
        (try? String(
            contentsOf: SnippetFile.repository.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    @Test func aNewcomerFinishesIt() {
        let lines = Self.readme.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= 300, "README.md has \(lines) lines")
        let headings = Self.readme.split(separator: "\n").filter { $0.hasPrefix("## ") }.map(String.init)
        for heading in [
            "## Requirements", "## Installation", "## Quick start", "## How do I…", "## Testing your screens",
        ] {
            #expect(headings.contains(heading), "\(heading)")
        }
        #expect(Self.readme.contains("Swift 6.1 or later"))
        #expect(Self.readme.contains("cold `swift build --product tessera`"))
    }

    @Test func theMovedSectionsAreLinked() {
        for page in ["docs/CommandLine.md", "docs/QuickStarts.md", "docs/Benchmarks.md", "CONTRIBUTING.md"] {
            #expect(Self.readme.contains("(\(page))"), "\(page)")
            #expect(FileManager.default.fileExists(atPath: SnippetFile.repository.appendingPathComponent(page).path))
        }
        #expect(Self.readme.contains("(Sources/Tessera/Tessera.docc/Cookbook.md)"))
    }
}
