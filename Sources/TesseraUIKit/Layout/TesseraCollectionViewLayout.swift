#if canImport(UIKit)
    import UIKit

    /// A `UICollectionViewLayout` backed by a Tessera layout description: the frames UIKit shows are
    /// the ones `LayoutSolution` computes in tests, previews and the `tessera` tool.
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
    /// - the content offset keeps its place when the layout is solved again
    ///   (`LayoutSolution.contentOffset(keepingPlaceOf:from:)`): a right-to-left horizontal layout
    ///   starts at its right end, also when its items arrive after the first layout pass.
    ///
    /// It does not offer what Apple's compositional layout does better on iOS: orthogonal scrolling
    /// of sections and swipe actions. A description that uses them is reported once (the core's
    /// `LayoutSolution.featuresTesseraEngineDoesNotOfferOnIOS`); with
    /// `tesseraLayoutEngine = .automatic` (the default) such descriptions run on Apple's engine.
    ///
    /// Decoration views are registered on the layout as usual
    /// (`register(_:forDecorationViewOfKind:)`, on `collectionView.collectionViewLayout` — on either
    /// engine — and they come along when Tessera installs another layout); kinds nobody registered
    /// get ready-made views (list separators, the screen builder's cards, separators and
    /// timelines, rounded section backgrounds), never an exception.
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
        /// The app's and Tessera's decoration registrations (the app's win, and come along to the
        /// next layout Tessera installs).
        var decorationRegistrations = DecorationRegistrations<AnyClass>()
        /// What the app's layout code handed back that could not be shown, reported once each.
        var reportedProblems: Set<String> = []
        /// The update Tessera is performing, handed over inside the updates block: the next
        /// `prepare()` moves measured sizes and orthogonal offsets with it before it solves.
        var pendingUpdate: BatchUpdate?
        /// Set when `prepare()` already began the update UIKit is about to describe.
        var hasBegunUpdate = false
        /// The solution before the last solve, against which the content offset keeps its place.
        var solutionBeforeSolve: LayoutSolution?
        /// What the description uses that this engine does not offer, already reported.
        var reportedLimitations: Set<String> = []

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
        package var solution: LayoutSolution? { state.solution }

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
            let environment = LayoutEnvironment(
                collectionView: collectionView, scrollDirection: state.layout.scrollDirection)
            // Only what changes the frames solves again (a top safe area that changes every frame
            // while a large title collapses does not): the core decides.
            if let solved = solvedEnvironment,
                environment.solvesTheSame(as: solved, scrollDirection: state.layout.scrollDirection)
            {
            } else {
                needsSolve = true
            }
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
                keepContentOffsetInPlace(in: collectionView)
            }
        }

        /// Moves the content offset where the core keeps it after a solve
        /// (`LayoutSolution.contentOffset(keepingPlaceOf:from:)`), through an invalidation context's
        /// `contentOffsetAdjustment`, which UIKit applies after the layout pass — the offset is not
        /// set from inside `prepare()`.
        private func keepContentOffsetInPlace(in collectionView: UICollectionView) {
            guard let solution = state.solution else { return }
            let offset = collectionView.contentOffset
            let kept = solution.contentOffset(keepingPlaceOf: offset, from: solutionBeforeSolve)
            solutionBeforeSolve = solution
            guard kept != offset else { return }
            let context = TesseraLayoutInvalidationContext()
            context.contentOffsetAdjustment = CGPoint(x: kept.x - offset.x, y: kept.y - offset.y)
            invalidateLayout(with: context)
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
            reportLimitations(to: collectionView)
        }

        /// Reports once what the description and the data source use that Tessera's engine does not
        /// offer on iOS (both decided by the core).
        private func reportLimitations(to collectionView: UICollectionView) {
            let swipeActions = (collectionView.tesseraBridge.dataSource as? any CollectionViewSwipeActionsProviding)?
                .swipeActionsNotOfferedOnTesseraEngine
            for limitation in (state.solution?.featuresTesseraEngineDoesNotOfferOnIOS ?? [])
                + [swipeActions].compactMap(\.self)
            where reportedLimitations.insert(limitation).inserted {
                collectionView.reportFailure(CollectionViewError(.layout, limitation))
            }
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
            decorationRegistrations.appRegistered(viewClass, forKind: elementKind)
        }

        /// Registers the app's classes of the layout this one replaces.
        func adopt(_ carried: DecorationRegistrations<AnyClass>) {
            for (kind, viewClass): (String, AnyClass) in carried.appClasses {
                register(viewClass, forDecorationViewOfKind: kind)
            }
        }

        /// Registers the ready-made view for a decoration kind nobody registered, so that UIKit can
        /// always dequeue one (`DecorationRegistrations`).
        func registerDecorationViewIfNeeded(ofKind elementKind: String) {
            guard
                let viewClass = decorationRegistrations.registration(
                    forKind: elementKind, readyMade: { DecorationViews.defaultClass(forKind: elementKind) })
            else { return }
            super.register(viewClass, forDecorationViewOfKind: elementKind)
        }
    }
#endif
