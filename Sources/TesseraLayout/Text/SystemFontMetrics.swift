import Foundation

/// A documented approximation of the iOS system font's metrics (SF Pro), bundled as a small table so
/// that text can be measured on Linux, where the font does not exist.
///
/// - **Line height**: SF Pro's ascender and descender, 1950 and 494 units of 2048 per em with no
///   line gap, so a line is 1.1934 em high (20.29 pt at 17 pt, as `UIFont.lineHeight`).
/// - **Advances**: the printable ASCII characters have their own advance in thousandths of an em:
///   the widths of the neo-grotesque metrics Adobe publishes for its core fonts, scaled by 0.95,
///   the ratio between the system font's average lowercase width (853 units of 2048 per em,
///   weighted by English letter frequency) and that of the same metrics (904). Heavier weights are
///   wider: medium ×1.02, semibold ×1.045, bold ×1.07.
/// - Other characters by class: accented Latin letters as their base letter; common punctuation
///   (dashes, curly quotes, the ellipsis, bullets) from the table; East Asian wide characters 1 em;
///   emoji 1.17 em; combining marks and zero-width characters nothing; anything else 0.55 em.
/// - No kerning, ligatures or tracking: a string's width is the sum of its characters' advances.
///
/// Measured this way, ordinary English text is expected within about ±8 % of what UIKit measures
/// (an estimate from the average widths; it has not been compared with a device yet). The tests
/// pin the approximation's own values (for example "Espresso" is 67.31 pt wide in 17 pt regular),
/// so that a change of the table is a deliberate one.
///
/// ```swift
/// let width = SystemFontMetrics.width(of: "Espresso", in: SystemFont(.body))   // 67.31
/// ```
public enum SystemFontMetrics {
    /// A line's height per point of size (ascender plus descender per em).
    package static let lineHeightPerEm: CGFloat = 2444.0 / 2048.0
    /// The ascender per point of size.
    package static let ascenderPerEm: CGFloat = 1950.0 / 2048.0
    /// The factor from the table's neo-grotesque advances to the system font's (regular weight).
    package static let widthScale: CGFloat = 0.95

    // MARK: Measuring

    /// The advance of one character, in points.
    ///
    /// - Complexity: O(1) for ASCII; O(*k*) for a character of *k* Unicode scalars otherwise.
    package static func advance(of character: Character, in font: SystemFont) -> CGFloat {
        CGFloat(thousandths(of: character)) / 1000 * widthScale * weightScale(font.weight) * font.pointSize
    }

    /// The width of a string on one line (line breaks are measured as spaces), in points.
    ///
    /// - Complexity: O(*n*) for *n* characters.
    public static func width(of text: some StringProtocol, in font: SystemFont) -> CGFloat {
        var total: CGFloat = 0
        for character in text { total += advance(of: character, in: font) }
        return total
    }

    // MARK: The table

    /// How much wider a weight is than regular.
    static func weightScale(_ weight: SystemFont.Weight) -> CGFloat {
        switch weight {
        case .regular: return 1
        case .medium: return 1.02
        case .semibold: return 1.045
        case .bold: return 1.07
        }
    }

    /// A character's advance in thousandths of an em, before scaling.
    static func thousandths(of character: Character) -> Int {
        if let ascii = character.asciiValue {
            guard ascii >= 0x20, ascii < 0x7F else { return ascii == 0x09 ? 4 * asciiAdvances[0] : asciiAdvances[0] }
            return asciiAdvances[Int(ascii) - 0x20]
        }
        if character.isNewline { return asciiAdvances[0] }
        guard let first = character.unicodeScalars.first else { return 0 }
        if let known = punctuation[first.value] { return known }
        if first.properties.isEmojiPresentation || (character.unicodeScalars.count > 1 && first.properties.isEmoji) {
            return 1170
        }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        case .spaceSeparator: return asciiAdvances[0]
        default: break
        }
        if isWide(first.value) { return 1000 }
        // Accented Latin letters measure as their base letter.
        let decomposed = String(character).decomposedStringWithCanonicalMapping.unicodeScalars
        if let base = decomposed.first, base.isASCII, base != first {
            return thousandths(of: Character(base))
        }
        return 550
    }

    /// East Asian wide ranges: Hangul Jamo, CJK symbols and punctuation, kana, CJK ideographs,
    /// Hangul syllables, compatibility ideographs and full-width forms.
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// Printable ASCII, U+0020 … U+007E, in thousandths of an em.
    private static let asciiAdvances: [Int] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // space … /
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556,  // 0 … 9
        278, 278, 584, 584, 584, 556, 1015,  // : ; < = > ? @
        667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,  // A … M
        722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611,  // N … Z
        278, 278, 278, 469, 556, 333,  // [ \ ] ^ _ `
        556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833,  // a … m
        556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500,  // n … z
        334, 260, 334, 584,  // { | } ~
    ]

    /// Common punctuation and symbols outside ASCII, by scalar value.
    private static let punctuation: [UInt32: Int] = [
        0x00A0: 278,  // no-break space
        0x00A3: 556,  // £
        0x00A9: 737,  // ©
        0x00B7: 278,  // ·
        0x00D7: 584,  // ×
        0x2013: 556,  // –
        0x2014: 1000,  // —
        0x2018: 222, 0x2019: 222,  // ‘ ’
        0x201C: 333, 0x201D: 333,  // “ ”
        0x2022: 350,  // •
        0x2026: 1000,  // …
        0x2032: 191,  // ′
        0x2033: 355,  // ″
        0x20AC: 556,  // €
        0x2122: 1000,  // ™
        0x2192: 1000,  // →
        0x2212: 584,  // −
        0x203A: 333,  // ›
        0x2713: 800,  // ✓
        0x2605: 800,  // ★
    ]
}
