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

    /// Text safe inside XML and HTML content and attribute values.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
