import Foundation
import TesseraLayout

/// Decodes command input with `JSONDecoder`, turning every failure into an ``InputError`` that
/// names the file, the path of the bad field (like `sections[1].items`) and what was expected.
enum JSONInput {
    /// Decodes a document.
    ///
    /// - Throws: ``InputError`` naming the field that is malformed or repeated in its object, or
    ///   saying where the text stops being valid JSON.
    /// - Complexity: O(n) in the length of the data.
    static func decode<Value: Decodable>(_ type: Value.Type, from data: Data, source: String) throws(InputError)
        -> Value
    {
        if let (path, field) = RepeatedFieldScanner.firstRepeatedField(in: data) {
            throw InputError(
                source: source, path: path,
                message: "the field \"\(field)\" appears more than once in this object; give each field once")
        }
        do {
            return try JSONDecoder().decode(type, from: data)
        } catch {
            throw inputError(for: error, source: source)
        }
    }

    /// The input error for what decoding threw.
    static func inputError(for error: any Error, source: String) -> InputError {
        if let problem = error as? DecodingProblem {
            return InputError(source: source, path: path(problem.codingPath), message: problem.message)
        }
        guard let error = error as? DecodingError else {
            return InputError(source: source, path: "", message: "invalid JSON: \(error.localizedDescription)")
        }
        switch error {
        case .keyNotFound(let key, let context):
            return InputError(
                source: source, path: path(context.codingPath), message: "missing field \"\(key.stringValue)\"")
        case .typeMismatch(let type, let context):
            return InputError(source: source, path: path(context.codingPath), message: "expected \(kind(of: type))")
        case .valueNotFound(let type, let context):
            return InputError(
                source: source, path: path(context.codingPath), message: "expected \(kind(of: type)), found null")
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return InputError(
                source: source, path: path(context.codingPath),
                message: "invalid JSON: \(underlying ?? context.debugDescription)")
        @unknown default:
            return InputError(source: source, path: "", message: "invalid JSON: \(error.localizedDescription)")
        }
    }

    // MARK: Describing

    /// A coding path as the documentation writes it: `sections[1].group.subitems[0]`.
    static func path(_ codingPath: [any CodingKey]) -> String {
        var path = ""
        for key in codingPath {
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return path
    }

    /// What a type a decoder expected looks like in JSON: `a number`, `an object`…
    static func kind(of type: Any.Type) -> String {
        switch type {
        case is any BinaryFloatingPoint.Type, is any BinaryInteger.Type: return "a number"
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        case is [Any].Type: return "an array"
        case is [String: Any].Type: return "an object"
        default: return "\(type)"
        }
    }
}
