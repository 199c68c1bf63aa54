import Foundation
import TesseraLayout
import Testing

/// The system font approximation's advances: the widths the documentation states, scaling with
/// size and weight, and characters outside ASCII measured by class.
@Suite("System font metrics")
struct SystemFontMetricsTests {
    private let body = SystemFont(.body)

    @Test func knownStringsMeasureTheDocumentedWidths() {
        // Documented in SystemFontMetrics: "Espresso" is 67.31 pt in 17 pt regular.
        #expect(abs(SystemFontMetrics.width(of: "Espresso", in: body) - 67.31) < 0.01)
        // "Hello, World" = (722+556+222+222+556+278+278+944+556+333+222+556)/1000 em × 0.95 × 17.
        #expect(abs(SystemFontMetrics.width(of: "Hello, World", in: body) - 87.94) < 0.01)
        // Ten digits are tabular: 10 × 0.556 × 0.95 em.
        #expect(abs(SystemFontMetrics.width(of: "0123456789", in: SystemFont(size: 10)) - 52.82) < 0.01)
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
}
