import Foundation

/// A supplementary view anchored to an item or group, such as a badge. Mirrors
/// `NSCollectionLayoutSupplementaryItem`.
///
/// ```swift
/// let badge = LayoutSupplementaryItem(
///     layoutSize: LayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
///     elementKind: "badge",
///     containerAnchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
/// ```
public struct LayoutSupplementaryItem: Sendable, Hashable {
    /// The item's size.
    package var layoutSize: LayoutSize
    /// The kind views are registered and dequeued for.
    package var elementKind: String
    /// The point of the host (item or group) the supplementary is attached to.
    package var containerAnchor: LayoutAnchor
    /// The point of the supplementary glued to the container anchor (its own anchor by default).
    package var itemAnchor: LayoutAnchor?
    /// The zIndex (1 by default, above cells).
    public var zIndex = 1
    /// Insets applied to the computed frame (ignored along estimated axes).
    public var contentInsets: DirectionalEdgeInsets = .zero

    /// Creates a supplementary item anchored to its container.
    public init(layoutSize: LayoutSize, elementKind: String, containerAnchor: LayoutAnchor) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
    }

    /// Creates a supplementary item with a point of its own glued to the container anchor.
    public init(layoutSize: LayoutSize, elementKind: String, containerAnchor: LayoutAnchor, itemAnchor: LayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor)
        self.itemAnchor = itemAnchor
    }
}

/// A header, footer or other supplementary view aligned to a section or to the whole layout.
/// Mirrors `NSCollectionLayoutBoundarySupplementaryItem`.
///
/// ```swift
/// var header = LayoutBoundarySupplementaryItem(
///     layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
///     elementKind: "header", alignment: .top)
/// header.pinToVisibleBounds = true
/// ```
public struct LayoutBoundarySupplementaryItem: Sendable, Hashable {
    /// The item's size.
    package var layoutSize: LayoutSize
    /// The kind views are registered and dequeued for.
    package var elementKind: String
    /// Where the item sits relative to its section (or the whole layout).
    package var alignment: RectAlignment
    /// An offset in points from the aligned position.
    package var offset: CGPoint
    /// Whether the item extends the section (or layout) instead of overlapping its content.
    /// Only edges along the scrolling axis extend.
    public var extendsBoundary = true
    /// Whether the item stays visible while its section scrolls (a sticky header).
    public var pinToVisibleBounds = false
    /// The zIndex (1 by default).
    public var zIndex = 1
    /// Insets applied to the computed frame (ignored along estimated axes).
    public var contentInsets: DirectionalEdgeInsets = .zero

    /// Creates a boundary supplementary item.
    public init(layoutSize: LayoutSize, elementKind: String, alignment: RectAlignment, absoluteOffset: CGPoint = .zero)
    {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
        self.offset = absoluteOffset
    }
}

/// A decoration view behind a section, such as a rounded background. Mirrors
/// `NSCollectionLayoutDecorationItem.background(elementKind:)`: it spans the section's frame,
/// inset by `contentInsets`.
public struct LayoutDecorationItem: Sendable, Hashable {
    /// The kind decoration views are registered for.
    package var elementKind: String
    /// Insets from the section's frame.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// The zIndex (0 by default: behind the section's cells, which draw above on ties).
    public var zIndex = 0

    private init(elementKind: String) {
        self.elementKind = elementKind
    }

    /// A background decoration for a section.
    public static func background(elementKind: String) -> LayoutDecorationItem {
        LayoutDecorationItem(elementKind: elementKind)
    }
}
