import Foundation

// MARK: - Reloading and laying out

extension HeadlessCollectionView {
    /// Marks everything to be reloaded from the data source: counts, cells, supplementary views;
    /// selection and measured sizes are cleared. Mirrors `reloadData()`: as on iOS, nothing is
    /// asked of the data source now; the counts are loaded at the next layout pass, or when a
    /// batch update or a count query needs them. Animated updates in flight end, unfinished,
    /// after the view is marked: their completions run app code, and a layout pass or a count
    /// query made there loads the data source's counts, not the data's before the reload.
    ///
    /// Inside an updates block or a data source call it is reported and ignored (on iOS it does
    /// not reset the batch's counts, and the batch fails).
    package func reloadData() {
        guard checkNotInsideUpdate("reloadData()") else { return }
        needsReload = true
        needsLayout = true
        finishAnimations(finished: false)
    }

    /// Solves the layout again at the next layout pass (after a change of size, layout or insets).
    /// Mirrors `setNeedsLayout()` together with the layout's `invalidateLayout()`.
    package func setNeedsLayout() {
        needsLayout = true
    }

    /// Solves the layout again now.
    package func invalidateLayout() {
        needsLayout = true
        layoutIfNeeded()
    }

    /// Runs a layout pass if one is due: loads the counts after a reload, solves the layout and
    /// brings the visible cells and supplementary views in line with the bounds. Mirrors
    /// `layoutIfNeeded()`; the view's queries (`visibleCells`, `dump()`, `contentSize`…) run one
    /// first, as the run loop would have on iOS by the time an app reads them.
    ///
    /// - Complexity: Nothing when up to date; otherwise the layout's solve plus O(*v* log *v*) for *v* visible elements.
    public func layoutIfNeeded() {
        // Inside a batch the view still shows the state before it; the batch lays out when it ends.
        guard !isUpdatingVisibleElements, !isCollectingBatch, request == nil, !isChangingLayoutState else { return }
        reportStrayDequeues()
        loadCountsIfNeeded()
        if needsLayout {
            needsLayout = false
            solveLayout()
            if layoutState.forgotMeasurementsForTraits { remeasureVisibleElements() }
            updateVisibleElements()
        }
    }

    /// Loads the counts from the data source after a reload, retiring every view. UIKit does this
    /// at the first layout pass, or when a batch update or a count query needs the counts.
    func loadCountsIfNeeded() {
        guard needsReload, request == nil, !isChangingLayoutState else { return }
        needsReload = false
        let retiring = visibleCellsByIndexPath
        visibleCellsByIndexPath.removeAll()
        selectedIndexPaths.removeAll()
        tappedIndexPath = nil
        layoutState.invalidate(.reload)
        prefetchedIndexPaths.removeAll()
        sectionCounts = dataSourceCounts()
        reloadCount += 1
        needsLayout = true
        // The views of the data before the reload end displaying once the new counts are known: a
        // delegate called now (one that scrolls, or applies) meets the new data, and what it asks
        // for is shown at the layout pass that follows.
        hostContext.whileBusy {
            isUpdatingVisibleElements = true
            defer { isUpdatingVisibleElements = false }
            for (indexPath, cell) in retiring { endDisplaying(cell, at: indexPath) }
            endDisplayingAllSupplementaryViews()
        }
    }

    /// The counts the data source reports now.
    func dataSourceCounts() -> [Int] {
        dataSource?.itemCounts(in: self) ?? []
    }

