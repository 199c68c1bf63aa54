import Foundation

/// A description that also writes its value as the JSON it reads (docs/LayoutJSON.md), so that
/// what is written reads back as the same value.
///
/// What the JSON cannot hold — app code such as a custom group's item provider, a custom section
/// layout, a closure — makes `encode(to:)` throw ``UnwritableLayout`` naming it.
package protocol WritableDescription: ValueDescription, Encodable {
    /// The description of a value, to write.
    init(describing value: Value)
}

extension Array: WritableDescription where Element: WritableDescription {
    package init(describing value: [Element.Value]) {
        self = value.map(Element.init(describing:))
    }
}

/// What of a layout description its JSON cannot hold, in a few words ("a custom group").
package struct UnwritableLayout: Error, Equatable {
    package var reason: String

    package init(_ reason: String) {
        self.reason = reason
    }
}

extension WritableDescription {
    /// The description as JSON, its fields sorted: the same value gives the same bytes.
    ///
    /// - Throws: ``UnwritableLayout`` naming what the JSON cannot hold: app code, or a number
    ///   that is not finite.
    /// - Complexity: O(*d*) for a description of *d* values.
    package func jsonData() throws(UnwritableLayout) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            return try encoder.encode(self)
        } catch let error as UnwritableLayout {
            throw error
        } catch {
            throw UnwritableLayout("a number JSON cannot hold (not finite)")
        }
    }
}

// MARK: - Writing fields

extension KeyedEncodingContainer {
    /// Writes the description of a value.
    mutating func encode<Description: WritableDescription>(
        _ type: Description.Type, _ value: Description.Value, forKey key: Key
    ) throws {
        try encode(Description(describing: value), forKey: key)
    }

    /// Writes the description of a value when there is one.
    mutating func encodeIfPresent<Description: WritableDescription>(
        _ type: Description.Type, _ value: Description.Value?, forKey key: Key
    ) throws {
        if let value { try encode(Description(describing: value), forKey: key) }
    }

    /// Writes a value unless it is the default the reader takes for an absent field.
    mutating func encode<Value: Encodable & Equatable>(_ value: Value, forKey key: Key, unless standard: Value) throws {
        if value != standard { try encode(value, forKey: key) }
    }

    /// Writes the description of a value unless it is the default the reader takes for an absent field.
    mutating func encode<Description: WritableDescription>(
        _ type: Description.Type, _ value: Description.Value, forKey key: Key, unless standard: Description.Value
    ) throws where Description.Value: Equatable {
        if value != standard { try encode(Description(describing: value), forKey: key) }
    }

    /// Writes the name of a value (`"horizontal"`), unless it is the default the reader takes.
    mutating func encodeName<Value: Equatable>(
        _ value: Value, in names: [String: Value], forKey key: Key, unless standard: Value? = nil
    ) throws {
        guard value != standard else { return }
        guard let name = names.first(where: { $0.value == value })?.key else {
            throw UnwritableLayout("a value without a name in the JSON (\(value))")
        }
        try encode(name, forKey: key)
    }
}
