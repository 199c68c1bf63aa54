import Foundation
import Tessera

/// Decorations, drawn from their style, which their element kind names.
extension RenderedCanvas {
    /// A decoration of a kind in its bounds, drawn as the core decides for every host
    /// (`DecorationDrawing`, which also picks TesseraUIKit's ready-made decoration views):
    /// - list separators and `separators`: a line in the separator colour;
    /// - timeline nodes (kinds ending in `-node`): a ringed dot; `timeline`: a line in the tint colour;
    /// - `card`: the screen builder's card (`BackgroundConfiguration.card()`);
    /// - anything else: a rounded background (section backgrounds).
    mutating func drawDecoration(kind: String, in bounds: CGRect) {
        let number = PreviewText.number
        switch DecorationDrawing(elementKind: kind) {
        case .separator:
            drawFill(bounds, color: .separator, cornerRadius: 0)
        case .timelineNode:
            let radius = max(0, min(bounds.width, bounds.height) / 2 - 1)
            lines.append(
                ##"      <circle class="timeline-node" cx="\##(number(bounds.midX))" cy="\##(number(bounds.midY))" r="\##(number(radius))" \##(appearance.fill(.systemBackground)) \##(appearance.stroke(.tint)) stroke-width="2"/>"##
            )
        case .timelineLine:
            drawFill(bounds, color: .tint, cornerRadius: min(bounds.width, bounds.height) / 2)
        case .card:
            drawBackground(.card(), in: bounds)
        case .background:
            drawFill(bounds, color: .secondarySystemBackground, cornerRadius: 10)
        }
    }
}
