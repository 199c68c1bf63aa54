import Foundation

/// A layout description as a recording holds it: in the JSON `tessera layout` reads
/// (docs/LayoutJSON.md), written and read by the same description types, with the bytes it was
/// written as, so that two are equal when their JSON is.
package struct RecordedDescription<Description: WritableDescription & Sendable>: Hashable, Sendable, Codable {
    package let description: Description
    /// The description's JSON, fields sorted.
    private let json: Data

    /// The recorded form of a value.
    ///
    /// - Throws: ``UnwritableLayout`` naming what of the value JSON cannot hold.
    /// - Complexity: O(*d*) for a description of *d* values.
    package init(_ value: Description.Value) throws(UnwritableLayout) {
        description = Description(describing: value)
        json = try description.jsonData()
    }

    /// The value described.
    package var value: Description.Value { description.value }

    package init(from decoder: any Decoder) throws {
        description = try Description(from: decoder)
        do {
            json = try description.jsonData()
        } catch {
            throw DecodingProblem(
                codingPath: decoder.codingPath,
                message: "\(error.reason) is not written as JSON: a recording holds none")
        }
    }

    package func encode(to encoder: any Encoder) throws {
        try description.encode(to: encoder)
    }

    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.json == rhs.json }

    package func hash(into hasher: inout Hasher) { hasher.combine(json) }
}
