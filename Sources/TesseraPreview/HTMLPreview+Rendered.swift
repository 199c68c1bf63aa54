import Foundation

/// Pages of rendered screens (``RenderedSVG`` pictures) and links to them from the index.
extension HTMLPreview {
    /// A rendered picture of a screen and its caption.
    package struct Rendering: Sendable, Hashable {
        /// The caption ("iPhone 15 · light").
        package var caption: String
        /// The SVG document (``RenderedSVG/render(_:appearance:background:title:idPrefix:wireframe:)``,
        /// with an `idPrefix` of its own).
        package var svg: String
        /// Whether it shows the dark appearance (its figure gets a dark frame).
        package var isDark: Bool

        /// A picture with its caption.
        package init(caption: String, svg: String, isDark: Bool) {
            self.caption = caption
            self.svg = svg
            self.isDark = isDark
        }
    }

    /// A link of the index page: to a rendered page, shown as its picture when it has one.
    package struct Link: Sendable, Hashable {
        /// The text of the link.
        package var title: String
        /// Where it goes.
        package var href: String
        /// A line under the title, if any.
        package var subtitle: String?
        /// The picture the link shows (an SVG document, ``RenderedSVG``, with an `idPrefix` of its
        /// own), scaled to the card; `nil` for a text link.
        package var picture: String?

        /// A link, with a line under its title and a picture when given.
        package init(title: String, href: String, subtitle: String? = nil, picture: String? = nil) {
            self.title = title
            self.href = href
            self.subtitle = subtitle
            self.picture = picture
        }
    }

    /// A page that shows rendered pictures of a screen side by side (no script).
    ///
    /// - Parameters:
    ///   - title: The page's heading and `<title>`.
    ///   - subtitle: A line under the heading; none when `nil`.
    ///   - renderings: The pictures, side by side, each with its caption.
    ///   - backLink: The address of an "All screens" link above the heading; none when `nil`.
    ///   - wireframeToggle: Adds a "Show wireframe" checkbox above the pictures that shows
    ///     and hides their `.wireframe` groups (``RenderedSVG`` draws them with `wireframe: true`)
    ///     with CSS alone (`:checked ~`); unchecked, and the overlays hidden, when the page opens.
    /// - Complexity: O(*s*) for *s* characters of SVG.
    package static func renderedPage(
        title: String, subtitle: String? = nil, renderings: [Rendering], backLink: String? = nil,
        wireframeToggle: Bool = false
    ) -> String {
        var body = "<header>"
        if let backLink { body += #"<a class="back" href="\#(PreviewText.escaped(backLink))">← All screens</a>"# }
        body += "<h1>\(PreviewText.escaped(title))</h1>"
        if let subtitle { body += #"<p class="subtitle">\#(PreviewText.escaped(subtitle))</p>"# }
        body += "</header>\n"
        if wireframeToggle {
            // Siblings before <main>, so that `:checked ~ main` reaches the pictures.
            body +=
                #"<input type="checkbox" id="show-wireframe" class="wireframe-toggle"><label class="wireframe-toggle" for="show-wireframe">Show wireframe</label>"#
                + "\n"
        }
        body += "<main class=\"rendered\">\n"
        for rendering in renderings {
            body +=
                #"<figure class="rendering\#(rendering.isDark ? " dark" : "")"><figcaption>\#(PreviewText.escaped(rendering.caption))</figcaption>"#
                + "\n" + rendering.svg + "</figure>\n"
        }
        body += "</main>\n"
        return document(title: title, body: body, initialDevice: "", extraStyle: renderedStyle, withScript: false)
    }

    /// The rendered page's own rules: pictures side by side, each shrunk to the page's width when
    /// it is narrower (a phone).
    private static let renderedStyle = """

        main.rendered { display: flex; flex-wrap: wrap; gap: 24px; padding: 16px; }
        figure.rendering { margin: 0; max-width: 100%; }
        figure.rendering svg { display: block; max-width: 100%; height: auto; box-sizing: border-box; border-radius: 24px; border: 1px solid #c7c7cc; }
        @media (max-width: 600px) { main.rendered { padding: 16px 0; } }
        figure.rendering.dark svg { border-color: #3a3a3c; }
        figcaption { font: 13px -apple-system, Helvetica, Arial, sans-serif; color: #6e6e73; margin-bottom: 6px; }
        input.wireframe-toggle { margin: 0 6px 0 16px; vertical-align: middle; }
        label.wireframe-toggle { font: 13px -apple-system, Helvetica, Arial, sans-serif; cursor: pointer; vertical-align: middle; }
        main.rendered .wireframe { display: none; }
        #show-wireframe:checked ~ main.rendered .wireframe { display: inline; }
        """

    /// The links of the index page, before its wireframe cards: the ones with a picture as a grid
    /// of pictures (as many columns as fit, two on a phone), the others as a list.
    static func linkList(_ links: [Link]) -> String {
        guard !links.isEmpty else { return "" }
        let pictured = links.filter { $0.picture != nil }
        var html = #"<nav class="rendered-links"><h2>Screens</h2>"#
        if !pictured.isEmpty {
            html += #"<div class="screens">"# + "\n"
            for link in pictured {
                html += #"<a class="screen-card" href="\#(PreviewText.escaped(link.href))">"# + (link.picture ?? "")
                html += "<h3>\(PreviewText.escaped(link.title))</h3>"
                if let subtitle = link.subtitle { html += "<p>\(PreviewText.escaped(subtitle))</p>" }
                html += "</a>\n"
            }
            html += "</div>"
        }
        let listed = links.filter { $0.picture == nil }
        if !listed.isEmpty {
            html += "<ul>"
            for link in listed {
                html +=
                    #"<li><a href="\#(PreviewText.escaped(link.href))">\#(PreviewText.escaped(link.title))</a></li>"#
            }
            html += "</ul>"
        }
        return html + "</nav>\n"
    }
}
