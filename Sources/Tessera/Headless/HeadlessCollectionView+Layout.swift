import Foundation

// MARK: - Reloading and laying out

extension HeadlessCollectionView {
    /// Reloads everything from the data source: counts, cells, supplementary views. Selection and
    /// measured sizes are cleared. Mirrors `reloadData()`.
    public func reloadData() {
        needsReload = true
        layoutIfNeeded()
    }

    /// Solves the layout again (after a change of size, layout or insets).
    public func invalidateLayout() {
        needsLayout = true
        layoutIfNeeded()
    }

    /// Applies pending reloads and layout changes. Mirrors `layoutIfNeeded()`.
    ///
    /// - Complexity: Nothing when up to date; otherwise the layout's solve plus O(*v* log *v*) for *v* visible elements.
    public func layoutIfNeeded() {
        // Inside a batch the view still shows the state before it; the batch lays out when it ends.
        guard !isUpdatingVisibleElements, pendingUpdate == nil else { return }
        if needsReload {
            needsReload = false
            for (indexPath, cell) in visibleCellsByIndexPath {
                endDisplaying(cell, at: indexPath)
            }
            visibleCellsByIndexPath.removeAll()
            endDisplayingAllSupplementaryViews()
            selectedIndexPaths.removeAll()
            layoutState.removeAllMeasurements()
            prefetchedIndexPaths.removeAll()
            sectionCounts = dataSourceCounts()
            needsLayout = true
        }
        if needsLayout {
            needsLayout = false
            solveLayout()
            updateVisibleElements()
        }
    }

    /// The counts the data source reports now.
    func dataSourceCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        return (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }

    /// Solves the layout for the shown counts and the measured sizes.
    func solveLayout() {
        layoutState.setScrollPosition(contentOffset: contentOffset, adjustedContentInset: contentInset)
        do {
            try layoutState.solve(in: layoutEnvironment, itemCounts: sectionCounts)
        } catch {
            report(CollectionViewError(.dataSource, "the layout could not be solved: \(error.description)"))
        }
    }

    // MARK: Numbers

    public var numberOfSections: Int {
        layoutIfNeeded()
        return sectionCounts.count
    }

    public func numberOfItems(inSection section: Int) -> Int {
        layoutIfNeeded()
        return sectionCounts.indices.contains(section) ? sectionCounts[section] : 0
    }

    public func setLayout(_ layout: any CollectionLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// Scrolls an orthogonal section (as a user swiping it would).
    ///
    /// - Complexity: O(*v* log *v*) for *v* visible elements.
    public func setOrthogonalOffset(_ offset: CGFloat, forSection section: Int) {
        layoutIfNeeded()
        layoutState.setOrthogonalOffset(offset, forSection: section)
        updateVisibleElements()
    }
}

// MARK: - Visible cells and supplementary views

extension HeadlessCollectionView {
    /// Brings the visible cells and supplementary views in line with the bounds: new ones are
    /// requested from the data source (will-display), those that left are retired (did-end-
    /// displaying) into their reuse queues, and cells that measure themselves update the layout.
    func updateVisibleElements() {
        guard !isUpdatingVisibleElements else { return }
        isUpdatingVisibleElements = true
        defer { isUpdatingVisibleElements = false }
        // Self-sizing can move things; a few passes settle it (UIKit does the same in layout).
        for _ in 0..<8 {
            guard updateVisibleElementsOnce() else { break }
        }
        updatePrefetching()
    }

