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
    /// Whether the text needed more lines than the limit, or had more than 100,000 characters, of
    /// which only the first are laid out (the last line ends in "…").
    public let isTruncated: Bool
    /// Whether the text had more characters than ``maximumCharacterCount``: only its first ones
    /// were laid out.
    package let isPastCharacterLimit: Bool

    /// The most characters of a text that are laid out: a text longer than this is laid out as
    /// its first 100,000 characters, its last line ending in "…", so that measuring a cell's text
    /// costs at most that much however long the text is (the headless host reports it, naming the
    /// item: docs/Limits). 100,000 characters are about 2,500 lines of a phone's width.
    package static let maximumCharacterCount = 100_000

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
    /// - Complexity: O(min(*n*, 100,000)) for *n* characters: only the first 100,000 are laid out.
    public init(_ text: String, font: SystemFont, width: CGFloat, lineLimit: Int = 0) throws(TextLayoutError) {
        guard !width.isNaN, width >= 0 else { throw .invalidWidth(width) }
        guard lineLimit >= 0 else { throw .invalidLineLimit(lineLimit) }
        self.font = font
        let (laidOut, isPastLimit) = Self.limited(text)
        isPastCharacterLimit = isPastLimit
        let characters = Array(laidOut)
        let advances = characters.map { SystemFontMetrics.advance(of: $0, in: font) }
        var breaker = LineBreaker(characters: characters, advances: advances, width: width)
        let ranges = breaker.lineRanges()
        let shown = lineLimit > 0 ? min(lineLimit, ranges.count) : ranges.count
        if shown < ranges.count || (isPastLimit && shown > 0) {
            var lines = ranges.prefix(shown - 1).map { breaker.line($0) }
            lines.append(breaker.truncatedLine(from: ranges[shown - 1].lowerBound, font: font))
            self.lines = lines
            self.isTruncated = true
        } else {
            self.lines = ranges.map { breaker.line($0) }
            self.isTruncated = false
        }
    }

    /// The characters of a text that are laid out — at most ``maximumCharacterCount`` — and
    /// whether there were more.
    ///
    /// - Complexity: O(min(*n*, ``maximumCharacterCount``)) for *n* characters.
    package static func limited(_ text: some StringProtocol) -> (text: Substring, isPastLimit: Bool) {
        guard let end = text.index(text.startIndex, offsetBy: maximumCharacterCount, limitedBy: text.endIndex),
            end < text.endIndex
        else { return (Substring(text), false) }
        return (Substring(text[..<end]), true)
    }

    // MARK: Size

    /// The width of the widest line.
    public var width: CGFloat { lines.map(\.width).max() ?? 0 }

    /// The height of the lines: their count times the font's line height.
    public var height: CGFloat { CGFloat(lines.count) * font.lineHeight }

    /// The size the text takes (zero for empty text).
    public var size: CGSize { CGSize(width: width, height: height) }
}
