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
            // The views asked for in this loop, in order; from the eighth pass on, also as a set,
            // to tell whether a pass asked for one not asked for before (the first passes need not
            // know: the set is built only when a loop runs that long). Into the last loop's storage,
            // given back when the loop ends.
            var requested = requestedKeysStorage
            requestedKeysStorage = []
            defer {
                requested.removeAll(keepingCapacity: true)
                requestedKeysStorage = requested
            }
            var requestedSet: Set<LayoutElementKey>?
            for pass in 0... {
                let offset = contentOffset
                let firstOfPass = requested.count
                let changed = updateVisibleElementsOnce(requested: &requested)
                let moved = contentOffset != offset
                // A reload asked for meanwhile (a new data source, say) is the next pass's work.
                if needsReload { needsLayout = true }
                guard !needsReload, changed || moved else { break }
                guard pass >= 7 else { continue }
                var known = requestedSet ?? Set(requested[..<firstOfPass])
                var newlyRequested = false
                for key in requested[firstOfPass...] where known.insert(key).inserted { newlyRequested = true }
                requestedSet = known
                if !(changed && newlyRequested) {
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
        hasAfterLayoutActions = true
        runAfterLayoutActions()
    }

    /// Runs the deferred actions, in order, unless a layout pass, a request, a batch update or an
    /// interactive move is under way. An action that defers another (an update whose layout pass
    /// shows a cell whose will-display applies again, say) leaves it to this loop: chains of
    /// deferred updates run one after another, never nested.
    func runAfterLayoutActions() {
        guard hasAfterLayoutActions, !isRunningAfterLayoutActions else { return }
        isRunningAfterLayoutActions = true
        defer { isRunningAfterLayoutActions = false }
        while !afterLayoutActions.isEmpty && !hostContext.isBusy {
            let action = afterLayoutActions.removeFirst()
            hasAfterLayoutActions = !afterLayoutActions.isEmpty
            action()
        }
    }

    /// UIKit's cross-check: every supplementary and decoration view the layout shows in the bounds
    /// has the same attributes when asked for by index path (UIKit asserts "no
    /// UICollectionViewLayoutAttributes instance for -layoutAttributesForSupplementaryElementOfKind:").
    func checkElementQueries() {
        // By position: most elements are cells, which are not copied to be skipped. The layout
        // state is not read for a pass that shows only cells (most lists). A loop, not
        // `firstIndex(where:)`: a closure of the main actor's handed to it checks the executor it
        // runs on.
        let elements = lastVisibleElements
        var first = 0
        while first < elements.count, elements[first].category == .cell { first += 1 }
        for position in first..<elements.count where elements[position].category != .cell {
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
        for (indexPath, cell) in visibleCellsByIndexPath {
            guard let attributes = layoutState.solution?.attributesForItem(at: indexPath) else { continue }
            applyOutsideThePass(attributes, to: cell)
            _ = measure(cell, at: indexPath, attributes: attributes)
        }
        for (key, view) in visibleSupplementariesByKey {
            guard let attributes = layoutState.solution?.element(key) else { continue }
            view.apply(attributes)
            _ = measureSupplementary(view, key: key, attributes: attributes)
        }
    }

    /// Applies attributes to a cell on screen anywhere but in the visible-element pass (a
    /// reconfigured or remeasured cell), and counts it in ``outsideApplies``: the pass's records of
    /// the attributes it last applied to each cell then no longer hold. Every apply to a cell on
    /// screen outside the pass goes through here.
    func applyOutsideThePass(_ attributes: LayoutAttributes, to cell: HeadlessCell) {
        outsideApplies &+= 1
        cell.apply(attributes)
    }

    /// One pass; returns whether measured sizes changed the layout, and appends the keys of the
    /// views it asked for to `requested`.
    private func updateVisibleElementsOnce(requested: inout [LayoutElementKey]) -> Bool {
        layoutState.setScrollPosition(contentOffset: contentOffset, adjustedContentInset: adjustedContentInset)
        // The solution is read where it is stored, not copied (the query and the lookup of each
        // cell asked for are methods of the state's box, which hand its state on borrowed): a copy
        // retains and releases its every buffer.
        guard case .some = layoutState.solution else {
            lastVisibleElements = []
            let shown = visibleCellsByIndexPath
            for (indexPath, cell) in shown { endDisplaying(cell, at: indexPath) }
            // Emptied while `shown` holds every cell (see the top of `HeadlessCollectionView`).
            visibleCellsByIndexPath.removeAll()
            extendLifetime(shown)
            endDisplayingAllSupplementaryViews()
            return false
        }
        var problems: [String] = []
        // Into the storage of the pass before the last, which the last pass gave back: a pass
        // allocates no array for its elements, and the last pass's stay, to tell the cells whose
        // attributes did not change.
        var elements = spareVisibleElements
        spareVisibleElements = []
        // The cells among the elements, listed by the query, into the last pass's storage, given
        // back when the pass ends.
        var wanted = wantedCellsStorage
        wantedCellsStorage = []
        defer {
            wanted.removeAll(keepingCapacity: true)
            wantedCellsStorage = wanted
        }
        let box = layoutStateBox
        box.queryElements(in: bounds, problems: &problems, into: &elements, cells: &wanted)
        // Most passes have no problem to report: the table of those reported is not reached for them.
        if !problems.isEmpty { reportLayoutProblems(problems, reported: &reportedLayoutProblems) }
        let previous = lastVisibleElements
        lastVisibleElements = elements
        let queried = layoutStateChanges
        defer { spareVisibleElements = previous }
        // The cells' records of the attributes last applied to them hold when no attributes
        // were applied outside a pass since they were made (``outsideApplies``).
        let outsideAppliesBefore = outsideApplies
        let recordsHold = skipsApplyingUnchangedAttributes && appliedRecordsGeneration == outsideAppliesBefore
        appliedRecordsGeneration = -1
        var wantedSupplementaries: [LayoutElementKey: LayoutAttributes] = [:]
        Self.orderCells(elements, supplementaries: &wantedSupplementaries, cells: &wanted)
        // The cells that leave, in index path order: the visible cells and the wanted ones are both
        // in that order, so one walk through both finds them.
        // By position: an entry that stays is not copied (its cell retained and released).
        var leaving: [VisibleCells.Entry] = []
        var next = 0
        let entries = visibleCellsByIndexPath.entries
        for index in entries.indices {
            let section = entries[index].section, item = entries[index].item
            while next < wanted.count, (wanted[next].section, wanted[next].item) < (section, item) { next += 1 }
            if next < wanted.count, wanted[next].section == section, wanted[next].item == item { continue }
            leaving.append(entries[index])
        }
        for entry in leaving {
            visibleCellsByIndexPath[entry.indexPath] = nil
            endDisplaying(entry.cell, at: entry.indexPath)
        }
        // Lists without supplementary views (the most common) begin no walk through them.
        if !visibleSupplementariesByKey.isEmpty {
            for (key, view) in visibleSupplementariesByKey where wantedSupplementaries[key] == nil {
                visibleSupplementariesByKey[key] = nil
                endDisplaying(view, key: key)
            }
        }
        var measured = false
        // The wanted cells and the table are both in index path order: each is looked for first
        // just after the previous one.
        var hint = 0
        for wantedCell in wanted {
            // A delegate called back may have reloaded the data: its counts are not these.
            guard !needsReload else { return false }
            let shown = visibleCellsByIndexPath.shown(section: wantedCell.section, item: wantedCell.item, hint: hint)
            hint = shown.index + 1
            if shown.found {
                // Attributes equal to the ones the host last applied to the cell are not applied
                // again (UIKit's rule since iOS 7, which compares them with `isEqual:`).
                if recordsHold, shown.applied >= 0, shown.applied < previous.count,
                    elements.element(at: wantedCell.position, equals: shown.applied, in: previous)
                {
                    continue
                }
                visibleCellsByIndexPath.cell(at: shown.index).apply(elements[wantedCell.position])
                continue
            }
            let attributes = elements[wantedCell.position]
            let indexPath = attributes.indexPath
            // Whether the section's cells look up alone. It is read (by the dequeue and by
            // `measure`) only while the layout state is the one queried (``layoutStateChanges`` is
            // `queried`): asked of the state's solution then, `false` once the state changed.
            let looksUpAlone =
                usesThePassAttributes && layoutStateChanges == queried
                && box.looksUpCellsAlone(inSection: wantedCell.section)
            elementAtHand = ElementAtHand(
                position: wantedCell.position, section: wantedCell.section, item: wantedCell.item, changes: queried,
                looksUpAlone: looksUpAlone)
            let requestedCell = requestCell(at: indexPath)
            elementAtHand = nil
            guard let cell = requestedCell else { continue }
            requested.append(attributes.key)
            cell.isSelected = selectedIndexPaths.contains(indexPath)
            cell.apply(attributes)
            // No cell is shown for the item (it was not found above, and no pass runs while one
            // is asked for); a cell replaced all the same is released once the table is changed.
            let replaced = visibleCellsByIndexPath.set(
                cell, section: wantedCell.section, item: wantedCell.item, indexPath: indexPath)
            extendLifetime(replaced)
            delegates(for: .willDisplayCell).forEach {
                $0.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            }
            measured =
                measure(
                    cell, at: indexPath, attributes: attributes,
                    isCurrent: looksUpAlone && layoutStateChanges == queried)
                || measured
        }
        // Each cell now has its wanted element's attributes, unless some were applied meanwhile
        // outside the pass (a reconfiguration asked from a delegate).
        if outsideApplies == outsideAppliesBefore {
            visibleCellsByIndexPath.recordApplied(wanted)
            appliedRecordsGeneration = outsideAppliesBefore
        }
        guard !wantedSupplementaries.isEmpty else { return measured }
        for (key, attributes) in wantedSupplementaries {
            guard !needsReload else { return false }
            guard let kind = key.elementKind else { continue }
            if let view = visibleSupplementariesByKey[key] {
                view.apply(attributes)
                continue
            }
            guard let view = requestSupplementaryView(ofKind: kind, at: key.indexPath) else { continue }
            requested.append(key)
            view.apply(attributes)
            visibleSupplementariesByKey[key] = view
            delegates(for: .willDisplaySupplementaryView).forEach {
                $0.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: key.indexPath)
            }
            measured = measureSupplementary(view, key: key, attributes: attributes) || measured
        }
        return measured
    }

    /// The element of the visible-element pass for the cell being asked for
    /// (``HeadlessCollectionView/elementAtHand``).
    struct ElementAtHand {
        let position: Int
        let section: Int
        let item: Int
        let changes: Int
        /// Whether the section's cells look up alone (`LayoutSolution.looksUpCellsAlone(inSection:)`).
        let looksUpAlone: Bool
    }

    /// A cell the layout shows: its position among the elements and its item.
    typealias WantedCell = FoundCell

    /// Puts `cells`, the cells among `elements` as `LayoutSolution.listCells(of:from:into:)` lists
    /// them (and the layout query with them), in index path order, each item once: the layout's
    /// order when it lists them so, each once (the usual case, which spares a sort), otherwise
    /// sorted, the last of an item's attributes kept. Puts the supplementary views in
    /// `supplementaries`.
    ///
    /// - Complexity: O(*e*) for *e* elements listed in order, O(*e* log *e*) otherwise.
    nonisolated static func orderCells(
        _ elements: [LayoutAttributes], supplementaries: inout [LayoutElementKey: LayoutAttributes],
        cells: inout [WantedCell]
    ) {
        // Elements that are all listed cells hold no supplementary view (the usual list).
        if cells.count != elements.count {
            for position in elements.indices where elements[position].category == .supplementaryView {
                supplementaries[elements[position].key] = elements[position]
            }
        }
        var inOrder = true
        for index in cells.indices.dropFirst()
        where (cells[index - 1].section, cells[index - 1].item) >= (cells[index].section, cells[index].item) {
            inOrder = false
            break
        }
        guard !inOrder else { return }
        cells.sort { ($0.section, $0.item, $0.position) < ($1.section, $1.item, $1.position) }
        var kept: [WantedCell] = []
        kept.reserveCapacity(cells.count)
        for cell in cells {
            if let last = kept.last, last.section == cell.section, last.item == cell.item {
                kept[kept.count - 1] = cell
            } else {
                kept.append(cell)
            }
        }
        cells = kept
    }

    /// Feeds a cell's preferred size back to the layout; returns whether the layout changed.
    /// `isCurrent`: `attributes` come from the layout state as it is (queried while
    /// ``layoutStateChanges`` was what it is), and are what looking the cell up answers (its
    /// section's cells look up alone).
    func measure(
        _ cell: HeadlessCell, at indexPath: IndexPath, attributes: LayoutAttributes, isCurrent: Bool = false
    ) -> Bool {
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
        // A size the cell has in the layout already is not taken (`HostLayoutState.recordPreferredSize`
        // leaves the state as it was and takes no measurement): the change of the layout state,
        // which swaps the whole state out and back, is not made for it. Only while the host is
        // busy, so that no idle handler is due when the change would have ended, and only where
        // looking the cell up runs no code of the app's, which the change would run once.
        if skipsMeasurementsOfTheLaidOutSize, hostContext.busyDepth > 0,
            let laidOut = laidOutSize(ofCellAt: indexPath, attributes: attributes, isCurrent: isCurrent),
            laidOut == preferred
        {
            hostContext.flightRecorder?.recordMeasurement(nil, layoutOffset: layoutState.contentOffset, on: self)
            return false
        }
        let change = changeLayoutState { $0.recordPreferredSize(preferred, forItemAt: indexPath) }
        hostContext.flightRecorder?.recordMeasurement(
            layoutState.lastTakenMeasurement, layoutOffset: layoutState.contentOffset, on: self)
        return apply(change)
    }

    /// The size of an item's cell as the layout state's solution reports it when looking it up
    /// runs none of the app's code (`LayoutSolution.cellSizeLookedUpAlone(at:)`): the size in
    /// `attributes` when they are current (see ``measure(_:at:attributes:isCurrent:)``).
    private func laidOutSize(ofCellAt indexPath: IndexPath, attributes: LayoutAttributes, isCurrent: Bool)
        -> CGSize?
    {
        if usesThePassAttributes, isCurrent { return attributes.frame.size }
        return layoutState.solution?.cellSizeLookedUpAlone(at: indexPath)
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
        if var retiring = retiringViews {
            // Taken out, appended to and put back: the list is only ever assigned whole.
            retiringViews = nil
            retiring.append((cell, nil))
            retiringViews = retiring
        } else {
            enqueue(cell)
        }
    }

    func endDisplaying(_ view: HeadlessReusableView, key: LayoutElementKey) {
        guard let kind = key.elementKind else { return }
        delegates(for: .didEndDisplayingSupplementaryView).forEach {
            $0.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: key.indexPath)
        }
        if var retiring = retiringViews {
            retiringViews = nil
            retiring.append((view, kind))
            retiringViews = retiring
        } else {
            enqueue(view, kind: kind)
        }
    }

    func endDisplayingAllSupplementaryViews() {
        let shown = visibleSupplementariesByKey
        for (key, view) in shown { endDisplaying(view, key: key) }
        // Emptied while `shown` holds every view: no view's deinit runs during the change (see
        // the top of `HeadlessCollectionView`).
        visibleSupplementariesByKey.removeAll()
        extendLifetime(shown)
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
        return visibleCellsByIndexPath.values
    }

    /// The index paths of visible cells, in order. Mirrors `indexPathsForVisibleItems`.
    @_spi(ProtocolWitness) public var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return visibleCellsByIndexPath.keys
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

