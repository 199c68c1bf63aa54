import Foundation

/// What a horizontal pan on a row does where UIKit's list sections do not draw swipe actions
/// (Tessera's own engine): how far the row follows the finger, and where it settles when the
/// finger lifts. TesseraUIKit's pan handler transcribes it; it is a value, tested headless.
///
/// Offsets and translations are in points along the x axis, positive to the right. A pan to the
/// right reveals the actions on the row's left side: the leading ones in a left-to-right layout,
/// the trailing ones in a right-to-left one.
///
/// ```swift
/// let interaction = SwipeActionsInteraction(
///     rowWidth: 390, leading: nil,
///     trailing: .init(buttonWidths: [74, 74], performsFirstActionWithFullSwipe: true),
///     layoutDirection: .leftToRight)
/// interaction.offset(forTranslation: -100)                   // -100: the row follows the finger
/// interaction.outcome(forTranslation: -100, velocity: 0)     // .open(.trailing): 148 points open
/// interaction.outcome(forTranslation: -300, velocity: 0)     // .performFirstAction(.trailing)
/// ```
public struct SwipeActionsInteraction: Sendable, Hashable {
    /// The buttons one edge reveals.
    public struct Side: Sendable, Hashable {
        /// Each button's width, from the edge inwards.
        public var buttonWidths: [CGFloat]
        /// Whether a long swipe performs the first action. Mirrors
        /// `UISwipeActionsConfiguration.performsFirstActionWithFullSwipe`.
        public var performsFirstActionWithFullSwipe: Bool

        /// Creates a side.
        public init(buttonWidths: [CGFloat], performsFirstActionWithFullSwipe: Bool) {
            self.buttonWidths = buttonWidths
            self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
        }

        /// The width of all the buttons: how far the row opens.
        public var width: CGFloat { buttonWidths.reduce(0, +) }
    }

    /// Where a row goes when the finger lifts.
    public enum Outcome: Sendable, Hashable {
        /// Back to rest, the actions hidden.
        case close
        /// Open on an edge, its buttons shown (``openOffset(for:)``) until one is tapped or the
        /// row is closed.
        case open(SwipeActionEdge)
        /// Off the row's width on an edge; the edge's first action is performed.
        case performFirstAction(SwipeActionEdge)
    }

    /// The narrowest a button is, as UIKit's swipe action buttons.
    public static let minimumButtonWidth: CGFloat = 74

    /// The row's width.
    public var rowWidth: CGFloat
    /// The leading edge's buttons, or `nil` for none.
    public var leading: Side?
    /// The trailing edge's buttons, or `nil` for none.
    public var trailing: Side?
    /// Which side is leading.
    public var layoutDirection: TraitEnvironmentLayoutDirection
    /// How much of the row's width a swipe must cross to perform the first action (and at least
    /// its buttons' width and one more button: ``fullSwipeDistance(for:)``).
    public var fullSwipeFraction: CGFloat = 0.6
    /// How fast (points per second) a flick opens or closes the row whatever its distance.
    public var flickVelocity: CGFloat = 500
    /// How much a row follows the finger past its buttons when a full swipe performs nothing.
    public var resistance: CGFloat = 0.2

    /// Creates the interaction of a row.
    public init(rowWidth: CGFloat, leading: Side?, trailing: Side?, layoutDirection: TraitEnvironmentLayoutDirection) {
        self.rowWidth = rowWidth
        self.leading = leading
        self.trailing = trailing
        self.layoutDirection = layoutDirection
    }

    /// The edge a translation reveals, or `nil` for none.
    ///
    /// - Complexity: O(1).
    public func edge(forTranslation translation: CGFloat) -> SwipeActionEdge? {
        guard translation != 0 else { return nil }
        return (translation > 0) == (layoutDirection == .leftToRight) ? .leading : .trailing
    }

    /// The buttons of an edge, when it has any.
    ///
    /// - Complexity: O(1).
    public func side(_ edge: SwipeActionEdge) -> Side? {
        guard let side = edge == .leading ? leading : trailing, !side.buttonWidths.isEmpty else { return nil }
        return side
    }

