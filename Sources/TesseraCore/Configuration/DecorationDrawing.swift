import Foundation

/// What draws a decoration of a kind nobody registered a view for: the screen builder's card, a
/// separator line, a timeline's line or node, or — for anything else, section backgrounds among
/// them — a rounded background. One decision for every host: TesseraUIKit's
/// `DecorationViews.defaultClass(forKind:)` picks the view class it names, and TesseraPreview draws
/// it, so that a preview shows what the device shows.
///
/// | Kind | Drawing |
/// |---|---|
/// | `"card"` (`StackedLayout.DecorationStyle.card(padding:inset:)`) | ``card`` |
/// | `"separators"`, ``ElementKind/listSeparator`` | ``separator`` |
/// | `"timeline"` | ``timelineLine`` |
/// | `"…-node"` (`StackedLayout.Decoration.nodeElementKind`) | ``timelineNode`` |
/// | anything else | ``background`` |
///
/// A decoration with another kind (`.styled(.card(), elementKind: "promo")`) is drawn by the view
/// the app registers for it; until then, as a background.
package enum DecorationDrawing: Sendable, Hashable, CaseIterable {
    /// The screen builder's card (`BackgroundConfiguration.card()`).
    case card
    /// A separator line.
    case separator
    /// A timeline's vertical line.
    case timelineLine
    /// A timeline's node, on each item.
    case timelineNode
    /// A rounded background (section backgrounds).
    case background

    /// The drawing of a decoration kind.
    ///
    /// - Complexity: O(*k*) for a kind of *k* characters.
    package init(elementKind: String) {
        switch elementKind {
        case StackedLayout.DecorationStyle.card().name: self = .card
        case StackedLayout.DecorationStyle.separators().name, ElementKind.listSeparator: self = .separator
        case StackedLayout.DecorationStyle.timeline().name: self = .timelineLine
        case let kind where kind.hasSuffix("-node"): self = .timelineNode
        default: self = .background
        }
    }
}
