import Foundation
import Tessera

/// The SVG lines of a rendered screen being drawn (``RenderedSVG``): each element in a group
/// placed at its frame on screen (with its transform and alpha) and clipped to it; inside, drawing
/// is in the element's own coordinates.
struct RenderedCanvas {
    let appearance: PreviewAppearance
    /// Mirror the inside of every element (right to left).
    let rightToLeft: Bool
    let contentSizeCategory: ContentSizeCategory
    /// The prefix of the clip paths' identifiers.
    let idPrefix: String
    var lines: [String] = []
    /// The number of clip paths written (their identifiers).
    private var clipCount = 0
    /// The rounded corners of the element being drawn (`LayoutAttributes.maskedCorners`
    /// rounded by its `LayoutAttributes.cornerRadius`), `nil` when it is square.
    private(set) var elementCorners: (radius: CGFloat, corners: LayoutCorners)?
    /// Whether a line of text of the element being drawn does not fit it (it is clipped).
    private var elementClipsText = false

    init(
        appearance: PreviewAppearance, rightToLeft: Bool, contentSizeCategory: ContentSizeCategory, idPrefix: String
    ) {
        self.appearance = appearance
        self.rightToLeft = rightToLeft
        self.contentSizeCategory = contentSizeCategory
        self.idPrefix = idPrefix
    }

    // MARK: Elements

