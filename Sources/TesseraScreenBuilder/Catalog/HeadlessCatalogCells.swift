import Foundation

/// The catalog cells of ``HeadlessCollectionView``.
public struct HeadlessCatalogCells: CatalogCells {
    /// The headless catalog cells.
    package init() {}

    @_spi(ScreenBuilderImplementation) public func register(
        reuseIdentifier: String, on collectionView: any CollectionViewHost
    ) {
        collectionView.registerCell(HeadlessCatalogCell.self, reuseIdentifier: reuseIdentifier)
    }

    @_spi(ScreenBuilderImplementation) public func cell(
        for item: ScreenItem, at indexPath: IndexPath, on collectionView: any CollectionViewHost
    ) throws
        -> AnyObject
    {
        let dequeued = try collectionView.dequeueReusableCell(
            withReuseIdentifier: item.model.reuseIdentifier, for: indexPath)
        guard let cell = dequeued as? HeadlessCatalogCell else {
            throw CollectionViewError(
                .invalidView,
                "the catalog cell for \(item.model.reuseIdentifier) is a \(type(of: dequeued)), not a HeadlessCatalogCell"
            )
        }
        cell.item = item
        cell.contentConfiguration = item.model.content
        cell.backgroundConfiguration = item.model.cellBackground
        return cell
    }
}

extension CatalogCells where Self == HeadlessCatalogCells {
    /// The headless catalog cells.
    public static var headless: HeadlessCatalogCells { HeadlessCatalogCells() }
}
