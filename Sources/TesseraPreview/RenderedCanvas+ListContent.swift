import Foundation
import Tessera

/// List content: backgrounds, images, texts and accessories.
extension RenderedCanvas {
    /// A background configuration, inset, rounded, filled and stroked.
    mutating func drawBackground(_ background: BackgroundConfiguration, in bounds: CGRect) {
        let insets = background.backgroundInsets
        let rect = mirrored(
            CGRect(
                x: insets.leading, y: insets.top, width: bounds.width - insets.horizontal,
                height: bounds.height - insets.vertical), in: bounds)
        let stroke = background.strokeWidth > 0 ? background.strokeColor : nil
        // A clear background without a border draws nothing, on a device as here.
        guard stroke != nil || (background.backgroundColor ?? .clear) != .clear else { return }
        // The element's masked corners round the background as the cell's layer clips it; the
        // others keep the background's own radius.
        let radii = elementCorners.map {
            CornerRadii(
                radius: max($0.radius, background.cornerRadius), corners: $0.corners,
                otherRadius: background.cornerRadius)
        }
        drawRect(
            rect, fill: background.backgroundColor, stroke: stroke, strokeWidth: background.strokeWidth,
            radii: radii ?? CornerRadii(radius: background.cornerRadius, corners: .all))
    }

    /// A list content layout: the image, the texts and the accessories.
    mutating func drawListContent(_ layout: ListContentLayout, in bounds: CGRect) {
        if let image = layout.imageFrame, let name = layout.imageName {
            drawImage(name, frame: mirrored(image, in: bounds), color: .tint)
        }
        for block in [layout.text, layout.secondaryText].compactMap({ $0 }) {
            drawText(block, in: bounds)
        }
        for placed in layout.accessories {
            drawAccessory(placed.accessory, frame: mirrored(placed.frame, in: bounds), in: bounds)
        }
    }

    /// An accessory in its frame (which `ListContentLayout` sized for the text size),
    /// its strokes as much thicker as the glyph is larger
    /// (`ListCellAccessory.glyphScale(contentSizeCategory:)`).
    mutating func drawAccessory(_ accessory: ListCellAccessory, frame: CGRect, in bounds: CGRect) {
        let number = PreviewText.number
        let scale = ListCellAccessory.glyphScale(contentSizeCategory: contentSizeCategory)
        func point(_ x: CGFloat, _ y: CGFloat) -> String {
            let px = rightToLeft ? frame.maxX - x * frame.width : frame.minX + x * frame.width
            return "\(number(px)),\(number(frame.minY + y * frame.height))"
        }
        func polyline(_ points: [(CGFloat, CGFloat)], color: ConfigurationColor, width: CGFloat) -> String {
            ##"      <polyline class="accessory" points="\##(points.map { point($0.0, $0.1) }.joined(separator: " "))" fill="none" \##(appearance.stroke(color)) stroke-width="\##(number(width))" stroke-linecap="round" stroke-linejoin="round"/>"##
        }
        switch accessory {
        case .disclosureIndicator:
            lines.append(polyline([(0.1, 0.05), (0.9, 0.5), (0.1, 0.95)], color: .tertiaryLabel, width: 2 * scale))
        case .checkmark:
            lines.append(polyline([(0.05, 0.55), (0.38, 0.9), (0.95, 0.1)], color: .tint, width: 2 * scale))
        case .reorder:
            for y: CGFloat in [0.1, 0.5, 0.9] {
                lines.append(polyline([(0, y), (1, y)], color: .tertiaryLabel, width: 1.5 * scale))
            }
        case .detail, .delete:
            let isDelete = accessory == .delete
            let color: ConfigurationColor = isDelete ? .rgb(red: 255, green: 59, blue: 48) : .tint
            lines.append(
                ##"      <circle class="accessory" cx="\##(number(frame.midX))" cy="\##(number(frame.midY))" r="\##(number(frame.width / 2 - scale))" \##(isDelete ? appearance.fill(color) : #"fill="none""#) \##(appearance.stroke(color)) stroke-width="\##(number(1.5 * scale))"/>"##
            )
            lines.append(
                isDelete
                    ? polyline(
                        [(0.28, 0.5), (0.72, 0.5)], color: .rgb(red: 255, green: 255, blue: 255), width: 2 * scale)
                    : polyline([(0.5, 0.42), (0.5, 0.75)], color: color, width: 2 * scale))
        case .label(let text):
            let font = SystemFont(.body, contentSizeCategory: contentSizeCategory)
            guard let layout = try? TextLayout(text, font: font, width: .infinity) else { return }
            let x = rightToLeft ? bounds.width - frame.maxX : frame.minX
            drawText(
                layout, frame: CGRect(x: x, y: frame.minY, width: frame.width, height: frame.height),
                color: .secondaryLabel, in: bounds)
        }
    }
}
