import Foundation
import Testing

@testable import TesseraCommands

/// Opens the gallery's rendered pages in a real headless browser: the text of real cells is on the
/// page, dark pictures are dark, and screenshots are written (one, or every page's, kept for review,
/// when `TESSERA_SCREENSHOTS` names a folder). Skipped when no Chromium is installed.
@Suite(
    "Rendered gallery pages in a headless browser",
    .enabled(
        if: HeadlessBrowser.find() != nil,
        "no Chromium on the PATH (install Debian's chromium: apt-get install chromium; .ci/run does)"),
    .temporaryFiles)
struct RenderedGalleryBrowserTests {
    @Test func renderedPagesShowRealCellsAndAreWrittenAsScreenshots() async throws {
        let browser = try #require(HeadlessBrowser.find())
        try await CommandRunner.withGallery { directory in
            let shots = try HeadlessBrowser.reviewScreenshotsFolder()

            // Every screen of the gallery, each drawn through its list system's own API: typed sections,
            // AnyListAdapter, ListAdapter slices, the compositional layout and diffable data source, the
            // screen builder and a waterfall section.
            let expectations: [String: [String]] = [
                "color-grid": [">Colors</text>", ">Coral #ff804f</text>", ">Mint #99ff99</text>"],
                "search-results": [
                    ">Tags</text>", ">#coffee</text>", ">12</text>", ">Coffee House</text>", ">−4.50</text>",
                ],
                "four-slices": [">Avatar</text>", ">Credit card</text>", ">Chat with us</text>"],
                "product-list": [">Espresso</text>", ">$3.00</text>", ">All Products</text>"],
                "food-delivery": [
                    ">Napoli Express</text>", ">Pizza · 25 min</text>", ">Free delivery all week</text>",
                ],
                "food-delivery-rtl": [">Sakura</text>", ">Restaurants near you</text>"],
                "journey": [
                    ">Paris → Lyon</text>", ">Departure</text>", ">08:12</text>", ">Ada Lovelace</text>",
                    ">Download tickets</text>",
                ],
                "photo-wall": [">Photos</text>", ">Lisbon 1</text>", ">Kyoto 2</text>"],
            ]
            #expect(
                Set(expectations.keys)
                    == Set(try GalleryScreen.all().filter { $0.renderedPageName != nil }.map(\.slug)),
                "every rendered page is checked")
            var tookOne = false
            for (slug, texts) in expectations.sorted(by: { $0.key < $1.key }) {
                let page = directory.appendingPathComponent("\(slug)-rendered.html")
                let dom = try await browser.dumpDOM(of: page)
                #expect(dom.contains(#"data-status="ready""#), "\(slug)")
                // Each view draws its content: none falls back to a labelled box.
                #expect(!dom.contains(#"class="fallback""#), "\(slug)")
                for text in texts { #expect(dom.contains(text), "\(slug): \(text)") }
                // The dark picture draws its screen black.
                #expect(dom.contains(#"data-appearance="dark""#), "\(slug)")
                #expect(
                    dom.contains(##"class="screen" x="0" y="0" width="393" height="852" fill="#000000""##), "\(slug)")

                // A screenshot costs a browser start: one shows the pictures are written, all are
                // taken when they are kept for review (TESSERA_SCREENSHOTS).
                guard HeadlessBrowser.keepsScreenshots || !tookOne else { continue }
                tookOne = true
                let shot = try await browser.screenshot(
                    of: page, width: 900, height: 1000, to: shots.appendingPathComponent("\(slug)-rendered.png"))
                #expect(shot.prefix(8) == HeadlessBrowser.pngSignature, "\(slug)")
            }
        }
    }

    /// Measures, in the browser, every line of text of every picture against the element it is
    /// drawn in: its box (`getBBox()`, with the fonts the browser has) must lie inside the element's
    /// clip rectangle, and its baseline inside the element's height — unless the renderer flagged the
    /// element as clipping its text (`data-clips-text`, only at the accessibility text size).
    private static let overflowCheck = """
        <script>
        (function () {
          var overflowing = [], checked = 0;
          document.querySelectorAll('svg g[clip-path] text').forEach(function (text) {
            var group = text.closest('g[clip-path]');
            var id = group.getAttribute('clip-path').replace(/^url\\(#/, '').replace(/\\)$/, '');
            var clip = document.getElementById(id);
            var rect = clip && clip.firstElementChild;
            if (!rect || rect.tagName !== 'rect') return;
            var x = +rect.getAttribute('x'), y = +rect.getAttribute('y');
            var width = +rect.getAttribute('width'), height = +rect.getAttribute('height');
            var box = text.getBBox(), baseline = +text.getAttribute('y');
            checked += 1;
            // Text the renderer itself flagged as not fitting (fixed-height cells at large text
            // sizes) is expected to be cut; anything else must fit.
            if (text.closest('[data-clips-text="true"]')) return;
            if (box.x < x - 1 || box.x + box.width > x + width + 1 || baseline < y || baseline > y + height + 1) {
              overflowing.push(text.textContent);
            }
          });
          document.body.setAttribute('data-texts-checked', String(checked));
          document.body.setAttribute('data-overflowing', overflowing.join(' | '));
        })();
        </script>
        """

    @Test func noTextOverflowsItsCellInTheBrowser() async throws {
        let browser = try #require(HeadlessBrowser.find())
        try await CommandRunner.withGallery { directory in
            let pages = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasSuffix("-rendered.html") }.sorted()
            #expect(pages.count == 8)
            for name in pages {
                let html = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
                let checked = directory.appendingPathComponent("checked-\(name)")
                try HeadlessBrowser.writeProbedCopy(of: html, script: Self.overflowCheck, to: checked)
                let dom = try await browser.dumpDOM(of: checked)
                let count = dom.firstMatch(of: /data-texts-checked="(\d+)"/).flatMap { Int($0.1) } ?? 0
                #expect(count > 20, "\(name): \(count) lines of text checked")
                let overflowing = dom.firstMatch(of: /data-overflowing="([^"]*)"/).map { String($0.1) }
                #expect(overflowing == "", "\(name): overflowing \(overflowing ?? "(not measured)")")
            }
        }
    }
}