    /// Solves the layout for the shown counts and the measured sizes, then keeps the content
    /// offset's place in the new content (`LayoutSolution.contentOffset(keepingPlaceOf:from:)`:
    /// brought back into content that shrank; in a right-to-left horizontal layout, following the
    /// content's start at its right end), as a collection view does after its layout changes.
    func solveLayout() {
        // The scroll direction read from the layout held here: read where the view stores it, the
        // layout was copied out of its box for each read.
        let layout = layoutState.layout, scrollDirection = layout.scrollDirection
        let offset = contentOffset
        let insets = contentInsetAdjustmentBehavior.adjustedContentInset(
            contentInset: contentInset, safeAreaInsets: safeAreaInsets, scrollDirection: scrollDirection)
        let environment = layoutEnvironment(scrollDirection: scrollDirection)
        let counts = sectionCounts
        // What is kept of the solutions before and after the solve — the numbers the offset's place
        // is kept with, the engine's problems — is read from the state while it is changed, in
        // place: the view's state would be copied out to read it.
        var before: ContentOffsetGeometry?, after: ContentOffsetGeometry?, problems: [String]?
        // The engine choice asks the app's section providers too: it runs inside the change, so an
        // apply made from a provider waits as one made from the solve does.
        var choice: LayoutEngineChoice?
        do {
            try changeLayoutState { state throws(LayoutError) in
                before = state.contentOffsetGeometryBeforeSolve
                state.setScrollPosition(contentOffset: offset, adjustedContentInset: insets)
                let (chosen, handed) = engineChoiceAndHandedLayout(
                    for: state.layout, itemCounts: counts, in: environment, sameLayoutCheck: &state.sameLayoutCheck)
                choice = chosen
                try state.solve(in: environment, itemCounts: counts, handedToEngine: handed)
                after = state.solution?.contentOffsetGeometry
                problems =
                    chosen.engine == .appleCompositional
                    ? state.solution?.appleEngineReports : state.solution?.featuresTesseraEngineDoesNotOfferOnIOS
            }
        } catch {
            report(CollectionViewError(.layout, "the layout could not be solved: \(error.description)"))
        }
        guard let after, let choice, let problems else { return }
        reportEngineProblems(choice, problems: problems)
        let kept = after.contentOffset(keepingPlaceOf: contentOffset, from: before)
        if kept != contentOffset { contentOffset = kept }
    }

    /// The solved layout, after a layout pass if one is due; `nil` when the layout could not be
    /// solved (see ``failures``) or the view has no extent across its scrolling axis.
    package var layoutSolution: LayoutSolution? {
        layoutIfNeeded()
        return layoutState.solution
    }

    // MARK: Numbers

    /// Mirrors `numberOfSections`: loads the counts if a reload is pending.
    @_spi(ProtocolWitness) public var numberOfSections: Int {
        loadCountsIfNeeded()
        return sectionCounts.count
    }

    /// Mirrors `numberOfItems(inSection:)`: loads the counts if a reload is pending.
    @_spi(ProtocolWitness) public func numberOfItems(inSection section: Int) -> Int {
        loadCountsIfNeeded()
        return sectionCounts.indices.contains(section) ? sectionCounts[section] : 0
    }

    /// Whether the view shows `counts` items in its sections, compared with its table at once
    /// (the default asks each section, loading the counts each time).
    package func showsItemCounts(_ counts: [Int]) -> Bool {
        loadCountsIfNeeded()
        return sectionCounts == counts
    }

    /// Whether the layout could not be solved at the last pass.
    package var hasLayoutError: Bool { layoutState.hasLayoutError }

    /// Whether the counts were loaded since the last `reloadData()` (false on a new view).
    package var hasLoadedCounts: Bool { !needsReload }

    // MARK: Layouts

    /// Installs a layout, solved at the next layout pass. Mirrors
    /// `setCollectionViewLayout(_:animated:)`; reported and ignored inside an updates block or a
    /// data source call, where UIKit forbids it.
    public func setLayout(_ layout: any CollectionLayout, animated: Bool) {
        guard !deferredWhileChangingLayoutState({ $0.setLayout(layout, animated: animated) }) else { return }
        guard checkNotInsideUpdate("setLayout(_:animated:)") else { return }
        layoutState.layout = layout
        reportedEngineProblems.removeAll()
        needsLayout = true
        hostContext.flightRecorder?.recordLayout(of: self)
    }

    /// ``collectionViewLayout``, read without a layout pass (the flight recorder reads it).
    package var layoutDescription: (any CollectionLayout)? { layoutState.layout }

    /// Replaces the layout's description: inside an updates block it is solved once, with the
    /// update's counts; outside, at the next layout pass. The headless host takes every
    /// description in place, on either engine: at each pass it lays out what the engine chosen for
    /// the description is handed (`layoutEngineChoice`).
    package func updateLayoutDescription(_ layout: any CollectionLayout) -> Bool {
        layoutState.layout = layout
        reportedEngineProblems.removeAll()
        needsLayout = true
        return true
    }

