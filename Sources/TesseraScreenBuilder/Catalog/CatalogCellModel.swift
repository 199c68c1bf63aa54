import Foundation

/// The model of a cell from the screen builder's catalog of generic, edge-to-edge cells: what it
/// shows (as a list content configuration and a background, so it renders headless and on iOS)
/// and how tall it is.
///
/// Add your own by adopting the protocol; the catalog's host cells show `content` on `background`.
/// Give text an estimated height, so that the cell grows with Dynamic Type rather than cutting
/// its text.
public protocol CatalogCellModel: Hashable, Sendable {
    /// The reuse identifier of the catalog cell that shows this model.
    static var reuseIdentifier: String { get }
    /// The cell's height: absolute, or estimated (then measured by the cell).
    var height: LayoutDimension { get }
    /// What the cell shows.
    var content: ListContentConfiguration { get }
    /// What the cell shows behind its content; `nil` (the default) for none.
    var background: BackgroundConfiguration? { get }
}

extension CatalogCellModel {
    public static var reuseIdentifier: String { "Catalog.\(Self.self)" }
    /// No background.
    public var background: BackgroundConfiguration? { nil }
}
