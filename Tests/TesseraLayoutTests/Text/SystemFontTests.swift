import Foundation
import TesseraLayout
import Testing

/// The system font approximation's sizes: the Dynamic Type table of each text style, the line
/// height the documentation states, and invalid sizes.
@Suite("System font")
struct SystemFontTests {
    private let body = SystemFont(.body)

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

    @Test func anInvalidFontSizeFallsBackToTheBodySize() {
        #expect(SystemFont(size: .nan).pointSize == 17)
        #expect(SystemFont(size: -3).pointSize == 17)
    }
}
