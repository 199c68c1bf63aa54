import Foundation

/// A point on an element's frame that a supplementary item is attached to, with an offset.
/// Mirrors `NSCollectionLayoutAnchor`.
///
/// The edges pick the point (`[.top, .trailing]` is the top-trailing corner; no horizontal edge
/// is the horizontal middle). The offset is in points, or — for a fractional offset — a fraction
/// of the supplementary item's own size: `(0.5, -0.5)` centres a badge on the corner.
public struct LayoutAnchor: Sendable, Hashable {
    /// The edges of the container the item is anchored to.
    package var edges: DirectionalRectEdge
    /// The offset from those edges, absolute or as a fraction of the item's size.
    package var offset: CGPoint
    /// Whether `offset` is a fraction of the supplementary item's size.
    package var isFractionalOffset: Bool

    /// Whether `offset` is in points.
    package var isAbsoluteOffset: Bool { !isFractionalOffset }

    /// An anchor with no offset.
    public init(edges: DirectionalRectEdge) {
        self.init(edges: edges, absoluteOffset: .zero)
    }

    /// An anchor offset by points.
    public init(edges: DirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        self.offset = absoluteOffset
        self.isFractionalOffset = false
    }

    /// An anchor offset by a fraction of the supplementary item's size.
    public init(edges: DirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        self.offset = fractionalOffset
        self.isFractionalOffset = true
    }

    /// The unit point the edges name: x = 0 leading, 1 trailing, 0.5 neither; y likewise.
    var unitPoint: CGPoint {
        CGPoint(
            x: edges.contains(.leading) ? 0 : edges.contains(.trailing) ? 1 : 0.5,
            y: edges.contains(.top) ? 0 : edges.contains(.bottom) ? 1 : 0.5
        )
    }
}
