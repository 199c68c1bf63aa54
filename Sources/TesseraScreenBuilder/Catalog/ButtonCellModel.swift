import Foundation

/// A button: its title centred in white on a filled, rounded background in the tint colour, as
/// `UIButton.Configuration.filled()` draws a large button.
public struct ButtonCellModel: CatalogCellModel {
    /// The button's title.
    public var title: String
    /// A button.
    public init(_ title: String) { self.title = title }
    /// Estimated at 50 pt; the cell grows with its title at large text sizes.
    @_spi(ProtocolWitness) public var height: LayoutDimension { .estimated(50) }
    /// The title: centred, in the headline style, white.
    @_spi(ProtocolWitness) public var content: ListContentConfiguration {
        ListContentConfiguration(
            style: .cell, text: title,
            textProperties: ListContentConfiguration.TextProperties(
                font: .headline, color: .rgb(red: 255, green: 255, blue: 255), alignment: .center))
    }
    /// A tint-coloured fill with corners of 12 points.
    @_spi(ProtocolWitness) public var background: BackgroundConfiguration? {
        BackgroundConfiguration(backgroundColor: .tint, cornerRadius: 12)
    }
}
