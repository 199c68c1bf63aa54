import Foundation

/// A decoration drawn around a run of cells.
public enum DecorationBlock: Sendable, Hashable {
    /// A card behind the cells (``BackgroundConfiguration/card()``: an inset-grouped section's).
    case card
    /// Horizontal lines between the cells, from the text of the first cell (after its image, if
    /// it shows one, at the default text size), as UIKit's list separators start.
    case separators
    /// A timeline at the leading edge: the block's cells are shifted right by 44 points, and a line
    /// with a node per cell is drawn beside them.
    case timeline
    /// A decoration of one of the styles under the app's own element kind: its
    /// view is the class registered on the layout for that kind
    /// (`register(_:forDecorationViewOfKind:)` on `collectionView.collectionViewLayout`).
    ///
    /// ```swift
    /// Decorated(.styled(.card(padding: 12), elementKind: "promo")) { ScreenRow(offer) }
    /// layout.register(PromoBackgroundView.self, forDecorationViewOfKind: "promo")
    /// ```
    case styled(LayoutDecorationStyle, elementKind: String)

    /// The element kind of the block's decoration views ("card", "separators", "timeline"); a
    /// timeline's nodes use the kind followed by `-node`.
    public var elementKind: String {
        if case .styled(_, let elementKind) = self { return elementKind }
        return style(firstCell: ListContentConfiguration()).name
    }

    /// How far a timeline block shifts its cells right.
    static let timelineIndent: CGFloat = 44
    /// Where a timeline's line is, from the section's leading edge.
    static let timelineLineX: CGFloat = 20

    /// How far the block shifts its cells right: a timeline's cells make room for its line.
    var indent: CGFloat { self == .timeline ? Self.timelineIndent : 0 }

    /// The layout's decoration for a block whose first cell shows `firstCell`: separators start
    /// where its text does.
    func style(firstCell: ListContentConfiguration) -> StackedLayout.DecorationStyle {
        switch self {
        case .styled(let style, _): return style
        case .card: return .card(padding: 8, inset: 0)
        case .separators:
            return .separators(
                thickness: 1, leadingInset: ListContentLayout(configuration: firstCell, width: 1_000).textLeadingInset)
        case .timeline: return .timeline(x: Self.timelineLineX, lineWidth: 2, nodeSize: 12)
        }
    }
}
