import Foundation

extension ListContentConfiguration {
    /// How the text or the secondary text of list content looks: its font, colour, alignment and
    /// number of lines, each `nil` or default for the style's own. Mirrors
    /// `UIListContentConfiguration.TextProperties`.
    ///
    /// ```swift
    /// var content = ListContentConfiguration.cell()
    /// content.text = "Download tickets"
    /// content.textProperties.font = .headline
    /// content.textProperties.color = .rgb(red: 255, green: 255, blue: 255)
    /// content.textProperties.alignment = .center
    /// ```
    public struct TextProperties: Sendable, Hashable {
        /// How the lines of a text are aligned in its column. Mirrors
        /// `UIListContentConfiguration.TextProperties.TextAlignment`.
        public enum TextAlignment: Sendable, Hashable {
            /// At the leading edge (the right edge in right to left).
            case natural
            /// Centred.
            case center
            /// Stretched to both edges; Tessera's measurements and previews align such text as
            /// ``natural``.
            case justified
        }

        /// The text style of the font, `nil` for the style's (the headline in plain and sidebar
        /// headers, the footnote in grouped headers and in footers, the body in cells).
        /// Mirrors `font`, as UIKit's `UIFont.preferredFont(forTextStyle:)`: the size follows
        /// Dynamic Type.
        public var font: TextStyle?
        /// The colour, `nil` for the style's (`.secondaryLabel` in grouped headers and in footers,
        /// `.label` otherwise). Mirrors `color`.
        public var color: ConfigurationColor?
        /// How the lines are aligned. Mirrors `alignment`.
        public var alignment: TextAlignment
        /// The most lines shown, the last one truncated with "…"; 0 for no limit. Mirrors
        /// `numberOfLines`.
        public var numberOfLines: Int

        /// The most lines shown, for UIKit's `numberOfLines` and Tessera's text layout: a negative
        /// count is no limit, as 0 is.
        package var lineLimit: Int { max(0, numberOfLines) }

        /// Text properties; by default, the style's.
        public init(
            font: TextStyle? = nil, color: ConfigurationColor? = nil, alignment: TextAlignment = .natural,
            numberOfLines: Int = 0
        ) {
            self.font = font
            self.color = color
            self.alignment = alignment
            self.numberOfLines = numberOfLines
        }
    }
}
