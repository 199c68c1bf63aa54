import Foundation
import Tessera

/// Rounded corners: the rows of inset-grouped list sections round only some of their corners
/// (`LayoutAttributes.cornerRadius` and `LayoutAttributes.maskedCorners`, as
/// UIKit's list cells round their layer), so their background and clip are paths.
extension RenderedCanvas {
    /// The radius of each corner of a rectangle, clockwise from the top left.
    struct CornerRadii: Equatable {
        var topLeft: CGFloat
        var topRight: CGFloat
        var bottomRight: CGFloat
        var bottomLeft: CGFloat

        /// `radius` at the masked corners, `otherRadius` at the others. The corners are the
        /// element's own (its layer's), not mirrored in right to left.
        init(radius: CGFloat, corners: LayoutCorners, otherRadius: CGFloat = 0) {
            func at(_ corner: LayoutCorners) -> CGFloat { corners.contains(corner) ? radius : otherRadius }
            topLeft = at(.minXMinY)
            topRight = at(.maxXMinY)
            bottomRight = at(.maxXMaxY)
            bottomLeft = at(.minXMaxY)
        }

        /// Whether every corner has the same radius (a plain `rect` with `rx` draws it).
        var isUniform: Bool { topLeft == topRight && topRight == bottomRight && bottomRight == bottomLeft }
    }

    /// The SVG path of a rectangle with a radius per corner, each at most half the rectangle's
    /// width and height: `M0 10 A10 10 0 0 1 10 0 H340 …`.
    ///
    /// - Complexity: O(1).
    static func roundedRectPath(_ rect: CGRect, radii: CornerRadii) -> String {
        let number = PreviewText.number
        let limit = max(0, min(rect.width, rect.height) / 2)
        func clamped(_ radius: CGFloat) -> CGFloat { min(max(0, radius), limit) }
        let (topLeft, topRight) = (clamped(radii.topLeft), clamped(radii.topRight))
        let (bottomRight, bottomLeft) = (clamped(radii.bottomRight), clamped(radii.bottomLeft))
        func arc(_ radius: CGFloat, toX x: CGFloat, y: CGFloat) -> String {
            radius > 0 ? " A\(number(radius)) \(number(radius)) 0 0 1 \(number(x)) \(number(y))" : ""
        }
        let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        return "M\(number(minX)) \(number(minY + topLeft))"
            + arc(topLeft, toX: minX + topLeft, y: minY)
            + " H\(number(maxX - topRight))" + arc(topRight, toX: maxX, y: minY + topRight)
            + " V\(number(maxY - bottomRight))" + arc(bottomRight, toX: maxX - bottomRight, y: maxY)
            + " H\(number(minX + bottomLeft))" + arc(bottomLeft, toX: minX, y: maxY - bottomLeft) + " Z"
    }
}
