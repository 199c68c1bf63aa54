import Foundation

/// Renders layout solutions as self-contained HTML (no network, no external scripts or fonts):
/// every element is an absolutely positioned box; orthogonal sections really scroll sideways
/// with their section's paging (CSS scroll snapping on the offsets the engine would rest at);
/// pinned headers stick while the page scrolls, moved by a small inline script that applies the
/// engine's rule (`PinnedSupplementary.position(forVisibleRange:)`); buttons switch between the
/// container sizes the page was laid out in.
///
/// ```swift
/// let variants = try PreviewDevice.common.map { device in
///     HTMLPreview.Variant(device: device, solution: try layout.solve(in: LayoutEnvironment(width: device.width, height: device.height), content: content))
/// }
/// let html = HTMLPreview.page(title: "Food delivery", variants: variants)
/// ```
public enum HTMLPreview {
    /// A layout solved for one device.
    public struct Variant: Sendable {
        /// The device the layout was solved for.
        public var device: PreviewDevice
        /// The solved layout.
        public var solution: LayoutSolution

        /// A layout solved for a device.
        public init(device: PreviewDevice, solution: LayoutSolution) {
            self.device = device
            self.solution = solution
        }
    }

    /// A screen in an index page: its title, a line about it, the page it links to, and the
    /// variant drawn as its thumbnail.
    package struct IndexEntry: Sendable {
        /// The screen's title.
        package var title: String
        /// A line about the screen.
        package var subtitle: String
        /// The page the card links to.
        package var href: String
        /// The variant drawn as the card's thumbnail.
        package var thumbnail: Variant

        /// A card of the index page.
        package init(title: String, subtitle: String, href: String, thumbnail: Variant) {
            self.title = title
            self.subtitle = subtitle
            self.href = href
            self.thumbnail = thumbnail
        }
    }

