import Foundation

/// Edge insets that follow the layout direction: `leading` and `trailing` rather than left and
/// right. Mirrors `NSDirectionalEdgeInsets`.
public struct DirectionalEdgeInsets: Sendable, Hashable {
    /// The top inset.
    public var top: CGFloat
    /// The leading inset.
    public var leading: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The trailing inset.
    public var trailing: CGFloat

    /// Creates insets.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets of the same value on every edge.
    public init(all value: CGFloat) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// Insets with `horizontal` on the leading and trailing edges and `vertical` on the others.
    package init(horizontal: CGFloat = 0, vertical: CGFloat = 0) {
        self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    /// No insets.
    public static let zero = DirectionalEdgeInsets()

    /// `leading + trailing`.
    public var horizontal: CGFloat { leading + trailing }

    /// `top + bottom`.
    public var vertical: CGFloat { top + bottom }

    /// Whether every edge is finite.
    package var isFinite: Bool {
        top.isFinite && leading.isFinite && bottom.isFinite && trailing.isFinite
    }
}

// MARK: - Arithmetic

extension DirectionalEdgeInsets {
    /// The sum of two insets, edge by edge.
    package static func + (lhs: Self, rhs: Self) -> Self {
        Self(
            top: lhs.top + rhs.top, leading: lhs.leading + rhs.leading, bottom: lhs.bottom + rhs.bottom,
            trailing: lhs.trailing + rhs.trailing)
    }

    /// The larger of two insets, edge by edge.
    static func maximum(_ lhs: Self, _ rhs: Self) -> Self {
        Self(
            top: max(lhs.top, rhs.top), leading: max(lhs.leading, rhs.leading), bottom: max(lhs.bottom, rhs.bottom),
            trailing: max(lhs.trailing, rhs.trailing))
    }
}
