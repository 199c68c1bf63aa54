import Foundation

/// An item with an identity and a content, as in DifferenceKit's "updates" variant.
public struct DiffItem: Equatable, Sendable {
    public var id: UUID
    public var content: Int

    /// Creates an item.
    public init(id: UUID, content: Int) {
        self.id = id
        self.content = content
    }
}
