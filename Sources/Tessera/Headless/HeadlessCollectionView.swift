import Foundation

/// A collection view without UIKit: it keeps `UICollectionView`'s contract — registration and
/// reuse queues, dequeue checks, batch updates validated with UIKit's rules, cells that follow the
/// bounds with will-display and did-end-displaying, prefetching, self-sizing, selection and
/// interactive reordering — driven by a `LayoutSolution`. Tests and the `tessera` tool drive the
/// whole library through it.
///
/// ```swift
/// let collectionView = HeadlessCollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844),
///                                             collectionViewLayout: layout)
/// let dataSource = CollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) { ... }
/// dataSource.apply(snapshot, animatingDifferences: false)
/// collectionView.contentOffset.y = 500
/// print(collectionView.dump())
/// ```
///
/// Where UIKit raises an exception (dequeuing an unregistered identifier, returning a cell that was
/// not dequeued, an inconsistent batch update), the headless view records a
/// ``CollectionViewError`` in ``failures`` (and calls ``onFailure``) and keeps its previous state.
@MainActor
public final class HeadlessCollectionView: CollectionViewHost {
    public typealias Cell = HeadlessCell
    public typealias ReusableView = HeadlessReusableView
    public typealias ScrollPosition = CollectionViewScrollPosition

    // MARK: Configuration

    /// The view's frame; its size is the layout's container.
    public var frame: CGRect {
        didSet { if frame.size != oldValue.size { invalidateLayout() } }
    }

    /// The layout. Mirrors `collectionViewLayout`.
    public var collectionViewLayout: any CollectionLayout {
        get { layoutState.layout }
        set {
            layoutState.layout = newValue
            invalidateLayout()
        }
    }

    /// Points to pixels for the layout.
    public var displayScale: CGFloat { didSet { invalidateLayout() } }
    /// The safe-area insets the layout may respect.
    public var safeAreaInsets: DirectionalEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The layout margins the layout may respect.
    public var layoutMargins: DirectionalEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// Insets of the visible area that pinned headers stay clear of. Mirrors `contentInset`
    /// (here also the adjusted content inset).
    public var contentInset: DirectionalEdgeInsets = .zero { didSet { updateVisibleElements() } }

    /// Mirrors `dataSource`. Setting it reloads the data.
    public weak var dataSource: (any CollectionViewDataSource)? {
        didSet { reloadData() }
    }

    /// Mirrors `delegate`.
    public weak var delegate: (any CollectionViewDelegate)?

    /// Mirrors `prefetchDataSource`.
    public weak var prefetchDataSource: (any CollectionViewDataSourcePrefetching)?

    /// Mirrors `isPrefetchingEnabled`.
    public var isPrefetchingEnabled = true

    /// How far beyond the visible area, in the direction of scrolling, items are prefetched;
    /// `nil` prefetches one screen ahead.
    public var prefetchDistance: CGFloat?

    /// Mirrors `allowsSelection`.
    public var allowsSelection = true

    /// Mirrors `allowsMultipleSelection`.
    public var allowsMultipleSelection = false

    /// How many batch updates the view has applied (rejected ones are not counted).
    public internal(set) var appliedBatchUpdateCount = 0

    /// The failures UIKit would have raised as exceptions, in order.
    public internal(set) var failures: [CollectionViewError] = []

    /// Called with each failure as it happens.
    public var onFailure: ((CollectionViewError) -> Void)?

    // MARK: State

    /// The number of items in each section, as the view shows them.
    var sectionCounts: [Int] = []
    /// The layout, its solution and the sizes views measured themselves at (they follow their
    /// items through updates).
    var layoutState: HostLayoutState

    /// The solved layout, or `nil` when the layout could not be solved (see ``failures``).
    public var layoutSolution: LayoutSolution? { layoutState.solution }

