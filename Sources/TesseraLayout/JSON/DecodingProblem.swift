/// A value that is well-formed JSON but not what the document means: an unknown field or name, a
/// negative count, two fields that exclude each other. Thrown from `init(from:)`, it carries the
/// coding path of the field so that the reader (`tessera`'s JSON input, a recording) can name it.
package struct DecodingProblem: Error {
    /// The path of the offending field (of the object itself when the problem is its fields).
    package var codingPath: [any CodingKey]
    package var message: String

    package init(codingPath: [any CodingKey], message: String) {
        self.codingPath = codingPath
        self.message = message
    }
}

// MARK: - Names

extension DecodingProblem {
    /// The value a name stands for.
    ///
    /// - Throws: ``DecodingProblem`` at `codingPath` listing the names allowed when `name` is not
    ///   one of them.
    package static func value<Value>(named name: String, in names: [String: Value], at codingPath: [any CodingKey])
        throws
        -> Value
    {
        guard let value = names[name] else {
            throw DecodingProblem(
                codingPath: codingPath,
                message: "unknown value \"\(name)\" (expected one of: \(names.keys.sorted().joined(separator: ", ")))")
        }
        return value
    }
}
