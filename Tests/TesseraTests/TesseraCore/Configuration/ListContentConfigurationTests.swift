import Foundation
import Tessera
import Testing

/// `ListContentConfiguration.textProperties` and `secondaryTextProperties`, as
/// `UIListContentConfiguration`'s: a font for a text style, a colour, an alignment and a number of
/// lines, each the style's unless set; `ListContentLayout` measures and places the text with them.
@Suite("List content text properties")
struct ListContentConfigurationTests {
    @Test func byDefaultTheStyleDecides() {
        let content = ListContentConfiguration(style: .subtitleCell, text: "Napoli Express", secondaryText: "Pizza")
        #expect(content.textProperties == ListContentConfiguration.TextProperties())
        let layout = ListContentLayout(configuration: content, width: 390)
        #expect(layout.text?.style == .body && layout.text?.color == .label && layout.text?.alignment == .natural)
        #expect(layout.secondaryText?.style == .subheadline && layout.secondaryText?.color == .secondaryLabel)
        #expect(layout.text?.frame.minX == 16 && layout.textLeadingInset == 16)
    }

    @Test func aFontAColourAndALineLimit() throws {
        var content = ListContentConfiguration.cell()
        content.text = "Free delivery on every order this week, and the week after"
        content.textProperties.font = .title2
        content.textProperties.color = .rgb(red: 255, green: 255, blue: 255)
        let layout = ListContentLayout(configuration: content, width: 200)
        let text = try #require(layout.text)
        #expect(text.style == .title2 && text.layout.font == SystemFont(.title2))
        #expect(text.color == .rgb(red: 255, green: 255, blue: 255))
        #expect(text.layout.lines.count > 2)
        // The height follows the larger font.
        #expect(
            layout.size.height > ListContentLayout(configuration: .init(text: content.text), width: 200).size.height)

        content.textProperties.numberOfLines = 2
        let limited = try #require(ListContentLayout(configuration: content, width: 200).text)
        #expect(limited.layout.lines.count == 2 && limited.layout.isTruncated)
        // A negative number of lines is no limit, as UIKit reads it.
        content.textProperties.numberOfLines = -1
        #expect(
            ListContentLayout(configuration: content, width: 200).text?.layout.lines.count == text.layout.lines.count)
    }

    @Test func centredTextIsCentredInItsColumnLineByLine() throws {
        var content = ListContentConfiguration.cell()
        content.text = "Download tickets"
        content.textProperties.alignment = .center
        let layout = ListContentLayout(configuration: content, width: 358)
        let text = try #require(layout.text)
        // The column runs from the leading margin to the trailing one: 16…342.
        #expect(abs(text.frame.midX - 179) < 0.001)
        #expect(text.lineOffset(width: text.frame.width) == 0)
        // A wrapped text: each line centred in the block.
        content.text = "Download the tickets for every passenger of this journey"
        let wrapped = try #require(ListContentLayout(configuration: content, width: 200).text)
        let lines = wrapped.layout.lines
        #expect(lines.count > 1)
        for line in lines {
            let middle = wrapped.frame.minX + wrapped.lineOffset(width: line.width) + line.width / 2
            #expect(abs(middle - 100) < 0.001, "\(line.text)")
        }
        // Natural and justified text start at the column's leading edge.
        for alignment in [ListContentConfiguration.TextProperties.TextAlignment.natural, .justified] {
            content.textProperties.alignment = alignment
            let natural = try #require(ListContentLayout(configuration: content, width: 200).text)
            #expect(natural.frame.minX == 16 && natural.lineOffset(width: 10) == 0)
        }
    }

    @Test func theImageKeepsTheStylesSizeAndTheTextStartsAfterIt() {
        var content = ListContentConfiguration(style: .subtitleCell, text: "Ada Lovelace", image: "person.crop.circle")
        let plain = ListContentLayout(configuration: content, width: 358)
        content.textProperties.font = .title1
        let larger = ListContentLayout(configuration: content, width: 358)
        // 16 pt margin, a 22 pt image (1.3 × the body's 17 pt), 16 pt padding.
        #expect(plain.imageFrame?.width == 22 && larger.imageFrame?.width == 22)
        #expect(plain.textLeadingInset == 54 && larger.textLeadingInset == 54)
        // At the largest accessibility size the image grows with the body: 1.3 × 53 pt.
        let accessible = ListContentLayout(
            configuration: content, width: 358, contentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(accessible.imageFrame?.width == 69 && accessible.textLeadingInset == 101)
    }
}
