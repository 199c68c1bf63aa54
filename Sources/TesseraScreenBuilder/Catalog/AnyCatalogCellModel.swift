import Foundation

/// A catalog model, type-erased: an item of a screen.
public struct AnyCatalogCellModel: Hashable, Sendable {
    /// The catalog cell's reuse identifier.
    package let reuseIdentifier: String
    /// The model's height.
    package let height: LayoutDimension
    /// What the model's cell shows.
    public let content: ListContentConfiguration
    /// What the model's cell shows behind its content.
    public let background: BackgroundConfiguration?
    /// The model itself.
    package let base: any CatalogCellModel

    /// Erases a model's type.
    package init<Model: CatalogCellModel>(_ model: Model) {
        reuseIdentifier = Model.reuseIdentifier
        height = model.height
        content = model.content
        background = model.background
        base = model
    }

    /// The background the catalog's host cells show: the model's, or none (``BackgroundConfiguration/clear()``),
    /// so that the screen shows through — never a list cell's default background, whatever section
    /// the cell is in. Both ``HeadlessCatalogCells`` and TesseraUIKit's `UIKitCatalogCells` set it
    /// (mirroring `backgroundConfiguration`, which a `UICollectionViewListCell` would otherwise fill
    /// with its section's default).
    ///
    /// - Complexity: O(1).
    package var cellBackground: BackgroundConfiguration { background ?? .clear() }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.base.isEqual(toAny: rhs.base) }
    public func hash(into hasher: inout Hasher) { base.hash(into: &hasher) }
}
