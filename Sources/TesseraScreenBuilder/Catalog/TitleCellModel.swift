import Foundation

/// A large or small title.
public struct TitleCellModel: CatalogCellModel {
    /// The title.
    public var text: String
    /// A large title (the title 2 style) or a small one (a plain header's headline).
    public var isLarge: Bool
    /// A title.
    public init(_ text: String, isLarge: Bool = true) {
        self.text = text
        self.isLarge = isLarge
    }
    /// Estimated at 40 pt, or 28 pt when small; the cell grows with its text.
    @_spi(ProtocolWitness) public var height: LayoutDimension { .estimated(isLarge ? 40 : 28) }
    /// The title as a plain header, in the title 2 style when large.
    @_spi(ProtocolWitness) public var content: ListContentConfiguration {
        ListContentConfiguration(
            style: .plainHeader, text: text,
            textProperties: ListContentConfiguration.TextProperties(font: isLarge ? .title2 : nil))
    }
}
