import Foundation

// MARK: - Selection

extension HeadlessCollectionView {
    /// Mirrors `indexPathsForSelectedItems`.
    @_spi(ProtocolWitness) public var indexPathsForSelectedItems: [IndexPath]? {
        layoutIfNeeded()
        return selectedIndexPaths
    }

    /// The selected items, without the layout pass ``indexPathsForSelectedItems`` runs first.
    package var selectedItemsWithoutLayout: [IndexPath] { selectedIndexPaths }

    /// Selects an item without telling the delegate (programmatic selection), deselecting the
    /// others unless multiple selection is allowed; `nil` deselects everything. Mirrors
    /// `selectItem(at:animated:scrollPosition:)`.
    ///
    /// - Complexity: O(1), plus scrolling when a position is given.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: CollectionViewScrollPosition) {
        layoutIfNeeded()
        guard let indexPath else {
            for selected in selectedIndexPaths { setSelected(false, at: selected) }
            return
        }
        guard isValid(indexPath) else {
            report(
                CollectionViewError(
                    .outOfRange,
                    "Attempted to modify the selection of an out-of-bounds item (\(indexPath.last ?? -1)) when there are only \(numberOfItems(inSection: indexPath.first ?? -1)) items in section \(indexPath.first ?? -1): \(indexPath)"
                ))
            return
        }
        if !allowsMultipleSelection {
            for selected in selectedIndexPaths where selected != indexPath { setSelected(false, at: selected) }
        }
        setSelected(true, at: indexPath)
        if !scrollPosition.isEmpty {
            scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    /// Deselects an item without telling the delegate. Mirrors `deselectItem(at:animated:)`.
    @_spi(ProtocolWitness) public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        layoutIfNeeded()
        setSelected(false, at: indexPath)
    }

    /// Simulates a tap on an item, as a user would make it: highlight, then — if selection is
    /// allowed and the delegate agrees — selection (or deselection of a selected item when multiple
    /// selection is on), with the delegate told at each step.
    ///
    /// The tap follows its item, as UIKit's follows the cell touched: when a delegate call changes
    /// the data (an update made when the item highlights, say), the next steps name the item's new
    /// index path, and a tap whose item was deleted or reloaded meanwhile ends there.
    public func tapItem(at indexPath: IndexPath) {
        layoutIfNeeded()
        guard isValid(indexPath), allowsSelection else { return }
        tappedIndexPath = indexPath
        defer { tappedIndexPath = nil }
        visibleCellsByIndexPath[indexPath]?.isHighlighted = true
        delegates(for: .didHighlightItem).forEach { $0.collectionView(self, didHighlightItemAt: indexPath) }
        guard let highlighted = tappedIndexPath else { return }
        visibleCellsByIndexPath[highlighted]?.isHighlighted = false
        delegates(for: .didUnhighlightItem).forEach { $0.collectionView(self, didUnhighlightItemAt: highlighted) }
        guard let tapped = tappedIndexPath else { return }
        if allowsMultipleSelection && selectedIndexPaths.contains(tapped) {
            setSelected(false, at: tapped)
            delegates(for: .didDeselectItem).forEach { $0.collectionView(self, didDeselectItemAt: tapped) }
            return
        }
        guard shouldSelectItem(at: tapped), let selected = tappedIndexPath else { return }
        if !allowsMultipleSelection {
            for other in selectedIndexPaths where other != selected {
                setSelected(false, at: other)
                delegates(for: .didDeselectItem).forEach { $0.collectionView(self, didDeselectItemAt: other) }
            }
        }
        setSelected(true, at: selected)
        delegates(for: .didSelectItem).forEach { $0.collectionView(self, didSelectItemAt: selected) }
    }

    private func setSelected(_ selected: Bool, at indexPath: IndexPath) {
        if selected {
            if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
        } else {
            selectedIndexPaths.removeAll { $0 == indexPath }
        }
        visibleCellsByIndexPath[indexPath]?.isSelected = selected
    }