    /// One pass; returns whether measured sizes changed the layout.
    private func updateVisibleElementsOnce() -> Bool {
        layoutState.setScrollPosition(contentOffset: contentOffset, adjustedContentInset: contentInset)
        guard let solution = layoutSolution else {
            for (indexPath, cell) in visibleCellsByIndexPath { endDisplaying(cell, at: indexPath) }
            visibleCellsByIndexPath.removeAll()
            endDisplayingAllSupplementaryViews()
            return false
        }
        let elements = solution.elements(in: bounds)
        var wantedCells: [IndexPath: LayoutAttributes] = [:]
        var wantedSupplementaries: [LayoutElementKey: LayoutAttributes] = [:]
        for element in elements {
            switch element.category {
            case .cell: wantedCells[element.indexPath] = element
            case .supplementaryView: wantedSupplementaries[element.key] = element
            case .decorationView: break
            }
        }
        // In index path order, so that delegates hear a reproducible sequence.
        for (indexPath, cell) in visibleCellsByIndexPath.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) where wantedCells[indexPath] == nil {
            visibleCellsByIndexPath[indexPath] = nil
            endDisplaying(cell, at: indexPath)
        }
        for (key, view) in visibleSupplementariesByKey where wantedSupplementaries[key] == nil {
            visibleSupplementariesByKey[key] = nil
            endDisplaying(view, key: key)
        }
        var measured = false
        for (indexPath, attributes) in wantedCells.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) {
            if let cell = visibleCellsByIndexPath[indexPath] {
                cell.apply(attributes)
                continue
            }
            guard let cell = requestCell(at: indexPath) else { continue }
            cell.isSelected = selectedIndexPaths.contains(indexPath)
            cell.apply(attributes)
            visibleCellsByIndexPath[indexPath] = cell
            delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            measured = measure(cell, at: indexPath, attributes: attributes) || measured
        }
        for (key, attributes) in wantedSupplementaries {
            guard let kind = key.elementKind else { continue }
            if let view = visibleSupplementariesByKey[key] {
                view.apply(attributes)
                continue
            }
            guard let view = requestSupplementaryView(ofKind: kind, at: key.indexPath) else { continue }
            view.apply(attributes)
            visibleSupplementariesByKey[key] = view
            delegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: key.indexPath)
            measured = measureSupplementary(view, key: key, attributes: attributes) || measured
        }
        return measured
    }

    /// Feeds a cell's preferred size back to the layout; returns whether the layout changed.
    func measure(_ cell: HeadlessCell, at indexPath: IndexPath, attributes: LayoutAttributes) -> Bool {
        let preferred = cell.preferredLayoutAttributesFitting(attributes).frame.size
        return layoutState.recordPreferredSize(preferred, forItemAt: indexPath) != nil
    }

    func measureSupplementary(_ view: HeadlessReusableView, key: LayoutElementKey, attributes: LayoutAttributes) -> Bool {
        guard let kind = key.elementKind else { return false }
        let preferred = view.preferredLayoutAttributesFitting(attributes).frame.size
        return layoutState.recordPreferredSize(preferred, forSupplementaryOfKind: kind, at: key.indexPath) != nil
    }

    func endDisplaying(_ cell: HeadlessCell, at indexPath: IndexPath) {
        delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        if retiringCells != nil {
            retiringCells?.append(cell)
        } else {
            enqueue(cell)
        }
    }

    func endDisplaying(_ view: HeadlessReusableView, key: LayoutElementKey) {
        guard let kind = key.elementKind else { return }
        delegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: key.indexPath)
        enqueue(view, kind: kind)
    }

    func endDisplayingAllSupplementaryViews() {
        for (key, view) in visibleSupplementariesByKey { endDisplaying(view, key: key) }
        visibleSupplementariesByKey.removeAll()
    }

    // MARK: Prefetching

    /// Asks the prefetch data source for items about to appear in the direction of scrolling, and
    /// cancels those that are no longer about to.
    func updatePrefetching() {
        guard isPrefetchingEnabled, let prefetchDataSource, let solution = layoutSolution else { return }
        let distance = prefetchDistance ?? frame.height
        var area = bounds
        let delta = CGPoint(x: contentOffset.x - lastContentOffset.x, y: contentOffset.y - lastContentOffset.y)
        if abs(delta.x) > abs(delta.y) {
            area = delta.x >= 0 ? CGRect(x: bounds.maxX, y: bounds.minY, width: distance, height: bounds.height) : CGRect(x: bounds.minX - distance, y: bounds.minY, width: distance, height: bounds.height)
        } else {
            area = delta.y >= 0 ? CGRect(x: bounds.minX, y: bounds.maxY, width: bounds.width, height: distance) : CGRect(x: bounds.minX, y: bounds.minY - distance, width: bounds.width, height: distance)
        }
        let ahead = Set(solution.elements(in: area).filter { $0.category == .cell && visibleCellsByIndexPath[$0.indexPath] == nil }.map(\.indexPath))
        let new = ahead.subtracting(prefetchedIndexPaths).sorted { $0.lexicographicallyPrecedes($1) }
        let cancelled = prefetchedIndexPaths.subtracting(ahead).filter { visibleCellsByIndexPath[$0] == nil }.sorted { $0.lexicographicallyPrecedes($1) }
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
    public var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return visibleCellsByIndexPath.keys.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// The visible cell at an index path. Mirrors `cellForItem(at:)`.
    ///
    /// - Complexity: O(1) expected.
    public func cellForItem(at indexPath: IndexPath) -> HeadlessCell? {
        layoutIfNeeded()
        return visibleCellsByIndexPath[indexPath]
    }

    /// The visible supplementary view of a kind at an index path. Mirrors
    /// `supplementaryView(forElementKind:at:)`.
    ///
    /// - Complexity: O(1) expected.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> HeadlessReusableView? {
        layoutIfNeeded()
        return visibleSupplementariesByKey[.supplementary(elementKind, indexPath)]
    }

    /// The index path of the item at a point in content coordinates. Mirrors
    /// `indexPathForItem(at:)`.
    ///
    /// - Complexity: O(log *n* + *k*) for *k* elements at the point's row.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        layoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 0.001, height: 0.001)
        return layoutSolution?.elements(in: probe).filter { $0.category == .cell }.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The layout attributes of an item. Mirrors `layoutAttributesForItem(at:)`.
    ///
    /// - Complexity: O(1) for uniform sections, O(log *n*) otherwise.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        layoutIfNeeded()
        return layoutSolution?.attributesForItem(at: indexPath)
    }
}
