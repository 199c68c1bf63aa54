import Foundation

/// Text wrapped into lines with the system font's approximate metrics (``SystemFontMetrics``), as
/// `UILabel` wraps it with `lineBreakMode = .byTruncatingTail`: on word boundaries, a word longer
/// than the width broken between characters, explicit line breaks kept, spaces at the end of a
/// line hanging (not counted in its width), and the last allowed line ending in "…" when the text
/// needs more lines than the limit.
///
/// ```swift
/// let layout = try TextLayout("Free delivery on every order this week", font: SystemFont(.body), width: 120)
/// layout.lines.map(\.text)        // ["Free delivery on", "every order this", "week"]
/// layout.size.height              // 3 × 20.29
/// let clipped = try TextLayout(longTitle, font: SystemFont(.headline), width: 200, lineLimit: 2)
/// clipped.isTruncated             // true when the title needed more than two lines
/// ```
public struct TextLayout: Sendable, Hashable {
    /// A line of wrapped text.
    public struct Line: Sendable, Hashable {
        /// The line's characters, without the spaces hanging at its end.
        public var text: String
        /// Its width in points.
        public var width: CGFloat
    }

    /// The font the text was measured in.
    public let font: SystemFont
    /// The lines, top to bottom; none for empty text.
    public let lines: [Line]
    /// Whether the text needed more lines than the limit (the last line ends in "…").
    public let isTruncated: Bool

    // MARK: Laying text out

    /// Wraps `text` into lines no wider than `width`.
    ///
    /// - Parameters:
    ///   - text: The text; line breaks in it start new lines.
    ///   - font: The font it is measured in.
    ///   - width: The width to wrap in, in points. `.infinity` never wraps (only explicit line breaks
    ///     start lines). A line always holds at least one character, so a width narrower than a
    ///     character (0 included) gives one character per line.
    ///   - lineLimit: The most lines; 0 (the default) for no limit. Mirrors `numberOfLines`.
    /// - Throws: ``TextLayoutError/invalidWidth(_:)`` for a NaN or negative width,
    ///   ``TextLayoutError/invalidLineLimit(_:)`` for a negative limit.
    /// - Complexity: O(*n*) for *n* characters.
    public init(_ text: String, font: SystemFont, width: CGFloat, lineLimit: Int = 0) throws(TextLayoutError) {
        guard !width.isNaN, width >= 0 else { throw .invalidWidth(width) }
        guard lineLimit >= 0 else { throw .invalidLineLimit(lineLimit) }
        self.font = font
        let characters = Array(text)
        let advances = characters.map { SystemFontMetrics.advance(of: $0, in: font) }
        var breaker = LineBreaker(characters: characters, advances: advances, width: width)
        let ranges = breaker.lineRanges()
        if lineLimit > 0, ranges.count > lineLimit {
            var lines = ranges.prefix(lineLimit - 1).map { breaker.line($0) }
            lines.append(breaker.truncatedLine(from: ranges[lineLimit - 1].lowerBound, font: font))
            self.lines = lines
            self.isTruncated = true
        } else {
            self.lines = ranges.map { breaker.line($0) }
            self.isTruncated = false
        }
    }

    // MARK: Size

    /// The width of the widest line.
    public var width: CGFloat { lines.map(\.width).max() ?? 0 }

    /// The height of the lines: their count times the font's line height.
    public var height: CGFloat { CGFloat(lines.count) * font.lineHeight }

    /// The size the text takes (zero for empty text).
    public var size: CGSize { CGSize(width: width, height: height) }
}