    /// Draws one element seen from `origin` (the top-left of the visible area).
    @MainActor
    mutating func draw(_ attributes: LayoutAttributes, view: HeadlessReusableView?, origin: CGPoint) {
        let number = PreviewText.number
        let frame = attributes.frame
        let bounds = CGRect(origin: .zero, size: frame.size)
        let placement = Self.placement(of: attributes, origin: origin)
        let opacity = attributes.alpha < 1 ? #" opacity="\#(number(max(0, attributes.alpha)))""# : ""
        clipCount += 1
        let opening = lines.count
        elementClipsText = false
        lines.append(
            ##"  <g class="\##(PreviewText.escaped(Self.categoryClass(attributes)))" data-index-path="\##(Self.indexPathText(of: attributes))" transform="\##(placement)"\##(opacity)>"##
        )
        elementCorners =
            attributes.cornerRadius > 0 && !attributes.maskedCorners.isEmpty
            ? (attributes.cornerRadius, attributes.maskedCorners) : nil
        let clipShape =
            elementCorners.map {
                ##"<path d="\##(Self.roundedRectPath(bounds, radii: CornerRadii(radius: $0.radius, corners: $0.corners)))"/>"##
            }
            ?? ##"<rect x="0" y="0" width="\##(number(frame.width))" height="\##(number(frame.height))"/>"##
        lines.append(##"    <clipPath id="\##(idPrefix)\##(clipCount)">\##(clipShape)</clipPath>"##)
        lines.append(##"    <g clip-path="url(#\##(idPrefix)\##(clipCount))">"##)
        if attributes.category == .decorationView {
            drawDecoration(kind: attributes.elementKind ?? "", in: bounds)
        } else if let view {
            drawContent(of: view, in: bounds)
        } else {
            drawFallback(label: "no view", in: bounds)
        }
        elementCorners = nil
        if elementClipsText {
            // A design review flag: the element's text does not fit it at this size.
            lines[opening] = String(lines[opening].dropLast()) + #" data-clips-text="true">"#
        }
        lines.append("    </g>")
        lines.append("  </g>")
    }

    /// An element's index path as text, its indexes joined by `separator`: "0.3" for the
    /// `data-index-path` attributes, "0·3" for the wireframe's labels.
    static func indexPathText(of attributes: LayoutAttributes, separator: String = ".") -> String {
        attributes.indexPath.map(String.init).joined(separator: separator)
    }

    /// The SVG `transform` that places an element's own coordinates on screen, seen from `origin`:
    /// a translation to its frame, or its transform about its centre.
    static func placement(of attributes: LayoutAttributes, origin: CGPoint) -> String {
        let number = PreviewText.number
        let frame = attributes.frame
        let transform = attributes.transform
        guard transform != .identity else {
            return "translate(\(number(frame.minX - origin.x)) \(number(frame.minY - origin.y)))"
        }
        let center = CGPoint(x: frame.midX - origin.x, y: frame.midY - origin.y)
        let matrix = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(number)
        return
            "translate(\(number(center.x)) \(number(center.y))) matrix(\(matrix.joined(separator: " "))) translate(\(number(-frame.width / 2)) \(number(-frame.height / 2)))"
    }

    /// The `class` of an element's group: `cell`, `supplementary` or `decoration`, with the kind.
    private static func categoryClass(_ attributes: LayoutAttributes) -> String {
        switch attributes.category {
        case .cell: return "cell"
        case .supplementaryView: return "supplementary \(PreviewElement.shortKind(attributes.elementKind ?? ""))"
        case .decorationView: return "decoration"
        }
    }

    /// A view's content: its list content, what it describes (over its list content, when it has
    /// both, as a list cell's own subviews lie over its content view), or a fallback box.
    @MainActor
    private mutating func drawContent(of view: HeadlessReusableView, in bounds: CGRect) {
        var drewListContent = false
        if let cell = view as? HeadlessCell {
            if let background = cell.backgroundConfiguration { drawBackground(background, in: bounds) }
            if cell.isSelected || cell.isHighlighted { drawFill(bounds, color: .systemFill, cornerRadius: 0) }
            if let layout = cell.contentLayout(width: bounds.width, height: bounds.height) {
                drawListContent(layout, in: bounds)
                drewListContent = true
            }
        }
        let hosted =
            (view as? HeadlessStaticViewCell)?.hostedView ?? (view as? HeadlessStaticViewSupplementary)?.hostedView
        if let drawable = (view as? any DrawableContent) ?? (hosted as? any DrawableContent) {
            for element in drawable.drawing(in: bounds) { draw(element, in: bounds) }
            return
        }
        if drewListContent { return }
        let description = view.contentDescription
        let type = String(describing: Swift.type(of: hosted ?? view))
        drawFallback(label: description.isEmpty ? type : "\(type): \(description)", in: bounds)
    }

    // MARK: Drawing

    /// One element a ``DrawableContent`` view describes.
    mutating func draw(_ element: DrawingElement, in bounds: CGRect) {
        switch element {
        case .text(let text, let frame, let style, let color, let lineLimit):
            let font = SystemFont(style, contentSizeCategory: contentSizeCategory)
            let width = frame.width.isFinite && frame.width >= 0 ? frame.width : bounds.width
            guard let layout = try? TextLayout(text, font: font, width: width, lineLimit: max(0, lineLimit)) else {
                return
            }
            drawText(layout, frame: CGRect(origin: frame.origin, size: layout.size), color: color, in: bounds)
        case .fill(let rect, let color, let cornerRadius):
            drawFill(mirrored(rect, in: bounds), color: color, cornerRadius: cornerRadius)
        case .image(let name, let frame, let color):
            drawImage(name, frame: mirrored(frame, in: bounds), color: color)
        }
    }

    /// Lines of text from the top of `frame`, each as wide as measured, at the frame's leading edge
    /// (its trailing edge in right to left).
    mutating func drawText(_ layout: TextLayout, frame: CGRect, color: ConfigurationColor, in bounds: CGRect) {
        drawText(ListContentLayout.TextBlock(layout: layout, frame: frame, color: color, style: .body), in: bounds)
    }

    /// A block of text (`ListContentLayout.TextBlock`): its lines from the top of its
    /// frame, each as wide as measured, at the frame's leading edge or centred in it (mirrored in
    /// right to left).
    mutating func drawText(_ block: ListContentLayout.TextBlock, in bounds: CGRect) {
        let number = PreviewText.number
        let (layout, frame, color) = (block.layout, block.frame, block.color)
        let font = layout.font
        let weight = font.weight == .regular ? "" : #" font-weight="\#(Self.fontWeight(font.weight))""#
        for (index, line) in layout.lines.enumerated() where !line.text.isEmpty {
            let leading = frame.minX + block.lineOffset(width: line.width)
            let x = rightToLeft ? bounds.width - leading - line.width : leading
            let top = frame.minY + CGFloat(index) * font.lineHeight
            let baseline = top + font.ascender
            if x < -0.01 || x + line.width > bounds.width + 0.01 || top + font.lineHeight > bounds.height + 0.5 {
                elementClipsText = true
            }
            let length = line.width > 0 ? #" textLength="\#(number(line.width))" lengthAdjust="spacingAndGlyphs""# : ""
            lines.append(
                ##"      <text x="\##(number(x))" y="\##(number(baseline))" font-size="\##(number(font.pointSize))"\##(weight) \##(appearance.fill(color))\##(length)>\##(PreviewText.escaped(line.text))</text>"##
            )
        }
    }

    /// A rectangle, rounded, filled.
    mutating func drawFill(_ rect: CGRect, color: ConfigurationColor, cornerRadius: CGFloat) {
        drawRect(rect, fill: color, stroke: nil, strokeWidth: 0, cornerRadius: cornerRadius)
    }

    /// A rectangle, rounded, filled and stroked.
    mutating func drawRect(
        _ rect: CGRect, fill: ConfigurationColor?, stroke: ConfigurationColor?, strokeWidth: CGFloat,
        cornerRadius: CGFloat
    ) {
        drawRect(
            rect, fill: fill, stroke: stroke, strokeWidth: strokeWidth,
            radii: CornerRadii(radius: cornerRadius, corners: .all))
    }

    /// A rectangle with a radius per corner, filled and stroked: a `rect` when the corners are
    /// alike, a `path` otherwise.
    mutating func drawRect(
        _ rect: CGRect, fill: ConfigurationColor?, stroke: ConfigurationColor?, strokeWidth: CGFloat,
        radii: CornerRadii
    ) {
        let number = PreviewText.number
        let strokeAttributes =
            stroke.map { #" \#(appearance.stroke($0)) stroke-width="\#(number(strokeWidth))""# } ?? ""
        guard radii.isUniform else {
            lines.append(
                ##"      <path d="\##(Self.roundedRectPath(rect, radii: radii))" \##(appearance.fill(fill ?? .clear))\##(strokeAttributes)/>"##
            )
            return
        }
        let cornerRadius = radii.topLeft
        let radius = cornerRadius > 0 ? #" rx="\#(number(min(cornerRadius, rect.width / 2, rect.height / 2)))""# : ""
        lines.append(
            ##"      <rect x="\##(number(rect.minX))" y="\##(number(rect.minY))" width="\##(number(max(0, rect.width)))" height="\##(number(max(0, rect.height)))"\##(radius) \##(appearance.fill(fill ?? .clear))\##(strokeAttributes)/>"##
        )
    }

    /// An image: the vector drawing of its SF Symbol (``SymbolGlyph``, a neutral dashed square
    /// for names it does not know) in the colour, as large as the frame's shorter side and centred
    /// in it, named by the symbol (`data-symbol`, and a `<title>`).
    mutating func drawImage(_ name: String, frame: CGRect, color: ConfigurationColor) {
        let number = PreviewText.number
        let glyph = SymbolGlyph(named: name)
        let side = min(frame.width, frame.height)
        let placement =
            "translate(\(number(frame.midX - side / 2)) \(number(frame.midY - side / 2))) scale(\(number(side / SymbolGlyph.boxSide)))"
        let placeholder = glyph.isPlaceholder ? #" data-placeholder="true""# : ""
        lines.append(
            ##"      <g class="image" data-symbol="\##(PreviewText.escaped(name))"\##(placeholder) transform="\##(placement)">"##
        )
        lines.append("        <title>\(PreviewText.escaped(name))</title>")
        let stroke =
            #"stroke-width="\#(number(SymbolGlyph.strokeWidth))" stroke-linecap="round" stroke-linejoin="round""#
        // Lines inside a filled glyph are cut out of it: drawn in the screen's colour.
        let lineColor: ConfigurationColor = glyph.isFilled ? .systemBackground : color
        for part in glyph.parts {
            let paint: String
            switch part.paint {
            case .body:
                paint =
                    glyph.isFilled
                    ? appearance.fill(color) : #"fill="none" \#(appearance.stroke(color)) \#(stroke)"#
            case .line: paint = #"fill="none" \#(appearance.stroke(lineColor)) \#(stroke)"#
            case .dot: paint = appearance.fill(glyph.isFilled ? lineColor : color)
            }
            let dashes = glyph.isPlaceholder ? #" stroke-dasharray="3 2.5""# : ""
            lines.append(##"        <path d="\##(part.path)" \##(paint)\##(dashes)/>"##)
        }
        lines.append("      </g>")
    }

    /// A dashed box labelled with what the view is, for views that describe nothing.
    mutating func drawFallback(label: String, in bounds: CGRect) {
        let number = PreviewText.number
        lines.append(
            ##"      <rect class="fallback" x="0.5" y="0.5" width="\##(number(max(0, bounds.width - 1)))" height="\##(number(max(0, bounds.height - 1)))" fill="none" \##(appearance.stroke(.tertiaryLabel)) stroke-dasharray="4 3"/>"##
        )
        guard let layout = try? TextLayout(label, font: SystemFont(.caption1), width: max(0, bounds.width - 12)) else {
            return
        }
        drawText(
            layout, frame: CGRect(x: 6, y: 4, width: layout.width, height: layout.height), color: .secondaryLabel,
            in: bounds)
    }

    // MARK: Geometry

    /// A rectangle in an element's coordinates, mirrored in right to left.
    func mirrored(_ rect: CGRect, in bounds: CGRect) -> CGRect {
        guard rightToLeft else { return rect }
        return CGRect(x: bounds.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// SVG's numeric font weight.
    private static func fontWeight(_ weight: SystemFont.Weight) -> String {
        switch weight {
        case .regular: return "400"
        case .medium: return "500"
        case .semibold: return "600"
        case .bold: return "700"
        }
    }
}
