import Foundation

// MARK: - Scroll position

extension IdentifiedSectionsController {
    /// Scrolls so that the item with `id` is at the top (the leading edge, in a horizontally
    /// scrolling layout), unless it is already the ``scrollPosition``. An identifier the view does
    /// not show yet is scrolled to once an update shows it; `nil` changes nothing.
    ///
    /// The position becomes `id` at once, so the scroll it makes is not reported back through
    /// ``onScrollPositionChange``; where the content cannot scroll that far (the item is near the
    /// end), the first item shown is reported instead.
    ///
    /// - Complexity: O(1) expected, plus the host's scroll.
    package func scroll(to id: Item.ID?, animated: Bool) {
        guard let id, id != scrollPosition || pendingScrollTarget != nil else { return }
        pendingScrollTarget = (id, animated)
        guard let host = dataSource.collectionView else { return }
        scrollToPendingTarget(in: host)
    }

    /// Scrolls to the identifier asked for, when the view shows it.
    func scrollToPendingTarget(in host: any CollectionViewHosting) {
        guard let target = pendingScrollTarget, let indexPath = dataSource.indexPath(for: target.id) else { return }
        pendingScrollTarget = nil
        scrollPosition = target.id
        host.scrollToItem(
            at: indexPath, position: .leadingEdge(along: host.layoutScrollDirection), animated: target.animated)
        updateScrollPosition(in: host)
    }

    /// The identifier of the first item shown, reported when it differs from ``scrollPosition``.
    ///
    /// - Complexity: O(*v*) for *v* items shown.
    func updateScrollPosition(in host: any CollectionViewHosting) {
        guard pendingScrollTarget == nil else { return }
        let first = host.indexPathsForVisibleItems.min().flatMap { dataSource.itemIdentifier(for: $0) }
        guard first != scrollPosition else { return }
        scrollPosition = first
        onScrollPositionChange?(first)
    }
}

extension CollectionViewScrollPosition {
    /// The position that puts an item at the leading edge of a layout scrolling along `axis`:
    /// `.top` in a vertical layout, `.left` in a horizontal one. The axis is the host's
    /// (`CollectionViewHost.layoutScrollDirection`), which knows Apple's compositional layout's
    /// configuration as well as Tessera's description.
    ///
    /// - Complexity: O(1).
    package static func leadingEdge(along axis: LayoutAxis) -> CollectionViewScrollPosition {
        axis == .horizontal ? .left : .top
    }
}