    /// Whether a pan with this velocity (points per second) swipes a row: it moves more across
    /// than along the rows; otherwise the collection view scrolls.
    ///
    /// - Complexity: O(1).
    public static func beginsSwipe(velocity: CGPoint) -> Bool {
        abs(velocity.x) > abs(velocity.y)
    }

    /// Whether an edge's buttons are on the row's left: the leading edge's in a left-to-right
    /// layout, the trailing edge's in a right-to-left one.
    ///
    /// - Complexity: O(1).
    public static func isOnLeft(_ edge: SwipeActionEdge, layoutDirection: TraitEnvironmentLayoutDirection) -> Bool {
        (edge == .leading) == (layoutDirection == .leftToRight)
    }

    /// Where each button of an edge starts in a tray as wide as the row, from the row's left: the
    /// first button nearest the row's edge, the others inwards.
    ///
    /// - Complexity: O(*b*) for *b* buttons.
    public static func buttonMinXs(
        widths: [CGFloat], edge: SwipeActionEdge, layoutDirection: TraitEnvironmentLayoutDirection, rowWidth: CGFloat
    ) -> [CGFloat] {
        let onLeft = isOnLeft(edge, layoutDirection: layoutDirection)
        var edgeX: CGFloat = onLeft ? 0 : rowWidth
        return widths.map { width in
            defer { edgeX += onLeft ? width : -width }
            return onLeft ? edgeX : edgeX - width
        }
    }

    /// The offset of an open row: its buttons' width, towards the side they are on.
    ///
    /// - Complexity: O(*b*) for *b* buttons.
    public func openOffset(for edge: SwipeActionEdge) -> CGFloat {
        let width = side(edge)?.width ?? 0
        return Self.isOnLeft(edge, layoutDirection: layoutDirection) ? width : -width
    }

    /// Where a full swipe carries the row before its first action is performed: the row's whole
    /// width, towards the side the edge's buttons are on.
    ///
    /// - Complexity: O(1).
    public func fullSwipeOffset(for edge: SwipeActionEdge) -> CGFloat {
        Self.isOnLeft(edge, layoutDirection: layoutDirection) ? rowWidth : -rowWidth
    }

    /// How far a swipe must go to perform the first action of a side: the full-swipe fraction of
    /// the row, and at least one button's width past all its buttons.
    ///
    /// - Complexity: O(*b*) for *b* buttons.
    public func fullSwipeDistance(for side: Side) -> CGFloat {
        max(rowWidth * fullSwipeFraction, side.width + Self.minimumButtonWidth)
    }

    /// How far the row's content moves for the finger's translation (measured from the row at
    /// rest): with the finger up to its buttons' width, then — when a full swipe performs the
    /// first action — on to the row's width, or else only a little further. An edge without
    /// buttons does not move.
    ///
    /// - Complexity: O(*b*) for *b* buttons.
    public func offset(forTranslation translation: CGFloat) -> CGFloat {
        guard let edge = edge(forTranslation: translation), let side = side(edge) else { return 0 }
        let distance = abs(translation)
        let followed =
            distance <= side.width
            ? distance
            : side.performsFirstActionWithFullSwipe
                ? min(distance, rowWidth) : side.width + (distance - side.width) * resistance
        return translation > 0 ? followed : -followed
    }

    /// Where the row settles when the finger lifts at `translation` (from the row at rest),
    /// moving at `velocity` points per second: past the full-swipe distance it performs the first
    /// action (where allowed); a flick opens or closes it; otherwise it opens when more than half
    /// of its buttons show.
    ///
    /// - Complexity: O(*b*) for *b* buttons.
    public func outcome(forTranslation translation: CGFloat, velocity: CGFloat) -> Outcome {
        guard let edge = edge(forTranslation: translation), let side = side(edge) else { return .close }
        let distance = abs(translation)
        let outward = translation > 0 ? velocity : -velocity
        if side.performsFirstActionWithFullSwipe, distance >= fullSwipeDistance(for: side) {
            return .performFirstAction(edge)
        }
        if outward <= -flickVelocity { return .close }
        if outward >= flickVelocity || distance >= side.width / 2 { return .open(edge) }
        return .close
    }
}
