import Foundation

/// One cell's place in a group: its size, the insets applied after layout, the spacing around
/// it and the supplementary items attached to it. Mirrors `NSCollectionLayoutItem`.
///
/// ```swift
/// var item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1/3),
///                                              heightDimension: .fractionalHeight(1)))
/// item.contentInsets = DirectionalEdgeInsets(all: 5)
/// ```
public struct LayoutItem: Sendable, Hashable {
    /// The size of the item's slot.
    public var layoutSize: LayoutSize
    /// Insets applied to the slot after layout to give the cell's frame. Ignored along axes whose
    /// dimension is estimated. Values below 0.5 are fractions of the slot's size (as UIKit does).
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Spacing reserved around the slot.
    public var edgeSpacing: LayoutEdgeSpacing?
    /// Supplementary items anchored to the item (badges, overlays).
    public var supplementaryItems: [LayoutSupplementaryItem] = []

    /// The cell's zIndex (0; list rows use 10).
    var zIndex = 0
    /// Decorations anchored to the item, such as list separators.
    var anchoredDecorations: [AnchoredDecoration] = []

    /// Creates an item.
    public init(layoutSize: LayoutSize) {
        self.layoutSize = layoutSize
    }

    /// Creates an item with anchored supplementary items.
    public init(layoutSize: LayoutSize, supplementaryItems: [LayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}

/// A decoration anchored to an item, drawn from the item's final frame (list separators).
struct AnchoredDecoration: Sendable, Hashable {
    var elementKind: String
    /// Which edge of the item the decoration sits on.
    var edge: DirectionalRectEdge
    /// Its thickness in points.
    var thickness: CGFloat
    /// Insets from the item's leading and trailing edges.
    var leadingInset: CGFloat
    var trailingInset: CGFloat
    var zIndex: Int
    /// Whether the last item of a section shows it.
    var showsOnLastItem: Bool
}