// The visible-element pass's reads of the layout state, made by the box: the state is handed on
// borrowed from the box's own stored property. Handed on from the view — through
// `HeadlessCollectionView.layoutState`'s accessor, or as `layoutStateBox.state` — it was copied
// (every buffer retained and released, about 0.9 k instructions an apply, `CliffProbe small 10`);
// inlined into the pass, the methods copied it too.
extension LayoutStateBox {
    /// Whether the cells of a section of the state's solution look up alone
    /// (`LayoutSolution.looksUpCellsAlone(inSection:)`); `false` without a solution.
    @inline(never)
    func looksUpCellsAlone(inSection section: Int) -> Bool {
        Self.looksUpCellsAlone(inSection: section, of: state)
    }

    /// The elements of the state's solution in `bounds` (`LayoutSolution.elements(in:problems:into:cells:)`);
    /// none without a solution.
    @inline(never)
    func queryElements(
        in bounds: CGRect, problems: inout [String], into elements: inout [LayoutAttributes],
        cells: inout [HeadlessCollectionView.WantedCell]
    ) {
        Self.queryElements(of: state, in: bounds, problems: &problems, into: &elements, cells: &cells)
    }

    private static func looksUpCellsAlone(inSection section: Int, of state: borrowing HostLayoutState) -> Bool {
        state.solution?.looksUpCellsAlone(inSection: section) == true
    }

    private static func queryElements(
        of state: borrowing HostLayoutState, in bounds: CGRect, problems: inout [String],
        into elements: inout [LayoutAttributes], cells: inout [HeadlessCollectionView.WantedCell]
    ) {
        state.solution?.elements(in: bounds, problems: &problems, into: &elements, cells: &cells)
    }
}
