import Foundation

// MARK: - Batch updates

extension HeadlessCollectionView {
    /// Collects the changes made in `updates` and applies them as one batch, after checking them
    /// with UIKit's rules against the counts the data source reports after the block. Mirrors
    /// `performBatchUpdates(_:completion:)`:
    /// - counts not loaded yet (a new view, or a reload pending) are loaded before the block, from
    ///   the data source as it is then — a data source changed before the call makes the batch
    ///   invalid, as on iOS;
    /// - `completion` runs once, after the batch's animation: at once when
    ///   ``completesAnimationsImmediately`` is set or inside ``performWithoutAnimation(_:)``,
    ///   otherwise at ``finishAnimations()``;
    /// - a batch inside another one's block joins it (reported: UIKit does not document it).
    ///
    /// An invalid batch is reported with UIKit's reason (for example "Invalid update: invalid
    /// number of items in section 0…") and changes nothing: the view keeps showing what it showed,
    /// and `completion` gets `false`.
    ///
    /// - Complexity: O(*s* + *k*) to validate and map the update for *s* sections and *k* changes, O(log *n*) per measured size moved, plus re-solving the layout and refreshing the visible elements.
    package func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if isChangingLayoutState {
            // Asked from the app's layout code while the layout is solved: it waits, as an apply does.
            performAfterLayoutPass { [weak self] in self?.performBatchUpdates(updates, completion: completion) }
            return
        }
        if isCollectingBatch {
            report(
                CollectionViewError(
                    .invalidCall,
                    "performBatchUpdates was called inside another batch's updates block: its changes join the enclosing batch; issue them in one block"
                ))
            updates?()
            // Assigned whole: the list's accesses are unchecked for exclusivity (this path is a
            // mistake, reported above).
            if let completion { nestedCompletions = nestedCompletions + [completion] }
            return
        }
        if let request {
            report(
                CollectionViewError(
                    .invalidCall,
                    "performBatchUpdates was called while the data source was providing the view for \(request.key): a data source call must not change the collection view; the batch is ignored"
                ))
            completion?(false)
            return
        }
        layoutIfNeeded()
        // The updates deferred meanwhile run when the batch ends, as after any busy call (the
        // context's idle handler).
        let (applied, nested) = hostContext.whileBusy { () -> (Bool, [(Bool) -> Void]) in
            pendingUpdate = BatchUpdate()
            updates?()
            // Moved out, not copied: a copy would retain every array the update holds.
            let update = pendingUpdate.take() ?? BatchUpdate()
            // The usual batch has one completion and no nested one: no array is made for them.
            var nested: [(Bool) -> Void] = []
            if !nestedCompletions.isEmpty {
                nested = nestedCompletions
                nestedCompletions = []
            }
            // Not `completion?(apply(update))`: that would skip the update when there is no completion.
            return (apply(update), nested)
        }
        guard completion != nil || !nested.isEmpty else { return }
        // The batch's own completion first, then those of the batches nested in it. Loops, not
        // `forEach`: a closure of the main actor's handed to it checks the executor it runs on at
        // each call.
        if applied && !completesAnimationsImmediately && !isAnimationDisabled {
            animationCompletions.append { finished in
                completion?(finished)
                for nestedCompletion in nested { nestedCompletion(finished) }
            }
        } else {
            completion?(applied)
            for nestedCompletion in nested { nestedCompletion(applied) }
        }
    }

    package func insertSections(_ sections: IndexSet) {
        record { $0.insertedSections.append(contentsOf: sections) }
    }

    package func deleteSections(_ sections: IndexSet) {
        record { $0.deletedSections.append(contentsOf: sections) }
    }

    package func reloadSections(_ sections: IndexSet) {
        record { $0.reloadedSections.append(contentsOf: sections) }
    }

    package func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append(BatchUpdate.SectionMove(from: section, to: newSection)) }
    }

    package func insertItems(at indexPaths: [IndexPath]) {
        record { $0.insertedItems.appendSharingStorage(indexPaths) }
    }

    package func deleteItems(at indexPaths: [IndexPath]) {
        record { $0.deletedItems.appendSharingStorage(indexPaths) }
    }

    package func reloadItems(at indexPaths: [IndexPath]) {
        record { $0.reloadedItems.appendSharingStorage(indexPaths) }
    }

    package func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedItems.append(BatchUpdate.ItemMove(from: indexPath, to: newIndexPath)) }
    }

    /// Configures the existing cells of items again, in place: the data source is asked for each
    /// visible cell now, dequeues it again (the same cell comes back, without `prepareForReuse`)
    /// and it measures itself again; items without a cell are left alone. Mirrors
    /// `reconfigureItems(at:)`: inside an updates block the index paths are the ones before the
    /// update, and the data source must still answer for them.
    package func reconfigureItems(at indexPaths: [IndexPath]) {
        if isCollectingBatch {
            pendingReconfigures.append(contentsOf: indexPaths)
            hasPendingReconfigures = true
            reconfigureCells(at: indexPaths)
            return
        }
        guard checkNotInsideUpdate("reconfigureItems(at:)") else { return }
        layoutIfNeeded()
        for indexPath in indexPaths where !isValid(indexPath) {
            report(
                CollectionViewError(
                    .invalidUpdate,
                    "attempt to reconfigure item \(indexPath.last ?? -1) in section \(indexPath.first ?? -1), which does not exist"
                ))
            return
        }
        reconfigureCells(at: indexPaths)
        layoutState.setScrollPosition(contentOffset: contentOffset, adjustedContentInset: adjustedContentInset)
        for indexPath in indexPaths {
            guard let cell = visibleCellsByIndexPath[indexPath],
                let attributes = layoutState.solution?.attributesForItem(at: indexPath)
            else { continue }
            applyOutsideThePass(attributes, to: cell)
            _ = measure(cell, at: indexPath, attributes: attributes)
        }
        updateVisibleElements()
    }

    /// Asks the data source again for the visible cells at index paths of the current state. They
    /// keep the sizes they measured until they measure themselves again, right after (UIKit keeps a
    /// reconfigured cell's size until its new preferred attributes arrive: nothing falls back to
    /// its estimate in between).
    private func reconfigureCells(at indexPaths: [IndexPath]) {
        for indexPath in indexPaths {
            guard let cell = visibleCellsByIndexPath[indexPath] else { continue }
            reconfiguring = (indexPath, cell)
            let configured = requestCell(at: indexPath)
            reconfiguring = nil
            if configured !== cell {
                report(
                    CollectionViewError(
                        .invalidView,
                        "Attempted to dequeue a cell for a different registration or reuse identifier than the existing cell when reconfiguring an item (item \(indexPath.map(String.init).joined(separator: "-"))): a reconfigured item must dequeue the same type of cell; reload it instead"
                    ))
                if let configured { enqueue(configured) }
            }
        }
    }

    /// Adds a change to the current batch, or applies it as a batch of its own (as UIKit does for
    /// a call outside `performBatchUpdates`).
    private func record(_ change: (inout BatchUpdate) -> Void) {
        if collect(change) { return }
        withoutActuallyEscaping(change) { change in
            performBatchUpdates({ _ = self.collect(change) }, completion: nil)
        }
    }

    /// Makes `change` to the batch being collected, if one is; returns whether one is. The batch
    /// is taken out, changed and put back, so that its property is only taken and assigned whole
    /// (unchecked for exclusivity): `change` is one of the calls above, which runs no app code
    /// while the batch is out.
    private func collect(_ change: (inout BatchUpdate) -> Void) -> Bool {
        guard var pending = pendingUpdate.take() else { return false }
        change(&pending)
        pendingUpdate = consume pending
        return true
    }

    /// Moves the visible supplementary views to their elements' keys after an update; those of
    /// deleted and reloaded sections and items retire, in key order. Not inlined: inlined in
    /// `apply(_:)`, its read of the layout's solution can be made there in every update.
    @inline(never)
    private func remapSupplementaries(with mapping: BatchUpdateMapping) {
        let supplementaries = visibleSupplementariesByKey
        visibleSupplementariesByKey.removeAll(keepingCapacity: true)
        var retiring: [(key: LayoutElementKey, view: HeadlessReusableView)] = []
        for (oldKey, view) in supplementaries {
            if let newKey = mapping.newKey(forOld: oldKey, before: layoutState.solution) {
                visibleSupplementariesByKey[newKey] = view
            } else {
                retiring.append((oldKey, view))
            }
        }
        retiring.sort { lhs, rhs in
            lhs.key.indexPath == rhs.key.indexPath
                ? (lhs.key.elementKind ?? "") < (rhs.key.elementKind ?? "")
                : lhs.key.indexPath.precedes(rhs.key.indexPath)
        }
        for (oldKey, view) in retiring { endDisplaying(view, key: oldKey) }
    }

    /// Reconfigured cells measure themselves again, at their items' index paths after the update
    /// (`reconfigured` are the ones before it). Not inlined, for the reason
    /// ``remapSupplementaries(with:)`` is not.
    @inline(never)
    private func remeasure(_ reconfigured: [IndexPath], after mapping: BatchUpdateMapping) {
        for oldIndexPath in reconfigured {
            guard let indexPath = mapping.newIndexPath(forOld: oldIndexPath),
                let cell = visibleCellsByIndexPath[indexPath],
                let attributes = layoutState.solution?.attributesForItem(at: indexPath)
            else { continue }
            applyOutsideThePass(attributes, to: cell)
            _ = measure(cell, at: indexPath, attributes: attributes)
        }
    }

    /// Validates and applies a batch; returns whether it was applied.
    @discardableResult
    func apply(_ update: BatchUpdate) -> Bool {
        let before = sectionCounts
        // The counts after the update, asked of the data source now, as UIKit asks them.
        let after = dataSourceCounts()
        let validated = hostContext.takeMapping(of: update, itemCountsBefore: before, itemCountsAfter: after)
        var reconfigured: [IndexPath] = []
        if hasPendingReconfigures {
            hasPendingReconfigures = false
            swap(&reconfigured, &pendingReconfigures)
        }
        let mapping: BatchUpdateMapping
        do throws(BatchUpdateError) {
            if let validated {
                mapping = validated
            } else {
                mapping = try update.mapping(itemCountsBefore: before, itemCountsAfter: after)
            }
            // Reconfigured items must exist before the update and survive it.
            for indexPath in reconfigured
            where mapping.newIndexPath(forOld: indexPath) == nil
                || mapping.isReloaded(newIndexPath: mapping.newIndexPath(forOld: indexPath) ?? indexPath)
            {
                throw BatchUpdateError(
                    reason:
                        "attempt to reconfigure item at index path (\(BatchUpdateError.describe(indexPath))) that is being deleted or reloaded"
                )
            }
        } catch {
            report(.invalidUpdate(error))
            return false
        }
        sectionCounts = after
        appliedBatchUpdateCount += 1
        // The list the last update emptied: retiring a view allocates none.
        retiringViews = spareRetiringViews
        spareRetiringViews = []
        defer {
            if var retiring = retiringViews {
                retiringViews = nil
                for (view, kind) in retiring {
                    if let kind {
                        enqueue(view, kind: kind)
                    } else if let cell = view as? HeadlessCell {
                        enqueue(cell)
                    }
                }
                // Kept even when nothing retired: the next update that retires a view needs it.
                if !retiring.isEmpty { retiring.removeAll(keepingCapacity: true) }
                spareRetiringViews = retiring
            }
        }

        // Until the layout is solved for the new counts, a scroll made by a delegate called back
        // (did-end-displaying) waits for the update's own layout pass below.
        isRemappingForUpdate = true
        // Cells follow their items, moved in place in the view's table; deleted and reloaded items
        // retire their cells once the table is the new one, in index path order.
        switch visibleCellsByIndexPath.remap(with: mapping) {
        case .none:
            break
        case .one(let leaving):
            endDisplaying(leaving.cell, at: leaving.indexPath)
        case .several(let leaving):
            for entry in leaving { endDisplaying(entry.cell, at: entry.indexPath) }
        }
        // Supplementary views stay, as UIKit keeps them: a header or footer follows its section, a
        // view anchored to an item follows the item; those of deleted and reloaded sections and
        // items retire (UIKit asks for them again only then).
        // Without any, the layout's solution is not read: a copy of it held through the update
        // would keep the solution the layout pass replaces shared.
        if !visibleSupplementariesByKey.isEmpty { remapSupplementaries(with: mapping) }

        // Selection, a tap in progress and measured sizes follow their items (a reloaded item is
        // deselected, and its cell no longer touched).
        if !selectedIndexPaths.isEmpty { selectedIndexPaths = selectedIndexPaths.compactMap(mapping.surviving) }
        if let tapped = tappedIndexPath { tappedIndexPath = mapping.surviving(tapped) }
        // The solution handed over: the layout pass below solves at once, and nothing reads the
        // state before it.
        layoutState.beginUpdate(mapping, handingOverSolution: true)
        defer { layoutState.endUpdate() }
        if !prefetchedIndexPaths.isEmpty {
            prefetchedIndexPaths = Set(prefetchedIndexPaths.compactMap { mapping.newIndexPath(forOld: $0) })
        }
        solveLayout()
        needsLayout = false
        if !reconfigured.isEmpty { remeasure(reconfigured, after: mapping) }
        isRemappingForUpdate = false
        updateVisibleElements()
        return true
    }
}

extension Array {
    /// Appends `other`; an empty array takes `other`'s storage, shared, instead of copying it
    /// into storage of its own (a batch's changes usually come in one call of each kind).
    fileprivate mutating func appendSharingStorage(_ other: [Element]) {
        if isEmpty {
            self = other
        } else {
            append(contentsOf: other)
        }
    }
}
