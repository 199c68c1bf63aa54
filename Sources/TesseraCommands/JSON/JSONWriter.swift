import Foundation

/// Writes JSON with keys in the order given, so command output reads as documented.
enum JSONOutput {
    case number(Double)
    case integer(Int)
    case string(String)
    case bool(Bool)
    case array([JSONOutput])
    case object([(String, JSONOutput)])

    /// The compact text, with a space after `:` and `,` as in the documentation.
    var text: String {
        var output = ""
        write(to: &output)
        return output
    }

    func write(to output: inout String) {
        switch self {
        case .integer(let value):
            output += String(value)
        case .number(let value):
            output += Self.format(value)
        case .string(let value):
            output += Self.quote(value)
        case .bool(let value):
            output += value ? "true" : "false"
        case .array(let values):
            output += "["
            for (index, value) in values.enumerated() {
                if index > 0 { output += ", " }
                value.write(to: &output)
            }
            output += "]"
        case .object(let fields):
            output += "{"
            for (index, (key, value)) in fields.enumerated() {
                if index > 0 { output += ", " }
                output += Self.quote(key)
                output += ": "
                value.write(to: &output)
            }
            output += "}"
        }
    }

    /// A number as JSON: integers without a fraction, others with up to 4 decimals (a quarter of a
    /// pixel at @3x is 0.0833 pt, so 4 decimals keep every pixel-aligned value exact).
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    static func quote(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
