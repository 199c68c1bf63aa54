import Foundation

/// Everything a declarative list view does that is not SwiftUI, on any host: shows
/// `IdentifiedSections` through a ``CollectionViewDiffableDataSource`` (the one update path),
/// keeps a set of selected identifiers and the host's selection in step with
/// `SelectionReconciliation`, and fires a ``LoadMoreTrigger``. TesseraSwiftUI's `CollectionList`
/// hands it each SwiftUI update and transcribes what it reports into the selection binding; tests
/// drive it on a ``HeadlessCollectionView``.
///
/// ```swift
/// let controller = IdentifiedSectionsController<String, Fruit>(collectionView: collectionView) {
///     collectionView, indexPath, fruit in
///     try collectionView.dequeueConfiguredReusableCell(using: fruitCell, for: indexPath, item: fruit)
/// }
/// controller.onSelectionChange = { selection, _ in selectedFruits = selection }
/// try controller.update(IdentifiedSections([("fruit", fruits)]), layout: layout, selection: selectedFruits, animated: true)
/// ```
@MainActor
package final class IdentifiedSectionsController<
    SectionIdentifierType: Hashable & Sendable, Item: Identifiable & Equatable
> where Item.ID: Sendable {
    /// Returns the configured cell for a value. Mirrors
    /// `UICollectionViewDiffableDataSource.CellProvider`, given the value rather than its identifier.
    package typealias CellProvider =
        @MainActor (_ collectionView: any CollectionViewHost, _ indexPath: IndexPath, _ item: Item) throws -> AnyObject?

    /// The data source that shows the identifiers.
    package let dataSource: CollectionViewDiffableDataSource<SectionIdentifierType, Item.ID>
    /// Fires when the user nears the end of the content (checked after scrolls and updates).
    package let loadMore = LoadMoreTrigger()
    /// Told the selection the view now holds: after a tap (`fromUpdate` is `false`), or after an
    /// update removed selected identifiers that are no longer shown or kept one of several
    /// (`fromUpdate` is `true`: SwiftUI must be told after its update, not during it).
    package var onSelectionChange: ((_ selection: Set<Item.ID>, _ fromUpdate: Bool) -> Void)?
    /// The selected identifiers the view should show, or `nil` when rows cannot be selected.
    package private(set) var selection: Set<Item.ID>?
    /// Told the identifier of the item at the scroll position when it changes as the view scrolls
    /// (``scrollPosition``); not told of a position it was asked to scroll to and reached.
    package var onScrollPositionChange: ((_ id: Item.ID?) -> Void)?
    /// The identifier of the first item shown, in the order of the sections and items — SwiftUI's
    /// `scrollPosition(id:)` — or the one ``scroll(to:animated:)`` was last asked for. `nil` while
    /// nothing is shown.
    package internal(set) var scrollPosition: Item.ID?
    /// An identifier asked for before an update showed it: scrolled to once one does.
    var pendingScrollTarget: (id: Item.ID, animated: Bool)?

    /// The values the cell provider reads.
    private let values: IdentifiedValues<SectionIdentifierType, Item>

    /// Makes the data source of `collectionView` (and becomes its delegate) with a provider given
    /// each identifier's value.
    package init(collectionView: some CollectionViewHosting, cellProvider: @escaping CellProvider) {
        let values = IdentifiedValues<SectionIdentifierType, Item>()
        self.values = values
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, id in
            guard let item = values.item(for: id) else {
                throw CollectionViewError(
                    .dataSource, "no value for the identifier \(id) at \(indexPath): it is not in the sections given")
            }
            return try cellProvider(collectionView, indexPath, item)
        }
        collectionView.setDelegate(self)
        collectionView.dataOwner = self
    }

    // MARK: Values

    /// The values given last.
    package var content: IdentifiedSections<SectionIdentifierType, Item>? { values.latest }

    /// The value with an identifier: the one of the state the collection view shows, or — for an
    /// identifier not shown — the one given last.
    ///
    /// - Complexity: O(1).
    package func item(for id: Item.ID) -> Item? {
        values.item(for: id)
    }

    // MARK: Updating

    /// Shows `content` with `layout` through the data source — values changed under the same
    /// identifier are reconfigured — then brings the host's selection in step with `selection`
    /// (`nil`: rows cannot be selected), scrolls to an identifier asked for that it shows now,
    /// follows the scroll position and checks load-more, once the update is shown.
    ///
    /// `scrollTarget`, when it differs from ``scrollPosition``, is scrolled to once the update is
    /// shown (as ``scroll(to:animated:)`` does, and not reported back): an update that inserts or
    /// removes rows above it then cannot move it from the top. SwiftUI's `scrollPosition(id:)`
    /// passes its binding here.
    ///
    /// - Throws: `SnapshotError` naming repeated identifiers; nothing is changed.
    /// - Complexity: O(*n*) for the snapshot and the diff, plus the layout's solve.
    package func update(
        _ content: IdentifiedSections<SectionIdentifierType, Item>, layout: any CollectionLayout,
        selection: Set<Item.ID>?, scrollTo scrollTarget: Item.ID? = nil, animated: Bool
    ) throws(SnapshotError) {
        let snapshot = try content.snapshot(reconfiguringChangesFrom: values.latest)
        values.replace(with: content)
        if let scrollTarget, scrollTarget != scrollPosition || pendingScrollTarget != nil {
            pendingScrollTarget = (scrollTarget, animated)
        }
        self.selection = selection
        guard let host = dataSource.collectionView else { return }
        host.allowsSelection = selection != nil
        let values = self.values
        dataSource.apply(snapshot, layout: layout, animatingDifferences: animated, commit: { values.show(content) }) {
            [weak self, weak host] in
            guard let self, let host else { return }
            self.reconcileSelection(in: host)
            self.scrollToPendingTarget(in: host)
            self.updateScrollPosition(in: host)
            self.loadMore.checkAfterUpdate(host)
        }
    }

    /// Selects and deselects items so that the host shows ``selection``, and reports the
    /// selection narrowed to what is shown, as `SelectionReconciliation` decides.
    ///
    /// - Complexity: O(*s* + *v* log *v*) for *s* selected identifiers and *v* selected items.
    private func reconcileSelection(in host: any CollectionViewHosting) {
        guard let selection else { return }
        let reconciliation = SelectionReconciliation(
            selection: selection, selectedIndexPaths: host.indexPathsForSelectedItems ?? [],
            shown: dataSource.snapshot(), allowsMultipleSelection: host.allowsMultipleSelection)
        for indexPath in reconciliation.indexPathsToDeselect { host.deselectItem(at: indexPath, animated: false) }
        for indexPath in reconciliation.indexPathsToSelect { host.selectItem(at: indexPath) }
        guard reconciliation.selection != selection else { return }
        self.selection = reconciliation.selection
        onSelectionChange?(reconciliation.selection, true)
    }

    /// The selection after a tap, reported.
    func userChangedSelection(to newSelection: Set<Item.ID>) {
        selection = newSelection
        onSelectionChange?(newSelection, false)
    }
}

// MARK: - Selecting without a scroll position

extension CollectionViewHosting {
    /// Selects an item without scrolling. Mirrors `selectItem(at:animated:scrollPosition: [])`.
    fileprivate func selectItem(at indexPath: IndexPath) {
        selectItem(at: indexPath, animated: false, scrollPosition: Self.scrollPosition([]))
    }
}
