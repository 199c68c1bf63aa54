import Foundation

/// An axis of the layout. Mirrors `UIAxis` (horizontal 1, vertical 2).
public enum LayoutAxis: Int, Sendable, Hashable {
    /// Along x.
    case horizontal = 1
    /// Along y.
    case vertical = 2

    /// The other axis.
    package var orthogonal: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
}

// MARK: - Reading and writing geometry along an axis

extension CGSize {
    /// The extent along an axis: width for horizontal, height for vertical.
    @inlinable
    package subscript(axis: LayoutAxis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A size from extents along the main axis and across it.
    @inlinable
    init(main: CGFloat, cross: CGFloat, axis: LayoutAxis) {
        self = axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
}

extension CGPoint {
    /// The coordinate along an axis.
    @inlinable
    package subscript(axis: LayoutAxis) -> CGFloat {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    /// A point from coordinates along the main axis and across it.
    @inlinable
    init(main: CGFloat, cross: CGFloat, axis: LayoutAxis) {
        self = axis == .horizontal ? CGPoint(x: main, y: cross) : CGPoint(x: cross, y: main)
    }
}

extension CGRect {
    /// The minimum coordinate along an axis.
    @inlinable
    package func minimum(_ axis: LayoutAxis) -> CGFloat { axis == .horizontal ? minX : minY }

    /// The maximum coordinate along an axis.
    @inlinable
    package func maximum(_ axis: LayoutAxis) -> CGFloat { axis == .horizontal ? maxX : maxY }

    /// The rectangle moved along an axis.
    @inlinable
    func offset(by distance: CGFloat, along axis: LayoutAxis) -> CGRect {
        axis == .horizontal ? offsetBy(dx: distance, dy: 0) : offsetBy(dx: 0, dy: distance)
    }
}

extension DirectionalEdgeInsets {
    /// The inset before the content along an axis (leading or top).
    @inlinable
    func leadingInset(_ axis: LayoutAxis) -> CGFloat { axis == .horizontal ? leading : top }

    /// The inset after the content along an axis (trailing or bottom).
    @inlinable
    func trailingInset(_ axis: LayoutAxis) -> CGFloat { axis == .horizontal ? trailing : bottom }

    /// Both insets along an axis.
    @inlinable
    func total(_ axis: LayoutAxis) -> CGFloat { axis == .horizontal ? leading + trailing : top + bottom }

    /// These insets with the ones across `axis` kept and the ones along it set to zero.
    func keepingOnly(_ axis: LayoutAxis) -> DirectionalEdgeInsets {
        axis == .horizontal
            ? DirectionalEdgeInsets(top: 0, leading: leading, bottom: 0, trailing: trailing)
            : DirectionalEdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0)
    }
}
