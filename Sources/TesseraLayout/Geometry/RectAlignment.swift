/// Where a boundary supplementary item aligns to its section or layout. Mirrors `NSRectAlignment`
/// (raw values none 0 … topTrailing 8).
public enum RectAlignment: Int, Sendable, Hashable, CaseIterable {
    case none = 0
    case top = 1
    case topLeading = 2
    case leading = 3
    case bottomLeading = 4
    case bottom = 5
    case bottomTrailing = 6
    case trailing = 7
    case topTrailing = 8

    /// The edges this alignment names.
    public var edges: DirectionalRectEdge {
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
