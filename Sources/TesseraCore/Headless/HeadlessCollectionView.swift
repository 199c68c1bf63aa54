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
/// It enforces UIKit's rules, always, so that a test that would crash or misbehave on iOS fails
/// here (see "How Tessera stays true to UIKit" in the documentation):
/// - counts are loaded lazily, at the next layout pass or when a batch update starts, never inside
///   `reloadData()`: a batch update issued after the data source already changed is invalid, as
///   on iOS;
/// - every request for a cell or supplementary view dequeues exactly one view, of the requested
///   kind and index path, and returns it (iOS 18 raises otherwise); a dequeue outside a request is
///   reported at the next layout pass;
/// - no `reloadData()`, `setLayout(_:animated:)` or nested `performBatchUpdates` inside an updates
///   block or a data source call, and no change of the data source's counts inside a data source
///   call;
/// - one class per reuse identifier;
/// - a batch update's completion runs once, after its animation (see ``finishAnimations()``).
///
/// Where UIKit raises an exception, the view reports a ``CollectionViewError`` with UIKit's reason
/// through Tessera's failure channel (a runtime warning, which fails the running test; see
/// ``CollectionViewHost/failureHandler``), records it in ``failures`` and keeps its previous state.
@MainActor
public final class HeadlessCollectionView: CollectionViewHosting {
    public typealias Cell = HeadlessCell
    public typealias ReusableView = HeadlessReusableView
    package typealias ScrollPosition = CollectionViewScrollPosition

    // MARK: Configuration

    /// The view's frame; its size is the layout's container (less the content insets across the
    /// scrolling axis). A change of size lays the view out again at the next pass.
    ///
    /// A frame that is not finite, or of negative size — which UIKit refuses with an exception (a
    /// layer's geometry cannot be NaN) — is reported as ``CollectionViewError/Kind/invalidCall``
    /// and the frame stays as it was. So are the other geometry properties: ``displayScale``
    /// (finite, not negative), ``safeAreaInsets``, ``layoutMargins`` and ``contentInset``
    /// (finite).
    @exclusivity(unchecked) public var frame: CGRect {
        didSet {
            guard !refuses(frame, isValid: Self.isValid(frame), name: "frame", keeping: oldValue) else {
                frame = oldValue
                return
            }
            // A new size solves again, as UIKit's layout decides for a bounds change (the core's
            // HostLayoutState.invalidation(forBoundsChangeFrom:to:)).
            let oldBounds = CGRect(origin: contentOffset, size: oldValue.size)
            // While the layout is being solved (a section provider resizing the view), the state
            // that would decide is taken out: solve again in any case.
            if isChangingLayoutState {
                setNeedsLayout()
            } else if case .resize = layoutState.invalidation(forBoundsChangeFrom: oldBounds, to: bounds) {
                setNeedsLayout()
            }
        }
    }

    /// The layout. Mirrors `collectionViewLayout`; setting it is ``setLayout(_:animated:)``.
    public var collectionViewLayout: any CollectionLayout {
        get { layoutState.layout }
        set { setLayout(newValue, animated: false) }
    }

