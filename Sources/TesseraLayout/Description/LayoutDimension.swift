import Foundation

/// How big an element is along one axis: an absolute value, an estimate replaced by the measured
/// size, a fraction of the container, or an estimate shared by siblings. Mirrors
/// `NSCollectionLayoutDimension`.
///
/// A fraction is relative to the *effective* content size of the container the element is solved
/// in, and is floored to the display's pixel grid: `.fractionalWidth(0.25)` of 390 pt at @3x is
/// `floor(292.5) / 3 = 97.333`, not 97.5.
///
/// Values are checked when the layout is solved: a value that is not greater than zero, or not
/// finite, makes the solve throw ``LayoutError/invalidDimension(_:)``.
public struct LayoutDimension: Sendable, Hashable {
    /// The kinds of dimension.
    package enum Kind: Sendable, Hashable {
        case fractionalWidth
        case fractionalHeight
        case absolute
        case estimated
        case uniformAcrossSiblings
    }

    /// The kind of dimension.
    package let kind: Kind
    /// The value: points for absolute and estimated dimensions, a fraction for fractional ones.
    package let dimension: CGFloat

    private init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's effective width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> LayoutDimension {
        LayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth)
    }

    /// A fraction of the container's effective height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> LayoutDimension {
        LayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight)
    }

    /// A size in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> LayoutDimension {
        LayoutDimension(kind: .absolute, dimension: absoluteDimension)
    }

    /// An estimate in points, replaced by the size the view measures itself at.
    public static func estimated(_ estimatedDimension: CGFloat) -> LayoutDimension {
        LayoutDimension(kind: .estimated, dimension: estimatedDimension)
    }

    /// An estimate that siblings share: every item gets the largest measured size of the items in
    /// its parent group (of the whole section, when set on the section's outermost group).
    /// Mirrors iOS 17's `uniformAcrossSiblings(estimate:)`.
    public static func uniformAcrossSiblings(estimate: CGFloat) -> LayoutDimension {
        LayoutDimension(kind: .uniformAcrossSiblings, dimension: estimate)
    }

    /// Whether the dimension is a fraction of the container's width.
    package var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    package var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is a fixed number of points.
    package var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate the element's view measures.
    package var isEstimated: Bool { kind == .estimated }
    /// Whether siblings take the largest size one of them measures.
    package var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

    /// Whether the final size comes from the view (estimated or uniform across siblings).
    package var isSelfSizing: Bool { kind.isSelfSizing }

    /// Whether the size depends on the container (fractional).
    package var isFractional: Bool { kind.isFractional }

    /// `1 / count` of the container along `axis` (the share of one of `count` equal subitems).
    static func share(of count: Int, along axis: LayoutAxis) -> LayoutDimension {
        axis == .horizontal ? .fractionalWidth(1 / CGFloat(count)) : .fractionalHeight(1 / CGFloat(count))
    }
}

// MARK: - CustomStringConvertible

extension LayoutDimension: CustomStringConvertible {
    public var description: String {
        switch kind {
        case .fractionalWidth: return ".fractionalWidth(\(dimension))"
        case .fractionalHeight: return ".fractionalHeight(\(dimension))"
        case .absolute: return ".absolute(\(dimension))"
        case .estimated: return ".estimated(\(dimension))"
        case .uniformAcrossSiblings: return ".uniformAcrossSiblings(estimate: \(dimension))"
        }
    }
}

// MARK: - Kinds

extension LayoutDimension.Kind {
    /// Whether a dimension of this kind takes its final size from the view (estimated or uniform
    /// across siblings).
    @inline(__always)
    var isSelfSizing: Bool { self == .estimated || self == .uniformAcrossSiblings }

    /// Whether a dimension of this kind is a fraction of the container.
    @inline(__always)
    var isFractional: Bool { self == .fractionalWidth || self == .fractionalHeight }
}
