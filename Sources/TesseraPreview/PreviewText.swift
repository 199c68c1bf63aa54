import Foundation

/// Number and text formatting shared by the SVG and HTML previews: deterministic, so that the
/// output can be compared in snapshot tests.
enum PreviewText {
    /// A coordinate with at most two decimals and no trailing zeros ("12", "12.5", "-3.33");
    /// beyond 10¹⁵ in exponent form ("1e+19"), which SVG and CSS read too.
    static func number(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 100).rounded() / 100
        guard rounded.isFinite else { return "0" }
        if abs(rounded) >= 1e15 { return "\(rounded)" }
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// Text safe inside XML and HTML content and attribute values: markup characters escaped, and
    /// every character that XML 1.0 does not allow or HTML calls a control character — C0 controls
    /// other than tab, line feed and carriage return, DEL, the C1 controls, and the noncharacters
    /// (U+FDD0…U+FDEF and the last two code points of every plane) — replaced by U+FFFD, the
    /// replacement character, so that the text shows where something was replaced and the
    /// document stays well formed.
    ///
    /// - Complexity: O(*n*) for *n* characters.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(isAllowed(scalar) ? scalar : replacement)
            }
        }
        return result
    }

    /// What stands for a character a document cannot hold.
    static let replacement: Unicode.Scalar = "\u{FFFD}"

    /// Whether XML 1.0 and HTML both allow a character in text.
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        switch value {
        case 0x09, 0x0A, 0x0D: return true
        case 0x00...0x1F, 0x7F...0x9F: return false
        case 0xFDD0...0xFDEF: return false
        default: return value & 0xFFFE != 0xFFFE
        }
    }
}