    /// Points to pixels for the layout: finite and not negative (0 does not round to pixels). A
    /// change reaches the views on screen at once, as a trait change does in UIKit.
    @exclusivity(unchecked) public var displayScale: CGFloat {
        didSet {
            guard
                !refuses(
                    displayScale, isValid: displayScale.isFinite && displayScale >= 0, name: "display scale",
                    keeping: oldValue)
            else {
                displayScale = oldValue
                return
            }
            applyTraitsToVisibleViews()
            setNeedsLayout()
        }
    }
    /// Left to right or right to left. Mirrors `effectiveUserInterfaceLayoutDirection`: in right to
    /// left the layout's frames are mirrored, orthogonal sections start at their trailing end, and
    /// leading insets are on the right.
    @exclusivity(unchecked) public var layoutDirection: TraitEnvironmentLayoutDirection = .leftToRight {
        didSet { setNeedsLayout() }
    }
    /// The size of text the user prefers. Mirrors `traitCollection.preferredContentSizeCategory`:
    /// a change reaches the views on screen at once and re-measures every self-sized cell and
    /// supplementary view.
    @exclusivity(unchecked) public var preferredContentSizeCategory: ContentSizeCategory = .large {
        didSet {
            applyTraitsToVisibleViews()
            setNeedsLayout()
        }
    }
    /// The safe-area insets: they add to the adjusted content inset as
    /// `contentInsetAdjustmentBehavior` says (a notch, the status and navigation bars, the home
    /// indicator), and a layout's content insets reference may keep content clear of them.
    /// Mirrors `safeAreaInsets`.
    @exclusivity(unchecked) public var safeAreaInsets: DirectionalEdgeInsets = .zero {
        didSet {
            guard !refuses(safeAreaInsets, name: "safe-area insets", keeping: oldValue) else {
                safeAreaInsets = oldValue
                return
            }
            adjustedContentInsetDidChange(from: oldValue, contentInset, contentInsetAdjustmentBehavior)
        }
    }
    /// The layout margins the layout may respect.
    @exclusivity(unchecked) public var layoutMargins: DirectionalEdgeInsets = .zero {
        didSet {
            if refuses(layoutMargins, name: "layout margins", keeping: oldValue) { layoutMargins = oldValue }
            setNeedsLayout()
        }
    }
    /// Insets around the content. Mirrors `contentInset`: with the safe area (as UIKit's
    /// `adjustedContentInset` adds it) they narrow the layout's container across the scrolling axis,
    /// pinned headers stay clear of them, and the content offset ranges over them.
    @exclusivity(unchecked) public var contentInset: DirectionalEdgeInsets = .zero {
        didSet {
            guard !refuses(contentInset, name: "content inset", keeping: oldValue) else {
                contentInset = oldValue
                return
            }
            adjustedContentInsetDidChange(from: safeAreaInsets, oldValue, contentInsetAdjustmentBehavior)
        }
    }
    /// How the safe area adds to the content inset. Mirrors `contentInsetAdjustmentBehavior`.
    @exclusivity(unchecked) package var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { adjustedContentInsetDidChange(from: safeAreaInsets, contentInset, oldValue) }
    }

    /// The content inset plus the safe area the behaviour adds. Mirrors `adjustedContentInset`:
    /// the content offset ranges from minus its top (and left) inset to the content's extent less
    /// the bounds' plus its bottom (and right) inset, and a view at rest at its top stays at its
    /// new top when it changes.
    package var adjustedContentInset: DirectionalEdgeInsets {
        contentInsetAdjustmentBehavior.adjustedContentInset(
            contentInset: contentInset, safeAreaInsets: safeAreaInsets,
            scrollDirection: layoutState.layout.scrollDirection)
    }

    /// ``adjustedContentInset`` (the requirement of ``CollectionViewHost``).
    package var directionalAdjustedContentInset: DirectionalEdgeInsets { adjustedContentInset }

    /// Always: the headless host lays itself out with Tessera's engine.
    package var isLaidOutByTessera: Bool { true }

    /// The scrolling axis of ``collectionViewLayout``.
    package var layoutScrollDirection: LayoutAxis { layoutState.layout.scrollDirection }

    /// Keeps a view at rest at its top (and left) at its new top when the adjusted content inset
    /// changes (a navigation bar appears, the safe area changes on rotation), as `UIScrollView`
    /// does, and lays out again.
    private func adjustedContentInsetDidChange(
        from oldSafeArea: DirectionalEdgeInsets, _ oldContentInset: DirectionalEdgeInsets,
        _ oldBehavior: ContentInsetAdjustmentBehavior
    ) {
        let old = oldBehavior.adjustedContentInset(
            contentInset: oldContentInset, safeAreaInsets: oldSafeArea,
            scrollDirection: layoutState.layout.scrollDirection)
        let new = adjustedContentInset
        setNeedsLayout()
        guard new != old else { return }
        var offset = contentOffset
        if offset.y == -old.top { offset.y = -new.top }
        if offset.x == -physicalLeft(old) { offset.x = -physicalLeft(new) }
        if offset != contentOffset { contentOffset = offset }
    }

    /// Whether the view is in a window. Mirrors `window != nil`: Tessera reloads instead of
    /// animating updates of a view that is not on screen.
    @exclusivity(unchecked) package var isInWindow = true

    /// The view shown behind the content (a data owner's empty view while it has no items).
    /// Mirrors `backgroundView`.
    public private(set) var backgroundView: AnyObject?

    /// Mirrors reading `backgroundView`.
    package func currentBackgroundView() -> AnyObject? { backgroundView }

    /// Mirrors setting `backgroundView`.
    package func setBackgroundView(_ view: AnyObject?) {
        backgroundView = view
    }

    /// Whether a batch update's animation ends as soon as the update is applied (the default): its
    /// completion runs before `performBatchUpdates` returns. When `false`, animated batch updates
    /// stay in flight — as on iOS, where they animate for a while — until ``finishAnimations()``,
    /// so that tests can issue updates while one is animating.
    @exclusivity(unchecked) public var completesAnimationsImmediately = true

    /// Which engine the layout would run on on iOS (`UICollectionView.tesseraLayoutEngine`,
    /// `.automatic` by default there and here): the view lays out what that engine is handed
    /// (`layoutEngineChoice`).
    @exclusivity(unchecked) public var tesseraLayoutEngine: TesseraLayoutEngine = .automatic {
        didSet { setNeedsLayout() }
    }

    /// The features of Apple's compositional layout on the iOS release the view stands for: the
    /// newest by default; `.iOS(15)` lays out what an iOS 15 device is handed.
    @exclusivity(unchecked) public var compositionalLayoutFeatures: CompositionalLayoutFeatures = .iOS(17) {
        didSet { setNeedsLayout() }
    }

    /// Mirrors `dataSource`. Setting it reloads the data (at the next layout pass).
    @exclusivity(unchecked) package weak var dataSource: (any CollectionViewDataSource)? {
        didSet { reloadData() }
    }

    /// Mirrors `delegate`: the delegate Tessera sets (an adapter, a data controller).
    @exclusivity(unchecked) public weak var delegate: (any CollectionViewDelegate)?

    /// The app's own delegate, which hears the calls Tessera's delegate does not keep to itself,
    /// after it (`DelegateCall`): TesseraUIKit's `forwardingDelegate`, which gets every other
    /// `UICollectionViewDelegate` call as well.
    ///
    /// ```swift
    /// adapter.setup(collectionView: collectionView)   // the adapter is the delegate
    /// collectionView.forwardingDelegate = self        // and this screen still hears taps and scrolling
    /// ```
    @exclusivity(unchecked) public weak var forwardingDelegate: (any CollectionViewDelegate)?

    /// Mirrors `prefetchDataSource`.
    @exclusivity(unchecked) public weak var prefetchDataSource: (any CollectionViewDataSourcePrefetching)?

    /// The data owner the view keeps alive (see `CollectionViewHosting.dataOwner`).
    package var dataOwner: AnyObject?

    /// Mirrors `isPrefetchingEnabled`.
    @exclusivity(unchecked) package var isPrefetchingEnabled = true

    /// How far beyond the visible area, in the direction of scrolling, items are prefetched;
    /// `nil` prefetches one screen ahead. A distance that is not finite or is negative is refused
    /// (reported, and the distance stays as it was).
    package var prefetchDistance: CGFloat? {
        didSet {
            guard let distance = prefetchDistance,
                refuses(
                    distance, isValid: distance.isFinite && distance >= 0, name: "prefetch distance",
                    keeping: oldValue.map { "\($0)" } ?? "nil (one screen ahead)")
            else { return }
            prefetchDistance = oldValue
        }
    }

    /// Mirrors `allowsSelection`.
    @exclusivity(unchecked) public var allowsSelection = true

    /// Mirrors `allowsMultipleSelection`.
    @exclusivity(unchecked) public var allowsMultipleSelection = false

    /// How many batch updates the view has applied (rejected ones are not counted).
    @exclusivity(unchecked) package internal(set) var appliedBatchUpdateCount = 0

    /// How many times the view loaded its counts from the data source (the first layout pass and
    /// every pass or batch update after `reloadData()`).
    @exclusivity(unchecked) package internal(set) var reloadCount = 0

    /// The failures reported on the view (those UIKit would have raised as exceptions, and those
    /// Tessera recovered from), in order.
    public internal(set) var failures: [CollectionViewError] = []

    // MARK: State

    // The properties of plain values (flags, counts, geometry), and those holding references
    // (arrays, optionals of values with references) that are only ever read or assigned whole —
    // never passed `inout`, never changed in place —, are declared `@exclusivity(unchecked)`:
    // every access to a class's stored property checks exclusive access at run time (about 80
    // instructions, some hundred times an update); an overlapping access to a plain value cannot
    // free or corrupt what another access uses, and one read or assigned whole never overlaps
    // another. The properties changed in place (the visible cells, the layout state, the queues)
    // keep the check. The pending batch and the stray dequeues are changed in place only by the
    // standard library (`Optional.take()`; `append` and `removeAll` of Tessera's keys), during
    // which no app code runs: their accesses are unchecked too.
    // So are the selected index paths and the views on screen: they are changed in place only by
    // the standard library (`append`, `removeAll`, a dictionary's subscript) over index paths and
    // element keys, whose hashing and `==` run no app code, and by `VisibleCells`, which runs
    // none; a view leaves its table only while its caller still holds it (`VisibleCells.set`
    // hands back the cell it replaces), so that no deinit of the app's runs during a change.
    // The layout state's box is only ever read or assigned whole; the state in it, changed in
    // place, keeps the box's check (see `LayoutStateBox`).

    /// The number of items in each section, as the view shows them.
    @exclusivity(unchecked) var sectionCounts: [Int] = []
    /// The box of ``layoutState`` (the layout, its solution and the sizes views measured
    /// themselves at), which ``changeLayoutState(_:)`` swaps for one without a solution while app
    /// code runs inside the change.
    @exclusivity(unchecked) var layoutStateBox: LayoutStateBox
    /// How many times ``layoutState`` was set or changed in place.
    @exclusivity(unchecked) var layoutStateChanges = 0
    /// The element of the visible-element pass for the cell it is asking for (its position in
    /// ``lastVisibleElements``, its item, and ``layoutStateChanges`` when the pass queried it):
    /// the dequeue applies it instead of looking the item up, while the state is the one queried.
    @exclusivity(unchecked) var elementAtHand: ElementAtHand?
    /// Whether a cell dequeued or measured in the visible-element pass takes the pass's attributes
    /// for the layout's, when the layout state is the one queried; `false` in the tests that
    /// compare with looking them up.
    @exclusivity(unchecked) package var usesThePassAttributes = true
    /// Whether a cell measured at the size the layout gives it skips the layout state's change
    /// (``measure(_:at:attributes:)``); `false` in the tests that compare the two paths.
    @exclusivity(unchecked) package var skipsMeasurementsOfTheLaidOutSize = true

    var cellClasses: [String: HeadlessCell.Type] = [:]
    var supplementaryClasses: [String: HeadlessReusableView.Type] = [:]
    var reusableCells: [String: CellReuseQueue] = [:]
    /// The identifier a cell was dequeued with last, its class and its queue: the next dequeue and
    /// retirement with the same identifier (the same string, compared by its storage first) use
    /// them without hashing it. Forgotten when a cell class is registered.
    var lastCellReuse: (identifier: String, cellClass: HeadlessCell.Type, queue: CellReuseQueue)?
    var reusableSupplementaries: [String: [HeadlessReusableView]] = [:]
    @exclusivity(unchecked) var visibleCellsByIndexPath = VisibleCells()
    @exclusivity(unchecked) var visibleSupplementariesByKey: [LayoutElementKey: HeadlessReusableView] = [:]
    @exclusivity(unchecked) var selectedIndexPaths: [IndexPath] = []
    /// The item a tap in progress touched (``tapItem(at:)``): it follows its item through updates
    /// made from the tap's delegate calls, and is `nil` once the item is gone.
    @exclusivity(unchecked) var tappedIndexPath: IndexPath?
    var prefetchedIndexPaths: Set<IndexPath> = []
    @exclusivity(unchecked) var lastContentOffset: CGPoint = .zero

    /// Whether the counts must be loaded from the data source before they are used.
    @exclusivity(unchecked) var needsReload = true
    @exclusivity(unchecked) var needsLayout = true
    /// Changes collected inside `performBatchUpdates`.
    @exclusivity(unchecked) var pendingUpdate: BatchUpdate?
    /// Whether a batch's updates block is running (its changes go to ``pendingUpdate``), read from
    /// the optional's case alone: `pendingUpdate == nil` compares two optional batches, copying
    /// both, on every layout pass.
    var isCollectingBatch: Bool {
        switch pendingUpdate {
        case .none: false
        case .some: true
        }
    }
    /// Set while a batch update moves the visible views to their new index paths, before the
    /// layout is solved for the new counts: no layout pass runs then.
    @exclusivity(unchecked) var isRemappingForUpdate = false
    /// Items reconfigured inside the current batch, at their index paths before it (appended to in
    /// place: its accesses are checked).
    var pendingReconfigures: [IndexPath] = []
    /// Whether ``pendingReconfigures`` holds any item: a batch without reconfigures (most) does not
    /// read the checked list.
    @exclusivity(unchecked) var hasPendingReconfigures = false
    /// Completions of batches nested in the current one (they finish with it); only ever read or
    /// assigned whole (a nested batch, a mistake, copies the list to add to it).
    @exclusivity(unchecked) var nestedCompletions: [(Bool) -> Void] = []
    /// The request being served: the element asked for (the host context records the views
    /// dequeued for it); read or assigned whole.
    @exclusivity(unchecked) var request: HostRequest?
    /// Views dequeued while no request was served; reported at the next layout pass.
    @exclusivity(unchecked) var strayDequeues: [LayoutElementKey] = []
    /// The cell being reconfigured (dequeue returns it for its index path).
    @exclusivity(unchecked) var reconfiguring: (indexPath: IndexPath, cell: HeadlessCell)?
    /// An interactive movement in progress.
    @exclusivity(unchecked) var movement: (source: IndexPath, target: IndexPath)?
    /// Guards against re-entrant layout passes.
    @exclusivity(unchecked) var isUpdatingVisibleElements = false
    /// Set inside ``performWithoutAnimation(_:)``.
    @exclusivity(unchecked) var isAnimationDisabled = false
    /// The elements of the last layout pass, as the layout reported them for the bounds.
    @exclusivity(unchecked) var lastVisibleElements: [LayoutAttributes] = []
    /// The storage of the elements of the pass before the last, which the next pass fills.
    @exclusivity(unchecked) var spareVisibleElements: [LayoutAttributes] = []
    /// How many times attributes were applied to visible cells outside the visible-element pass
    /// (reconfigured and remeasured cells): the cells' records of their last applied attributes
    /// (`VisibleCells.Entry.applied`) hold while it is ``appliedRecordsGeneration``.
    @exclusivity(unchecked) var outsideApplies = 0
    /// The value of ``outsideApplies`` when the last pass recorded the attributes it applied;
    /// `-1` when the records do not hold.
    @exclusivity(unchecked) var appliedRecordsGeneration = -1
    /// Whether a visible cell whose attributes equal the ones last applied to it is not applied
    /// them again; `false` in the tests that compare with applying them.
    @exclusivity(unchecked) package var skipsApplyingUnchangedAttributes = true
    /// The storage of the visible-element pass's wanted cells, kept between passes.
    @exclusivity(unchecked) var wantedCellsStorage: [WantedCell] = []
    /// The storage of the keys a loop of visible-element passes asked for, kept between loops.
    @exclusivity(unchecked) var requestedKeysStorage: [LayoutElementKey] = []
    /// Actions to run once the current layout pass is over (appended to and taken from in place:
    /// its accesses are checked).
    var afterLayoutActions: [@MainActor () -> Void] = []
    /// Whether ``afterLayoutActions`` holds any action: the end of a pass or a batch with none
    /// waiting (most) does not read the checked list.
    @exclusivity(unchecked) var hasAfterLayoutActions = false
    /// Set while ``runAfterLayoutActions()`` runs them.
    @exclusivity(unchecked) var isRunningAfterLayoutActions = false
    /// Completions of animated batch updates still in flight, in order.
    var animationCompletions: [(Bool) -> Void] = []
    /// Where each static view is shown.
    var viewContainers: [ObjectIdentifier: WeakContainer] = [:]
    /// Cells and supplementary views (with their kinds) retired during a batch update; they join
    /// their reuse queues when it ends (in UIKit they are still animating out, so a reloaded item or
    /// section never gets its own old view back).
    @exclusivity(unchecked) var retiringViews: [(view: HeadlessReusableView, kind: String?)]?
    /// The storage of ``retiringViews``, emptied, kept between batch updates.
    @exclusivity(unchecked) var spareRetiringViews: [(view: HeadlessReusableView, kind: String?)] = []
    /// What the app's layout code handed back that could not be shown, reported once each.
    var reportedLayoutProblems = Set<String>()
    /// What the chosen engine makes of the installed description (``reportEngineProblems(_:problems:)``),
    /// reported once each per description.
    var reportedEngineProblems = Set<String>()
    /// Set while the layout state is being changed with app code running inside
    /// (``changeLayoutState(_:)``).
    @exclusivity(unchecked) var isChangingLayoutState = false
    /// The last check of a compositional layout for Apple's engine, kept for other item counts
    /// while its answer cannot change (`AppleLayoutCheck.holds(for:layout:environment:features:)`).
    @exclusivity(unchecked) var lastEngineCheck: AppleLayoutCheck?
    /// Tessera's state for this view: the one ``CollectionViewHostContext/context(for:)`` returns
    /// for it (adopted at creation), held here so that the view's own code reads it in one load.
    package let hostContext = CollectionViewHostContext()
    /// How many times the installed layout was checked for Apple's engine (translated section by
    /// section): once per description, environment and features for a layout of one section
    /// description, whatever the applies in between.
    @exclusivity(unchecked) package internal(set) var engineChecksMade = 0

    // MARK: Creating a collection view

    #if compiler(>=6.2)
        /// Released mid-update: the animations in flight end, unfinished, and the updates waiting for
        /// a layout pass run (each finds no collection view), so that every completion runs once and
        /// every awaiting caller resumes (docs/Reliability.md, "Re-entrancy").
        isolated deinit {
            finishAnimations(finished: false)
            let waiting = afterLayoutActions
            afterLayoutActions.removeAll()
            hasAfterLayoutActions = false
            for action in waiting { action() }
        }
    #endif

    /// Creates a collection view. Mirrors `UICollectionView(frame:collectionViewLayout:)`.
    ///
    /// A frame or scale that cannot be used is refused as when it is set later: reported, and the
    /// view starts with a zero frame or a scale of 3.
    public init(frame: CGRect, collectionViewLayout: any CollectionLayout, displayScale: CGFloat = 3) {
        // Observers do not run in an initializer: the values are checked here.
        let scaleIsValid = displayScale.isFinite && displayScale >= 0
        self.frame = Self.isValid(frame) ? frame : .zero
        self.layoutStateBox = LayoutStateBox(HostLayoutState(layout: collectionViewLayout))
        self.displayScale = scaleIsValid ? displayScale : 3
        CollectionViewHostContext.adopt(hostContext, for: self)
        hostContext.recorder = { [weak self] failure in self?.failures.append(failure) }
        hostContext.idleHandler = { [weak self] in self?.runAfterLayoutActions() }
        _ = refuses(frame, isValid: Self.isValid(frame), name: "frame", keeping: self.frame)
        _ = refuses(displayScale, isValid: scaleIsValid, name: "display scale", keeping: self.displayScale)
    }

    // MARK: Geometry

    /// The visible area in content coordinates.
    public var bounds: CGRect {
        CGRect(origin: contentOffset, size: frame.size)
    }

    /// The scroll position. Setting it moves the visible area: cells enter and leave, and the
    /// delegate hears `collectionViewDidScroll(_:)`.
    ///
    /// A NaN or infinite offset, which UIKit refuses with an exception (a layer position cannot be
    /// NaN), is reported as ``CollectionViewError/Kind/invalidCall`` and the offset stays as it was.
    @exclusivity(unchecked) public var contentOffset: CGPoint = .zero {
        didSet {
            guard contentOffset.x.isFinite, contentOffset.y.isFinite else {
                let refused = contentOffset
                contentOffset = oldValue
                reportFailure(
                    CollectionViewError(
                        .invalidCall,
                        "the content offset (\(refused.x), \(refused.y)) is not a finite point; the offset stays at (\(oldValue.x), \(oldValue.y))"
                    ))
                return
            }
            guard contentOffset != oldValue else { return }
            lastContentOffset = oldValue
            updateVisibleElements()
            delegates(for: .didScroll).forEach { $0.collectionViewDidScroll(self) }
        }
    }

    /// The size of the content. Mirrors `contentSize`.
    public var contentSize: CGSize {
        layoutIfNeeded()
        return layoutState.solution?.contentSize ?? .zero
    }

    /// The environment the layout is solved in: the frame's size less the adjusted content inset
    /// across the scrolling axis, the traits, the safe area and the layout margins.
    package var layoutEnvironment: LayoutEnvironment {
        layoutEnvironment(scrollDirection: layoutState.layout.scrollDirection)
    }

    /// The environment a layout scrolling along `scrollDirection` would be solved in.
    @_spi(ProtocolWitness) public func layoutEnvironment(scrollDirection: LayoutAxis) -> LayoutEnvironment {
        LayoutEnvironment(
            hostBoundsSize: frame.size,
            adjustedContentInset: contentInsetAdjustmentBehavior.adjustedContentInset(
                contentInset: contentInset, safeAreaInsets: safeAreaInsets, scrollDirection: scrollDirection),
            scrollDirection: scrollDirection,
            traitCollection: LayoutTraitCollection(
                displayScale: displayScale, horizontalSizeClass: frame.width >= 600 ? .regular : .compact,
                layoutDirection: layoutDirection, preferredContentSizeCategory: preferredContentSizeCategory
            ),
            safeAreaInsets: safeAreaInsets,
            layoutMargins: layoutMargins
        )
    }

    package func setContentInset(_ insets: DirectionalEdgeInsets) {
        contentInset = insets
    }

    /// The inset on the left of the screen: the leading one, or the trailing one in right to left.
    func physicalLeft(_ insets: DirectionalEdgeInsets) -> CGFloat {
        layoutDirection == .rightToLeft ? insets.trailing : insets.leading
    }

    /// The inset on the right of the screen.
    func physicalRight(_ insets: DirectionalEdgeInsets) -> CGFloat {
        layoutDirection == .rightToLeft ? insets.leading : insets.trailing
    }

    // MARK: Data source and delegate

    package func setDataSource(_ dataSource: (any CollectionViewDataSource)?) {
        self.dataSource = dataSource
    }

    @_spi(ProtocolWitness) public func setDelegate(_ delegate: (any CollectionViewDelegate)?) {
        self.delegate = delegate
    }

    package func setPrefetchDataSource(_ prefetchDataSource: (any CollectionViewDataSourcePrefetching)?) {
        self.prefetchDataSource = prefetchDataSource
    }

    // MARK: Failures

    /// Whether a geometry value is refused: when `isValid` is false, the refusal is reported as
    /// ``CollectionViewError/Kind/invalidCall`` (UIKit raises an exception) naming the property,
    /// the value and the one kept; the caller puts the old value back.
    private func refuses(_ value: Any, isValid: Bool, name: String, keeping kept: Any) -> Bool {
        guard !isValid else { return false }
        reportFailure(
            CollectionViewError(
                .invalidCall, "the \(name) \(value) is not finite (or is negative where it cannot be); it stays \(kept)"
            ))
        return true
    }

    /// Whether insets are refused: not finite (reported; the caller puts the old ones back).
    private func refuses(_ insets: DirectionalEdgeInsets, name: String, keeping kept: DirectionalEdgeInsets) -> Bool {
        refuses(insets, isValid: insets.isFinite, name: name, keeping: kept)
    }

    /// Whether a frame's numbers are finite and its size is not negative.
    private static func isValid(_ frame: CGRect) -> Bool {
        [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].allSatisfy(\.isFinite)
            && frame.size.width >= 0 && frame.size.height >= 0
    }

    /// Reports a failure UIKit would have raised, through Tessera's failure channel; `element` is
    /// the view it is about, if any.
    func report(_ failure: CollectionViewError, element: LayoutElementKey? = nil) {
        reportFailure(failure, element: element)
    }

    /// Forgets recorded failures.
    package func removeAllFailures() {
        failures.removeAll()
    }
}