    var cellClasses: [String: HeadlessCell.Type] = [:]
    var supplementaryClasses: [String: HeadlessReusableView.Type] = [:]
    var reusableCells: [String: [HeadlessCell]] = [:]
    var reusableSupplementaries: [String: [HeadlessReusableView]] = [:]
    var visibleCellsByIndexPath: [IndexPath: HeadlessCell] = [:]
    var visibleSupplementariesByKey: [LayoutElementKey: HeadlessReusableView] = [:]
    var selectedIndexPaths: [IndexPath] = []
    var highlightedIndexPath: IndexPath?
    var prefetchedIndexPaths: Set<IndexPath> = []
    var lastContentOffset: CGPoint = .zero

    var needsReload = true
    var needsLayout = true
    /// Changes collected inside `performBatchUpdates`.
    var pendingUpdate: BatchUpdate?
    /// Views handed out by dequeue during the current data source call.
    var dequeuedObjects: Set<ObjectIdentifier> = []
    /// The cell being reconfigured (dequeue returns it for its index path).
    var reconfiguring: (indexPath: IndexPath, cell: HeadlessCell)?
    /// An interactive movement in progress.
    var movement: (source: IndexPath, target: IndexPath)?
    /// Guards against re-entrant layout passes.
    var isUpdatingVisibleElements = false
    /// Where each static view is shown.
    var viewContainers: [ObjectIdentifier: WeakContainer] = [:]
    /// Cells retired during a batch update; they join their reuse queues when it ends (in UIKit
    /// they are still animating out, so a reloaded item never gets its own old cell back).
    var retiringCells: [HeadlessCell]?

    // MARK: Creating a collection view

    /// Creates a collection view. Mirrors `UICollectionView(frame:collectionViewLayout:)`.
    public init(frame: CGRect, collectionViewLayout: any CollectionLayout, displayScale: CGFloat = 3) {
        self.frame = frame
        self.layoutState = HostLayoutState(layout: collectionViewLayout)
        self.displayScale = displayScale
    }

    // MARK: Geometry

    /// The visible area in content coordinates.
    public var bounds: CGRect {
        CGRect(origin: contentOffset, size: frame.size)
    }

    /// The scroll position. Setting it moves the visible area: cells enter and leave, and the
    /// delegate hears `collectionViewDidScroll(_:)`.
    public var contentOffset: CGPoint = .zero {
        didSet {
            guard contentOffset != oldValue else { return }
            lastContentOffset = oldValue
            updateVisibleElements()
            delegate?.collectionViewDidScroll(self)
        }
    }

    /// The size of the content. Mirrors `contentSize`.
    public var contentSize: CGSize {
        layoutIfNeeded()
        return layoutSolution?.contentSize ?? .zero
    }

    /// The environment the layout is solved in.
    public var layoutEnvironment: LayoutEnvironment {
        LayoutEnvironment(
            container: LayoutContainer(contentSize: frame.size),
            traitCollection: LayoutTraitCollection(displayScale: displayScale, horizontalSizeClass: frame.width >= 600 ? .regular : .compact),
            safeAreaInsets: safeAreaInsets,
            layoutMargins: layoutMargins
        )
    }

    public func setContentInset(_ insets: DirectionalEdgeInsets) {
        contentInset = insets
    }

    // MARK: Data source and delegate

    public func setDataSource(_ dataSource: (any CollectionViewDataSource)?) {
        self.dataSource = dataSource
    }

    public func setDelegate(_ delegate: (any CollectionViewDelegate)?) {
        self.delegate = delegate
    }

    public func setPrefetchDataSource(_ prefetchDataSource: (any CollectionViewDataSourcePrefetching)?) {
        self.prefetchDataSource = prefetchDataSource
    }

    // MARK: Failures

    /// Records a failure UIKit would have raised.
    func report(_ failure: CollectionViewError) {
        failures.append(failure)
        onFailure?(failure)
    }

    /// Forgets recorded failures.
    public func removeAllFailures() {
        failures.removeAll()
    }
}
