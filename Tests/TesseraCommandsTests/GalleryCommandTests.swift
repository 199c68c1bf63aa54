import Foundation
import Testing

@testable import TesseraCommands

@Suite("tessera gallery and help")
struct GalleryCommandTests {
    @Test func writesOnePagePerScreenAndAnIndexAndPrintsItsPath() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tessera-gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try await CommandRunner.run(["gallery", "--output", directory.path])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == directory.appendingPathComponent("index.html").path + "\n")
        // Progress on standard error, one line per page.
        #expect(result.error.contains("[1/9] Colors and texts…"))
        #expect(result.error.contains("[9/9] done"))
        let pages = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(
            pages == [
                "color-grid-rendered.html", "color-grid.html", "food-delivery-rendered.html",
                "food-delivery-rtl-rendered.html", "food-delivery-rtl.html", "food-delivery.html",
                "four-slices-rendered.html", "four-slices.html", "index.html", "journey-rendered.html", "journey.html",
                "photo-wall-rendered.html", "photo-wall.html", "product-list-rendered.html", "product-list.html",
                "search-results-rendered.html", "search-results.html",
            ])
        // One screen of each of the five seed systems (and the photo wall, a waterfall section).
        let systems = Set(
            try GalleryScreen.all().filter { $0.system.hasPrefix("Style") }.compactMap {
                $0.system.split(separator: " ").dropFirst().first
            })
        #expect(systems == ["1", "2", "3", "4", "5"])
        let index = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        for page in pages where page != "index.html" {
            #expect(index.contains(#"href="\#(page)""#))
        }
    }

    @Test func helpListsEverySubcommandWithExamples() async throws {
        let result = try await CommandRunner.run(["--help"])
        #expect(result.status == 0)
        for subcommand in ["gallery", "preview", "layout", "diff"] {
            #expect(result.output.contains("  \(subcommand)"), "\(subcommand) missing from: \(result.output)")
        }
        #expect(result.output.contains("Examples:"))
        #expect(result.output.contains("tessera preview spec.json --format svg -o layout.svg"))
    }
}
