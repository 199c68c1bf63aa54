#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TesseraUIKit
    import UIKit

    /// The coordinator of a ``CollectionList``: it owns the diffable data source, transcribes the
    /// core's decisions (the update, the selection reconciliation, load-more) into UIKit calls, and
    /// is the collection view's Tessera delegate. Mirrors a `UIViewRepresentable` coordinator.
    @available(iOS 16, tvOS 16, *)
    @MainActor
    public final class CollectionListCoordinator<
        SectionID: Hashable & Sendable, Item: Identifiable & Equatable, Row: View
    > where Item.ID: Sendable {
        /// The values and the row builder the cells are made from.
        let rows = CollectionListRows<SectionID, Item, Row>()
        /// The data source, made when the collection view is.
        private(set) var dataSource: CollectionViewDiffableDataSource<SectionID, Item.ID>?
        /// The selected identifiers, when rows can be selected.
        var selection: Binding<Set<Item.ID>>?
        /// Fires the list's load-more action.
        let loadMore = LoadMoreTrigger()
        /// Hosts the empty state's SwiftUI view (one controller, its root view replaced).
        private var emptyStateHost: UIHostingController<AnyView>?

        init() {}

        // MARK: Installing

        /// Makes the data source of `collectionView` and becomes its delegate.
        func install(on collectionView: UICollectionView) {
            let registration = rows.registration
            dataSource = CollectionViewDiffableDataSource<SectionID, Item.ID>(collectionView: collectionView) {
                collectionView, indexPath, id in
                try collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
            }
            collectionView.setDelegate(self)
        }

        // MARK: Updating

        /// Shows a list's values with its layout, through the data source's one update path, then
        /// brings the selection in step and checks load-more.
        ///
        /// - Complexity: O(*n*) for the snapshot and the diff, plus the layout's solve.
        func update(
            _ collectionView: UICollectionView, with list: CollectionList<SectionID, Item, Row>, animated: Bool
        ) {
            guard let dataSource else { return }
            rows.row = list.row
            selection = list.selection
            collectionView.allowsSelection = list.selection != nil
            collectionView.allowsMultipleSelection = list.allowsMultipleSelection
            loadMore.threshold = list.loadMore?.threshold ?? .items(5)
            loadMore.onLoadMore = list.loadMore?.action
            updateEmptyState(list.emptyContent, of: dataSource)

            let snapshot: Snapshot<SectionID, Item.ID>
            do {
                snapshot = try list.content.snapshot(reconfiguringChangesFrom: rows.content)
            } catch {
                collectionView.reportFailure(
                    CollectionViewError(
                        .dataSource, "CollectionList: the sections cannot be shown, the update is skipped: \(error)"))
                return
            }
            rows.replaceContent(with: list.content)
            dataSource.apply(snapshot, layout: list.layout, animatingDifferences: animated) {
                [weak self, weak collectionView] in
                guard let self, let collectionView else { return }
                self.reconcileSelection(in: collectionView)
                self.loadMore.check(collectionView)
            }
        }

        /// Shows the empty state's view as the data source's empty view, reusing its hosting
        /// controller; `nil` removes it.
        private func updateEmptyState(
            _ content: AnyView?, of dataSource: CollectionViewDiffableDataSource<SectionID, Item.ID>
        ) {
            guard let content else {
                emptyStateHost = nil
                dataSource.emptyView = nil
                return
            }
            if let emptyStateHost {
                emptyStateHost.rootView = content
                return
            }
            let host = UIHostingController(rootView: content)
            host.view.backgroundColor = .clear
            emptyStateHost = host
            dataSource.emptyView = host.view
        }

        // MARK: Selection

        /// Selects and deselects rows so that the collection view shows the binding, and narrows
        /// the binding to what is shown, as ``SelectionReconciliation`` decides. The binding is
        /// written after SwiftUI's update (writing state during an update is not allowed).
        func reconcileSelection(in collectionView: UICollectionView) {
            guard let selection, let dataSource else { return }
            let reconciliation = SelectionReconciliation(
                selection: selection.wrappedValue, selectedIndexPaths: collectionView.indexPathsForSelectedItems ?? [],
                shown: dataSource.snapshot(), allowsMultipleSelection: collectionView.allowsMultipleSelection)
            for indexPath in reconciliation.indexPathsToDeselect {
                collectionView.deselectItem(at: indexPath, animated: false)
            }
            for indexPath in reconciliation.indexPathsToSelect {
                collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
            }
            guard reconciliation.selection != selection.wrappedValue else { return }
            let narrowed = reconciliation.selection
            Task { @MainActor in selection.wrappedValue = narrowed }
        }
    }
#endif
