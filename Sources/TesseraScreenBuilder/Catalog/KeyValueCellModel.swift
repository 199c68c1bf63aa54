import Foundation

/// A key and its value on one line.
public struct KeyValueCellModel: CatalogCellModel {
    /// The label at the leading edge.
    public var key: String
    /// The value at the trailing edge.
    public var value: String
    /// A label and its value.
    public init(_ key: String, _ value: String) {
        self.key = key
        self.value = value
    }
    /// Estimated at 44 pt; the cell measures its content (the value goes under the key when
    /// both do not fit on one line).
    @_spi(ProtocolWitness) public var height: LayoutDimension { .estimated(44) }
    /// What the cell shows.
    @_spi(ProtocolWitness) public var content: ListContentConfiguration {
        ListContentConfiguration(style: .valueCell, text: key, secondaryText: value)
    }
}
