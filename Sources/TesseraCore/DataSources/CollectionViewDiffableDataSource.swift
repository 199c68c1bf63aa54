import Foundation

/// A data source that shows `Snapshot`s: apply a new snapshot and it computes the difference and
/// performs it as one batch update on the collection view. Mirrors
/// `UICollectionViewDiffableDataSource`.
///
/// ```swift
/// let dataSource = CollectionViewDiffableDataSource<Section, Product.ID>(collectionView: collectionView) {
///     collectionView, indexPath, id in
///     try collectionView.dequeueConfiguredReusableCell(using: productCell, for: indexPath, item: store[id])
/// }
/// var snapshot = Snapshot<Section, Product.ID>()
/// try snapshot.appendSections([.featured, .all])
/// try snapshot.appendItems(featured, toSection: .featured)
/// dataSource.apply(snapshot)
/// ```
///
/// Applies go through Tessera's one update path (`CollectionViewUpdater`): the first one
/// reloads the collection view, later ones are batch updates (animated or not), an apply made while
/// another is in flight waits for it, and the completion runs once the snapshot is shown.
///
/// When the item type is `ContentEquatable`, items whose content changed are reconfigured (or
/// reloaded, with ``contentUpdateStyle``) without marking them in the snapshot.
@MainActor
public final class CollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: CollectionViewDataSource {
    /// Returns the configured cell for an item. Mirrors `UICollectionViewDiffableDataSource.CellProvider`.
    public typealias CellProvider =
        @MainActor (
            _ collectionView: any CollectionViewHost, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
        ) throws -> AnyObject?
    /// Returns the configured supplementary view for a kind and index path. Mirrors
    /// `UICollectionViewDiffableDataSource.SupplementaryViewProvider`.
    public typealias SupplementaryViewProvider =
        @MainActor (_ collectionView: any CollectionViewHost, _ elementKind: String, _ indexPath: IndexPath) throws ->
        AnyObject?

    /// The collection view the data source feeds.
    package var collectionView: (any CollectionViewHosting)? { updater.host }
    @usableFromInline let cellProvider: CellProvider
    /// Provides supplementary views (headers, footers, badges).
    public var supplementaryViewProvider: SupplementaryViewProvider?
    /// Handlers for interactive reordering. Mirrors `reorderingHandlers`.
    public var reorderingHandlers = ReorderingHandlers()
    /// The actions shown when a row is swiped from its leading edge, by item; `nil` (the default)
    /// or a configuration without actions for none. Mirrors the list configuration's
    /// `leadingSwipeActionsConfigurationProvider`, given the item instead of its index path.
    public var leadingSwipeActionsProvider: (@MainActor (ItemIdentifierType) -> SwipeActionsConfiguration?)?
    /// The actions shown when a row is swiped from its trailing edge, by item. Mirrors
    /// `trailingSwipeActionsConfigurationProvider`, given the item instead of its index path.
    public var trailingSwipeActionsProvider: (@MainActor (ItemIdentifierType) -> SwipeActionsConfiguration?)?
    /// How items whose content changed are updated: reconfigured (the default) or reloaded.
    public var contentUpdateStyle: ContentUpdateStyle = .reconfigure {
        didSet { styleBox.value = contentUpdateStyle }
    }

    /// A view shown behind the content while the snapshot shown has no items. Mirrors IGListKit's
    /// `emptyView` (the collection view's `backgroundView`).
    ///
    /// ```swift
    /// dataSource.emptyView = NoResultsView()
    /// dataSource.apply(Snapshot())          // the view shows; the next non-empty apply hides it
    /// ```
    public var emptyView: AnyObject? {
        get { updater.emptyView }
        set { updater.emptyView = newValue }
    }

    /// The outlines applied to sections (``apply(_:to:animatingDifferences:completion:)``).
    var sectionSnapshots: [SectionIdentifierType: SectionSnapshot<ItemIdentifierType>] = [:]
    /// What expanding and collapsing outline items asks the app. Mirrors `sectionSnapshotHandlers`.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers()

    /// The update path: the shown snapshot, the decision and the queue.
    @_spi(Testing) public let updater: CollectionViewUpdater<SectionIdentifierType, ItemIdentifierType>

