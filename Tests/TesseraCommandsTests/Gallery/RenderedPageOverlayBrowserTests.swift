import Foundation
import Testing

@testable import TesseraCommands

/// Opens a rendered page in a real headless browser and toggles its wireframe overlay: hidden when
/// the page opens, shown once "Show wireframe" is clicked, hidden again on a second click. Chromium
/// headless can only dump the DOM or take a screenshot here, so the test opens a copy of the page
/// with a probe script appended that clicks the checkbox's label, as a person would, and writes the
/// overlays' computed `display` before and after each click into `<body>`'s data attributes; a
/// screenshot with the overlay shown (kept under `$TESSERA_SCREENSHOTS` when set) must differ
/// from one without. Skipped when no Chromium is installed.
@Suite(
    "Rendered page wireframe overlay in a headless browser",
    .enabled(
        if: HeadlessBrowser.find() != nil,
        "no Chromium on the PATH (install Debian's chromium: apt-get install chromium; .ci/run does)"),
    .temporaryFiles)
@MainActor
struct RenderedPageOverlayBrowserTests {
    /// Counts the overlays and those shown, clicks the label three times (shown, hidden, shown)
    /// and records each state on `<body>`.
    private static let probe = """
        <script>
        (function () {
          var body = document.body;
          try {
            var groups = Array.prototype.slice.call(document.querySelectorAll('svg g.wireframe'));
            var box = document.getElementById('show-wireframe');
            var label = document.querySelector('label[for="show-wireframe"]');
            function shown() {
              return groups.filter(function (group) {
                return getComputedStyle(group).display !== 'none' && group.getBoundingClientRect().width > 0;
              }).length;
            }
            body.dataset.overlays = String(groups.length);
            body.dataset.before = box.checked + ' ' + shown();
            label.click();
            body.dataset.afterClick = box.checked + ' ' + shown();
            label.click();
            body.dataset.afterSecondClick = box.checked + ' ' + shown();
            label.click();
            body.dataset.probe = 'done';
          } catch (error) {
            body.dataset.probe = 'error: ' + error;
          }
        })();
        </script>
        """

    @Test func theWireframeCheckboxShowsAndHidesTheOverlays() async throws {
        let browser = try #require(HeadlessBrowser.find())
        let screen = try #require(try GalleryScreen.all().first { $0.slug == "product-list" })
        let page = try GalleryWriter.renderedPage(screen)
        let pictures = GalleryRenderedVariant.all.count
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tessera-overlay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let plain = directory.appendingPathComponent("product-list-rendered.html")
        try Data(page.utf8).write(to: plain)
        let probed = directory.appendingPathComponent("product-list-rendered-probed.html")
        try HeadlessBrowser.writeProbedCopy(of: page, script: Self.probe, to: probed)

        let dom = try await browser.dumpDOM(of: probed)
        #expect(dom.contains(#"data-probe="done""#), "\(dom.prefix(400))")
        #expect(dom.contains(#"data-overlays="\#(pictures)""#))
        #expect(dom.contains(#"data-before="false 0""#))
        #expect(dom.contains(#"data-after-click="true \#(pictures)""#))
        #expect(dom.contains(#"data-after-second-click="false 0""#))

        // What a person sees: the page with the overlays shown is not the page without them.
        let shots = try HeadlessBrowser.reviewScreenshotsFolder()
        let hidden = try await browser.screenshot(
            of: plain, width: 900, height: 1000, to: directory.appendingPathComponent("hidden.png"))
        let shown = try await browser.screenshot(
            of: probed, width: 900, height: 1000,
            to: shots.appendingPathComponent("product-list-rendered-wireframe.png"))
        #expect(shown.prefix(8) == HeadlessBrowser.pngSignature)
        #expect(hidden.count > 10_000 && shown != hidden)
    }
}
