import Foundation
import Testing

/// The gallery read on a phone: every page, opened 430 points wide (an iPhone Pro Max in portrait),
/// fits that width — nothing to scroll sideways but the pictures' own scrolling bands. Chromium's
/// window is never narrower than 500 pixels, so each page is measured in a 430-pixel frame.
/// Skipped when no Chromium is installed.
@Suite(
    "Gallery at phone width in a headless browser",
    .enabled(
        if: HeadlessBrowser.find() != nil,
        "no Chromium on the PATH (install Debian's chromium: apt-get install chromium; .ci/run does)"))
struct GalleryPhoneWidthBrowserTests {
    /// Frames each page 430 pixels wide and records, as each frame loads, its document's width
    /// and its viewport's width (`data-widths`: "page content viewport; …"). The handler is set
    /// before the frames are parsed, and the harness's own load waits for every frame.
    private static func harness(pages: [String]) -> String {
        let frames = pages.map {
            #"<iframe src="\#($0)" data-page="\#($0)" onload="measure(this)" style="border:0;width:430px;height:932px"></iframe>"#
        }
        return """
            <!DOCTYPE html><html><head><script>
            function measure(frame) {
              var root = frame.contentDocument && frame.contentDocument.documentElement;
              var widths = root ? root.scrollWidth + ' ' + root.clientWidth : 'unreadable';
              var all = document.body.getAttribute('data-widths');
              document.body.setAttribute('data-widths', (all ? all + '; ' : '') + frame.dataset.page + ' ' + widths);
            }
            </script></head><body>
            \(frames.joined(separator: "\n"))
            </body></html>
            """
    }

    @Test func everyPageFitsAPhonesWidth() async throws {
        let browser = try #require(HeadlessBrowser.find())
        try await CommandRunner.withGallery { directory in
            let pages = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasSuffix(".html") }.sorted()
            #expect(pages.count == 17, "\(pages)")
            let harness = directory.appendingPathComponent("phone-width-harness.html")
            try Data(Self.harness(pages: pages).utf8).write(to: harness)
            let dom = try await browser.dumpDOMReadingFramedFiles(of: harness)
            let measured = try #require(dom.firstMatch(of: /data-widths="([^"]*)"/)).1
            var seen: Set<String> = []
            for entry in measured.split(separator: "; ") {
                let fields = entry.split(separator: " ")
                guard fields.count == 3, let content = Int(fields[1]), let viewport = Int(fields[2]) else {
                    Issue.record("not measured: \(entry)")
                    continue
                }
                seen.insert(String(fields[0]))
                #expect(viewport > 400 && viewport <= 430, "\(fields[0]): a viewport of \(viewport) pixels")
                #expect(content <= viewport, "\(fields[0]) is \(content) pixels wide in a \(viewport)-pixel viewport")
            }
            #expect(seen == Set(pages), "every page measured")
        }
    }
}
