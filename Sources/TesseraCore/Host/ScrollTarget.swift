import Foundation

/// Where a collection view scrolls to show an item: its content offset and, for an item of an
/// orthogonal section, the offset of the section's band.
package struct ScrollTarget: Sendable, Hashable {
    /// The content offset.
    package var contentOffset: CGPoint
    /// The orthogonal section to scroll, if the item is in one.
    package var orthogonalSection: Int?
    /// Its orthogonal offset (distance from its leading edge).
    package var orthogonalOffset: CGFloat?
}

extension LayoutSolution {
    /// Where to scroll to show an item at a position (UIKit's `scrollToItem(at:at:animated:)`):
    /// along the scrolling axis the position's vertical part (`.top`, `.centeredVertically`,
    /// `.bottom` in a vertical layout), across it the horizontal part. For an item of an
    /// orthogonal section, the part across the layout scrolls the section's band instead (in
    /// either layout direction), and without one the band scrolls just enough to show the item:
    /// so every item can be reached, those scrolled out of a band included. Offsets stay within
    /// the content, insets included. `nil` for an index path that names no item.
    ///
    /// - Complexity: O(log *n*) to find the item.
    package func scrollTarget(forItemAt indexPath: IndexPath, at position: CollectionViewScrollPosition)
        -> ScrollTarget?
    {
        guard indexPath.count == 2, var frame = attributesForItem(at: indexPath)?.frame else { return nil }
        let bounds = boundsRect
        let insets = adjustedContentInset
        let left = layoutDirection == .rightToLeft ? insets.trailing : insets.leading
        let right = layoutDirection == .rightToLeft ? insets.leading : insets.trailing
        var target = ScrollTarget(contentOffset: contentOffset)
        let section = indexPath[0]
        let alongX:
            (
                leading: CollectionViewScrollPosition, center: CollectionViewScrollPosition,
                trailing: CollectionViewScrollPosition
            ) = (.left, .centeredHorizontally, .right)
        let alongY:
            (
                leading: CollectionViewScrollPosition, center: CollectionViewScrollPosition,
                trailing: CollectionViewScrollPosition
            ) = (.top, .centeredVertically, .bottom)
        let bandAxis = scrollDirection.orthogonal
        if let current = orthogonalOffset(forSection: section),
            let maximum = maximumOrthogonalOffset(forSection: section)
        {
            // The band scrolls across the layout: choose its offset for the position's part along it.
            let flags = bandAxis == .horizontal ? alongX : alongY
            let visibleLower = bandAxis == .horizontal ? bounds.minX + left : bounds.minY + insets.top
            let visibleUpper = bandAxis == .horizontal ? bounds.maxX - right : bounds.maxY - insets.bottom
            let extent = frame.size[bandAxis]
            let now = frame.minimum(bandAxis)
            var desired = now
            if position.contains(flags.leading) {
                desired = visibleLower
            } else if position.contains(flags.center) {
                desired = (visibleLower + visibleUpper - extent) / 2
            } else if position.contains(flags.trailing) {
                desired = visibleUpper - extent
            } else if now < visibleLower {
                desired = visibleLower
            } else if now + extent > visibleUpper {
                desired = visibleUpper - extent
            }
            // A mirrored band moves its items towards the trailing side as it scrolls forward.
            let sign: CGFloat = bandIsMirrored(section) ? -1.0 : 1.0
            let offset = min(max(current + sign * (now - desired), 0), maximum)
            frame.origin[bandAxis] = now + sign * (current - offset)
            target.orthogonalSection = section
            target.orthogonalOffset = offset
        } else {
            target.contentOffset[bandAxis] =
                position.offset(
                    for: frame, axis: bandAxis, flags: bandAxis == .horizontal ? alongX : alongY, bounds: bounds,
                    leadingInset: bandAxis == .horizontal ? left : insets.top,
                    trailingInset: bandAxis == .horizontal ? right : insets.bottom) ?? contentOffset[bandAxis]
        }
        let mainFlags = scrollDirection == .vertical ? alongY : alongX
        target.contentOffset[scrollDirection] =
            position.offset(
                for: frame, axis: scrollDirection, flags: mainFlags, bounds: bounds,
                leadingInset: scrollDirection == .vertical ? insets.top : left,
                trailingInset: scrollDirection == .vertical ? insets.bottom : right) ?? contentOffset[scrollDirection]
        target.contentOffset = clampedContentOffset(target.contentOffset)
        return target
    }
}

extension CollectionViewScrollPosition {
    /// The content offset along an axis that puts `frame` where the position's part along that
    /// axis says, or `nil` when the position has no part along it.
    fileprivate func offset(
        for frame: CGRect, axis: LayoutAxis,
        flags: (
            leading: CollectionViewScrollPosition, center: CollectionViewScrollPosition,
            trailing: CollectionViewScrollPosition
        ), bounds: CGRect, leadingInset: CGFloat, trailingInset: CGFloat
    ) -> CGFloat? {
        let size = bounds.size[axis]
        if contains(flags.leading) { return frame.minimum(axis) - leadingInset }
        if contains(flags.center) { return (frame.minimum(axis) + frame.maximum(axis)) / 2 - size / 2 }
        if contains(flags.trailing) { return frame.maximum(axis) - size + trailingInset }
        return nil
    }
}
