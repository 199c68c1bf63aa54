import Foundation

/// An icon with a title and an optional subtitle.
public struct IconTextCellModel: CatalogCellModel {
    /// The symbol name of the icon.
    public var icon: String
    /// The title.
    public var title: String
    /// The line under the title, if any.
    public var subtitle: String?
    /// An icon, a title and an optional subtitle.
    public init(icon: String, title: String, subtitle: String? = nil) {
        self.icon = icon
        self.title = title
        self.subtitle = subtitle
    }
    /// Estimated at 56 pt; the cell measures its content.
    @_spi(ProtocolWitness) public var height: LayoutDimension { .estimated(56) }
    /// What the cell shows.
    @_spi(ProtocolWitness) public var content: ListContentConfiguration {
        ListContentConfiguration(style: .subtitleCell, text: title, secondaryText: subtitle, image: icon)
    }
}