    /// Creates a data source and makes it the collection view's data source. Mirrors
    /// `init(collectionView:cellProvider:)`.
    // The diff closure and the update path's snapshot operations are made in inlinable code, so
    // that they are specialized for the app's identifier types: the diff of a large snapshot is
    // several times slower through unspecialized generics, and each snapshot the update path
    // copies or moves there looks its type up at run time.
    @inlinable
    public convenience init(collectionView: some CollectionViewHost, cellProvider: @escaping CellProvider) {
        self.init(collectionView: collectionView, cellProvider: cellProvider, operations: SnapshotOperations()) {
            old, new, style in
            BatchUpdate(from: old, to: new, contentUpdate: style)
        }
    }

    /// A data source whose updates come from `difference`, given the shown and the new snapshot
    /// and the content update style; `operations` is what the update path does with snapshots.
    @usableFromInline
    init(
        collectionView: some CollectionViewHost, cellProvider: @escaping CellProvider,
        operations: SnapshotOperations<SectionIdentifierType, ItemIdentifierType>, difference: @escaping Difference
    ) {
        let collectionView = collectionView.drivenHostingOrDetached(for: "CollectionViewDiffableDataSource")
        self.cellProvider = cellProvider
        self.difference = difference
        let style = StyleBox()
        self.updater = CollectionViewUpdater(host: collectionView, operations: operations) { old, new in
            difference(old, new, style.value)
        }
        styleBox = style
        collectionView.setDataSource(self)
        collectionView.dataOwner = self
    }

    /// The update between two snapshots for a content update style: the one the synchronous and
    /// the background applies both use (comparing content when the items are `ContentEquatable`).
    @usableFromInline
    typealias Difference =
        @Sendable (
            Snapshot<SectionIdentifierType, ItemIdentifierType>, Snapshot<SectionIdentifierType, ItemIdentifierType>,
            ContentUpdateStyle
        ) -> BatchUpdate

    /// The diff this data source was made with.
    @usableFromInline let difference: Difference

    /// The content update style as the diff reads it.
    private let styleBox: StyleBox

    private final class StyleBox {
        var value: ContentUpdateStyle = .reconfigure
    }

    // MARK: Snapshots

    /// A copy of the data source's snapshot: the last one applied (it may still wait for an update
    /// in flight). Mirrors `snapshot()`.
    ///
    /// The copy remembers what its edits change: applying it costs what changed — the items
    /// between the first and the last item its edits touched in each section — not what the list
    /// holds (when nothing else was applied meanwhile; otherwise it is diffed in full).
    ///
    /// ```swift
    /// var snapshot = dataSource.snapshot()
    /// snapshot.deleteItems([message.id])
    /// dataSource.apply(snapshot)        // costs the edit, whatever the list's length
    /// ```
    ///
    /// - Complexity: O(1) (snapshots are copied on write).
    public func snapshot() -> Snapshot<SectionIdentifierType, ItemIdentifierType> {
        updater.snapshotForEditing()
    }

    /// Shows a snapshot: the difference from the shown one is performed as one batch update
    /// (deletes, inserts, moves, reloads and reconfigures in UIKit's index spaces). Mirrors
    /// `apply(_:animatingDifferences:completion:)`.
    ///
    /// - The first apply reloads the collection view (it may not have loaded its counts yet). An
    ///   apply while it is off screen or without bounds is the same batch update, not animated (as
    ///   UIKit's, which diffs there too): cells, measured sizes and the scroll position stay.
    /// - `animatingDifferences: false` performs the same batch update without animation.
    /// - An apply made while another is in flight (from its completion, from a cell provider, or
    ///   while UIKit animates it) waits for it; applies waiting together become one update.
    /// - `completion` runs once, when the snapshot is shown (after the animation).
    ///
    /// - Complexity: O(*n* + *m*) for the diff, plus the collection view's update; for a snapshot
    ///   taken from ``snapshot()`` and edited, O(*s* + *d*) for *s* sections and the *d* items
    ///   between the first and the last item the edits touched in each section.
    // The snapshot is taken owned: one the caller gives up (a temporary, say) moves into the
    // update path without a copy.
    public func apply(
        _ snapshot: consuming Snapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        updater.apply(
            snapshot, animatingDifferences: animatingDifferences, completion: completion.map { done in { _ in done() } }
        )
    }

