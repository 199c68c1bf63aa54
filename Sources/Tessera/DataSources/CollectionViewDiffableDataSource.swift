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
/// When the item type is `ContentEquatable`, items whose content changed are reconfigured (or
/// reloaded, with ``contentUpdateStyle``) without marking them in the snapshot.
@MainActor
public final class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: CollectionViewDataSource {
    /// Returns the configured cell for an item. Mirrors `UICollectionViewDiffableDataSource.CellProvider`.
    public typealias CellProvider = @MainActor (_ collectionView: any CollectionViewHost, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) throws -> AnyObject?
    /// Returns the configured supplementary view for a kind and index path. Mirrors
    /// `UICollectionViewDiffableDataSource.SupplementaryViewProvider`.
    public typealias SupplementaryViewProvider = @MainActor (_ collectionView: any CollectionViewHost, _ elementKind: String, _ indexPath: IndexPath) throws -> AnyObject?

    /// The collection view the data source feeds.
    @usableFromInline
    private(set) weak var host: (any CollectionViewHost)?

    /// The collection view the data source feeds.
    public var collectionView: (any CollectionViewHost)? { host }
    private let cellProvider: CellProvider
    /// Provides supplementary views (headers, footers, badges).
    public var supplementaryViewProvider: SupplementaryViewProvider?
    /// Handlers for interactive reordering. Mirrors `reorderingHandlers`.
    public var reorderingHandlers = ReorderingHandlers()
    /// How items whose content changed are updated: reconfigured (the default) or reloaded.
    public var contentUpdateStyle: ContentUpdateStyle = .reconfigure
    /// Called with errors that UIKit would raise: an update the collection view rejected.
    public var onError: ((Error) -> Void)?

    // The apply path is inlinable so that it is specialized for the app's identifier types: the
    // diff of a large snapshot is several times slower through unspecialized generics.
    @usableFromInline let isContentEqual: ((ItemIdentifierType, ItemIdentifierType) -> Bool)?
    @usableFromInline var currentSnapshot = Snapshot<SectionIdentifierType, ItemIdentifierType>()
    @usableFromInline var isApplying = false
    @usableFromInline var queuedApplies: [QueuedApply] = []

    @usableFromInline
    struct QueuedApply {
        @usableFromInline var snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>
        @usableFromInline var reload: Bool
        @usableFromInline var completion: (() -> Void)?

        @inlinable
        init(snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>, reload: Bool, completion: (() -> Void)?) {
            self.snapshot = snapshot
            self.reload = reload
            self.completion = completion
        }
    }

    /// Creates a data source and makes it the collection view's data source. Mirrors
    /// `init(collectionView:cellProvider:)`.
    public init(collectionView: some CollectionViewHost, cellProvider: @escaping CellProvider) {
        self.host = collectionView
        self.cellProvider = cellProvider
        self.isContentEqual = nil
        collectionView.setDataSource(self)
    }

    @usableFromInline
    init(collectionView: some CollectionViewHost, cellProvider: @escaping CellProvider, isContentEqual: ((ItemIdentifierType, ItemIdentifierType) -> Bool)?) {
        self.host = collectionView
        self.cellProvider = cellProvider
        self.isContentEqual = isContentEqual
        collectionView.setDataSource(self)
    }

    // MARK: Snapshots

    /// A copy of the snapshot the data source shows. Mirrors `snapshot()`.
    ///
    /// - Complexity: O(1) (snapshots are copied on write).
    public func snapshot() -> Snapshot<SectionIdentifierType, ItemIdentifierType> {
        currentSnapshot
    }

    /// Shows a snapshot: the difference from the current one is performed as one batch update
    /// (deletes, inserts, moves, reloads and reconfigures in UIKit's index spaces). Mirrors
    /// `apply(_:animatingDifferences:completion:)`.
    ///
    /// Applying from a completion handler (or while another apply runs) queues the snapshot; it is
    /// applied right after. If the collection view rejects the update, the data source keeps the
    /// previous snapshot and reports the error to ``onError``.
    ///
    /// - Complexity: O(*n* + *m*) for the diff, plus the collection view's update.
    @inlinable
    public func apply(_ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        enqueue(snapshot, reload: false, completion: completion)
    }

