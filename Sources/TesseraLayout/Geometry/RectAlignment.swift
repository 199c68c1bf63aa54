/// Where a boundary supplementary item aligns to its section or layout. Mirrors `NSRectAlignment`
/// (raw values none 0 … topTrailing 8).
public enum RectAlignment: Int, Sendable, Hashable, CaseIterable {
    /// No alignment (`NSRectAlignment.none`).
    case none = 0
    /// Above the section, across its width.
    case top = 1
    /// At the top leading corner.
    case topLeading = 2
    /// At the leading edge.
    case leading = 3
    /// At the bottom leading corner.
    case bottomLeading = 4
    /// Below the section, across its width.
    case bottom = 5
    /// At the bottom trailing corner.
    case bottomTrailing = 6
    /// At the trailing edge.
    case trailing = 7
    /// At the top trailing corner.
    case topTrailing = 8

    /// The edges this alignment names.
    package var edges: DirectionalRectEdge {
        switch self {
        case .none: return []
        case .top: return .top
        case .topLeading: return [.top, .leading]
        case .leading: return .leading
        case .bottomLeading: return [.bottom, .leading]
        case .bottom: return .bottom
        case .bottomTrailing: return [.bottom, .trailing]
        case .trailing: return .trailing
        case .topTrailing: return [.top, .trailing]
        }
    }
}
