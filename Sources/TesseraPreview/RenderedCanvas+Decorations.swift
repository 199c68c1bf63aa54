import Foundation
import Tessera

/// Decorations, drawn from their style, which their element kind names.
extension RenderedCanvas {
    /// A decoration of a kind in its bounds:
    /// - list separators and kinds starting with `separator`: a line in the separator colour;
    /// - kinds ending in `node` that name a `timeline`: a ringed dot; other `timeline` kinds: a
    ///   line in the tint colour;
    /// - kinds containing `card`: the screen builder's card (`BackgroundConfiguration.card()`);
    /// - anything else: a rounded background (section backgrounds).
    mutating func drawDecoration(kind: String, in bounds: CGRect) {
        let number = PreviewText.number
        let name = kind.lowercased()
        if kind == ElementKind.listSeparator || name.hasPrefix("separator") {
            drawFill(bounds, color: .separator, cornerRadius: 0)
        } else if name.contains("timeline"), name.hasSuffix("node") {
            let radius = max(0, min(bounds.width, bounds.height) / 2 - 1)
            lines.append(
                ##"      <circle class="timeline-node" cx="\##(number(bounds.midX))" cy="\##(number(bounds.midY))" r="\##(number(radius))" \##(appearance.fill(.systemBackground)) \##(appearance.stroke(.tint)) stroke-width="2"/>"##
            )
        } else if name.contains("timeline") {
            drawFill(bounds, color: .tint, cornerRadius: min(bounds.width, bounds.height) / 2)
        } else if name.contains("card") {
            drawBackground(.card(), in: bounds)
        } else {
            drawFill(bounds, color: .secondarySystemBackground, cornerRadius: 10)
        }
    }
}