    /// Shows a snapshot by reloading the collection view, without a diff. Mirrors
    /// `applySnapshotUsingReloadData(_:completion:)`.
    ///
    /// - Complexity: O(*n*) for *n* items, plus the visible cells the host creates.
    @inlinable
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil) {
        enqueue(snapshot, reload: true, completion: completion)
    }

    @inlinable
    func enqueue(_ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>, reload: Bool, completion: (() -> Void)?) {
        queuedApplies.append(QueuedApply(snapshot: snapshot, reload: reload, completion: completion))
        guard !isApplying else { return }
        isApplying = true
        defer { isApplying = false }
        while !queuedApplies.isEmpty {
            let next = queuedApplies.removeFirst()
            perform(next.snapshot, reload: next.reload)
            next.completion?()
        }
    }

    @inlinable
    func perform(_ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>, reload: Bool) {
        let previous = currentSnapshot
        currentSnapshot = snapshot.removingMarks()
        guard let collectionView = host, !reload else {
            host?.reloadData()
            return
        }
        let update = BatchUpdate(from: previous, to: snapshot, contentUpdate: contentUpdateStyle, isContentEqual: isContentEqual)
        guard !update.isEmpty else { return }
        var applied = true
        collectionView.performBatchUpdates(update) { applied = $0 }
        if !applied {
            currentSnapshot = previous
            onError?(CollectionViewError.rejectedUpdate(from: previous.numberOfItems, to: snapshot.numberOfItems))
        }
    }

    // MARK: Identifiers and index paths

    /// The item at an index path. Mirrors `itemIdentifier(for:)`.
    ///
    /// - Complexity: O(1).
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        currentSnapshot.itemIdentifier(for: indexPath)
    }

    /// The index path of an item. Mirrors `indexPath(for:)`.
    ///
    /// - Complexity: O(1) expected.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        currentSnapshot.indexPath(for: itemIdentifier)
    }

    /// The section at an index. Mirrors `sectionIdentifier(for:)`.
    ///
    /// - Complexity: O(1).
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        currentSnapshot.sectionIdentifier(at: index)
    }

    /// The index of a section. Mirrors `index(for:)`.
    ///
    /// - Complexity: O(1) expected.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        currentSnapshot.indexOfSection(sectionIdentifier)
    }

    // MARK: CollectionViewDataSource

    public func numberOfSections(in collectionView: any CollectionViewHost) -> Int {
        currentSnapshot.numberOfSections
    }

    public func collectionView(_ collectionView: any CollectionViewHost, numberOfItemsInSection section: Int) -> Int {
        guard let identifier = currentSnapshot.sectionIdentifier(at: section) else { return 0 }
        return currentSnapshot.numberOfItems(inSection: identifier)
    }

    public func collectionView(_ collectionView: any CollectionViewHost, cellForItemAt indexPath: IndexPath) throws -> AnyObject {
        guard let item = currentSnapshot.itemIdentifier(for: indexPath) else {
            throw CollectionViewError(.outOfRange, "no item at index path \(indexPath.map(String.init).joined(separator: "-")) in the data source's snapshot")
        }
        guard let cell = try cellProvider(collectionView, indexPath, item) else {
            throw CollectionViewError(.dataSource, "UICollectionView dataSource returned a nil cell for item at index path: \(indexPath.map(String.init).joined(separator: "-")), item \(item)")
        }
        return cell
    }

    public func collectionView(_ collectionView: any CollectionViewHost, viewForSupplementaryElementOfKind elementKind: String, at indexPath: IndexPath) throws -> AnyObject? {
        try supplementaryViewProvider?(collectionView, elementKind, indexPath)
    }

    public func collectionView(_ collectionView: any CollectionViewHost, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let canReorder = reorderingHandlers.canReorderItem, let item = currentSnapshot.itemIdentifier(for: indexPath) else { return false }
        return canReorder(item)
    }

    public func collectionView(_ collectionView: any CollectionViewHost, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let item = currentSnapshot.itemIdentifier(for: sourceIndexPath),
              let section = currentSnapshot.sectionIdentifier(at: destinationIndexPath.sectionIndex) else { return }
        var final = currentSnapshot
        final.deleteItems([item])
        let destinationItems = final.itemIdentifiers(inSection: section)
        do {
            if destinationIndexPath.itemIndex < destinationItems.count {
                try final.insertItems([item], beforeItem: destinationItems[destinationIndexPath.itemIndex])
            } else {
                try final.appendItems([item], toSection: section)
            }
        } catch {
            onError?(error)
            return
        }
        let transaction = DiffableDataSourceTransaction(initialSnapshot: currentSnapshot, finalSnapshot: final, difference: BatchUpdate(from: currentSnapshot, to: final))
        reorderingHandlers.willReorder?(transaction)
        currentSnapshot = final
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
    public convenience init<Cell>(collectionView: some CollectionViewHost, cellRegistration: CellRegistration<Cell, ItemIdentifierType>) {
        self.init(collectionView: collectionView, cellProvider: cellRegistration.cellProvider())
    }
}

extension CellRegistration {
    /// A cell provider that dequeues this registration's cells, for any data source whose items
    /// are this registration's items.
    ///
    /// The provider throws a ``CollectionViewError`` when the host cannot dequeue the
    /// registration's cell.
    public func cellProvider() -> @MainActor (any CollectionViewHost, IndexPath, Item) throws -> AnyObject? {
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
        self.init(collectionView: collectionView, cellProvider: cellProvider) { old, new in new.isContentEqual(to: old) }
    }
}

// MARK: - Reordering

/// What an interactive reorder changed. Mirrors `NSDiffableDataSourceTransaction`.
public struct DiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
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
