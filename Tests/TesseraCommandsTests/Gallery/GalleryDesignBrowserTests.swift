import Foundation
import Testing

@testable import TesseraCommands

/// What a designer checks on the gallery's rendered pages, measured in a real headless browser on
/// what it paints: text on a colour a screen chose meets WCAG AA, no text straddles two backdrops
/// (a caption over its photo) or is cut short with "…", and every picture shows a status bar and a
/// navigation bar. Skipped when no Chromium is installed.
@Suite(
    "The gallery's design in a headless browser",
    .enabled(
        if: HeadlessBrowser.find() != nil,
        "no Chromium on the PATH (install Debian's chromium: apt-get install chromium; .ci/run does)"))
struct GalleryDesignBrowserTests {
    /// For every line of text drawn in a view of every picture:
    ///
    /// - Contrast: the browser's hit test names the topmost filled shape under the text's centre;
    ///   where it is a colour the screen chose — not one of iOS's semantic backgrounds or its tint,
    ///   whose pairs with the semantic label colours (and white on the tint, a filled button) are
    ///   iOS's own — the text's colour (blended by its opacity) has WCAG 2's contrast ratio with it
    ///   of at least 4.5, or 3 for large text (24 px, or 18.66 px bold).
    /// - Overlap: the text's ink (from its baseline up by 0.7 em, as wide as drawn) lies wholly on
    ///   or wholly off each filled shape drawn before it in the same view: no caption lies partly
    ///   over its photo, no label partly over a tile.
    /// - Truncation: no line ends in "…".
    ///
    /// The results go into the body's `data-` attributes for ``HeadlessBrowser/dumpDOM(of:)``.
    private static let designCheck = """
        <script>
        (function () {
          var semantic = ['255,255,255', '0,0,0', '242,242,247', '28,28,30', '0,122,255', '10,132,255'];
          function rgb(color) {
            var parts = (color.match(/rgba?\\(([^)]+)\\)/) || [null, ''])[1].split(',').map(parseFloat);
            return parts.length >= 3 ? { r: parts[0], g: parts[1], b: parts[2] } : null;
          }
          function luminance(c) {
            function linear(v) { v /= 255; return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); }
            return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b);
          }
          function filled(element) {
            var style = getComputedStyle(element);
            return style.fill !== 'none' && parseFloat(style.fillOpacity) > 0.5;
          }
          var low = [], straddling = [], truncated = [], checked = 0, onColour = 0, lowest = 21;
          document.querySelectorAll('figure.rendering svg g[clip-path] > text').forEach(function (text) {
            if (/…$/.test(text.textContent)) truncated.push(text.textContent);
            checked += 1;
            // Overlap, in the view's own coordinates.
            var bbox = text.getBBox(), size = parseFloat(getComputedStyle(text).fontSize);
            var baseline = +text.getAttribute('y');
            var ink = { left: bbox.x, right: bbox.x + bbox.width, top: baseline - 0.7 * size, bottom: baseline };
            for (var shape = text.previousElementSibling; shape; shape = shape.previousElementSibling) {
              if (['rect', 'path', 'circle'].indexOf(shape.tagName) < 0 || !filled(shape)) continue;
              var box = shape.getBBox();
              var apart = box.x >= ink.right || box.x + box.width <= ink.left || box.y >= ink.bottom
                || box.y + box.height <= ink.top;
              var within = box.x <= ink.left && box.x + box.width >= ink.right && box.y <= ink.top
                && box.y + box.height >= ink.bottom;
              if (!apart && !within) { straddling.push(text.textContent); break; }
            }
            // Contrast, against what the browser paints under the text's centre.
            text.scrollIntoView({ block: 'center', inline: 'center' });
            var rect = text.getBoundingClientRect();
            var under = document.elementsFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
              .filter(function (element) {
                return element !== text && ['rect', 'path', 'circle'].indexOf(element.tagName) >= 0 && filled(element);
              })[0];
            var background = under ? rgb(getComputedStyle(under).fill) : null;
            if (!background || semantic.indexOf([background.r, background.g, background.b].join()) >= 0) return;
            var style = getComputedStyle(text), color = rgb(style.fill), alpha = parseFloat(style.fillOpacity);
            var shown = { r: color.r * alpha + background.r * (1 - alpha), g: color.g * alpha + background.g * (1 - alpha),
              b: color.b * alpha + background.b * (1 - alpha) };
            var a = luminance(shown), b = luminance(background);
            var ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
            var bold = parseInt(style.fontWeight, 10) >= 700;
            var needed = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
            onColour += 1;
            lowest = Math.min(lowest, ratio);
            if (ratio < needed) low.push(text.textContent + ' ' + ratio.toFixed(2) + ':1 on ' + getComputedStyle(under).fill);
          });
          document.body.setAttribute('data-texts-checked', String(checked));
          document.body.setAttribute('data-texts-on-colour', String(onColour));
          document.body.setAttribute('data-lowest-contrast', lowest.toFixed(2));
          document.body.setAttribute('data-low-contrast', low.join(' | '));
          document.body.setAttribute('data-straddling', straddling.join(' | '));
          document.body.setAttribute('data-truncated', truncated.join(' | '));
        })();
        </script>
        """

    /// A `data-` attribute of the dumped body.
    private static func attribute(_ name: String, in dom: String) -> String? {
        guard let start = dom.range(of: #" \#(name)=""#) else { return nil }
        return String(dom[start.upperBound...].prefix { $0 != "\"" })
    }

    @Test func textMeetsWCAGOnColoursAndNeverStraddlesTwoBackdrops() async throws {
        let browser = try #require(HeadlessBrowser.find())
        try await CommandRunner.withGallery { directory in
            let pages = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasSuffix("-rendered.html") }.sorted()
            #expect(pages.count == 8)
            var onColour: [String: Int] = [:]
            for name in pages {
                let html = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
                let probed = directory.appendingPathComponent("design-\(name)")
                try HeadlessBrowser.writeProbedCopy(of: html, script: Self.designCheck, to: probed)
                let dom = try await browser.dumpDOM(of: probed)
                let checked = Self.attribute("data-texts-checked", in: dom).flatMap { Int($0) } ?? 0
                #expect(checked > 50, "\(name): \(checked) lines of text checked")
                onColour[name] = Self.attribute("data-texts-on-colour", in: dom).flatMap { Int($0) } ?? 0
                #expect(Self.attribute("data-low-contrast", in: dom) == "", "\(name): below WCAG AA")
                #expect(Self.attribute("data-straddling", in: dom) == "", "\(name): text over two backdrops")
                #expect(Self.attribute("data-truncated", in: dom) == "", "\(name): text cut short")
            }
            // The swatches' and the banners' labels were measured, in every picture that shows them.
            #expect(onColour["color-grid-rendered.html", default: 0] >= 40)
            #expect(onColour["food-delivery-rendered.html", default: 0] >= 7)
        }
    }
}
