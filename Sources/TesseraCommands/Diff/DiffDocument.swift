import Foundation
import TesseraDiff

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

/// The `tessera diff` input format:
/// `{"sections": [{"id": "A", "items": ["a", "b", {"id": "c", "content": "v2"}]}]}`.
enum DiffDocument {
    /// Reads a snapshot from JSON.
    ///
    /// - Throws: ``InputError`` naming the field that is malformed, or the duplicate identifiers.
    static func snapshot(from data: Data, source: String) throws(InputError) -> Snapshot<String, DiffItem> {
        let root = JSONReader(try JSONValue.parse(data, source: source), source: source)
        try root.expectOnly(["sections"])
        var snapshot = Snapshot<String, DiffItem>()
        for section in try root.field("sections").elements() {
            try section.expectOnly(["id", "items"])
            let identifier = try section.field("id").string()
            var items: [DiffItem] = []
            for item in try section.optionalField("items")?.elements() ?? [] {
                items.append(try self.item(item))
            }
            do {
                try snapshot.appendSections([identifier])
                try snapshot.appendItems(items, toSection: identifier)
            } catch {
                throw section.fail(error.description)
            }
        }
        return snapshot
    }

    private static func item(_ reader: JSONReader) throws(InputError) -> DiffItem {
        if case .string(let id) = reader.value {
            return DiffItem(id: id, content: nil)
        }
        guard case .object = reader.value else {
            throw reader.fail(
                "expected a string id or an object with \"id\" and \"content\", found \(reader.value.kind)")
        }
        try reader.expectOnly(["id", "content"])
        return DiffItem(id: try reader.field("id").string(), content: try reader.optionalField("content")?.string())
    }
}
