/// A decodable description of a value of another type, as the JSON input writes it: a `SIZE`
/// describes a `LayoutSize`, `{"fixed": 8}` a `LayoutSpacing`.
package protocol ValueDescription: Decodable {
    associatedtype Value
    /// The value described.
    var value: Value { get }
}

// MARK: - Arrays

extension Array: ValueDescription where Element: ValueDescription {
    /// The values the elements describe.
    package var value: [Element.Value] { map(\.value) }
}
