#if canImport(UIKit)
    import UIKit
    @_spi(ScreenBuilderImplementation) import TesseraScreenBuilder

    /// The screen builder's catalog cells on UIKit: every catalog model is shown by a ``ListCell``
    /// configured from the model's `content` and `background`, so `ScreenDescription` screens look
    /// like system lists.
    ///
    /// ```swift
    /// let controller = ScreenController(collectionView: collectionView, cells: .uikit)
    /// try controller.apply(JourneyScreen.data(for: journey))
    /// ```
    @MainActor
    public struct UIKitCatalogCells: CatalogCells {
        package init() {}

        @_spi(ScreenBuilderImplementation) public func register(
            reuseIdentifier: String, on collectionView: any CollectionViewHost
        ) {
            collectionView.registerCell(ListCell.self, reuseIdentifier: reuseIdentifier)
        }

        @_spi(ScreenBuilderImplementation) public func cell(
            for item: ScreenItem, at indexPath: IndexPath, on collectionView: any CollectionViewHost
        )
            throws -> AnyObject
        {
            let dequeued = try collectionView.dequeueReusableCell(
                withReuseIdentifier: item.model.reuseIdentifier, for: indexPath)
            guard let cell = dequeued as? ListCell else {
                throw CollectionViewError(
                    .invalidView,
                    "the catalog cell for \(item.model.reuseIdentifier) is a \(type(of: dequeued)), not a ListCell")
            }
            cell.contentConfiguration = item.model.content
            // The model's background or none, as the core decides for both catalogs.
            cell.background = item.model.cellBackground
            return cell
        }
    }

    extension CatalogCells where Self == UIKitCatalogCells {
        /// The catalog cells of `UICollectionView`.
        public static var uikit: UIKitCatalogCells { UIKitCatalogCells() }
    }
#endif
