import Foundation

// MARK: - Batch updates

extension HeadlessCollectionView {
    /// Collects the changes made in `updates` and applies them as one batch, after checking them
    /// with UIKit's rules against the counts the data source now reports. Mirrors
    /// `performBatchUpdates(_:completion:)`.
    ///
    /// An invalid batch is reported in ``failures`` with UIKit's reason (for example "Invalid
    /// update: invalid number of items in section 0…") and changes nothing: the view keeps showing
    /// what it showed, and `completion` gets `false`.
    ///
    /// - Complexity: O(*s* + *k*) to validate and map the update for *s* sections and *k* changes, O(log *n*) per measured size moved, plus re-solving the layout and refreshing the visible elements.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if pendingUpdate != nil {
            // Nested: the changes join the outer batch.
            updates?()
            completion?(true)
            return
        }
        if needsReload {
            // UIKit reloads instead of animating when a reload is pending.
            updates?()
            layoutIfNeeded()
            completion?(true)
            return
        }
        layoutIfNeeded()
        pendingUpdate = BatchUpdate()
        updates?()
        let update = pendingUpdate ?? BatchUpdate()
        pendingUpdate = nil
        // Not `completion?(apply(update))`: that would skip the update when there is no completion.
        let applied = apply(update)
        completion?(applied)
    }

    public func insertSections(_ sections: IndexSet) {
        record { $0.insertedSections.append(contentsOf: sections) }
    }

    public func deleteSections(_ sections: IndexSet) {
        record { $0.deletedSections.append(contentsOf: sections) }
    }

    public func reloadSections(_ sections: IndexSet) {
        record { $0.reloadedSections.append(contentsOf: sections) }
    }

    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append(BatchUpdate.SectionMove(from: section, to: newSection)) }
    }

    public func insertItems(at indexPaths: [IndexPath]) {
        record { $0.insertedItems.append(contentsOf: indexPaths) }
    }

    public func deleteItems(at indexPaths: [IndexPath]) {
        record { $0.deletedItems.append(contentsOf: indexPaths) }
    }

    public func reloadItems(at indexPaths: [IndexPath]) {
        record { $0.reloadedItems.append(contentsOf: indexPaths) }
    }

    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedItems.append(BatchUpdate.ItemMove(from: indexPath, to: newIndexPath)) }
    }

    public func reconfigureItems(at indexPaths: [IndexPath]) {
        record { $0.reconfiguredItems.append(contentsOf: indexPaths) }
    }

    /// Adds a change to the current batch, or applies it as a batch of its own (as UIKit does for
    /// a call outside `performBatchUpdates`).
    private func record(_ change: (inout BatchUpdate) -> Void) {
        if pendingUpdate != nil {
            change(&pendingUpdate!)
            return
        }
        if needsReload {
            layoutIfNeeded()
            return
        }
        layoutIfNeeded()
        var update = BatchUpdate()
        change(&update)
        apply(update)
    }

    /// Validates and applies a batch; returns whether it was applied.
    @discardableResult
    func apply(_ update: BatchUpdate) -> Bool {
        let before = sectionCounts
        let after = dataSourceCounts()
        let mapping: BatchUpdateMapping
        do {
            mapping = try update.mapping(itemCountsBefore: before, itemCountsAfter: after)
        } catch {
            report(.invalidUpdate(error))
            return false
        }
        sectionCounts = after
        appliedBatchUpdateCount += 1
        retiringCells = []
        defer {
            for cell in retiringCells ?? [] { enqueue(cell) }
            retiringCells = nil
        }

        // Cells follow their items; deleted and reloaded items retire their cells.
        let visible = visibleCellsByIndexPath
        visibleCellsByIndexPath.removeAll(keepingCapacity: true)
        for (oldIndexPath, cell) in visible.sorted(by: { $0.key.lexicographicallyPrecedes($1.key) }) {
            if let newIndexPath = mapping.newIndexPath(forOld: oldIndexPath), !mapping.isReloaded(newIndexPath: newIndexPath) {
                visibleCellsByIndexPath[newIndexPath] = cell
            } else {
                endDisplaying(cell, at: oldIndexPath)
            }
        }
        // Supplementary views are asked for again, with their new index paths.
        endDisplayingAllSupplementaryViews()

        // Selection and measured sizes follow their items (a reloaded item is deselected).
        selectedIndexPaths = selectedIndexPaths.compactMap { oldIndexPath in
            guard let newIndexPath = mapping.newIndexPath(forOld: oldIndexPath), !mapping.isReloaded(newIndexPath: newIndexPath) else { return nil }
            return newIndexPath
        }
        layoutState.beginUpdate(mapping)
        defer { layoutState.endUpdate() }
        prefetchedIndexPaths = Set(prefetchedIndexPaths.compactMap { mapping.newIndexPath(forOld: $0) })

        // Reconfigured cells are configured again in place, and measured again.
        for indexPath in update.reconfiguredItems {
            guard let cell = visibleCellsByIndexPath[indexPath] else { continue }
            reconfiguring = (indexPath, cell)
            let configured = requestCell(at: indexPath)
            reconfiguring = nil
            if configured !== cell {
                report(CollectionViewError(.invalidView, "the cell returned while reconfiguring item \(indexPath.map(String.init).joined(separator: "-")) is not the existing cell: a reconfigured item must dequeue the same type of cell"))
            }
            layoutState.removeMeasurement(forItemAt: indexPath)
        }
        solveLayout()
        needsLayout = false
        // Reconfigured cells measure themselves again.
        for indexPath in update.reconfiguredItems {
            guard let cell = visibleCellsByIndexPath[indexPath], let attributes = layoutSolution?.attributesForItem(at: indexPath) else { continue }
            cell.apply(attributes)
            _ = measure(cell, at: indexPath, attributes: attributes)
        }
        updateVisibleElements()
        return true
    }
}
