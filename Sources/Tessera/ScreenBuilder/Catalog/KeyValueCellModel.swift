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
    /// 44 pt.
    public var height: LayoutDimension { .absolute(44) }
    /// What the cell shows.
    public var content: ListContentConfiguration {
        ListContentConfiguration(style: .valueCell, text: key, secondaryText: value)
    }
}
