#if canImport(UIKit)
import UIKit

// MARK: - Orthogonal scrolling

extension TesseraCollectionViewLayout {
    /// Keeps one hidden scroll view per orthogonal section, over the section's band, with the
    /// section's content extent and offset.
    func syncOrthogonalScrollers() {
        guard let collectionView, let solution = state.solution else { return }
        let sections = solution.orthogonallyScrollingSections
        for (section, scroller) in orthogonalScrollers where !sections.contains(section) {
            remove(scroller, from: collectionView)
            orthogonalScrollers[section] = nil
        }
        isSyncingOrthogonalScrollers = true
        defer { isSyncingOrthogonalScrollers = false }
        for section in sections {
            guard let band = solution.orthogonalScrollingFrame(forSection: section),
                  let extent = solution.orthogonalContentExtent(forSection: section) else { continue }
            let scroller = orthogonalScrollers[section] ?? makeScroller(forSection: section, in: collectionView)
            scroller.layoutAxis = solution.scrollDirection
            scroller.frame = band
            let offset = solution.orthogonalOffset(forSection: section) ?? 0
            if solution.scrollDirection == .vertical {
                scroller.contentSize = CGSize(width: max(extent, band.width), height: band.height)
                if scroller.contentOffset.x != offset { scroller.contentOffset = CGPoint(x: offset, y: 0) }
            } else {
                scroller.contentSize = CGSize(width: band.width, height: max(extent, band.height))
                if scroller.contentOffset.y != offset { scroller.contentOffset = CGPoint(x: 0, y: offset) }
            }
            configure(scroller, for: solution.orthogonalScrollingBehavior(ofSection: section))
        }
    }

    private func makeScroller(forSection section: Int, in collectionView: UICollectionView) -> OrthogonalScrollProxy {
        let scroller = OrthogonalScrollProxy(section: section)
        scroller.delegate = self
        collectionView.insertSubview(scroller, at: 0)
        collectionView.addGestureRecognizer(scroller.panGestureRecognizer)
        // The section's drag wins over the collection view's own when it begins.
        collectionView.panGestureRecognizer.require(toFail: scroller.panGestureRecognizer)
        orthogonalScrollers[section] = scroller
        return scroller
    }

    private func remove(_ scroller: OrthogonalScrollProxy, from collectionView: UICollectionView) {
        collectionView.removeGestureRecognizer(scroller.panGestureRecognizer)
        scroller.delegate = nil
        scroller.removeFromSuperview()
    }

    private func configure(_ scroller: OrthogonalScrollProxy, for behavior: OrthogonalScrollingBehavior) {
        switch behavior {
        case .paging, .groupPaging, .groupPagingCentered:
            scroller.decelerationRate = .fast
        case .none, .continuous, .continuousGroupLeadingBoundary:
            scroller.decelerationRate = .normal
        }
        let horizontal = scroller.layoutAxis == .vertical
        scroller.alwaysBounceHorizontal = horizontal
        scroller.alwaysBounceVertical = !horizontal
    }

    /// Moves an orthogonal section (a swipe on it, or code) and refreshes its visible elements.
    func setOrthogonalOffset(_ offset: CGFloat, forSection section: Int) {
        guard let collectionView, state.solution?.orthogonalOffset(forSection: section) != offset else { return }
        state.setOrthogonalOffset(offset, forSection: section)
        let context = TesseraLayoutInvalidationContext()
        if let solution = state.solution {
            let visible = solution.elements(in: collectionView.bounds)
                .filter { $0.category == .cell && $0.indexPath.sectionIndex == section }
                .map(\.indexPath)
            if !visible.isEmpty { context.invalidateItems(at: visible) }
            invalidateScrollDependentElements(of: solution, in: collectionView.bounds, context: context)
        }
        invalidateLayout(with: context)
    }
}

// MARK: - UIScrollViewDelegate

extension TesseraCollectionViewLayout: UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard !isSyncingOrthogonalScrollers, let scroller = scrollView as? OrthogonalScrollProxy else { return }
        let offset = scroller.layoutAxis == .vertical ? scroller.contentOffset.x : scroller.contentOffset.y
        setOrthogonalOffset(offset, forSection: scroller.section)
    }

    /// Where a swipe comes to rest: the section's behaviour decides (groups, pages, continuous).
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard let scroller = scrollView as? OrthogonalScrollProxy, let solution = state.solution else { return }
        let vertical = scroller.layoutAxis == .vertical
        let proposed = vertical ? targetContentOffset.pointee.x : targetContentOffset.pointee.y
        guard let resting = solution.restingOrthogonalOffset(forSection: scroller.section, proposedOffset: proposed, velocity: vertical ? velocity.x : velocity.y) else { return }
        if vertical { targetContentOffset.pointee.x = resting } else { targetContentOffset.pointee.y = resting }
    }
}
#endif
