import Foundation
import TesseraPreview
import Testing

@testable import TesseraCommands

/// Opens the gallery in a real headless browser. Skipped, with the reason, when no Chromium is
/// installed; `.ci/run` installs Debian's `chromium` so that CI always runs it.
@Suite(
    "Gallery in a headless browser",
    .enabled(
        if: HeadlessBrowser.find() != nil,
        "no Chromium on the PATH (install Debian's chromium: apt-get install chromium; .ci/run does)"))
struct GalleryBrowserTests {
    @Test func indexPageRendersEveryElementBoxWithoutScriptErrors() async throws {
        let browser = try #require(HeadlessBrowser.find())
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tessera-gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try await CommandRunner.run(["gallery", "--output", directory.path])
        #expect(result.status == 0, "\(result.error)")
        let index = directory.appendingPathComponent("index.html")

        // Every element box of every thumbnail, and the script ran to the end.
        let expected = try GalleryScreen.all().map { screen in
            HTMLPreview.elementCount(of: HTMLPreview.Variant(device: .iPhone, solution: try screen.solve(for: .iPhone)))
        }.reduce(0, +)
        let dom = try await browser.dumpDOM(of: index)
        #expect(dom.contains(#"data-status="ready""#), "the page's script did not finish: \(dom.prefix(300))")
        #expect(!dom.contains("data-error="))
        #expect(dom.contains(#"data-elements="\#(expected)""#))
        #expect(dom.components(separatedBy: #"<div class="el "#).count - 1 == expected)

        // The screenshot is a PNG and is not blank: it compresses far worse than a blank page's.
        let shot = try await browser.screenshot(
            of: index, width: 1200, height: 900, to: directory.appendingPathComponent("index.png"))
        let blankPage = directory.appendingPathComponent("blank.html")
        try Data("<!DOCTYPE html><html><body style=\"background:#f4f4f6\"></body></html>".utf8).write(to: blankPage)
        let blank = try await browser.screenshot(
            of: blankPage, width: 1200, height: 900, to: directory.appendingPathComponent("blank.png"))
        #expect(shot.prefix(8) == HeadlessBrowser.pngSignature)
        #expect(shot.count > 4 * blank.count, "screenshot \(shot.count) bytes, blank page \(blank.count) bytes")
    }

    @Test func everyScreenPageRunsItsScript() async throws {
        let browser = try #require(HeadlessBrowser.find())
        try await CommandRunner.withGallery { directory in
            for screen in try GalleryScreen.all() {
                let dom = try await browser.dumpDOM(of: directory.appendingPathComponent("\(screen.slug).html"))
                #expect(dom.contains(#"data-status="ready""#), "\(screen.slug)")
                #expect(!dom.contains("data-error="), "\(screen.slug)")
                // The iPhone variant is the one shown.
                #expect(dom.contains(#"<button type="button" data-device="iphone" class="active">"#), "\(screen.slug)")
            }
        }
    }
}
