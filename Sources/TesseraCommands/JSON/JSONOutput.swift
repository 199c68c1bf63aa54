import Foundation

/// Encodes command output with `JSONEncoder`: compact, keys in alphabetical order (so the output
/// is the same from run to run) and slashes left as they are.
enum JSONOutput {
    /// The JSON text of a value, on one line.
    ///
    /// - Complexity: O(n) in the size of the value.
    static func text<Value: Encodable>(_ value: Value) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            // Output types hold only strings, whole numbers and `OutputNumber`s, which encode as
            // `null` when not finite: encoding cannot fail.
            preconditionFailure("encoding command output failed: \(error)")
        }
    }
}
