import Foundation

/// A paragraph of text that sizes itself.
public struct TextCellModel: CatalogCellModel {
    /// The text, on as many lines as it needs.
    public var text: String
    /// A paragraph of text.
    public init(_ text: String) { self.text = text }
    /// Estimated at one 22 pt line; the cell measures itself.
    @_spi(ProtocolWitness) public var height: LayoutDimension { .estimated(22) }
    /// The text as a cell.
    @_spi(ProtocolWitness) public var content: ListContentConfiguration {
        ListContentConfiguration(style: .cell, text: text)
    }
}
