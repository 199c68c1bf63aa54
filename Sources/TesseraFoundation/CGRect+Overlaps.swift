import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension CGRect {
    /// Whether two rectangles share a region of positive area. Rectangles that only touch along an
    /// edge do not overlap, on every platform (Foundation's `intersects(_:)` differs here between
    /// Linux and Apple platforms).
    @inlinable
    package func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
