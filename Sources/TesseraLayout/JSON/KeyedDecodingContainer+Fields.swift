extension KeyedDecodingContainer {
    // MARK: Problems

    /// A problem with the field at `key`, or with the object itself when `key` is `nil`.
    package func problem(_ message: String, at key: Key? = nil) -> DecodingProblem {
        DecodingProblem(codingPath: codingPath + (key.map { [$0] } ?? []), message: message)
    }

    // MARK: Whole numbers

    /// A whole number (JSON has only one kind of number, so `2.5` is read and then refused).
    package func decodeWholeNumber(forKey key: Key) throws -> Int {
        let number = try decode(Double.self, forKey: key)
        guard number.rounded() == number, abs(number) < 1e15 else {
            throw problem("expected a whole number, found \(number)", at: key)
        }
        return Int(number)
    }

    /// A whole number, or `nil` when the field is absent or `null`.
    package func decodeWholeNumberIfPresent(forKey key: Key) throws -> Int? {
        try decodeNilOrAbsent(forKey: key) ? nil : try decodeWholeNumber(forKey: key)
    }

    /// A whole number that is zero or more.
    package func decodeCount(forKey key: Key) throws -> Int {
        let count = try decodeWholeNumber(forKey: key)
        guard count >= 0 else { throw problem("expected a count (0 or more), found \(count)", at: key) }
        return count
    }

    // MARK: Names

    /// One of a set of names, like `"horizontal"`.
    package func decodeChoice<Value>(_ names: [String: Value], forKey key: Key) throws -> Value {
        try DecodingProblem.value(named: try decode(String.self, forKey: key), in: names, at: codingPath + [key])
    }

    /// One of a set of names, or `nil` when the field is absent or `null`.
    package func decodeChoiceIfPresent<Value>(_ names: [String: Value], forKey key: Key) throws -> Value? {
        try decodeNilOrAbsent(forKey: key) ? nil : try decodeChoice(names, forKey: key)
    }

    // MARK: Absent fields

    /// Whether a field is absent or `null` (both mean "use the default").
    package func decodeNilOrAbsent(forKey key: Key) throws -> Bool {
        try !contains(key) || decodeNil(forKey: key)
    }
}

// MARK: - Described values

extension KeyedDecodingContainer {
    /// The value a field describes, like the `LayoutSize` of a `SIZE`.
    package func value<Description: ValueDescription>(_ type: Description.Type, forKey key: Key) throws
        -> Description.Value
    {
        try decode(type, forKey: key).value
    }

    /// The value a field describes, or `nil` when the field is absent or `null`.
    package func valueIfPresent<Description: ValueDescription>(_ type: Description.Type, forKey key: Key) throws
        -> Description.Value?
    {
        try decodeIfPresent(type, forKey: key)?.value
    }
}

// MARK: - Defaults

extension KeyedDecodingContainer {
    /// Sets a property to the field's value when the field is present, leaving its default when
    /// the field is absent or `null`.
    package func update<Value: Decodable>(_ property: inout Value, forKey key: Key) throws {
        if let value = try decodeIfPresent(Value.self, forKey: key) { property = value }
    }

    /// Sets a property to the value the field describes when the field is present.
    package func update<Description: ValueDescription>(
        _ property: inout Description.Value, from type: Description.Type, forKey key: Key
    ) throws {
        if let value = try valueIfPresent(type, forKey: key) { property = value }
    }

    /// Sets an optional property to the value the field describes when the field is present.
    package func update<Description: ValueDescription>(
        _ property: inout Description.Value?, from type: Description.Type, forKey key: Key
    ) throws {
        if let value = try valueIfPresent(type, forKey: key) { property = value }
    }

    /// Sets a property to the value the field names when the field is present.
    package func update<Value>(_ property: inout Value, choosingFrom names: [String: Value], forKey key: Key) throws {
        if let value = try decodeChoiceIfPresent(names, forKey: key) { property = value }
    }

    /// Sets a property to the field's whole number when the field is present.
    package func update(_ property: inout Int, wholeNumberForKey key: Key) throws {
        if let value = try decodeWholeNumberIfPresent(forKey: key) { property = value }
    }
}
