/// What an error message or a reported failure shows of a value that came from outside — an
/// identifier, a model, a kind, a field of a JSON file: control characters escaped, so that a
/// message stays one line and a terminal shows it as written, and long text abridged to its first
/// and last characters, so that a megabyte identifier makes a message of a few hundred bytes.
package enum MessageText {
    /// The most characters a value shows in a message; longer ones keep their start and end.
    package static let maximumLength = 160

    /// `value` as text for a message (`String(describing:)`), escaped and abridged.
    ///
    /// - Complexity: O(*n*) for a description of *n* characters.
    package static func describing(_ value: Any) -> String {
        escapedAndAbridged(String(describing: value))
    }

    /// `text` with its control characters escaped (`\n`, `\t`, `\u{1B}`…), abridged to at most
    /// ``maximumLength`` characters plus the count of those left out.
    ///
    /// - Complexity: O(*n*) for *n* characters.
    package static func escapedAndAbridged(_ text: String) -> String {
        let count = text.count
        guard count > maximumLength else { return escaped(Substring(text)) }
        let kept = maximumLength / 2
        return escaped(text.prefix(kept)) + "…(\(count - 2 * kept) more characters)…" + escaped(text.suffix(kept))
    }

    private static func escaped(_ text: Substring) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\\": result += "\\\\"
            default:
                if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
                    || scalar.properties.generalCategory == .lineSeparator
                    || scalar.properties.generalCategory == .paragraphSeparator
                {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
