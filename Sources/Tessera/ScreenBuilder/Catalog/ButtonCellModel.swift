import Foundation

/// A button.
public struct ButtonCellModel: CatalogCellModel {
    /// The button's title.
    public var title: String
    /// A button.
    public init(_ title: String) { self.title = title }
    /// 50 pt.
    public var height: LayoutDimension { .absolute(50) }
    /// The title in brackets, as a cell.
    public var content: ListContentConfiguration { ListContentConfiguration(style: .cell, text: "[\(title)]") }
}
