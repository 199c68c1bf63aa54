import Foundation

// MARK: - Where the content offset may rest

extension LayoutSolution {
    /// The physical insets on the left and the right of the screen (the leading and trailing ones,
    /// swapped in right to left).
    private var horizontalInsets: (left: CGFloat, right: CGFloat) {
        let insets = adjustedContentInset
        return layoutDirection == .rightToLeft ? (insets.trailing, insets.leading) : (insets.leading, insets.trailing)
    }

    /// The smallest and the largest content offset at rest, per axis: from minus the leading inset
    /// (top, left) to the content's extent less the bounds' plus the trailing inset (bottom,
    /// right) — `UIScrollView`'s range with its adjusted content inset (spec L8); where the content
    /// is smaller than the visible area, both are the leading one.
    ///
    /// - Complexity: O(1).
    package var contentOffsetRange: (minimum: CGPoint, maximum: CGPoint) {
        let (left, right) = horizontalInsets
        let insets = adjustedContentInset
        let minimum = CGPoint(x: -left, y: -insets.top)
        let maximum = CGPoint(
            x: max(minimum.x, contentSize.width - boundsRect.width + right),
            y: max(minimum.y, contentSize.height - boundsRect.height + insets.bottom))
        return (minimum, maximum)
    }

    /// The content offset nearest to `offset` that keeps the visible area within the content,
    /// insets included: where a user's drag comes to rest once the bounce settles, and where a
    /// collection view brings an offset the content no longer reaches after it shrinks. A NaN
    /// coordinate rests at the leading inset.
    ///
    /// - Complexity: O(1).
    package func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let (minimum, maximum) = contentOffsetRange
        var clamped = offset
        for axis in [LayoutAxis.horizontal, .vertical] {
            clamped[axis] = offset[axis].isNaN ? minimum[axis] : min(max(offset[axis], minimum[axis]), maximum[axis])
        }
        return clamped
    }

    /// The content offset that shows the start of the content: its top left corner, insets
    /// included — except in a horizontally scrolling layout in right to left, whose content starts
    /// at its right end: the largest offset, the content's width less the bounds' plus the right
    /// inset (spec L8, R2).
    ///
    /// - Complexity: O(1).
    package var startContentOffset: CGPoint {
        let (minimum, maximum) = contentOffsetRange
        return startsAtTheRight ? CGPoint(x: maximum.x, y: minimum.y) : minimum
    }

    /// Whether the content starts at its right end: a horizontally scrolling layout in right to
    /// left.
    private var startsAtTheRight: Bool { scrollDirection == .horizontal && layoutDirection == .rightToLeft }

    /// Where the content offset goes when the layout is solved again (new data, new size): it keeps
    /// its distance from the start of the content along the scrolling axis, and along an axis where
    /// the content shrank it is brought back within the new content (a collection view does not
    /// leave the user scrolled past the end of content that got shorter; an offset set in code
    /// beyond content that did not shrink stays, as UIKit leaves it). In a left-to-right or vertical
    /// layout the distance from the start is the offset itself; in a horizontally scrolling
    /// right-to-left layout, whose content starts at its right end, the offset follows that end —
    /// so the start shows when the first items arrive after the view was laid out, and the items on
    /// screen stay on screen when more arrive. `before` is the solution the offset was in (`nil`:
    /// none, an empty content).
    ///
    /// - Complexity: O(1).
    package func contentOffset(keepingPlaceOf offset: CGPoint, from before: LayoutSolution?) -> CGPoint {
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
