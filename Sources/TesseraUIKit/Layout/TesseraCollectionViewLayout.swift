#if canImport(UIKit)
    import UIKit

    /// A `UICollectionViewLayout` backed by a Tessera layout description: the frames UIKit shows are
    /// the ones ``LayoutSolution`` computes in tests, previews and the `tessera` tool.
    ///
    /// ```swift
    /// let layout = TesseraCollectionViewLayout(layout: CompositionalLayout(section: section))
    /// let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    /// ```
    ///
    /// It implements the whole `UICollectionViewLayout` contract:
    /// - `prepare()` solves the description for the collection view's counts and environment (bounds
    ///   size, traits, safe area, layout margins) only when one of them changed;
    /// - `layoutAttributesForElements(in:)` and the per-element queries answer from the solution in
    ///   O(log *n* + *k*);
    /// - self-sizing cells and supplementary views report their size through
    ///   `preferredLayoutAttributesFitting(_:)`: only estimated dimensions change, in place, with
    ///   content size and offset adjustments in the invalidation context (an element measured above
    ///   the visible area does not make the content jump);
    /// - pinned supplementaries and visible-items handlers follow the scroll position (only they are
    ///   invalidated on scroll);
    /// - animated updates: measured sizes follow their items, inserted items fade in where they land
    ///   and deleted ones fade out where they were;
    /// - orthogonal sections scroll with a hidden `UIScrollView` per section whose pan gesture is
    ///   moved to the collection view (see "Orthogonal scrolling" in docs/UIKit.md):
    ///   cells stay in the collection view, so reuse, self-sizing and delegate calls are unchanged.
    ///
    /// Decoration views are registered on the layout as usual
    /// (`register(_:forDecorationViewOfKind:)`); kinds Tessera itself produces (list separators, the
    /// screen builder's cards, separators and timelines) get ready-made views when none is
    /// registered, and any other kind an empty view rather than an exception.
    @MainActor
    open class TesseraCollectionViewLayout: UICollectionViewLayout {
        /// The layout's state: description, measured sizes and solution.
        var state: HostLayoutState
        /// The state before an update began, kept until `prepare(forCollectionViewUpdates:)`.
        var stateBeforeUpdate: HostLayoutState?
        var needsSolve = true
        var solvedEnvironment: LayoutEnvironment?
        /// The change recorded by the last `shouldInvalidateLayout(forPreferredLayoutAttributes:…)`.
        var pendingSelfSizingChange: SelfSizingChange?
        /// Decoration kinds with a registered view class.
        var registeredDecorationKinds: Set<String> = []
        /// What the app's layout code handed back that could not be shown, reported once each.
        var reportedProblems: Set<String> = []
        /// The scroll views that scroll orthogonal sections, by section.
        var orthogonalScrollers: [Int: OrthogonalScrollProxy] = [:]
        /// Set while the layout moves an orthogonal scroller itself.
        var isSyncingOrthogonalScrollers = false
        /// Set when a measurement may have changed a band's extent.
        var needsOrthogonalSync = false
        /// The update Tessera is performing, handed over inside the updates block: the next
        /// `prepare()` moves measured sizes and orthogonal offsets with it before it solves.
        var pendingUpdate: BatchUpdate?
        /// Set when `prepare()` already began the update UIKit is about to describe.
        var hasBegunUpdate = false
        /// Whether the first solve with a size happened (a horizontal right-to-left layout then
        /// scrolls to its start).
        var hasSolvedWithBounds = false

        /// The layout description. Setting it invalidates the layout.
        public var layout: any CollectionLayout {
            get { state.layout }
            set {
                state.layout = newValue
                needsSolve = true
                invalidateLayout()
            }
        }

        /// The current solution, or `nil` before the first `prepare()` or when the description could
        /// not be solved: the collection view then shows nothing rather than raising, and the layout
        /// error is reported through Tessera's failure channel (see `failureHandler` on the
        /// collection view).
        public var solution: LayoutSolution? { state.solution }

        /// Replaces the description without invalidating the layout: the update being performed
        /// invalidates it, and the description is solved once, for the update's counts.
        func replaceDescription(_ layout: any CollectionLayout) {
            state.layout = layout
            needsSolve = true
        }

        /// Creates a layout for a description.
        public init(layout: any CollectionLayout) {
            state = HostLayoutState(layout: layout)
            super.init()
            // A change of Dynamic Type size reaches the layout's environment at the next prepare();
            // UIKit does not always invalidate a custom layout for it, so the layout asks.
            NotificationCenter.default.addObserver(
                self, selector: #selector(contentSizeCategoryDidChange),
                name: UIContentSizeCategory.didChangeNotification, object: nil)
            // VoiceOver landing on an item of a band: the band reveals the next one.
            NotificationCenter.default.addObserver(
                self, selector: #selector(accessibilityElementDidFocus(_:)),
                name: UIAccessibility.elementFocusedNotification, object: nil)
        }

        /// Scrolls a band so that the item after the one VoiceOver focused is in view (the core
        /// decides how far: ``LayoutSolution/orthogonalOffsetRevealing(itemAt:)``), so that every item
        /// of a band can be reached with swipes.
        @objc private func accessibilityElementDidFocus(_ notification: Notification) {
            guard let collectionView,
                let cell = notification.userInfo?[UIAccessibility.focusedElementUserInfoKey] as? UICollectionViewCell,
                cell.superview === collectionView, let indexPath = collectionView.indexPath(for: cell),
                let offset = state.solution?.orthogonalOffsetRevealing(itemAt: indexPath)
            else { return }
            scrollBand(ofSection: indexPath.section, toOrthogonalOffset: offset, animated: true)
        }

        /// Solves again with the new text size: every self-sized element measures itself again
        /// (``HostLayoutState`` forgets the measurements when the category in the environment changes).
        @objc private func contentSizeCategoryDidChange() {
            needsSolve = true
            invalidateLayout()
        }

        /// Storyboards and nibs cannot describe a Tessera layout; create it in code.
        public required init?(coder: NSCoder) {
            nil
        }

        // MARK: UICollectionViewLayout configuration

        open override class var invalidationContextClass: AnyClass {
            TesseraLayoutInvalidationContext.self
        }

        open override class var layoutAttributesClass: AnyClass {
            TesseraLayoutAttributes.self
        }

        /// Tessera's solution is solved for the collection view's layout direction: in right to left
        /// its frames are already mirrored (the same frames as in tests), so UIKit must not mirror them
        /// again.
        open override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

        // MARK: Preparing

        open override func prepare() {
            super.prepare()
            guard let collectionView else { return }
            let bridge = collectionView.tesseraBridge
            if bridge.swipeActionsHandler == nil {
                bridge.swipeActionsHandler = SwipeActionsPanHandler(collectionView: collectionView)
            }
            let environment = LayoutEnvironment(
                collectionView: collectionView, scrollDirection: state.layout.scrollDirection)
            if environment != solvedEnvironment { needsSolve = true }
            updateScrollPosition(of: collectionView)
            if let update = pendingUpdate {
                // Tessera's own batch: measured sizes and band offsets follow their items and sections
                // before the one solve UIKit reads (it queries the layout before it describes the
                // update in prepare(forCollectionViewUpdates:)).
                pendingUpdate = nil
                var before = stateBeforeUpdate ?? state
                stateBeforeUpdate = nil
                before.layout = state.layout
                before.beginUpdate(describedBy: [update], itemCountsAfter: collectionView.itemCounts)
                state = before
                hasBegunUpdate = true
                needsSolve = true
            }
            if needsSolve {
                solve(in: environment, collectionView: collectionView)
            }
            if !hasSolvedWithBounds, let solution = state.solution {
                // A horizontal layout in right to left starts at the right end of its content.
                hasSolvedWithBounds = true
                let start = solution.leadingContentOffset
                if start != .zero {
                    collectionView.contentOffset = CGPoint(
                        x: start.x - collectionView.adjustedContentInset.left, y: collectionView.contentOffset.y)
                }
            }
        }

        /// Solves the description for the collection view's counts.
        func solve(in environment: LayoutEnvironment, collectionView: UICollectionView) {
            let counts = collectionView.itemCounts
            needsSolve = false
            solvedEnvironment = environment
            do {
                try state.solve(in: environment, itemCounts: counts)
            } catch {
                collectionView.reportFailure(
                    CollectionViewError(.layout, "the layout could not be solved: \(error.description)"))
            }
            syncOrthogonalScrollers()
        }

        func updateScrollPosition(of collectionView: UICollectionView) {
            let inset = DirectionalEdgeInsets(
                collectionView.adjustedContentInset,
                layoutDirection: collectionView.effectiveUserInterfaceLayoutDirection)
            state.setScrollPosition(contentOffset: collectionView.contentOffset, adjustedContentInset: inset)
        }

        open override var collectionViewContentSize: CGSize {
            state.solution?.contentSize ?? .zero
        }

        // MARK: Attributes

        open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            guard let solution = state.solution else { return [] }
            var problems: [String] = []
            let elements = solution.elements(in: rect, problems: &problems)
            if !problems.isEmpty { collectionView?.reportLayoutProblems(problems, reported: &reportedProblems) }
            for element in elements where element.category == .decorationView {
                registerDecorationViewIfNeeded(ofKind: element.elementKind ?? "")
            }
            return elements.map(UICollectionViewLayoutAttributes.make(from:))
        }

        open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            state.solution?.attributesForItem(at: indexPath).map(UICollectionViewLayoutAttributes.make(from:))
        }

        open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            state.attributes(for: .supplementary(elementKind, indexPath)).map(
                UICollectionViewLayoutAttributes.make(from:))
        }

        open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            registerDecorationViewIfNeeded(ofKind: elementKind)
            return state.attributes(for: .decoration(elementKind, indexPath)).map(
                UICollectionViewLayoutAttributes.make(from:))
        }

        // MARK: Decoration views

        open override func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
            super.register(viewClass, forDecorationViewOfKind: elementKind)
            // `nil` unregisters: the ready-made view takes over again.
            if viewClass == nil {
                registeredDecorationKinds.remove(elementKind)
            } else {
                registeredDecorationKinds.insert(elementKind)
            }
        }

        /// Registers the ready-made view for a decoration kind nobody registered, so that UIKit can
        /// always dequeue one.
        func registerDecorationViewIfNeeded(ofKind elementKind: String) {
            guard !registeredDecorationKinds.contains(elementKind) else { return }
            register(DecorationViews.defaultClass(forKind: elementKind), forDecorationViewOfKind: elementKind)
        }
    }
#endif
