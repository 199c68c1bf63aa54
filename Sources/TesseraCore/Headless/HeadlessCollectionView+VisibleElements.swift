import Foundation

// MARK: - Visible cells and supplementary views

extension HeadlessCollectionView {
    /// Brings the visible cells and supplementary views in line with the bounds: new ones are
    /// requested from the data source (will-display), those that left are retired (did-end-
    /// displaying) into their reuse queues, and cells that measure themselves update the layout.
    func updateVisibleElements() {
        // During a batch update's remapping the solution is the old one: the update lays out when
        // it is done, at the offset set meanwhile. While the data source provides a view, no other
        // is asked for: a scroll made from a cell provider is shown at the next layout pass.
        guard !isUpdatingVisibleElements, !isRemappingForUpdate else { return }
        guard request == nil, !isChangingLayoutState else {
            needsLayout = true
            return
        }
        // A layout pass is due (counts loaded after a reload by a count query, a new layout): the
        // solution is older than the counts, so a scroll made meanwhile shows the cells of the pass
        // that solves again, as UIKit's layout pass prepares the layout before it places cells.
        if needsReload || needsLayout, !isCollectingBatch {
            needsLayout = true
            layoutIfNeeded()
            return
        }
        // Updates made meanwhile (from will-display, say) run once the pass is over.
        hostContext.whileBusy {
            isUpdatingVisibleElements = true
            defer { isUpdatingVisibleElements = false }
            // Self-sizing can move things, and a delegate called during the pass may scroll; passes
            // settle it (UIKit does the same in layout). Past the eighth, a pass follows only one
            // that measured a cell not shown before in this loop — cells that shrink let new ones in
            // until the bounds are full, which takes a pass per cell —, so the loop ends after at
            // most as many passes as there are items. What still moves then (a scroll, sizes that
            // change each time they are measured) is shown at the next layout pass.
            var requested: Set<LayoutElementKey> = []
            for pass in 0... {
                let offset = contentOffset
                let (changed, newlyRequested) = updateVisibleElementsOnce(requested: &requested)
                let moved = contentOffset != offset
                // A reload asked for meanwhile (a new data source, say) is the next pass's work.
                if needsReload { needsLayout = true }
                guard !needsReload, changed || moved else { break }
                if pass >= 7, !(changed && newlyRequested) {
                    needsLayout = true
                    break
                }
            }
            updatePrefetching()
            checkElementQueries()
        }
    }

    /// Runs an action once the current layout pass (and batch update, request or interactive move)
    /// is over; at once when none is in progress.
    package func performAfterLayoutPass(_ action: @escaping @MainActor () -> Void) {
        afterLayoutActions.append(action)
        runAfterLayoutActions()
    }

    /// Runs the deferred actions, in order, unless a layout pass, a request, a batch update or an
    /// interactive move is under way. An action that defers another (an update whose layout pass
    /// shows a cell whose will-display applies again, say) leaves it to this loop: chains of
    /// deferred updates run one after another, never nested.
    func runAfterLayoutActions() {
        guard !isRunningAfterLayoutActions else { return }
        isRunningAfterLayoutActions = true
        defer { isRunningAfterLayoutActions = false }
        while !afterLayoutActions.isEmpty && !hostContext.isBusy {
            let action = afterLayoutActions.removeFirst()
            action()
        }
    }

    /// UIKit's cross-check: every supplementary and decoration view the layout shows in the bounds
    /// has the same attributes when asked for by index path (UIKit asserts "no
    /// UICollectionViewLayoutAttributes instance for -layoutAttributesForSupplementaryElementOfKind:").
    func checkElementQueries() {
        // By position: most elements are cells, which are not copied to be skipped.
        let elements = lastVisibleElements
        for position in elements.indices where elements[position].category != .cell {
            let element = elements[position]
            let state = layoutState
            let answer = state.attributes(for: element.key)
            guard answer != element else { continue }
            let query =
                element.category == .supplementaryView
                ? "layoutAttributesForSupplementaryElementOfKind" : "layoutAttributesForDecorationViewOfKind"
            if answer == nil {
                report(
                    CollectionViewError(
                        .invalidView,
                        "no UICollectionViewLayoutAttributes instance for -\(query): \(element.elementKind ?? "") at path \(element.indexPath)"
                    ))
            } else {
                report(
                    CollectionViewError(
                        .invalidView,
                        "layout attributes for \(element.key) changed from \(element.frame) to \(answer?.frame ?? .zero) without invalidating the layout"
                    ))
            }
            return
        }
    }

