import Foundation
import Tessera

/// An example screen running on the headless collection view through its real data source — what
/// the gallery renders. Keeps the data source alive as long as the screen.
@MainActor
public final class HeadlessScreen {
    /// The collection view, configured and laid out.
    public let collectionView: HeadlessCollectionView
    /// The data source (the collection view holds it weakly).
    private let dataSource: AnyObject

    /// A screen of a collection view and the data source that drives it.
    public init(collectionView: HeadlessCollectionView, dataSource: AnyObject) {
        self.collectionView = collectionView
        self.dataSource = dataSource
    }

    /// A screen of a size on a diffable data source with one cell registration and supplementary
    /// views by kind, with a snapshot applied. The registration's cell class may be any
    /// ``HeadlessCell`` subclass (one that draws itself through ``DrawableContent``, say).
    ///
    /// - Complexity: that of the first apply (one layout pass).
    public static func diffable<Cell: HeadlessCell, Section: Hashable & Sendable, Item: Hashable & Sendable>(
        size: CGSize, layoutDirection: TraitEnvironmentLayoutDirection, layout: any CollectionLayout,
        cell: CellRegistration<Cell, Item>,
        supplementaries: [String: SupplementaryRegistration<HeadlessCell>], snapshot: Snapshot<Section, Item>
    ) -> HeadlessScreen {
        let view = collectionView(size: size, layoutDirection: layoutDirection, layout: layout)
        let dataSource = CollectionViewDiffableDataSource<Section, Item>(collectionView: view) {
            collectionView, indexPath, item in
            try collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            guard let registration = supplementaries[kind] else { return nil }
            return try collectionView.dequeueConfiguredReusableSupplementary(using: registration, for: indexPath)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        return HeadlessScreen(collectionView: view, dataSource: dataSource)
    }

    /// A header or footer registration that shows a title in a list content configuration of a
    /// style (`.plainHeader`, `.plainFooter`…), as UIKit apps do with `UICollectionViewListCell`.
    public static func titleRegistration(
        elementKind: String, style: ListContentConfiguration.Style, title: @escaping @MainActor (IndexPath) -> String
    ) -> SupplementaryRegistration<HeadlessCell> {
        SupplementaryRegistration<HeadlessCell>(elementKind: elementKind) { view, _, indexPath in
            view.contentConfiguration = ListContentConfiguration(style: style, text: title(indexPath))
        }
    }

    /// A headless collection view of a size in a layout direction, at the origin, with a layout;
    /// by default ``placeholderLayout()``, for owners that set their own layout as soon as they are
    /// set up (list adapters, section controllers, the screen builder's controller).
    public static func collectionView(
        size: CGSize, layoutDirection: TraitEnvironmentLayoutDirection,
        layout: any CollectionLayout = placeholderLayout()
    ) -> HeadlessCollectionView {
        let view = HeadlessCollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        view.layoutDirection = layoutDirection
        return view
    }

    /// A layout of full-width rows for a collection view whose owner sets its own layout (list
    /// adapters, section controllers) as soon as it is set up.
    public static func placeholderLayout() -> CompositionalLayout {
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        return CompositionalLayout(
            section: LayoutSection(group: .vertical(layoutSize: size, subitems: [LayoutItem(layoutSize: size)])))
    }
}
