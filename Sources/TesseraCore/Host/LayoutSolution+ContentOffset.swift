import Foundation

// MARK: - Where the content offset may rest

extension LayoutSolution {
    /// What keeping the content offset's place reads of this solution.
    ///
    /// - Complexity: O(1).
    package var contentOffsetGeometry: ContentOffsetGeometry {
        ContentOffsetGeometry(
            scrollDirection: scrollDirection, layoutDirection: layoutDirection, contentSize: contentSize,
            boundsSize: CGSize(width: boundsRect.width, height: boundsRect.height),
            adjustedContentInset: adjustedContentInset)
    }

    /// The smallest and the largest content offset at rest, per axis: from minus the leading inset
    /// (top, left) to the content's extent less the bounds' plus the trailing inset (bottom,
    /// right) — `UIScrollView`'s range with its adjusted content inset (spec L8); where the content
    /// is smaller than the visible area, both are the leading one.
    ///
    /// - Complexity: O(1).
    package var contentOffsetRange: (minimum: CGPoint, maximum: CGPoint) {
        contentOffsetGeometry.contentOffsetRange
    }

    /// The content offset nearest to `offset` that keeps the visible area within the content,
    /// insets included: where a user's drag comes to rest once the bounce settles, and where a
    /// collection view brings an offset the content no longer reaches after it shrinks. A NaN
    /// coordinate rests at the leading inset.
    ///
    /// - Complexity: O(1).
    package func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        contentOffsetGeometry.clampedContentOffset(offset)
    }

    /// The content offset that shows the start of the content: its top left corner, insets
    /// included — except in a horizontally scrolling layout in right to left, whose content starts
    /// at its right end: the largest offset, the content's width less the bounds' plus the right
    /// inset (spec L8, R2).
    ///
    /// - Complexity: O(1).
    package var startContentOffset: CGPoint {
        contentOffsetGeometry.startContentOffset
    }

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
        contentOffsetGeometry.contentOffset(keepingPlaceOf: offset, from: before?.contentOffsetGeometry)
    }
}
