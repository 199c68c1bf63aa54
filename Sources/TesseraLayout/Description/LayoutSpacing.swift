import Foundation

/// Space between elements: exactly a value, or at least a value with a share of the leftover
/// space. Mirrors `NSCollectionLayoutSpacing`.
public struct LayoutSpacing: Sendable, Hashable {
    /// The fixed value, or the minimum for flexible spacing.
    package let spacing: CGFloat
    /// Whether the spacing also takes a share of the leftover space.
    package let isFlexibleSpacing: Bool

    /// Whether the spacing is exactly `spacing`.
    package var isFixedSpacing: Bool { !isFlexibleSpacing }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> LayoutSpacing {
        LayoutSpacing(spacing: fixedSpacing, isFlexibleSpacing: false)
    }

    /// At least `flexibleSpacing` points, plus an equal share of the space left in the group.
    public static func flexible(_ flexibleSpacing: CGFloat) -> LayoutSpacing {
        LayoutSpacing(spacing: flexibleSpacing, isFlexibleSpacing: true)
    }
}

/// The spacing around an element, on any of its edges. Mirrors `NSCollectionLayoutEdgeSpacing`.
///
/// Along the group's axis, the spacing is reserved before and after the element (and flexible
/// edges take a share of the leftover space); across it, flexible edges align the element
/// (`top: .flexible(0)` aligns to the bottom; flexible top and bottom centre it).
public struct LayoutEdgeSpacing: Sendable, Hashable {
    /// Spacing before the element along the leading edge.
    public var leading: LayoutSpacing?
    /// Spacing above the element.
    public var top: LayoutSpacing?
    /// Spacing after the element along the trailing edge.
    public var trailing: LayoutSpacing?
    /// Spacing below the element.
    public var bottom: LayoutSpacing?

    /// Creates edge spacing; `nil` edges have no spacing.
    public init(
        leading: LayoutSpacing? = nil, top: LayoutSpacing? = nil, trailing: LayoutSpacing? = nil,
        bottom: LayoutSpacing? = nil
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// The spacing before the element along an axis.
    func before(_ axis: LayoutAxis) -> LayoutSpacing? { axis == .horizontal ? leading : top }

    /// The spacing after the element along an axis.
    func after(_ axis: LayoutAxis) -> LayoutSpacing? { axis == .horizontal ? trailing : bottom }

    /// The fixed space reserved along an axis (the minimum of flexible edges counts).
    func reserved(_ axis: LayoutAxis) -> CGFloat {
        (before(axis)?.spacing ?? 0) + (after(axis)?.spacing ?? 0)
    }
}