    /// Shows a snapshot, computing the difference off the main actor, and returns once it is
    /// shown. Mirrors `apply(_:animatingDifferences:) async`; unlike UIKit's, the diff leaves the
    /// main actor, so a large snapshot does not block scrolling while it is compared.
    ///
    /// Applies made while a diff runs coalesce: the next diff goes from what is shown to the latest
    /// snapshot, and every caller resumes once a snapshot at least as new as its own is shown. A
    /// synchronous apply made meanwhile takes effect after the earlier ones, superseding them.
    /// Cancelling the awaiting task does not stop the update (the collection view always reaches
    /// the latest snapshot); see `CollectionViewUpdater.apply(_:animatingDifferences:difference:)`.
    ///
    /// ```swift
    /// Task {
    ///     let snapshot = try await store.snapshot()          // built anywhere
    ///     await dataSource.apply(snapshot)                   // diffed off the main actor
    /// }
    /// ```
    ///
    /// - Complexity: O(*n* + *m*) off the main actor for the diff; on the main actor, the
    ///   collection view's update.
    public func apply(
        _ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true
    ) async {
        let style = contentUpdateStyle
        let difference = self.difference
        await updater.apply(
            snapshot, animatingDifferences: animatingDifferences,
            difference: { old, new in difference(old, new, style) })
    }

    /// Shows a snapshot with a new layout description, changed together with the data (the layout
    /// is solved once, for the new counts); `commit` switches the owner's own state inside the
    /// update (see `CollectionViewUpdater.apply(_:animatingDifferences:reloadingData:layout:commit:completion:)`).
    package func apply(
        _ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>, layout: any CollectionLayout,
        animatingDifferences: Bool, commit: (() -> Void)? = nil, completion: (() -> Void)? = nil
    ) {
        updater.apply(
            snapshot, animatingDifferences: animatingDifferences, layout: layout, commit: commit,
            completion: completion.map { done in { _ in done() } })
    }

    /// Shows a snapshot with a new layout description, diffing off the main actor; returns once
    /// it is shown.
    package func apply(
        _ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>, layout: any CollectionLayout,
        animatingDifferences: Bool
    ) async {
        let style = contentUpdateStyle
        let difference = self.difference
        await updater.apply(
            snapshot, animatingDifferences: animatingDifferences, layout: layout,
            difference: { old, new in difference(old, new, style) })
    }

    /// Shows a snapshot by reloading the collection view, without a diff. Mirrors
    /// `applySnapshotUsingReloadData(_:completion:)`.
    ///
    /// - Complexity: O(*n*) for *n* items, plus the visible cells the host creates.
    public func applySnapshotUsingReloadData(
        _ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        updater.apply(snapshot, reloadingData: true, completion: completion.map { done in { _ in done() } })
    }

    private var shown: Snapshot<SectionIdentifierType, ItemIdentifierType> { updater.shownSnapshot }

    /// The shown item at an index path, for the collection view's cell request: found by code
    /// specialized for the identifier types (this class's own code is not), without an optional
    /// of the item type (whose metadata unspecialized code looks up at each use).
    private func shownItem(at indexPath: IndexPath) throws -> ItemIdentifierType {
        do {
            return try updater.shownItem(at: indexPath)
        } catch {
            throw CollectionViewError(
                .outOfRange,
                "no item at index path \(indexPath.map(String.init).joined(separator: "-")) in the data source's snapshot"
            )
        }
    }

    // MARK: Identifiers and index paths

    /// The item at an index path. Mirrors `itemIdentifier(for:)`.
    ///
    /// - Complexity: O(1).
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        shown.itemIdentifier(for: indexPath)
    }

    /// The index path of an item. Mirrors `indexPath(for:)`.
    ///
    /// - Complexity: O(1) expected.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        shown.indexPath(for: itemIdentifier)
    }

    /// The section at an index. Mirrors `sectionIdentifier(for:)`.
    ///
    /// - Complexity: O(1).
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        shown.sectionIdentifier(at: index)
    }

    /// The index of a section. Mirrors `index(for:)`.
    ///
    /// - Complexity: O(1) expected.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        shown.indexOfSection(sectionIdentifier)
    }

    // MARK: CollectionViewDataSource

    package func numberOfSections(in collectionView: any CollectionViewHost) -> Int {
        updater.shownItemCounts.count
    }

    package func collectionView(_ collectionView: any CollectionViewHost, numberOfItemsInSection section: Int) -> Int {
        let counts = updater.shownItemCounts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The shown counts, the table the two calls above read (none is negative).
    package func itemCounts(in collectionView: any CollectionViewHosting) -> [Int] {
        updater.shownItemCounts
    }

    package func collectionView(_ collectionView: any CollectionViewHost, cellForItemAt indexPath: IndexPath) throws
        -> AnyObject
    {
        let item = try shownItem(at: indexPath)
        guard let cell = try cellProvider(collectionView, indexPath, item) else {
            throw CollectionViewError(
                .dataSource,
                "UICollectionView dataSource returned a nil cell for item at index path: \(indexPath.map(String.init).joined(separator: "-")), item \(item)"
            )
        }
        return cell
    }

    package func collectionView(
        _ collectionView: any CollectionViewHost, viewForSupplementaryElementOfKind elementKind: String,
        at indexPath: IndexPath
    ) throws -> AnyObject? {
        try supplementaryViewProvider?(collectionView, elementKind, indexPath)
    }

    package func collectionView(_ collectionView: any CollectionViewHost, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let canReorder = reorderingHandlers.canReorderItem, let item = shown.itemIdentifier(for: indexPath) else {
            return false
        }
        return canReorder(item)
    }

    package func collectionView(
        _ collectionView: any CollectionViewHost, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        // The collection view already moved the cell: the snapshot follows, without an update.
        guard let final = shown.movingItem(at: sourceIndexPath, to: destinationIndexPath) else {
            collectionView.reportFailure(
                CollectionViewError(
                    .outOfRange,
                    "the collection view moved item \(sourceIndexPath) to \(destinationIndexPath), which the snapshot cannot follow"
                ))
            return
        }
        let transaction = DiffableDataSourceTransaction(
            initialSnapshot: shown, finalSnapshot: final, difference: BatchUpdate(from: shown, to: final))
        reorderingHandlers.willReorder?(transaction)
        updater.recordShownSnapshot(final)
        reorderingHandlers.didReorder?(transaction)
    }
}

