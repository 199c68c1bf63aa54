import Foundation
import TesseraLayout
import Testing

/// The system font approximation and the text layout built on it: the values the documentation
/// states, wrapping on word boundaries, long words, line limits and invalid input.
@Suite("Text layout with the system font metrics")
struct TextLayoutTests {
    private let body = SystemFont(.body)

    // MARK: Metrics

    @Test func knownStringsMeasureTheDocumentedWidths() {
        // Documented in SystemFontMetrics: "Espresso" is 67.31 pt in 17 pt regular.
        #expect(abs(SystemFontMetrics.width(of: "Espresso", in: body) - 67.31) < 0.01)
        // "Hello, World" = (722+556+222+222+556+278+278+944+556+333+222+556)/1000 em × 0.95 × 17.
        #expect(abs(SystemFontMetrics.width(of: "Hello, World", in: body) - 87.94) < 0.01)
        // Ten digits are tabular: 10 × 0.556 × 0.95 em.
        #expect(abs(SystemFontMetrics.width(of: "0123456789", in: SystemFont(size: 10)) - 52.82) < 0.01)
    }

    @Test func theLineHeightIsTheFontsAscenderPlusDescender() {
        #expect(abs(body.lineHeight - 20.29) < 0.01)
        #expect(abs(SystemFont(.footnote).lineHeight - 15.51) < 0.01)
        #expect(abs(body.ascender - 16.19) < 0.01)
    }

    @Test func textStylesFollowTheDynamicTypeTable() {
        #expect(SystemFont(.body).pointSize == 17)
        #expect(SystemFont(.headline).weight == .semibold)
        #expect(SystemFont(.subheadline, contentSizeCategory: .extraSmall).pointSize == 12)
        #expect(SystemFont(.body, contentSizeCategory: .accessibilityExtraExtraExtraLarge).pointSize == 53)
        #expect(SystemFont(.largeTitle, contentSizeCategory: .extraExtraExtraLarge).pointSize == 40)
        for style in TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map { style.pointSize(for: $0) }
            #expect(sizes == sizes.sorted(), "\(style) grows with the content size category")
        }
    }

    @Test func widthsScaleWithSizeAndWeight() {
        let small = SystemFontMetrics.width(of: "Latte", in: SystemFont(size: 10))
        let large = SystemFontMetrics.width(of: "Latte", in: SystemFont(size: 20))
        #expect(abs(large - 2 * small) < 0.0001)
        let bold = SystemFontMetrics.width(of: "Latte", in: SystemFont(size: 10, weight: .bold))
        #expect(abs(bold - 1.07 * small) < 0.0001)
    }

    @Test func charactersOutsideASCIIMeasureByClass() {
        let font = SystemFont(size: 10)
        #expect(SystemFontMetrics.advance(of: "é", in: font) == SystemFontMetrics.advance(of: "e", in: font))
        #expect(abs(SystemFontMetrics.advance(of: "寿", in: font) - 9.5) < 0.0001)
        #expect(abs(SystemFontMetrics.advance(of: "😀", in: font) - 11.115) < 0.0001)
        #expect(SystemFontMetrics.advance(of: "\u{200B}", in: font) == 0)
        #expect(abs(SystemFontMetrics.advance(of: "…", in: font) - 9.5) < 0.0001)
    }

    @Test func anInvalidFontSizeFallsBackToTheBodySize() {
        #expect(SystemFont(size: .nan).pointSize == 17)
        #expect(SystemFont(size: -3).pointSize == 17)
    }

    // MARK: Wrapping

    @Test func textWrapsOnWordBoundaries() throws {
        let layout = try TextLayout("Free delivery on every order this week", font: body, width: 120)
        #expect(layout.lines.map(\.text) == ["Free delivery on", "every order this", "week"])
        #expect(layout.lines.allSatisfy { $0.width <= 120 })
        #expect(abs(layout.height - 3 * body.lineHeight) < 0.0001)
        #expect(!layout.isTruncated)
    }

    @Test func textThatFitsStaysOnOneLineWithItsWidth() throws {
        let layout = try TextLayout("Espresso", font: body, width: 300)
        #expect(layout.lines.map(\.text) == ["Espresso"])
        #expect(abs(layout.size.width - 67.31) < 0.01)
        let exact = try TextLayout("Espresso", font: body, width: SystemFontMetrics.width(of: "Espresso", in: body))
        #expect(exact.lines.count == 1)
    }

    @Test func spacesAtTheEndOfALineHang() throws {
        let layout = try TextLayout("one two", font: body, width: SystemFontMetrics.width(of: "one ", in: body))
        #expect(layout.lines.map(\.text) == ["one", "two"])
        #expect(layout.lines[0].width == SystemFontMetrics.width(of: "one", in: body))
    }

    @Test func explicitLineBreaksStartLinesAndEmptyParagraphsKeepTheirLine() throws {
        let layout = try TextLayout("a\n\nb", font: body, width: 300)
        #expect(layout.lines.map(\.text) == ["a", "", "b"])
    }

    @Test func emptyTextHasNoLinesAndNoSize() throws {
        let layout = try TextLayout("", font: body, width: 100)
        #expect(layout.lines.isEmpty)
        #expect(layout.size == .zero)
    }

    @Test func aWordLongerThanTheWidthBreaksBetweenCharacters() throws {
        let word = "Donaudampfschifffahrtsgesellschaft"
        let layout = try TextLayout("A \(word)", font: body, width: 100)
        #expect(layout.lines.first?.text == "A")
        #expect(layout.lines.dropFirst().map(\.text).joined() == word)
        #expect(layout.lines.count > 3)
        #expect(layout.lines.allSatisfy { $0.width <= 100 })
    }

    @Test func aZeroWidthGivesOneCharacterPerLine() throws {
        let layout = try TextLayout("abc", font: body, width: 0)
        #expect(layout.lines.map(\.text) == ["a", "b", "c"])
    }

    @Test func anInfiniteWidthNeverWraps() throws {
        let layout = try TextLayout(String(repeating: "word ", count: 200), font: body, width: .infinity)
        #expect(layout.lines.count == 1)
    }

    // MARK: Line limit

    @Test func aLineLimitTruncatesTheLastLineWithAnEllipsis() throws {
        let text = "Free delivery on every order this week"
        let layout = try TextLayout(text, font: body, width: 120, lineLimit: 2)
        #expect(layout.isTruncated)
        #expect(layout.lines.count == 2)
        #expect(layout.lines[0].text == "Free delivery on")
        let last = layout.lines[1]
        #expect(last.text.hasSuffix("…"))
        #expect(last.text.hasPrefix("every order"))
        #expect(last.width <= 120)
        #expect(abs(layout.height - 2 * body.lineHeight) < 0.0001)
    }

    @Test func aLineLimitTheTextFitsInChangesNothing() throws {
        let limited = try TextLayout("Latte", font: body, width: 200, lineLimit: 1)
        #expect(!limited.isTruncated)
        #expect(limited.lines.map(\.text) == ["Latte"])
    }

    // MARK: Invalid input

    @Test(arguments: [CGFloat.nan, -1, -CGFloat.infinity])
    func anInvalidWidthIsATypedError(width: CGFloat) {
        #expect(throws: TextLayoutError.self) { try TextLayout("text", font: body, width: width) }
        do {
            _ = try TextLayout("text", font: body, width: width)
        } catch {
            #expect(error.description.contains("width"))
        }
    }

    @Test func aNegativeLineLimitIsATypedError() {
        #expect(throws: TextLayoutError.invalidLineLimit(-1)) {
            try TextLayout("text", font: body, width: 100, lineLimit: -1)
        }
    }
}
