import Foundation

/// Registers and configures the catalog's cells on a kind of host: pass `.headless` for
/// ``HeadlessCollectionView``, `.uikit` (TesseraUIKit) for a `UICollectionView`.
///
/// ```swift
/// let controller = ScreenController(collectionView: collectionView, cells: .headless)
/// ```
///
/// Only Tessera's catalogs conform: the catalog's look comes from each model's
/// `content` and `background` (``CatalogCellModel``).
@MainActor
public protocol CatalogCells {
    /// Registers the cell for a catalog reuse identifier.
    @_spi(ScreenBuilderImplementation) func register(reuseIdentifier: String, on collectionView: any CollectionViewHost)
    /// A configured cell for an item.
    @_spi(ScreenBuilderImplementation) func cell(
        for item: ScreenItem, at indexPath: IndexPath, on collectionView: any CollectionViewHost
    ) throws
        -> AnyObject
}
