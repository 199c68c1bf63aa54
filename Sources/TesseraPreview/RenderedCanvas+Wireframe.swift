import Foundation
import Tessera

/// The wireframe overlay of a rendered screen: each drawn element's frame, outlined and labelled,
/// over the picture.
extension RenderedCanvas {
    /// One `<g class="wireframe">` with, for each element, its frame outlined in its category's
    /// colour (cells blue, supplementary views green, decorations brown, as on the gallery's
    /// wireframe pages) and a small label: the index path for cells ("0·3"), the element kind
    /// for the others ("header", "separator").
    ///
    /// - Complexity: O(*v*) for *v* elements.
    mutating func drawWireframe(_ elements: [LayoutAttributes], origin: CGPoint) {
        let number = PreviewText.number
        // A halo of the screen's colour keeps the labels legible over the content.
        let halo = appearance == .dark ? "#000000" : "#ffffff"
        lines.append(
            #"  <g class="wireframe" fill="none" font-size="9" font-weight="600" pointer-events="none">"#)
        for attributes in elements {
            let (category, color, label) = Self.wireframeStyle(of: attributes)
            let size = attributes.frame.size
            lines.append(
                ##"    <g class="wire \##(category)" data-index-path="\##(Self.indexPathText(of: attributes))" transform="\##(Self.placement(of: attributes, origin: origin))">"##
            )
            lines.append(
                ##"      <rect x="0.5" y="0.5" width="\##(number(max(0, size.width - 1)))" height="\##(number(max(0, size.height - 1)))" stroke="\##(color)" stroke-width="1"/>"##
            )
            lines.append(
                ##"      <text x="3" y="10" fill="\##(color)" stroke="\##(halo)" stroke-width="2" stroke-opacity="0.85" paint-order="stroke">\##(PreviewText.escaped(label))</text>"##
            )
            lines.append("    </g>")
        }
        lines.append("  </g>")
    }

    /// An element's class, outline colour and label in the wireframe.
    private static func wireframeStyle(of attributes: LayoutAttributes) -> (String, String, String) {
        switch attributes.category {
        case .cell:
            return ("cell", "#2f6fde", indexPathText(of: attributes, separator: "·"))
        case .supplementaryView:
            return ("supplementary", "#2e8b57", PreviewElement.shortKind(attributes.elementKind ?? ""))
        case .decorationView:
            return ("decoration", "#b07a3a", PreviewElement.shortKind(attributes.elementKind ?? ""))
        }
    }
}