// MARK: - Registrations as cell providers

extension CollectionViewDiffableDataSource {
    /// Creates a data source whose cells all come from one registration.
    ///
    /// ```swift
    /// let dataSource = CollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView, cellRegistration: registration)
    /// ```
    public convenience init<Cell>(
        collectionView: some CollectionViewHost, cellRegistration: CellRegistration<Cell, ItemIdentifierType>
    ) {
        self.init(collectionView: collectionView, cellProvider: cellRegistration.cellProvider)
    }
}

extension CellRegistration {
    /// A cell provider that dequeues this registration's cells, for any data source whose items
    /// are this registration's items: pass it straight to the data source, as the
    /// modern-collection-views article does with its `cellProvider` extension.
    ///
    /// ```swift
    /// let dataSource = CollectionViewDiffableDataSource<Section, Product>(
    ///     collectionView: collectionView, cellProvider: registration.cellProvider)
    /// ```
    ///
    /// The provider throws a ``CollectionViewError`` when the host cannot dequeue the
    /// registration's cell.
    public var cellProvider: @MainActor (any CollectionViewHost, IndexPath, Item) throws -> AnyObject? {
        { collectionView, indexPath, item in
            try collectionView.dequeueConfiguredReusableCell(using: self, for: indexPath, item: item)
        }
    }
}

// MARK: - Content comparison

extension CollectionViewDiffableDataSource where ItemIdentifierType: ContentEquatable {
    /// Creates a data source whose items compare their content with
    /// `ContentEquatable/isContentEqual(to:)`: a changed item is reconfigured when applied.
    @inlinable
    public convenience init(collectionView: some CollectionViewHost, cellProvider: @escaping CellProvider) {
        self.init(collectionView: collectionView, cellProvider: cellProvider, operations: SnapshotOperations()) {
            old, new, style in
            BatchUpdate(from: old, to: new, contentUpdate: style) { old, new in new.isContentEqual(to: old) }
        }
    }

    /// Creates a data source whose cells all come from one registration and whose items compare
    /// their content with `ContentEquatable/isContentEqual(to:)`.
    @inlinable
    public convenience init<Cell>(
        collectionView: some CollectionViewHost, cellRegistration: CellRegistration<Cell, ItemIdentifierType>
    ) {
        self.init(collectionView: collectionView, cellProvider: cellRegistration.cellProvider)
    }
}

// MARK: - Reordering

/// What an interactive reorder changed. Mirrors `NSDiffableDataSourceTransaction`.
public struct DiffableDataSourceTransaction<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    /// The snapshot before the reorder.
    public let initialSnapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>
    /// The snapshot after it.
    public let finalSnapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>
    /// The change as a batch update.
    public let difference: BatchUpdate
}

extension CollectionViewDiffableDataSource {
    /// Handlers that enable and observe interactive reordering. Mirrors
    /// `UICollectionViewDiffableDataSource.ReorderingHandlers`.
    @MainActor
    public struct ReorderingHandlers {
        /// Whether an item can be moved; reordering is off until this is set.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Called before the data source's snapshot changes.
        public var willReorder: ((DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called after it changed.
        public var didReorder: ((DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        /// Handlers that allow no reordering.
        public init() {}
    }
}
