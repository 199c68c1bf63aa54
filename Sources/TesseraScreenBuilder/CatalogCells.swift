import Foundation

/// Registers and configures the catalog's cells on a kind of host: headless here, UIKit in
/// TesseraUIKit.
@MainActor
public protocol CatalogCells {
    /// Registers the cell for a catalog reuse identifier.
    func register(reuseIdentifier: String, on collectionView: any CollectionViewHost)
    /// A configured cell for an item.
    func cell(for item: ScreenItem, at indexPath: IndexPath, on collectionView: any CollectionViewHost) throws
        -> AnyObject
}
