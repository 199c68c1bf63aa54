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

    /// The `tessera diff` output: section and item changes with index paths as `[section, item]`.
    static func output(for update: BatchUpdate) -> JSONOutput {
        func indexes(_ values: [Int]) -> JSONOutput { .array(values.map { .integer($0) }) }
        func path(_ path: IndexPath) -> JSONOutput { .array([.integer(path.sectionIndex), .integer(path.itemIndex)]) }
        func paths(_ values: [IndexPath]) -> JSONOutput { .array(values.map(path)) }
        return .object([
            (
                "sections",
                .object([
                    ("deleted", indexes(update.deletedSections)),
                    ("inserted", indexes(update.insertedSections)),
                    ("moved", .array(update.movedSections.map { .array([.integer($0.from), .integer($0.to)]) })),
                    ("reloaded", indexes(update.reloadedSections)),
                ])
            ),
            (
                "items",
                .object([
                    ("deleted", paths(update.deletedItems)),
                    ("inserted", paths(update.insertedItems)),
                    ("moved", .array(update.movedItems.map { .array([path($0.from), path($0.to)]) })),
                    ("reloaded", paths(update.reloadedItems)),
                    ("reconfigured", paths(update.reconfiguredItems)),
                ])
            ),
        ])
    }
}