    /// Nothing to prepare: the headless host moves measured sizes with the update it validates.
    package func prepareLayout(for update: BatchUpdate) {}

    /// Scrolls an orthogonal section to an offset from its leading edge, within its band's range
    /// (as a user swiping it would). A test's stand-in for the swipe: on iOS the band is Apple's
    /// scroll view, which the user scrolls (`UICollectionView` has no such call).
    ///
    /// - Complexity: O(*v* log *v*) for *v* visible elements.
    public func setOrthogonalOffset(_ offset: CGFloat, forSection section: Int, animated: Bool = false) {
        guard
            !deferredWhileChangingLayoutState({
                $0.setOrthogonalOffset(offset, forSection: section, animated: animated)
            })
        else { return }
        layoutIfNeeded()
        layoutState.setOrthogonalOffset(offset, forSection: section)
        updateVisibleElements()
    }

    /// Scrolls to an offset. Mirrors `setContentOffset(_:animated:)`: an animated scroll tells the
    /// delegate `collectionViewDidEndScrollingAnimation(_:)` when it ends (at once here).
    package func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
        if animated {
            delegates(for: .didEndScrollingAnimation).forEach { $0.collectionViewDidEndScrollingAnimation(self) }
        }
    }

    // MARK: Animations

    /// Runs changes without animation: batch updates made in `actions` finish at once. Mirrors
    /// `UIView.performWithoutAnimation(_:)`.
    package func performWithoutAnimation(_ actions: () -> Void) {
        let wasDisabled = isAnimationDisabled
        isAnimationDisabled = true
        defer { isAnimationDisabled = wasDisabled }
        actions()
    }

    /// Whether animated batch updates are in flight (only when ``completesAnimationsImmediately``
    /// is `false`).
    public var hasAnimationsInFlight: Bool { !animationCompletions.isEmpty }

    /// Ends the animations in flight when it is called: their completions run, in order, with
    /// `true` (`false` when a reload interrupted them). An animated update that a completion starts
    /// (an apply queued behind the one that finished, say) is a new animation and stays in
    /// flight, as in UIKit, where it runs on a later frame; call again to finish it.
    ///
    /// - Complexity: O(*a*) for *a* animations in flight, plus what their completions do.
    public func finishAnimations() {
        finishAnimations(finished: true)
    }

    func finishAnimations(finished: Bool) {
        let inFlight = animationCompletions
        animationCompletions.removeAll()
        for completion in inFlight { completion(finished) }
    }

    // MARK: Misuse

    /// Reports a call UIKit forbids inside an updates block or a data source call; returns
    /// whether the call may proceed.
    func checkNotInsideUpdate(_ call: String) -> Bool {
        if isCollectingBatch {
            report(
                CollectionViewError(
                    .invalidCall,
                    "\(call) was called inside a performBatchUpdates updates block: UIKit keeps the counts it read before the block, so the batch fails; call it outside the block"
                ))
            return false
        }
        if let request {
            report(
                CollectionViewError(
                    .invalidCall,
                    "\(call) was called while the data source was providing the view for \(request.key): a data source call must not change the collection view"
                ))
            return false
        }
        return true
    }

    /// Reports views dequeued outside a request (UIKit, iOS 18: at the next layout pass).
    func reportStrayDequeues() {
        guard !strayDequeues.isEmpty else { return }
        let keys = strayDequeues
        strayDequeues.removeAll()
        FailureIssues.gatheringRepeats {
            for key in keys {
                report(
                    CollectionViewError(
                        .invalidView,
                        "Expected dequeued view to be returned to the collection view in preparation for display. When the collection view's data source is asked to provide a view for a given index path, ensure that a single view is dequeued and returned to the collection view. Avoid dequeuing views without a request from the collection view. For retrieving an existing view in the collection view, use -[UICollectionView cellForItemAtIndexPath:] or -[UICollectionView supplementaryViewForElementKind:atIndexPath:]. Dequeued view: \(key), dequeued without a request"
                    ), element: key)
            }
        }
    }
}
