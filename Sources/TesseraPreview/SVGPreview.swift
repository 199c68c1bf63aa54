import Foundation

/// Draws a layout solution as SVG: one labelled rectangle per element — cells by index path,
/// supplementaries and decorations by kind, in distinct colours — in UIKit's stacking order
/// (section backgrounds behind cells), pinned headers where they stick for the solution's
/// content offset, orthogonal sections scrolled by their offsets with what is scrolled out of view
/// drawn faintly, and the viewport (the container at the content offset) outlined.
///
/// ```swift
/// var solution = try layout.solve(in: LayoutEnvironment(width: 393, height: 852), content: content)
/// solution.contentOffset = CGPoint(x: 0, y: 300)      // headers pin for this offset
/// solution.setOrthogonalOffset(120, forSection: 0)
/// try SVGPreview.render(solution, title: "Food delivery").write(to: url, atomically: true, encoding: .utf8)
/// ```
public enum SVGPreview {
    /// Fill and stroke per category.
    static let colors: [String: (fill: String, stroke: String)] = [
        "cell": ("#d6e4ff", "#2f6fde"),
        "supplementary": ("#d9f2dc", "#2e8b57"),
        "decoration": ("#f1e6d6", "#b07a3a"),
    ]

    /// The SVG document of a solution.
    ///
    /// - Complexity: O(*n* log *n*) for *n* elements (orthogonal sections' scrolled-out elements
    ///   included).
    public static func render(_ solution: LayoutSolution, title: String? = nil) -> String {
        let elements = PreviewElement.all(of: solution)
        let container = solution.rootEnvironment.container.contentSize
        let viewport = CGRect(origin: solution.contentOffset, size: container)
        var canvas = CGRect(origin: .zero, size: solution.contentSize).union(viewport)
        for element in elements { canvas = canvas.union(element.frame) }
        canvas = canvas.insetBy(dx: -4, dy: -4)
        let number = PreviewText.number
        var lines: [String] = []
        lines.append(
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(number(canvas.width))" height="\##(number(canvas.height))" viewBox="\##(number(canvas.minX)) \##(number(canvas.minY)) \##(number(canvas.width)) \##(number(canvas.height))" font-family="Helvetica, Arial, sans-serif" font-size="10">"##
        )
        if let title { lines.append("  <title>\(PreviewText.escaped(title))</title>") }
        lines.append(
            ##"  <rect class="content" x="0" y="0" width="\##(number(solution.contentSize.width))" height="\##(number(solution.contentSize.height))" fill="#fafafa" stroke="#cccccc"/>"##
        )
        for element in elements {
            let frame = element.frame
            let color = colors[element.categoryClass] ?? ("#eeeeee", "#999999")
            let faint = element.isOverflow ? ##" opacity="0.3" stroke-dasharray="3 2""## : ""
            lines.append(##"  <g class="\##(element.categoryClass)"\##(faint)>"##)
            lines.append(
                ##"    <rect x="\##(number(frame.minX))" y="\##(number(frame.minY))" width="\##(number(frame.width))" height="\##(number(frame.height))" fill="\##(color.fill)" stroke="\##(color.stroke)"/>"##
            )
            if element.attributes.category == .decorationView, frame.width >= 24, frame.height >= 14 {
                // Decorations lie behind cells: their label goes in the top-leading corner.
                lines.append(
                    ##"    <text x="\##(number(frame.minX + 3))" y="\##(number(frame.minY + 10))" fill="#7a5424">\##(PreviewText.escaped(element.label))</text>"##
                )
            } else if element.attributes.category != .decorationView, frame.width >= 12, frame.height >= 8 {
                lines.append(
                    ##"    <text x="\##(number(frame.midX))" y="\##(number(frame.midY))" text-anchor="middle" dominant-baseline="middle" fill="#333333">\##(PreviewText.escaped(element.label))</text>"##
                )
            }
            lines.append("  </g>")
        }
        lines.append(
            ##"  <rect class="viewport" x="\##(number(viewport.minX))" y="\##(number(viewport.minY))" width="\##(number(viewport.width))" height="\##(number(viewport.height))" fill="none" stroke="#e53935" stroke-width="2" stroke-dasharray="6 4"/>"##
        )
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }
}