    /// Whether an index path names an item the view shows.
    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sectionCounts.indices.contains(indexPath.sectionIndex)
            && (0..<sectionCounts[indexPath.sectionIndex]).contains(indexPath.itemIndex)
    }
}

// MARK: - Scrolling

extension HeadlessCollectionView {
    /// Scrolls so that an item is at a position, within the content's bounds, and scrolls its
    /// orthogonal section so that it is in view (the core's `LayoutSolution.scrollTarget(forItemAt:at:)`,
    /// the same as ``CollectionViewHost/scrollToItem(at:position:animated:)`` on every host).
    /// Mirrors `scrollToItem(at:at:animated:)`.
    ///
    /// - Complexity: O(log *n*) to find the item, plus refreshing the visible elements.
    package func scrollToItem(at indexPath: IndexPath, at position: CollectionViewScrollPosition, animated: Bool) {
        scrollToItem(at: indexPath, position: position, animated: animated)
    }

    /// The position itself (the headless host uses Tessera's scroll positions).
    package static func scrollPosition(_ position: CollectionViewScrollPosition) -> CollectionViewScrollPosition {
        position
    }

    /// Simulates a user's drag to an offset: will-begin-dragging, the scroll, did-end-dragging, and
    /// — when decelerating — did-end-decelerating.
    package func drag(to offset: CGPoint, decelerate: Bool = false) {
        delegates(for: .willBeginDragging).forEach { $0.collectionViewWillBeginDragging(self) }
        contentOffset = offset
        delegates(for: .didEndDragging).forEach { $0.collectionViewDidEndDragging(self, willDecelerate: decelerate) }
        if decelerate { delegates(for: .didEndDecelerating).forEach { $0.collectionViewDidEndDecelerating(self) } }
    }
}

// MARK: - Interactive movement

extension HeadlessCollectionView {
    /// Starts moving an item if the data source allows it. Mirrors
    /// `beginInteractiveMovementForItem(at:)`: like UIKit's, the interactive movement tells the
    /// delegate nothing; `ReorderGesture` (the user's long press) does.
    package func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        layoutIfNeeded()
        guard movement == nil, isValid(indexPath), let dataSource,
            dataSource.collectionView(self, canMoveItemAt: indexPath)
        else { return false }
        movement = (indexPath, indexPath)
        return true
    }

    /// Moves the item being dragged over the item at a point (content coordinates); the delegate
    /// may redirect the target. Mirrors `updateInteractiveMovementTargetPosition(_:)`.
    package func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard let current = movement, let proposed = indexPathForItem(at: targetPosition) else { return }
        let target =
            delegates(for: .targetIndexPathForMove).first?.collectionView(
                self, targetIndexPathForMoveFromItemAt: current.source, toProposedIndexPath: proposed) ?? proposed
        guard isValid(target) else { return }
        movement = (current.source, target)
    }

    /// Drops the item: the data source moves it in its model, and the view moves its cell. Mirrors
    /// `endInteractiveMovement()`.
    ///
    /// The data source's move and the view's own happen together: an update the data source makes
    /// meanwhile (a reorder handler that applies a snapshot) waits until the cell has moved.
    package func endInteractiveMovement() {
        guard let current = movement else { return }
        movement = nil
        guard current.source != current.target, let dataSource else { return }
        hostContext.whileBusy {
            dataSource.collectionView(self, moveItemAt: current.source, to: current.target)
            apply(BatchUpdate(movedItems: [BatchUpdate.ItemMove(from: current.source, to: current.target)]))
        }
    }

    /// Abandons the movement; nothing moves. Mirrors `cancelInteractiveMovement()`.
    package func cancelInteractiveMovement() {
        guard movement != nil else { return }
        movement = nil
    }

    /// The item being moved and where it would land, during an interactive movement.
    package var interactiveMovement: (source: IndexPath, target: IndexPath)? { movement }
}
