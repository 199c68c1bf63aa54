import Foundation

/// A 2D affine transform, the value of `UICollectionViewLayoutAttributes.transform`, available on
/// every platform (Linux has no `CGAffineTransform`). TesseraUIKit converts it.
///
/// A point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`.
public struct LayoutTransform: Sendable, Hashable {
    /// The affine matrix's `a` entry (x scale).
    public var a: CGFloat
    /// The affine matrix's `b` entry.
    public var b: CGFloat
    /// The affine matrix's `c` entry.
    public var c: CGFloat
    /// The affine matrix's `d` entry (y scale).
    public var d: CGFloat
    /// The x translation.
    public var tx: CGFloat
    /// The y translation.
    public var ty: CGFloat

    /// Creates a transform from its matrix.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity transform.
    public static let identity = LayoutTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A scale transform, as `CGAffineTransform(scaleX:y:)`.
    public init(scaleX: CGFloat, y: CGFloat) {
        self.init(a: scaleX, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A translation, as `CGAffineTransform(translationX:y:)`.
    public init(translationX: CGFloat, y: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: translationX, ty: y)
    }

    /// A rotation by `angle` radians, as `CGAffineTransform(rotationAngle:)`.
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle), sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is the identity transform.
    package var isIdentity: Bool { self == .identity }

    /// `self` followed by `other`, as `CGAffineTransform.concatenating(_:)`.
    public func concatenating(_ other: LayoutTransform) -> LayoutTransform {
        LayoutTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty
        )
    }

    /// Applies the transform to a point.
    package func apply(to point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }
}
