import Foundation

/// Which corners of an element are rounded. Mirrors `CACornerMask`, whose corners are named by
/// the edges that meet there (in the element's own coordinates, so right to left mirrors nothing:
/// list rows round both top or both bottom corners).
package struct LayoutCorners: OptionSet, Sendable, Hashable {
    package let rawValue: UInt8

    /// Creates a set of corners from its bits.
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Mirrors `layerMinXMinYCorner`: the top left corner.
    package static let minXMinY = LayoutCorners(rawValue: 1 << 0)
    /// Mirrors `layerMaxXMinYCorner`: the top right corner.
    package static let maxXMinY = LayoutCorners(rawValue: 1 << 1)
    /// Mirrors `layerMinXMaxYCorner`: the bottom left corner.
    package static let minXMaxY = LayoutCorners(rawValue: 1 << 2)
    /// Mirrors `layerMaxXMaxYCorner`: the bottom right corner.
    package static let maxXMaxY = LayoutCorners(rawValue: 1 << 3)

    /// Both top corners.
    package static let top: LayoutCorners = [.minXMinY, .maxXMinY]
    /// Both bottom corners.
    package static let bottom: LayoutCorners = [.minXMaxY, .maxXMaxY]
    /// All four corners.
    package static let all: LayoutCorners = [.top, .bottom]
}
