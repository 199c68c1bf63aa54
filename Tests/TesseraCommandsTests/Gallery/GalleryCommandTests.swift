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
        // One screen of each of the five list systems (and the photo wall, a waterfall section).
        let systems = Set(
            try GalleryScreen.all().filter { $0.system.hasPrefix("Style") }.compactMap {
                $0.system.split(separator: " ").dropFirst().first
            })
        #expect(systems == ["1", "2", "3", "4", "5"])
        let index = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        for page in pages where page != "index.html" {
            #expect(index.contains(#"href="\#(page)""#))
        }
        // The index leads with the rendered screens: a picture of each (the iPhone, light), linking
        // to its rendered page, before any wireframe thumbnail.
        let firstCard = try #require(index.range(of: #"<a class="card""#))
        let rendered = pages.filter { $0.hasSuffix("-rendered.html") }
        for page in rendered {
            let link = try #require(index.range(of: #"<a class="screen-card" href="\#(page)"><svg "#), "\(page)")
            #expect(link.lowerBound < firstCard.lowerBound, "\(page)")
        }
        let pictures = index[..<firstCard.lowerBound]
        #expect(pictures.components(separatedBy: #"data-appearance="light""#).count - 1 == rendered.count)
        #expect(!pictures.contains(#"class="wireframe""#))
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
