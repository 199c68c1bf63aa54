import Foundation

// MARK: - Scrolling to items

extension CollectionViewHost {
    /// Scrolls so that an item is at a position (UIKit's `scrollToItem(at:at:animated:)`), and —
    /// for an item of an orthogonal section — scrolls the section's band so that the item is in
    /// view: every item can be reached, those scrolled out of a band included, in either layout
    /// direction. The target is the core's (`LayoutSolution.scrollTarget(forItemAt:at:)`).
    ///
    /// An index path that names no item is reported (UIKit raises "attempt to scroll to invalid
    /// index path") and nothing scrolls. Under a layout that is not Tessera's (Apple's
    /// compositional layout), UIKit's own `scrollToItem(at:at:animated:)` scrolls to an item the
    /// view shows.
    ///
    /// - Complexity: O(log *n*) to find the item, plus the host's scroll.
    public func scrollToItem(at indexPath: IndexPath, position: CollectionViewScrollPosition, animated: Bool) {
        hosting(for: "scrollToItem(at:position:animated:)")?.scroll(
            toItemAt: indexPath, position: position, animated: animated)
    }
}

extension CollectionViewHosting {
    /// ``CollectionViewHost/scrollToItem(at:position:animated:)``, on the host Tessera drives.
    package func scroll(toItemAt indexPath: IndexPath, position: CollectionViewScrollPosition, animated: Bool) {
        hostContext.flightRecorder?.recordScroll(to: indexPath, position: position, on: self)
        if !isLaidOutByTessera {
            let counts = itemCounts
            guard indexPath.count == 2, counts.indices.contains(indexPath[0]),
                (0..<counts[indexPath[0]]).contains(indexPath[1])
            else {
                reportFailure(CollectionViewError(.outOfRange, "attempt to scroll to invalid index path: \(indexPath)"))
                return
            }
            scrollToItem(at: indexPath, at: Self.scrollPosition(position), animated: animated)
            return
        }
        guard let target = layoutSolution?.scrollTarget(forItemAt: indexPath, at: position) else {
            reportFailure(CollectionViewError(.outOfRange, "attempt to scroll to invalid index path: \(indexPath)"))
            return
        }
        if let section = target.orthogonalSection, let offset = target.orthogonalOffset {
            setOrthogonalOffset(offset, forSection: section, animated: animated)
        }
        setContentOffset(target.contentOffset, animated: animated)
    }
}

// MARK: - Reordering with VoiceOver

/// A move VoiceOver offers for an item the data source lets move (UIKit: an accessibility custom
/// action).
package struct AccessibilityMoveAction: Sendable, Hashable {
    /// The action's name, as VoiceOver reads it.
    package var name: String
    /// Where the item goes (an index path of the state after the move).
    package var destination: IndexPath
}

extension CollectionViewHosting {
    /// The moves VoiceOver offers for an item, when its data source lets it move: one place toward
    /// the start and the end, to the start and to the end of its section (those that move it), named
    /// for the layout's axis and direction in the user's language (`AccessibilityMoveActionNames`).
    /// Empty for an item that cannot move.
    ///
    /// - Complexity: O(1), plus O(*l*) for the user's *l* preferred languages.
    package func accessibilityMoveActions(forItemAt indexPath: IndexPath, dataSource: (any CollectionViewDataSource)?)
        -> [AccessibilityMoveAction]
    {
        guard indexPath.count == 2, let dataSource, dataSource.collectionView(self, canMoveItemAt: indexPath) else {
            return []
        }
        let section = indexPath[0], item = indexPath[1]
        guard (0..<numberOfSections).contains(section) else { return [] }
        let last = numberOfItems(inSection: section) - 1
        guard (0...max(0, last)).contains(item) else { return [] }
        let axis = layoutScrollDirection
        let names = AccessibilityMoveActionNames.names(
            axis: axis, direction: layoutEnvironment(scrollDirection: axis).traitCollection.layoutDirection)
        var actions: [AccessibilityMoveAction] = []
        if item > 0 {
            actions.append(
                AccessibilityMoveAction(
                    name: names.towardStart, destination: IndexPath(section: section, item: item - 1)))
        }
        if item < last {
            actions.append(
                AccessibilityMoveAction(name: names.towardEnd, destination: IndexPath(section: section, item: item + 1))
            )
        }
        if item > 1 {
            actions.append(
                AccessibilityMoveAction(name: names.toStart, destination: IndexPath(section: section, item: 0)))
        }
        if item < last - 1 {
            actions.append(
                AccessibilityMoveAction(name: names.toEnd, destination: IndexPath(section: section, item: last)))
        }
        return actions
    }

    /// Performs a VoiceOver move: the data source moves the item in its model (as after an
    /// interactive movement), then the collection view moves its cell, in one batch update; an
    /// update the data source makes meanwhile waits until the cell has moved.
    package func performAccessibilityMove(
        from source: IndexPath, to destination: IndexPath, dataSource: (any CollectionViewDataSource)?
    ) {
        guard let dataSource, source != destination, dataSource.collectionView(self, canMoveItemAt: source) else {
            return
        }
        hostContext.whileBusy {
            dataSource.collectionView(self, moveItemAt: source, to: destination)
            moveItem(at: source, to: destination)
        }
    }
}
