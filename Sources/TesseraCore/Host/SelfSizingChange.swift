import Foundation

/// What a measured size changed in a layout, for a host to act on: UIKit's
/// `UICollectionViewLayoutInvalidationContext` gets the two adjustments.
package struct SelfSizingChange: Sendable {
    /// The element's frame before the measurement.
    package var frameBefore: CGRect
    /// Its frame after.
    package var frameAfter: CGRect
    /// How much the content grew (negative: shrank). Mirrors `contentSizeAdjustment`.
    package var contentSizeAdjustment: CGSize
    /// How far the content offset moves so that what is on screen stays put: an element measured
    /// while entirely before the visible area pushes the content after it, so the offset follows.
    /// Mirrors `contentOffsetAdjustment`.
    package var contentOffsetAdjustment: CGPoint
    /// The elements in the bounds whose frames the measurement changed (UIKit: the items and
    /// supplementaries the invalidation context names).
    package var invalidation: LayoutInvalidation
}
