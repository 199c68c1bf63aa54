import Foundation
import TesseraLayout

/// What keeping the content offset's place reads of a solved layout — its axes, its content size,
/// the bounds' size and the insets — so that a host keeps these numbers across a solve rather than
/// the solution before it (a copy of a solution retains every table it holds).
package struct ContentOffsetGeometry: Sendable, Equatable {
    /// The axis the content scrolls along.
    var scrollDirection: LayoutAxis
    /// The direction the layout was solved for.
    var layoutDirection: TraitEnvironmentLayoutDirection
    /// The size of the whole content.
    var contentSize: CGSize
    /// The size of the collection view's bounds (``LayoutSolution/boundsRect``).
    var boundsSize: CGSize
    /// The insets of the visible area.
    var adjustedContentInset: DirectionalEdgeInsets

    /// The physical insets on the left and the right of the screen (the leading and trailing ones,
    /// swapped in right to left).
    private var horizontalInsets: (left: CGFloat, right: CGFloat) {
        let insets = adjustedContentInset
        return layoutDirection == .rightToLeft ? (insets.trailing, insets.leading) : (insets.leading, insets.trailing)
    }

    /// ``LayoutSolution/contentOffsetRange``.
    ///
    /// - Complexity: O(1).
    var contentOffsetRange: (minimum: CGPoint, maximum: CGPoint) {
        let (left, right) = horizontalInsets
        let insets = adjustedContentInset
        let minimum = CGPoint(x: -left, y: -insets.top)
        let maximum = CGPoint(
            x: max(minimum.x, contentSize.width - boundsSize.width + right),
            y: max(minimum.y, contentSize.height - boundsSize.height + insets.bottom))
        return (minimum, maximum)
    }

    /// ``LayoutSolution/clampedContentOffset(_:)``.
    ///
    /// - Complexity: O(1).
    func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let (minimum, maximum) = contentOffsetRange
        var clamped = offset
        for axis in [LayoutAxis.horizontal, .vertical] {
            clamped[axis] = offset[axis].isNaN ? minimum[axis] : min(max(offset[axis], minimum[axis]), maximum[axis])
        }
        return clamped
    }

    /// ``LayoutSolution/startContentOffset``.
    ///
    /// - Complexity: O(1).
    var startContentOffset: CGPoint {
        let (minimum, maximum) = contentOffsetRange
        return startsAtTheRight ? CGPoint(x: maximum.x, y: minimum.y) : minimum
    }

    /// Whether the content starts at its right end: a horizontally scrolling layout in right to
    /// left.
    private var startsAtTheRight: Bool { scrollDirection == .horizontal && layoutDirection == .rightToLeft }

    /// ``LayoutSolution/contentOffset(keepingPlaceOf:from:)``, from the geometry of the solution
    /// the offset was in (`nil`: none, an empty content).
    ///
    /// - Complexity: O(1).
    func contentOffset(keepingPlaceOf offset: CGPoint, from before: ContentOffsetGeometry?) -> CGPoint {
        guard offset.x.isFinite, offset.y.isFinite else { return clampedContentOffset(offset) }
        var kept = offset
        if scrollDirection == .horizontal {
            // The distance from the start, measured in the direction the content runs.
            let previousStart: CGFloat
            let previousRunsLeft: Bool
            if let before, before.scrollDirection == .horizontal {
                previousStart = before.startContentOffset.x
                previousRunsLeft = before.startsAtTheRight
            } else {
                previousStart = -horizontalInsets.left
                previousRunsLeft = false
            }
            let distance = previousRunsLeft ? previousStart - offset.x : offset.x - previousStart
            kept.x = startsAtTheRight ? startContentOffset.x - distance : startContentOffset.x + distance
        }
        let previousSize = before?.contentSize ?? .zero
        let clamped = clampedContentOffset(kept)
        for axis in [LayoutAxis.horizontal, .vertical] where contentSize[axis] < previousSize[axis] {
            kept[axis] = clamped[axis]
        }
        if startsAtTheRight && (before == nil || kept.x > clamped.x) {
            // The start is the largest offset: past it (the first items arriving), rest there.
            kept.x = clamped.x
        }
        return kept
    }
}
