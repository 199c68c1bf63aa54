import TesseraDiff
import TesseraLayout

/// An item of a `tessera diff` input: a string id, or an object with an `id` and a `content`.
/// Identity is the id; content compares by string equality.
struct DiffItem: Hashable, Sendable, ContentEquatable, CustomStringConvertible {
    var id: String
    var content: String?

    static func == (lhs: DiffItem, rhs: DiffItem) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    func isContentEqual(to source: DiffItem) -> Bool { content == source.content }
    var description: String { id }
}

// MARK: - Decoding

extension DiffItem: Decodable {
    private enum CodingKeys: String, CodingKey, CaseIterable {
        case id, content
    }

    init(from decoder: any Decoder) throws {
        if let id = try? decoder.singleValueContainer().decode(String.self) {
            self.init(id: id, content: nil)
            return
        }
        guard (try? decoder.container(keyedBy: AnyCodingKey.self)) != nil else {
            throw DecodingProblem(
                codingPath: decoder.codingPath,
                message: "expected a string id or an object with \"id\" and \"content\"")
        }
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            content: try container.decodeIfPresent(String.self, forKey: .content))
    }
}
