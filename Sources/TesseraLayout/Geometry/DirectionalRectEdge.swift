/// A set of rectangle edges in layout-direction terms. Mirrors `NSDirectionalRectEdge`
/// (raw values top 1, leading 2, bottom 4, trailing 8).
public struct DirectionalRectEdge: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = DirectionalRectEdge(rawValue: 1)
    /// The leading edge.
    public static let leading = DirectionalRectEdge(rawValue: 2)
    /// The bottom edge.
    public static let bottom = DirectionalRectEdge(rawValue: 4)
    /// The trailing edge.
    public static let trailing = DirectionalRectEdge(rawValue: 8)
    /// Every edge.
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]

    /// Whether an element on these edges comes before the content along a scrolling axis (the
    /// top of a vertical layout, the leading edge of a horizontal one): a header, for VoiceOver.
    ///
    /// - Complexity: O(1).
    package func leadsContent(along axis: LayoutAxis) -> Bool {
        contains(axis == .vertical ? .top : .leading)
    }
}
