import Foundation

/// A call in the text of a package manifest, `.name(label: value, …)`, with its arguments as
/// written: what ``PackageManifestText`` reads where the manifest cannot be evaluated (an app
/// package imports AppleProductTypes, which only Xcode's toolchain has).
///
/// The reading is exact for what manifests hold — calls, labels, string literals without
/// interpolation, arrays and nested calls, `//` and `/* */` comments — and refuses the rest: a
/// value it cannot read is `nil`, never a guess.
struct ManifestCall {
    /// One argument: its label, if any, and its value's text, trimmed.
    struct Argument {
        var label: String?
        var value: String
    }

    /// The called member's name (`iOSApplication` for `.iOSApplication(…)`).
    var name: String
    var arguments: [Argument]

    // MARK: - Finding calls

    /// Every call of `.name(…)` (or, if `member` is false, `name(…)`: `Package(…)`) in `code` (a
    /// manifest without comments: ``withoutComments(_:)``), outside string literals, in order.
    ///
    /// - Complexity: O(*n*) in the length of `code` for each call found.
    static func all(_ name: String, in code: String, member: Bool = true) -> [ManifestCall] {
        let characters = Array(code)
        let pattern = Array((member ? "." : "") + name + "(")
        var calls: [ManifestCall] = []
        var index = 0
        var inString = false
        while index < characters.count {
            let character = characters[index]
            if inString {
                if character == "\\" { index += 1 } else if character == "\"" { inString = false }
                index += 1
                continue
            }
            if character == "\"" {
                inString = true
            } else if characters[index...].starts(with: pattern),
                member || index == 0 || !(isIdentifierCharacter(characters[index - 1]) || characters[index - 1] == "."),
                let arguments = topLevelElements(characters, from: index + pattern.count, closing: ")")
            {
                calls.append(ManifestCall(name: name, arguments: arguments.map(Self.argument)))
            }
            index += 1
        }
        return calls
    }

    /// `text` with its comments replaced by spaces (string literals kept as they are).
    ///
    /// - Complexity: O(*n*) in the length of `text`.
    static func withoutComments(_ text: String) -> String {
        let characters = Array(text)
        var result: [Character] = []
        result.reserveCapacity(characters.count)
        var index = 0
        var inString = false
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if inString {
                if character == "\\", let next {
                    result += [character, next]
                    index += 2
                    continue
                }
                if character == "\"" { inString = false }
                result.append(character)
            } else if character == "/", next == "/" {
                while index < characters.count, characters[index] != "\n" { index += 1 }
                continue
            } else if character == "/", next == "*" {
                let end = characters.indices.dropFirst(index + 2).first {
                    characters[$0] == "*" && $0 + 1 < characters.count && characters[$0 + 1] == "/"
                }
                index = (end ?? characters.count) + 2
                result.append(" ")
                continue
            } else {
                if character == "\"" { inString = true }
                result.append(character)
            }
            index += 1
        }
        return String(result)
    }

    // MARK: - Reading arguments

    /// The value of the argument labelled `label`, as written.
    func value(_ label: String) -> String? {
        arguments.first { $0.label == label }?.value
    }

    /// The content of the string literal labelled `label`, or `nil` if it is absent or not a plain
    /// literal.
    func string(_ label: String) -> String? {
        value(label).flatMap(Self.stringLiteral)
    }

    /// The elements of the array labelled `label`, as written, or `nil` if it is absent or not an
    /// array literal.
    func elements(_ label: String) -> [String]? {
        guard let value = value(label), value.hasPrefix("["), value.hasSuffix("]") else { return nil }
        return Self.topLevelElements(Array(value), from: 1, closing: "]")
    }

    /// The contents of the array of string literals labelled `label`, or `nil` if it is absent or
    /// one of its elements is not a plain literal.
    func strings(_ label: String) -> [String]? {
        guard let elements = elements(label) else { return nil }
        let strings = elements.compactMap(Self.stringLiteral)
        return strings.count == elements.count ? strings : nil
    }

    /// The content of a string literal without interpolation or escapes (`"io.github.x"` →
    /// `io.github.x`), or `nil`.
    static func stringLiteral(_ text: String) -> String? {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return nil }
        let content = text.dropFirst().dropLast()
        return content.contains("\"") || content.contains("\\") ? nil : String(content)
    }

    // MARK: - Scanning

    /// The comma-separated elements from `start` up to the `closing` bracket that ends them,
    /// trimmed and without a trailing empty one; `nil` if the brackets or strings do not close.
    private static func topLevelElements(_ characters: [Character], from start: Int, closing: Character)
        -> [String]?
    {
        var elements: [String] = []
        var current: [Character] = []
        var depth = 0
        var inString = false
        var index = start
        while index < characters.count {
            let character = characters[index]
            index += 1
            if inString {
                current.append(character)
                if character == "\\", index < characters.count {
                    current.append(characters[index])
                    index += 1
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            switch character {
            case "\"":
                inString = true
            case "(", "[", "{":
                depth += 1
            case ")", "]", "}":
                if depth == 0 {
                    guard character == closing else { return nil }
                    let last = trimmed(current)
                    if !last.isEmpty { elements.append(last) }
                    return elements
                }
                depth -= 1
            case "," where depth == 0:
                elements.append(trimmed(current))
                current = []
                continue
            default:
                break
            }
            current.append(character)
        }
        return nil
    }

    /// `label: value` or `value`.
    private static func argument(_ text: String) -> Argument {
        let characters = Array(text)
        var end = 0
        while end < characters.count, isIdentifierCharacter(characters[end]) { end += 1 }
        var colon = end
        while colon < characters.count, characters[colon] == " " { colon += 1 }
        guard end > 0, colon < characters.count, characters[colon] == ":",
            colon + 1 == characters.count || characters[colon + 1] != ":"
        else {
            return Argument(label: nil, value: text)
        }
        return Argument(label: String(characters[..<end]), value: trimmed(Array(characters[(colon + 1)...])))
    }

    private static func isIdentifierCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    private static func trimmed(_ characters: [Character]) -> String {
        String(characters).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
