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

extension CGRect {
    /// A rectangle that overlaps every frame a layout can produce (coordinates within ±10³⁰⁰ pt):
    /// the query area for "every element". Finite, so arithmetic on its edges stays finite.
    package static let everywhere = CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)
}
