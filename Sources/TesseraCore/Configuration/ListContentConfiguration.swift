import Foundation

/// The content of a list row as a plain value: text, secondary text and an image name. It is what
/// rows show in tests and maps to `UIListContentConfiguration` on iOS (TesseraUIKit).
///
/// ```swift
/// var content = ListContentConfiguration.subtitleCell()
/// content.text = product.name
/// content.secondaryText = product.price
/// content.image = "cup.and.saucer"
/// cell.contentConfiguration = content
/// ```
public struct ListContentConfiguration: Sendable, Hashable {
    /// The styles of UIKit's list content configurations.
    public enum Style: String, Sendable, Hashable {
        /// A plain row: text, and an image (`UIListContentConfiguration.cell()`).
        case cell
        /// Text with secondary text below it (`.subtitleCell()`).
        case subtitleCell
        /// Text with secondary text at the trailing edge (`.valueCell()`).
        case valueCell
        /// The header of a plain list (`.plainHeader()`).
        case plainHeader
        /// The footer of a plain list (`.plainFooter()`).
        case plainFooter
        /// The header of a grouped list (`.groupedHeader()`).
        case groupedHeader
        /// The footer of a grouped list (`.groupedFooter()`).
        case groupedFooter
        /// A sidebar row (`.sidebarCell()`).
        case sidebarCell
        /// A sidebar section header (`.sidebarHeader()`).
        case sidebarHeader
    }

    /// The system style the configuration starts from.
    public var style: Style
    /// The primary text.
    public var text: String?
    /// The secondary text (subtitle or value, depending on the style).
    public var secondaryText: String?
    /// The name of an image (an SF Symbol or asset name on iOS).
    public var image: String?
    /// How the text looks: font, colour, alignment, lines. Mirrors `textProperties`.
    public var textProperties: TextProperties
    /// How the secondary text looks. Mirrors `secondaryTextProperties`.
    public var secondaryTextProperties: TextProperties

    /// Creates a configuration.
    public init(
        style: Style = .cell, text: String? = nil, secondaryText: String? = nil, image: String? = nil,
        textProperties: TextProperties = TextProperties(), secondaryTextProperties: TextProperties = TextProperties()
    ) {
        self.style = style
        self.text = text
        self.secondaryText = secondaryText
        self.image = image
        self.textProperties = textProperties
        self.secondaryTextProperties = secondaryTextProperties
    }

    /// Mirrors `UIListContentConfiguration.cell()`.
    public static func cell() -> Self { Self(style: .cell) }
    /// Mirrors `UIListContentConfiguration.subtitleCell()`.
    public static func subtitleCell() -> Self { Self(style: .subtitleCell) }
    /// Mirrors `UIListContentConfiguration.valueCell()`.
    public static func valueCell() -> Self { Self(style: .valueCell) }
    /// Mirrors `UIListContentConfiguration.plainHeader()`.
    public static func plainHeader() -> Self { Self(style: .plainHeader) }
    /// Mirrors `UIListContentConfiguration.groupedHeader()`.
    public static func groupedHeader() -> Self { Self(style: .groupedHeader) }
    /// Mirrors `UIListContentConfiguration.plainFooter()`.
    public static func plainFooter() -> Self { Self(style: .plainFooter) }
    /// Mirrors `UIListContentConfiguration.sidebarCell()`.
    public static func sidebarCell() -> Self { Self(style: .sidebarCell) }

    /// A one-line summary: the text, the secondary text and the image, for dumps and tests.
    package var summary: String {
        var parts: [String] = []
        if let image { parts.append("[\(image)]") }
        if let text { parts.append(text) }
        if let secondaryText { parts.append("— \(secondaryText)") }
        return parts.joined(separator: " ")
    }
}
