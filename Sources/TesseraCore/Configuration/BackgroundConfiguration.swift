import Foundation

/// A cell's background: a fill, a corner radius and a stroke. Mirrors
/// `UIBackgroundConfiguration`; previews draw it behind the cell's content.
///
/// ```swift
/// var background = BackgroundConfiguration.listGroupedCell()
/// background.cornerRadius = 12
/// background.strokeColor = .separator
/// background.strokeWidth = 1
/// cell.backgroundConfiguration = background
/// ```
public struct BackgroundConfiguration: Sendable, Hashable {
    /// The fill; `nil` for none. Mirrors `backgroundColor`.
    public var backgroundColor: ConfigurationColor?
    /// The radius of the corners. Mirrors `cornerRadius`.
    public var cornerRadius: CGFloat
    /// The colour of the border; `nil` for none. Mirrors `strokeColor`.
    public var strokeColor: ConfigurationColor?
    /// The width of the border. Mirrors `strokeWidth`.
    public var strokeWidth: CGFloat
    /// Insets of the background from the cell's edges. Mirrors `backgroundInsets`.
    public var backgroundInsets: DirectionalEdgeInsets

    /// Creates a background.
    public init(
        backgroundColor: ConfigurationColor? = nil, cornerRadius: CGFloat = 0, strokeColor: ConfigurationColor? = nil,
        strokeWidth: CGFloat = 0, backgroundInsets: DirectionalEdgeInsets = .zero
    ) {
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
        self.strokeColor = strokeColor
        self.strokeWidth = strokeWidth
        self.backgroundInsets = backgroundInsets
    }

    // MARK: System backgrounds

    /// Mirrors `.listPlainCell()`: the system background.
    public static func listPlainCell() -> Self { Self(backgroundColor: .systemBackground) }
    /// Mirrors `.listGroupedCell()`: the rows of a grouped list.
    public static func listGroupedCell() -> Self { Self(backgroundColor: .secondarySystemGroupedBackground) }
    /// Mirrors `.clear()`.
    public static func clear() -> Self { Self(backgroundColor: .clear) }

    /// The screen builder's card (``DecorationBlock/card``), as iOS draws the card of an
    /// inset-grouped list: the grouped-row fill, corners of 12 points, no border. Previews and
    /// TesseraUIKit's `CardDecorationView` both draw it.
    ///
    /// - Complexity: O(1).
    public static func card() -> Self { Self(backgroundColor: .secondarySystemGroupedBackground, cornerRadius: 12) }
}
