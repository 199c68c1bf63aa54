/// Reads typed values out of a ``JSONValue``, remembering the path so that every error names the
/// field it is about.
struct JSONReader {
    let value: JSONValue
    let path: String
    let source: String

    init(_ value: JSONValue, source: String, path: String = "") {
        self.value = value
        self.source = source
        self.path = path
    }

    func fail(_ message: String) -> InputError {
        InputError(source: source, path: path, message: message)
    }

    // MARK: Objects

    /// The keys of an object.
    func keys() throws(InputError) -> [String] {
        guard case .object(let fields) = value else { throw fail("expected an object, found \(value.kind)") }
        return fields.keys.sorted()
    }

    /// A required field of an object.
    func field(_ key: String) throws(InputError) -> JSONReader {
        guard let reader = try optionalField(key) else { throw fail("missing field \"\(key)\"") }
        return reader
    }

    /// An optional field of an object (`nil` when absent or `null`).
    func optionalField(_ key: String) throws(InputError) -> JSONReader? {
        guard case .object(let fields) = value else { throw fail("expected an object, found \(value.kind)") }
        guard let child = fields[key], child != .null else { return nil }
        return JSONReader(child, source: source, path: path.isEmpty ? key : "\(path).\(key)")
    }

    /// Rejects fields other than `allowed`, naming the first unknown one.
    func expectOnly(_ allowed: Set<String>) throws(InputError) {
        for key in try keys() where !allowed.contains(key) {
            throw fail("unknown field \"\(key)\" (expected one of: \(allowed.sorted().joined(separator: ", ")))")
        }
    }

    // MARK: Arrays

    /// The elements of an array.
    func elements() throws(InputError) -> [JSONReader] {
        guard case .array(let values) = value else { throw fail("expected an array, found \(value.kind)") }
        return values.enumerated().map { index, element in
            JSONReader(element, source: source, path: "\(path)[\(index)]")
        }
    }

    // MARK: Scalars

    func string() throws(InputError) -> String {
        guard case .string(let text) = value else { throw fail("expected a string, found \(value.kind)") }
        return text
    }

    func bool() throws(InputError) -> Bool {
        guard case .bool(let flag) = value else { throw fail("expected true or false, found \(value.kind)") }
        return flag
    }

    /// A finite number.
    func number() throws(InputError) -> Double {
        guard case .number(let number) = value else { throw fail("expected a number, found \(value.kind)") }
        guard number.isFinite else { throw fail("expected a finite number") }
        return number
    }

    /// A whole number.
    func integer() throws(InputError) -> Int {
        let number = try number()
        guard number.rounded() == number, abs(number) < 1e15 else {
            throw fail("expected a whole number, found \(number)")
        }
        return Int(number)
    }

    /// A whole number that is zero or more.
    func count() throws(InputError) -> Int {
        let value = try integer()
        guard value >= 0 else { throw fail("expected a count (0 or more), found \(value)") }
        return value
    }
}
