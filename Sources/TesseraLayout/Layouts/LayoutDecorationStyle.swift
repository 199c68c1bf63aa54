import Foundation

/// How a decoration draws around a run of items: the styles of the screen builder's decoration
/// blocks, for a block of the app's own element kind.
///
/// ```swift
/// Decorated(.styled(.card(padding: 12), elementKind: "promo")) { ScreenRow(offer) }
/// ```
public enum LayoutDecorationStyle: Sendable, Hashable {
    /// One background behind the run (a card), extended by `padding` above and below
    /// and inset from the section's edges by `inset`.
    case card(padding: CGFloat = 8, inset: CGFloat = 0)
    /// A horizontal line in the middle of each gap between consecutive items of the run,
    /// `thickness` tall, from the items' leading edge plus `leadingInset`.
    case separators(thickness: CGFloat = 1, leadingInset: CGFloat = 0)
    /// A vertical line from the middle of the first item to the middle of the last, centred at
    /// `x` from the section's leading inset, with a node (of `nodeSize`) at the middle of each
    /// item.
    case timeline(x: CGFloat = 16, lineWidth: CGFloat = 2, nodeSize: CGFloat = 12)

    /// A short name for the style.
    package var name: String {
        switch self {
        case .card: return "card"
        case .separators: return "separators"
        case .timeline: return "timeline"
        }
    }
}
