import Foundation

/// An identifier of a recording: a salted 64-bit hash of a section's or item's identifier, never
/// the identifier itself, so that a recording holds no content. Written as 16 hexadecimal digits
/// (a JSON number cannot hold 64 bits exactly).
package struct RecordedIdentifier: Hashable, Sendable, Codable, CustomStringConvertible {
    package var value: UInt64

    package init(_ value: UInt64) {
        self.value = value
    }

    /// The salted hash of an identifier.
    ///
    /// - Complexity: O(1), plus hashing the identifier.
    package init(hashing identifier: some Hashable, salt: UInt64) {
        var hasher = Hasher()
        hasher.combine(salt)
        hasher.combine(identifier)
        value = UInt64(bitPattern: Int64(hasher.finalize()))
    }

    package var description: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard text.utf8.count == 16, let value = UInt64(text, radix: 16) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "an identifier is 16 hexadecimal digits, not \"\(text.prefix(40))\"")
        }
        self.value = value
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
