import Foundation

/// Finds a field repeated in a JSON object (`{"width": 1, "width": 2}`), which `JSONDecoder` would
/// read as one of the two without a word. Keys are compared as the strings they decode to, so
/// `"a"` and `"\u0061"` are the same field.
///
/// The scan walks the text once with a list of the open objects and arrays, never the call stack,
/// so any nesting works. Text that is not valid JSON is left to `JSONDecoder`, which says where
/// it stops being JSON.
enum RepeatedFieldScanner {
    /// An open object or array, with what the path of the value being read needs.
    private enum Container {
        case object(keys: Set<String>, current: String?, expectsKey: Bool)
        case array(index: Int)
    }

    /// The first repeated field: the path of its object, like `sections[1].group`, and its name;
    /// `nil` when no object repeats a field.
    ///
    /// - Complexity: O(*n*) for *n* bytes.
    static func firstRepeatedField(in data: Data) -> (path: String, field: String)? {
        let bytes = [UInt8](data)
        var open: [Container] = []
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "{"):
                open.append(.object(keys: [], current: nil, expectsKey: true))
            case UInt8(ascii: "["):
                open.append(.array(index: 0))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard !open.isEmpty else { return nil }
                open.removeLast()
            case UInt8(ascii: ","):
                switch open.last {
                case .array(let position): open[open.count - 1] = .array(index: position + 1)
                case .object(let keys, let current, _):
                    open[open.count - 1] = .object(keys: keys, current: current, expectsKey: true)
                case nil: return nil
                }
            case UInt8(ascii: "\""):
                guard let (text, end) = string(in: bytes, from: index) else { return nil }
                index = end
                if case .object(var keys, _, true) = open.last {
                    guard keys.insert(text).inserted else { return (path(of: open.dropLast()), text) }
                    open[open.count - 1] = .object(keys: keys, current: text, expectsKey: false)
                }
                continue
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// The path of the value the innermost of `containers` is reading, as ``JSONInput`` writes
    /// paths.
    private static func path(of containers: some Collection<Container>) -> String {
        var path = ""
        for container in containers {
            switch container {
            case .array(let index): path += "[\(index)]"
            case .object(_, let current?, _): path += path.isEmpty ? current : ".\(current)"
            case .object(_, nil, _): break
            }
        }
        return path
    }

    /// The string starting at the quote at `start`, decoded, and the index after its closing
    /// quote; `nil` when the text ends first or holds an escape JSON does not have.
    private static func string(in bytes: [UInt8], from start: Int) -> (String, Int)? {
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        var index = start + 1
        func flushRaw() {
            scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
            raw.removeAll(keepingCapacity: true)
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                flushRaw()
                return (String(scalars), index + 1)
            case UInt8(ascii: "\\"):
                flushRaw()
                guard index + 1 < bytes.count else { return nil }
                let escape = bytes[index + 1]
                index += 2
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(Unicode.Scalar(escape))
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    guard let (scalar, end) = unicodeEscape(in: bytes, at: index) else { return nil }
                    scalars.append(scalar)
                    index = end
                default: return nil
                }
            default:
                raw.append(byte)
                index += 1
            }
        }
        return nil
    }

    /// The character of a `\uXXXX` escape whose digits start at `index` (a surrogate pair takes
    /// two escapes; a lone surrogate reads as U+FFFD, as `JSONDecoder` would refuse it anyway),
    /// and the index after it.
    private static func unicodeEscape(in bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
        guard let high = hexValue(in: bytes, at: index) else { return nil }
        if (0xD800..<0xDC00).contains(high), index + 10 <= bytes.count, bytes[index + 4] == UInt8(ascii: "\\"),
            bytes[index + 5] == UInt8(ascii: "u"), let low = hexValue(in: bytes, at: index + 6),
            (0xDC00..<0xE000).contains(low)
        {
            let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
            return (Unicode.Scalar(value) ?? "\u{FFFD}", index + 10)
        }
        return (Unicode.Scalar(high) ?? "\u{FFFD}", index + 4)
    }

    /// The value of four hexadecimal digits at `index`.
    private static func hexValue(in bytes: [UInt8], at index: Int) -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
            value = value << 4 + UInt32(digit)
        }
        return value
    }
}
