import Foundation
import TesseraLayout
import Testing

/// Text laid out with the system font approximation: wrapping on word boundaries, long words,
/// line limits and invalid input.
@Suite("Text layout with the system font metrics")
struct TextLayoutTests {
    private let body = SystemFont(.body)

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
