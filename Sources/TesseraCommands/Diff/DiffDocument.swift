import Foundation
import TesseraDiff
import TesseraLayout

/// The `tessera diff` input format:
/// `{"sections": [{"id": "A", "items": ["a", "b", {"id": "c", "content": "v2"}]}]}`.
struct DiffDocument: Decodable {
    /// The snapshot the document describes.
    var snapshot = Snapshot<String, DiffItem>()

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case sections
    }

    /// Reads a snapshot from JSON.
    ///
    /// - Throws: ``InputError`` naming the field that is malformed, or the duplicate identifiers.
    static func snapshot(from data: Data, source: String) throws(InputError) -> Snapshot<String, DiffItem> {
        try JSONInput.decode(DiffDocument.self, from: data, source: source).snapshot
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        for (index, section) in try container.decode([DiffSectionDescription].self, forKey: .sections).enumerated() {
            do {
                try snapshot.appendSections([section.id])
                try snapshot.appendItems(section.items, toSection: section.id)
            } catch {
                throw DecodingProblem(
                    codingPath: container.codingPath + [CodingKeys.sections, AnyCodingKey(intValue: index)],
                    message: "\(error)")
            }
        }
    }
}