    /// A page showing one layout in several container sizes, the first of `preferredDeviceID`
    /// (or the first variant) shown first; `#device-id` in the address selects another.
    ///
    /// - Complexity: O(*n* log *n*) for *n* elements over all variants.
    public static func page(
        title: String, subtitle: String? = nil, variants: [Variant],
        preferredDeviceID: String = PreviewDevice.iPhone.id, backLink: String? = nil
    ) -> String {
        let initial = variants.first { $0.device.id == preferredDeviceID }?.device.id ?? variants.first?.device.id ?? ""
        var body = "<header>"
        if let backLink { body += #"<a class="back" href="\#(PreviewText.escaped(backLink))">← All screens</a>"# }
        body += "<h1>\(PreviewText.escaped(title))</h1>"
        if let subtitle { body += #"<p class="subtitle">\#(PreviewText.escaped(subtitle))</p>"# }
        body += #"<nav class="devices">"#
        for variant in variants {
            let device = variant.device
            body +=
                #"<button type="button" data-device="\#(PreviewText.escaped(device.id))">\#(PreviewText.escaped(device.name)) <small>\#(PreviewText.number(device.width))×\#(PreviewText.number(device.height))</small></button>"#
        }
        body += "</nav></header>\n<main>\n"
        for variant in variants {
            body += #"<section class="variant" data-device="\#(PreviewText.escaped(variant.device.id))">"# + "\n"
            body += viewport(variant, interactive: true)
            body += "</section>\n"
        }
        body += "</main>\n"
        return document(title: title, body: body, initialDevice: initial)
    }

    /// An index page: first `links` (to rendered pages, ``renderedPage(title:subtitle:renderings:backLink:wireframeToggle:)``),
    /// as pictures where they have one, then under `entriesHeading` one card per entry with a
    /// thumbnail of its layout (a wireframe) and a link to its page.
    ///
    /// - Complexity: O(*n* log *n*) for *n* elements over all thumbnails, plus the pictures' size.
    package static func index(
        title: String, subtitle: String, entries: [IndexEntry], links: [Link] = [],
        entriesHeading: String? = nil
    ) -> String {
        var body =
            "<header><h1>\(PreviewText.escaped(title))</h1><p class=\"subtitle\">\(PreviewText.escaped(subtitle))</p></header>\n"
        body += linkList(links)
        if let entriesHeading { body += #"<h2 class="layouts">\#(PreviewText.escaped(entriesHeading))</h2>"# + "\n" }
        body += "<main class=\"index\">\n"
        for entry in entries {
            let device = entry.thumbnail.device
            body +=
                #"<a class="card" href="\#(PreviewText.escaped(entry.href))" style="width:\#(PreviewText.number(device.width / 2 + 4))px">"#
            body += "<h2>\(PreviewText.escaped(entry.title))</h2><p>\(PreviewText.escaped(entry.subtitle))</p>"
            body +=
                #"<div class="thumb" style="width:\#(PreviewText.number(device.width / 2))px;height:\#(PreviewText.number(device.height / 2))px"><div class="scaled">"#
            body += viewport(entry.thumbnail, interactive: false)
            body += "</div></div></a>\n"
        }
        body += "</main>\n"
        return document(title: title, body: body, initialDevice: "")
    }

    /// The number of element boxes a variant draws (what a browser should find on the page).
    ///
    /// - Complexity: O(*n*) for *n* elements.
    package static func elementCount(of variant: Variant) -> Int {
        unscrolled(variant.solution).allElements().count
    }

    // MARK: Parts

    /// The solution with every orthogonal section at its start: the page scrolls them itself.
    static func unscrolled(_ solution: LayoutSolution) -> LayoutSolution {
        var solution = solution
        solution.contentOffset = .zero
        for section in solution.orthogonallyScrollingSections {
            solution.setOrthogonalOffset(0, forSection: section)
        }
        return solution
    }

    /// A container of the device's size that scrolls the layout's content.
    static func viewport(_ variant: Variant, interactive: Bool) -> String {
        let solution = unscrolled(variant.solution)
        let number = PreviewText.number
        let axis = solution.scrollDirection
        let elements = PreviewElement.all(of: solution)
        let bands = solution.orthogonallyScrollingSections.compactMap { section in
            solution.orthogonalScrollingFrame(forSection: section).map { (section: section, frame: $0) }
        }
        let pins = Dictionary(
            solution.pinnedSupplementaries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })

        var inBand: [Int: [PreviewElement]] = [:]
        var outside: [PreviewElement] = []
        for element in elements {
            if let band = bands.first(where: {
                $0.section == element.attributes.indexPath.sectionIndex && element.attributes.indexPath.count == 2
                    && contains(band: $0.frame, element.frame, axis: axis)
            }) {
                inBand[band.section, default: []].append(element)
            } else {
                outside.append(element)
            }
        }

        let overflow = axis == .vertical ? "overflow-y" : "overflow-x"
        var html =
            #"<div class="viewport\#(interactive ? "" : " static")" data-axis="\#(axis == .vertical ? "y" : "x")" style="width:\#(number(variant.device.width))px;height:\#(number(variant.device.height))px;\#(interactive ? overflow + ":auto" : "overflow:hidden")">"#
        html +=
            #"<div class="content" style="width:\#(number(solution.contentSize.width))px;height:\#(number(solution.contentSize.height))px">"#
            + "\n"
        for element in outside {
            html += box(
                element, origin: .zero,
                pin: pins[
                    LayoutElementKey.supplementary(element.attributes.elementKind ?? "", element.attributes.indexPath)
                ].flatMap { element.attributes.category == .supplementaryView ? $0 : nil })
        }
        for band in bands {
            html += bandMarkup(
                section: band.section, frame: band.frame, elements: inBand[band.section] ?? [], solution: solution,
                interactive: interactive)
        }
        html += "</div></div>\n"
        return html
    }

    private static func contains(band: CGRect, _ frame: CGRect, axis: LayoutAxis) -> Bool {
        axis == .vertical
            ? frame.minY >= band.minY - 0.5 && frame.maxY <= band.maxY + 0.5
            : frame.minX >= band.minX - 0.5 && frame.maxX <= band.maxX + 0.5
    }

    /// An orthogonal section's band: a box that scrolls across the layout's axis, snapping where
    /// the engine rests for the section's behaviour.
    private static func bandMarkup(
        section: Int, frame: CGRect, elements: [PreviewElement], solution: LayoutSolution, interactive: Bool
    ) -> String {
        let number = PreviewText.number
        let vertical = solution.scrollDirection == .vertical
        let extent = max(
            solution.orthogonalContentExtent(forSection: section) ?? 0, vertical ? frame.width : frame.height)
        let behavior = solution.orthogonalScrollingBehavior(ofSection: section)
        let snapping: String
        switch behavior {
        case .paging, .groupPaging, .groupPagingCentered: snapping = "mandatory"
        case .continuousGroupLeadingBoundary: snapping = "proximity"
        case .none, .continuous: snapping = "none"
        }
        // In right to left a band starts at its right end and its items scrolled out are on the
        // left: the box scrolls right to left (CSS `direction: rtl` starts it at the right end).
        let mirrored = vertical && solution.layoutDirection == .rightToLeft
        let scroll =
            (vertical ? "overflow-x:auto;overflow-y:hidden" : "overflow-y:auto;overflow-x:hidden")
            + (mirrored ? ";direction:rtl" : "")
        let snapType = snapping == "none" ? "" : ";scroll-snap-type:\(vertical ? "x" : "y") \(snapping)"
        var html =
            #"<div class="band" data-section="\#(section)" data-behavior="\#(behavior)" style="left:\#(number(frame.minX))px;top:\#(number(frame.minY))px;width:\#(number(frame.width))px;height:\#(number(frame.height))px;\#(interactive ? scroll + snapType : "overflow:hidden")">"#
        let contentSize =
            vertical ? CGSize(width: extent, height: frame.height) : CGSize(width: frame.width, height: extent)
        // The content itself reads left to right (labels), whatever way the box scrolls.
        html +=
            #"<div class="band-content" style="width:\#(number(contentSize.width))px;height:\#(number(contentSize.height))px\#(mirrored ? ";direction:ltr" : "")">"#
            + "\n"
        if snapping != "none" {
            for offset in restingOffsets(
                section: section, solution: solution, maximum: extent - (vertical ? frame.width : frame.height))
            {
                // A resting offset is the distance scrolled from the band's leading edge: from the
                // right end in right to left.
                let edge = mirrored ? "left:auto;right" : vertical ? "left" : "top"
                html += #"<i class="snap" style="\#(edge):\#(number(offset))px"></i>"#
            }
            html += "\n"
        }
        let origin = mirrored ? CGPoint(x: frame.minX - (extent - frame.width), y: frame.minY) : frame.origin
        for element in elements {
            html += box(element, origin: origin, pin: nil)
        }
        html += "</div></div>\n"
        return html
    }

    /// The most offsets a band is probed at: every 2 pt, or fewer, evenly spread, on a longer band.
    static let maximumRestingProbes = 20_000

    /// The offsets a section comes to rest at, found by asking the engine along the whole band.
    ///
    /// - Complexity: O(min(*w* / 2, ``maximumRestingProbes``)) queries for a band *w* points wide.
    private static func restingOffsets(section: Int, solution: LayoutSolution, maximum: CGFloat) -> [CGFloat] {
        guard maximum > 0, maximum.isFinite else { return [0] }
        var offsets = Set<CGFloat>()
        let step = max(2, maximum / CGFloat(maximumRestingProbes))
        for probe in 0...Int((maximum / step).rounded(.up)) + 1 {
            let proposed = min(CGFloat(probe) * step, maximum)
            if let resting = solution.restingOrthogonalOffset(forSection: section, proposedOffset: proposed) {
                offsets.insert((resting * 2).rounded() / 2)
            }
        }
        return offsets.sorted()
    }

    /// One element's box, relative to `origin`.
    private static func box(_ element: PreviewElement, origin: CGPoint, pin: PinnedSupplementary?) -> String {
        let number = PreviewText.number
        let frame = element.frame.offsetBy(dx: -origin.x, dy: -origin.y)
        var attributes = ""
        if let pin {
            attributes =
                #" data-pin="\#(number(pin.unpinnedPosition)) \#(number(pin.pinningRange.lowerBound)) \#(number(pin.pinningRange.upperBound)) \#(number(pin.extent)) \#(pin.sticksToLeadingEdge ? "leading" : "trailing")""#
        }
        let label = PreviewText.escaped(element.label)
        return
            #"<div class="el \#(element.categoryClass)"\#(attributes) title="\#(label)" style="left:\#(number(frame.minX))px;top:\#(number(frame.minY))px;width:\#(number(frame.width))px;height:\#(number(frame.height))px;z-index:\#(element.attributes.zIndex)">\#(label)</div>"#
            + "\n"
    }

    /// A self-contained page: the stylesheet (and `extraStyle`), the body, and the page script
    /// unless `withScript` is false (the page is then `data-status="ready"` at once).
    static func document(
        title: String, body: String, initialDevice: String, extraStyle: String = "", withScript: Bool = true
    ) -> String {
        let scriptElement = withScript ? "<script>\n\(script)\n</script>\n" : ""
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(PreviewText.escaped(title))</title>
            <style>
            \(stylesheet)\(extraStyle)
            </style>
            </head>
            <body data-status="\(withScript ? "loading" : "ready")" data-initial-device="\(PreviewText.escaped(initialDevice))">
            \(body)\(scriptElement)</body>
            </html>

            """
    }
}
