/// The width and height dimensions of an element. Mirrors `NSCollectionLayoutSize`.
public struct LayoutSize: Sendable, Hashable {
    /// The width.
    package var widthDimension: LayoutDimension
    /// The height.
    package var heightDimension: LayoutDimension

    /// Creates a size from two dimensions.
    public init(widthDimension: LayoutDimension, heightDimension: LayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// The dimension along an axis.
    func dimension(_ axis: LayoutAxis) -> LayoutDimension {
        axis == .horizontal ? widthDimension : heightDimension
    }

    /// This size with the dimension along an axis replaced.
    func replacing(_ axis: LayoutAxis, with dimension: LayoutDimension) -> LayoutSize {
        var copy = self
        if axis == .horizontal { copy.widthDimension = dimension } else { copy.heightDimension = dimension }
        return copy
    }
}

// MARK: - CustomStringConvertible

extension LayoutSize: CustomStringConvertible {
    public var description: String { "(\(widthDimension) × \(heightDimension))" }
}
