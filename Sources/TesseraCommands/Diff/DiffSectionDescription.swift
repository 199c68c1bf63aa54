import TesseraLayout

/// A section of a `tessera diff` input: `{"id": "A", "items": ["a", {"id": "b", "content": "v2"}]}`
/// (`items` may be left out).
struct DiffSectionDescription: Decodable {
    var id: String
    var items: [DiffItem]

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case id, items
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        items = try container.decodeIfPresent([DiffItem].self, forKey: .items) ?? []
    }
}
