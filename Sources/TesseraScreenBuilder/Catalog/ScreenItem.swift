import Foundation

/// An item of a screen: its identity and its model. Two items are the same when their ids are;
/// a same item with another model is reconfigured.
public struct ScreenItem: Hashable, Sendable, ContentEquatable, CustomStringConvertible {
    /// The item's identifier in the screen's snapshot.
    public let id: String
    /// The cell model.
    public let model: AnyCatalogCellModel

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
    /// Whether the cell shows the same model (a changed model reconfigures the cell).
    @_spi(ProtocolWitness) public func isContentEqual(to source: ScreenItem) -> Bool { model == source.model }
    /// The identifier.
    public var description: String { id }
}
