extension Decoder {
    /// The fields of an object, refusing any field that `Keys` does not list so that a typo is
    /// reported rather than ignored.
    ///
    /// - Throws: `DecodingError` when the value is not an object; ``DecodingProblem`` naming the
    ///   first unknown field (in alphabetical order) and the fields allowed.
    package func strictContainer<Keys: CodingKey & CaseIterable>(keyedBy keys: Keys.Type) throws
        -> KeyedDecodingContainer<Keys>
    {
        let fields = try container(keyedBy: AnyCodingKey.self)
        let allowed = Keys.allCases.map(\.stringValue)
        for key in fields.allKeys.map(\.stringValue).sorted() where !allowed.contains(key) {
            throw DecodingProblem(
                codingPath: codingPath,
                message: "unknown field \"\(key)\" (expected one of: \(allowed.sorted().joined(separator: ", ")))")
        }
        return try container(keyedBy: keys)
    }

    /// The single field of an object like `{"absolute": 44}`, whose name says what the value is.
    ///
    /// - Throws: `DecodingError` when the value is not an object; ``DecodingProblem`` with
    ///   `expectation` when the object has no field, more than one, or (given `names`) one of
    ///   another name.
    package func singleField(expecting expectation: String, among names: Set<String>? = nil) throws -> (
        name: String, container: KeyedDecodingContainer<AnyCodingKey>
    ) {
        let fields = try container(keyedBy: AnyCodingKey.self)
        let found = fields.allKeys.map(\.stringValue).sorted()
        guard found.count == 1, let name = found.first, names?.contains(name) ?? true else {
            throw DecodingProblem(codingPath: codingPath, message: "\(expectation), found the fields \(found)")
        }
        return (name, fields)
    }
}