    /// Measures every view on screen again (after a change of content size category; UIKit
    /// delivers the trait change to every view, which sizes itself again).
    func remeasureVisibleElements() {
        for (indexPath, cell) in visibleCellsByIndexPath.sorted(by: { $0.key.precedes($1.key) }) {
            guard let attributes = layoutState.solution?.attributesForItem(at: indexPath) else { continue }
            cell.apply(attributes)
            _ = measure(cell, at: indexPath, attributes: attributes)
        }
        for (key, view) in visibleSupplementariesByKey {
            guard let attributes = layoutState.solution?.element(key) else { continue }
            view.apply(attributes)
            _ = measureSupplementary(view, key: key, attributes: attributes)
        }
    }

    /// One pass; returns whether measured sizes changed the layout, and whether it asked for a
    /// view not in `requested` (to which it adds those it asks for).
    private func updateVisibleElementsOnce(requested: inout Set<LayoutElementKey>) -> (
        changed: Bool, newlyRequested: Bool
    ) {
        layoutState.setScrollPosition(contentOffset: contentOffset, adjustedContentInset: adjustedContentInset)
        guard let solution = layoutState.solution else {
            lastVisibleElements = []
            for (indexPath, cell) in visibleCellsByIndexPath { endDisplaying(cell, at: indexPath) }
            visibleCellsByIndexPath.removeAll()
            endDisplayingAllSupplementaryViews()
            return (false, false)
        }
        var problems: [String] = []
        // Into the last pass's storage: a pass allocates no array for its elements.
        var elements: [LayoutAttributes] = []
        swap(&elements, &lastVisibleElements)
        solution.elements(in: bounds, problems: &problems, into: &elements)
        reportLayoutProblems(problems, reported: &reportedLayoutProblems)
        lastVisibleElements = elements
        var wantedSupplementaries: [LayoutElementKey: LayoutAttributes] = [:]
        // The cells in index path order, as positions in `elements`: the layout's order when it
        // lists them so, each once (the usual case, which spares a sort and a table: a cell is
        // looked up among their index paths by binary search), otherwise sorted, the last of an
        // index path's attributes kept.
        var cellsInOrder: [Int] = []
        cellsInOrder.reserveCapacity(elements.count)
        var wantedPaths: [IndexPath] = []
        wantedPaths.reserveCapacity(elements.count)
        var inOrder = true
        for position in elements.indices {
            switch elements[position].category {
            case .cell:
                let indexPath = elements[position].indexPath
                if let last = wantedPaths.last, !last.precedes(indexPath) { inOrder = false }
                cellsInOrder.append(position)
                wantedPaths.append(indexPath)
            case .supplementaryView: wantedSupplementaries[elements[position].key] = elements[position]
            case .decorationView: break
            }
        }
        if !inOrder {
            var wantedCells: [IndexPath: Int] = [:]
            for position in cellsInOrder { wantedCells[elements[position].indexPath] = position }
            cellsInOrder = wantedCells.sorted { $0.key.precedes($1.key) }.map { $0.value }
            wantedPaths.removeAll(keepingCapacity: true)
            for position in cellsInOrder { wantedPaths.append(elements[position].indexPath) }
        }
        // In index path order, so that delegates hear a reproducible sequence.
        var leaving: [(key: IndexPath, value: HeadlessCell)] = []
        for (indexPath, cell) in visibleCellsByIndexPath where !Self.contains(indexPath, in: wantedPaths) {
            leaving.append((indexPath, cell))
        }
        if leaving.count > 1 { leaving.sort { $0.key.precedes($1.key) } }
        for (indexPath, cell) in leaving {
            visibleCellsByIndexPath[indexPath] = nil
            endDisplaying(cell, at: indexPath)
        }
        for (key, view) in visibleSupplementariesByKey where wantedSupplementaries[key] == nil {
            visibleSupplementariesByKey[key] = nil
            endDisplaying(view, key: key)
        }
        var measured = false
        var newlyRequested = false
        for (position, indexPath) in zip(cellsInOrder, wantedPaths) {
            // A delegate called back may have reloaded the data: its counts are not these.
            guard !needsReload else { return (false, newlyRequested) }
            if let cell = visibleCellsByIndexPath[indexPath] {
                cell.apply(elements[position])
                continue
            }
            let attributes = elements[position]
            guard let cell = requestCell(at: indexPath) else { continue }
            newlyRequested = requested.insert(attributes.key).inserted || newlyRequested
            cell.isSelected = selectedIndexPaths.contains(indexPath)
            cell.apply(attributes)
            visibleCellsByIndexPath[indexPath] = cell
            delegates(for: .willDisplayCell).forEach {
                $0.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            }
            measured = measure(cell, at: indexPath, attributes: attributes) || measured
        }
        for (key, attributes) in wantedSupplementaries {
            guard !needsReload else { return (false, newlyRequested) }
            guard let kind = key.elementKind else { continue }
            if let view = visibleSupplementariesByKey[key] {
                view.apply(attributes)
                continue
            }
            guard let view = requestSupplementaryView(ofKind: kind, at: key.indexPath) else { continue }
            newlyRequested = requested.insert(key).inserted || newlyRequested
            view.apply(attributes)
            visibleSupplementariesByKey[key] = view
            delegates(for: .willDisplaySupplementaryView).forEach {
                $0.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: key.indexPath)
            }
            measured = measureSupplementary(view, key: key, attributes: attributes) || measured
        }
        return (measured, newlyRequested)
    }

    /// Whether `paths`, in order, each once, hold `indexPath` (a binary search, off the main
    /// actor's isolation: a closure would check the executor at each step).
    private nonisolated static func contains(_ indexPath: IndexPath, in paths: [IndexPath]) -> Bool {
        var low = 0, high = paths.count
        while low < high {
            let middle = (low + high) >> 1
            if paths[middle].precedes(indexPath) { low = middle + 1 } else { high = middle }
        }
        return low < paths.count && paths[low] == indexPath
    }

    /// Feeds a cell's preferred size back to the layout; returns whether the layout changed.
    func measure(_ cell: HeadlessCell, at indexPath: IndexPath, attributes: LayoutAttributes) -> Bool {
        applyTraits(to: cell)
        let preferred = cell.preferredLayoutAttributesFitting(attributes).frame.size
        if cell.measuredTextPastLimit {
            cell.measuredTextPastLimit = false
            reportFailure(
                CollectionViewError(
                    .layout,
                    "item \(indexPath.map(String.init).joined(separator: "-")): its text has more than \(TextLayout.maximumCharacterCount) characters; the cell was measured with its first \(TextLayout.maximumCharacterCount), the last line ending in …"
                ))
        }
        let change = changeLayoutState { $0.recordPreferredSize(preferred, forItemAt: indexPath) }
        hostContext.flightRecorder?.recordMeasurement(
            layoutState.lastTakenMeasurement, layoutOffset: layoutState.contentOffset, on: self)
        return apply(change)
    }

    func measureSupplementary(_ view: HeadlessReusableView, key: LayoutElementKey, attributes: LayoutAttributes) -> Bool
    {
        guard let kind = key.elementKind else { return false }
        applyTraits(to: view)
        let preferred = view.preferredLayoutAttributesFitting(attributes).frame.size
        let change = changeLayoutState {
            $0.recordPreferredSize(preferred, forSupplementaryOfKind: kind, at: key.indexPath)
        }
        hostContext.flightRecorder?.recordMeasurement(
            layoutState.lastTakenMeasurement, layoutOffset: layoutState.contentOffset, on: self)
        return apply(change)
    }

    /// Applies what a measurement changed: the content offset moves by the change's adjustment (an
    /// element wholly before the visible area grew or shrank: what is on screen stays in place), as
    /// UIKit applies the invalidation context's `contentOffsetAdjustment`. Returns whether the
    /// layout changed.
    func apply(_ change: SelfSizingChange?) -> Bool {
        guard let change else { return false }
        let adjustment = change.contentOffsetAdjustment
        if adjustment != .zero {
            contentOffset = CGPoint(x: contentOffset.x + adjustment.x, y: contentOffset.y + adjustment.y)
        }
        return true
    }

    /// Gives a view the traits it measures itself with (the text size and the display scale).
    func applyTraits(to view: HeadlessReusableView) {
        view.preferredContentSizeCategory = preferredContentSizeCategory
        view.displayScale = displayScale
    }

    /// Gives the cells and supplementary views on screen the view's traits, when they change:
    /// UIKit's trait collection reaches every view at once, so a view that is not measured again
    /// (of a fixed size) still draws at the new scale and text size.
    ///
    /// - Complexity: O(*v*) for *v* views on screen.
    func applyTraitsToVisibleViews() {
        for cell in visibleCellsByIndexPath.values { applyTraits(to: cell) }
        for view in visibleSupplementariesByKey.values { applyTraits(to: view) }
    }

    func endDisplaying(_ cell: HeadlessCell, at indexPath: IndexPath) {
        delegates(for: .didEndDisplayingCell).forEach {
            $0.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        }
        if retiringViews != nil {
            retiringViews?.append((cell, nil))
        } else {
            enqueue(cell)
        }
    }

    func endDisplaying(_ view: HeadlessReusableView, key: LayoutElementKey) {
        guard let kind = key.elementKind else { return }
        delegates(for: .didEndDisplayingSupplementaryView).forEach {
            $0.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: key.indexPath)
        }
        if retiringViews != nil {
            retiringViews?.append((view, kind))
        } else {
            enqueue(view, kind: kind)
        }
    }

    func endDisplayingAllSupplementaryViews() {
        for (key, view) in visibleSupplementariesByKey { endDisplaying(view, key: key) }
        visibleSupplementariesByKey.removeAll()
    }

    // MARK: Prefetching

    /// Asks the prefetch data source for items about to appear in the direction of scrolling, and
    /// cancels those that are no longer about to.
    func updatePrefetching() {
        guard isPrefetchingEnabled, let prefetchDataSource, let solution = layoutState.solution else { return }
        let distance = prefetchDistance ?? frame.height
        var area = bounds
        let delta = CGPoint(x: contentOffset.x - lastContentOffset.x, y: contentOffset.y - lastContentOffset.y)
        if abs(delta.x) > abs(delta.y) {
            area =
                delta.x >= 0
                ? CGRect(x: bounds.maxX, y: bounds.minY, width: distance, height: bounds.height)
                : CGRect(x: bounds.minX - distance, y: bounds.minY, width: distance, height: bounds.height)
        } else {
            area =
                delta.y >= 0
                ? CGRect(x: bounds.minX, y: bounds.maxY, width: bounds.width, height: distance)
                : CGRect(x: bounds.minX, y: bounds.minY - distance, width: bounds.width, height: distance)
        }
        let ahead = Set(
            solution.elements(in: area).filter { $0.category == .cell && visibleCellsByIndexPath[$0.indexPath] == nil }
                .map(\.indexPath))
        let new = ahead.subtracting(prefetchedIndexPaths).sorted { $0.lexicographicallyPrecedes($1) }
        let cancelled = prefetchedIndexPaths.subtracting(ahead).filter { visibleCellsByIndexPath[$0] == nil }.sorted {
            $0.lexicographicallyPrecedes($1)
        }
        prefetchedIndexPaths = ahead
        if !cancelled.isEmpty { prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancelled) }
        if !new.isEmpty { prefetchDataSource.collectionView(self, prefetchItemsAt: new) }
    }

    // MARK: Visible items

    /// The visible cells. Mirrors `visibleCells`.
    public var visibleCells: [HeadlessCell] {
        layoutIfNeeded()
        return indexPathsForVisibleItems.compactMap { visibleCellsByIndexPath[$0] }
    }

    /// The index paths of visible cells, in order. Mirrors `indexPathsForVisibleItems`.
    @_spi(ProtocolWitness) public var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return visibleCellsByIndexPath.keys.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// The visible cell at an index path. Mirrors `cellForItem(at:)`.
    ///
    /// - Complexity: O(1) expected.
    @_spi(ProtocolWitness) public func cellForItem(at indexPath: IndexPath) -> HeadlessCell? {
        layoutIfNeeded()
        return visibleCellsByIndexPath[indexPath]
    }

    /// The visible supplementary view of a kind at an index path. Mirrors
    /// `supplementaryView(forElementKind:at:)`.
    ///
    /// - Complexity: O(1) expected.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> HeadlessReusableView?
    {
        layoutIfNeeded()
        return visibleSupplementariesByKey[.supplementary(elementKind, indexPath)]
    }

    /// The index path of the item at a point in content coordinates. Mirrors
    /// `indexPathForItem(at:)`.
    ///
    /// - Complexity: O(log *n* + *k*) for *k* elements at the point's row.
    @_spi(ProtocolWitness) public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        layoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 0.001, height: 0.001)
        return layoutState.solution?.elements(in: probe).filter { $0.category == .cell }.max { $0.zIndex < $1.zIndex }?
            .indexPath
    }

    /// The frame of an item in content coordinates.
    package func itemFrame(at indexPath: IndexPath) -> CGRect? {
        layoutAttributesForItem(at: indexPath)?.frame
    }

    /// The layout attributes of an item. Mirrors `layoutAttributesForItem(at:)`.
    ///
    /// - Complexity: O(1) for uniform sections, O(log *n*) otherwise.
    package func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        layoutIfNeeded()
        return layoutState.solution?.attributesForItem(at: indexPath)
    }
}
