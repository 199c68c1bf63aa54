import Foundation

/// Resolves dimensions against containers at a display scale, and checks them.
struct DimensionResolver: Sendable {
    /// Points to pixels; 0 disables pixel flooring.
    let scale: CGFloat

    /// One pixel in points (one point when the scale does not round to pixels).
    var pixel: CGFloat { scale > 0 ? 1 / scale : 1 }

    /// Floors a value to the pixel grid (UIKit floors fractional dimensions). A tolerance of a
    /// millionth of a pixel absorbs binary rounding, so `3 × (370 × ⅓)` stays 370.
    /// A value too large to be multiplied by the scale (beyond 2⁵² points every value is on the
    /// grid anyway) is returned as it is, never as an infinity.
    func floorToPixels(_ value: CGFloat) -> CGFloat {
        let scaled = scale * value
        guard scale > 0, scaled.isFinite else { return value }
        return (scaled + 1e-6).rounded(.down) / scale
    }

    /// Rounds a value to the nearest pixel (final frames); a value too large to be multiplied by
    /// the scale is returned as it is.
    @inline(__always)
    func roundToPixels(_ value: CGFloat) -> CGFloat {
        let scaled = scale * value
        guard scale > 0, scaled.isFinite else { return value }
        return CGFloat(Self.roundedToNearestOrAwayFromZero(scaled.native)) / scale
    }

    /// `value.rounded()` (to the nearest integer, halves away from zero, the sign of zero kept),
    /// to the bit, computed here: the standard library calls the C library's `round` for it, a
    /// call for each coordinate of every frame a query returns.
    @inline(__always)
    static func roundedToNearestOrAwayFromZero(_ value: Double) -> Double {
        let magnitude = value.magnitude
        // From 2⁵² on every value is an integer (and NaN fails the comparison): returned as it is.
        guard magnitude < 0x1p52 else { return value }
        // Added to 2⁵², where the spacing of doubles is 1, the magnitude rounds to the nearest
        // integer, a tie to the even one; a tie rounded down goes up instead. Every step is exact.
        var whole = (magnitude + 0x1p52) - 0x1p52
        // A whole value (a frame on the pixel grid, as most are) is its own rounding.
        if whole == magnitude { return value }
        if magnitude - whole == 0.5 { whole += 1 }
        return Double(signOf: value, magnitudeOf: whole)
    }

    /// Rounds every component of a rectangle to the nearest pixel.
    @inline(__always)
    func roundToPixels(_ rect: CGRect) -> CGRect {
        CGRect(
            x: roundToPixels(rect.minX), y: roundToPixels(rect.minY), width: roundToPixels(rect.width),
            height: roundToPixels(rect.height))
    }

    /// The value of a dimension in a container: raw points for absolute and estimated dimensions,
    /// a pixel-floored fraction of the effective size for fractional ones.
    func resolve(_ dimension: LayoutDimension, in container: LayoutContainer) -> CGFloat {
        switch dimension.kind {
        case .absolute, .estimated, .uniformAcrossSiblings:
            return dimension.dimension
        case .fractionalWidth:
            return floorToPixels(container.effectiveContentSize.width * dimension.dimension)
        case .fractionalHeight:
            return floorToPixels(container.effectiveContentSize.height * dimension.dimension)
        }
    }

    /// The size of a layout size in a container.
    func resolve(_ size: LayoutSize, in container: LayoutContainer) -> CGSize {
        CGSize(width: resolve(size.widthDimension, in: container), height: resolve(size.heightDimension, in: container))
    }

    /// Checks both dimensions of a size, with UIKit's messages.
    ///
    /// - Throws: ``LayoutError/invalidDimension(_:)`` naming the element at `path`.
    static func validate(_ size: LayoutSize, at path: @autoclosure () -> String) throws(LayoutError) {
        try validate(size.widthDimension, axis: "width", at: path())
        try validate(size.heightDimension, axis: "height", at: path())
    }

    static func validate(_ dimension: LayoutDimension, axis: String, at path: @autoclosure () -> String)
        throws(LayoutError)
    {
        let value = dimension.dimension
        let name: String
        switch dimension.kind {
        case .fractionalWidth: name = "fractional width"
        case .fractionalHeight: name = "fractional height"
        case .absolute: name = "absolute \(axis)"
        case .estimated: name = "estimated \(axis)"
        case .uniformAcrossSiblings: name = "uniform-across-siblings estimated \(axis)"
        }
        guard value.isFinite else {
            throw .invalidDimension(
                "\(path()): Invalid \(name): \(value). The \(dimension.isFractional ? "fraction" : "dimension") must be a finite value."
            )
        }
        guard value > 0 else {
            throw .invalidDimension("\(path()): Invalid \(name) dimension (\(value)), must be > 0.0.")
        }
    }

    /// Insets whose values below 0.5 are fractions of `size` (UIKit's rule for item and group
    /// content insets).
    static func fractionalize(_ insets: DirectionalEdgeInsets, relativeTo size: CGSize) -> DirectionalEdgeInsets {
        LayoutContainer(contentSize: size, contentInsets: insets).effectiveContentInsets
    }

    /// Checks insets are finite.
    static func validate(_ insets: DirectionalEdgeInsets, name: String, at path: @autoclosure () -> String)
        throws(LayoutError)
    {
        guard insets.isFinite else {
            throw .invalidDimension("\(path()): \(name) must be finite, found \(insets)")
        }
    }
}
