import Foundation

/// A large or medium title.
public struct TitleCellModel: CatalogCellModel {
    /// The title.
    public var text: String
    /// A large (40 pt) or small (28 pt) title.
    public var isLarge: Bool
    /// A title.
    public init(_ text: String, isLarge: Bool = true) {
        self.text = text
        self.isLarge = isLarge
    }
    /// 40 pt, or 28 pt when small.
    public var height: LayoutDimension { .absolute(isLarge ? 40 : 28) }
    /// The title as a plain header.
    public var content: ListContentConfiguration { ListContentConfiguration(style: .plainHeader, text: text) }
}
