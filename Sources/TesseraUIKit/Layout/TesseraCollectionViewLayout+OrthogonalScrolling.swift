#if canImport(UIKit)
    import UIKit

    // MARK: - Orthogonal scrolling

    extension TesseraCollectionViewLayout {
        /// Keeps one hidden scroll view per orthogonal band the solution reports, over the band, with
        /// its content size and offset (both decided by the core: ``LayoutSolution/orthogonalBands``,
        /// mirrored in right to left); scroll views of bands that went are removed.
        func syncOrthogonalScrollers() {
            guard let collectionView, let solution = state.solution else { return }
            let bands = solution.orthogonalBands
            let sections = Set(bands.map(\.section))
            for (section, scroller) in orthogonalScrollers where !sections.contains(section) {
                remove(scroller, from: collectionView)
                orthogonalScrollers[section] = nil
            }
            isSyncingOrthogonalScrollers = true
            defer { isSyncingOrthogonalScrollers = false }
            for band in bands {
                let scroller =
                    orthogonalScrollers[band.section] ?? makeScroller(forSection: band.section, in: collectionView)
                scroller.layoutAxis = solution.scrollDirection
                scroller.frame = band.frame
                scroller.contentSize = band.contentSize
                if scroller.contentOffset != band.scrollViewOffset { scroller.contentOffset = band.scrollViewOffset }
                configure(scroller, for: band.behavior)
            }
        }

        /// Scrolls a band: its scroll view moves (animated or not) and its delegate call moves the
        /// section; without a scroll view (not laid out yet) the section moves at once.
        func scrollBand(ofSection section: Int, toOrthogonalOffset offset: CGFloat, animated: Bool) {
            guard let solution = state.solution,
                let physical = solution.scrollViewOffset(forOrthogonalOffset: offset, inSection: section)
            else { return }
            guard let scroller = orthogonalScrollers[section] else {
                setOrthogonalOffset(offset, forSection: section)
                return
            }
            let point = scroller.layoutAxis == .vertical ? CGPoint(x: physical, y: 0) : CGPoint(x: 0, y: physical)
            scroller.setContentOffset(point, animated: animated)
        }

        /// Removes every band scroll view and its gesture: the layout is being replaced.
        func tearDownOrthogonalScrollers() {
            guard let collectionView else { return }
            for scroller in orthogonalScrollers.values { remove(scroller, from: collectionView) }
            orthogonalScrollers.removeAll()
        }

        private func makeScroller(forSection section: Int, in collectionView: UICollectionView) -> OrthogonalScrollProxy
        {
            let scroller = OrthogonalScrollProxy(section: section)
            scroller.owner = self
            scroller.delegate = self
            collectionView.insertSubview(scroller, at: 0)
            collectionView.addGestureRecognizer(scroller.panGestureRecognizer)
            // The section's drag wins over the collection view's own when it begins: the proxy says
            // so as its pan's delegate (gestureRecognizer(_:shouldBeRequiredToFailBy:)).
            orthogonalScrollers[section] = scroller
            return scroller
        }

        private func remove(_ scroller: OrthogonalScrollProxy, from collectionView: UICollectionView) {
            // A disabled recognizer fails at once: the collection view's pan, which requires it to
            // fail, never waits for a band that is gone.
            scroller.panGestureRecognizer.isEnabled = false
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
            guard let collectionView, let old = state.solution?.orthogonalOffset(forSection: section), old != offset
            else { return }
            state.setOrthogonalOffset(offset, forSection: section)
            let context = TesseraLayoutInvalidationContext()
            if let solution = state.solution {
                // Everything of the band that moved — cells, badges, anchored decorations — decided
                // by the core.
                context.invalidate(
                    solution.invalidation(forOrthogonalScrollOfSection: section, from: old, in: collectionView.bounds))
            }
            invalidateLayout(with: context)
        }
    }

    // MARK: - UIScrollViewDelegate

    extension TesseraCollectionViewLayout: UIScrollViewDelegate {
        public func scrollViewDidScroll(_ scrollView: UIScrollView) {
            guard !isSyncingOrthogonalScrollers, let scroller = scrollView as? OrthogonalScrollProxy,
                let solution = state.solution
            else { return }
            let physical = scroller.layoutAxis == .vertical ? scroller.contentOffset.x : scroller.contentOffset.y
            guard let offset = solution.orthogonalOffset(forScrollViewOffset: physical, inSection: scroller.section)
            else { return }
            setOrthogonalOffset(offset, forSection: scroller.section)
        }

        /// Where a swipe comes to rest: the section's behaviour decides, in either layout direction
        /// (``LayoutSolution/restingScrollViewOffset(forSection:proposedOffset:velocity:)``).
        public func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            guard let scroller = scrollView as? OrthogonalScrollProxy, let solution = state.solution else { return }
            let vertical = scroller.layoutAxis == .vertical
            let proposed = vertical ? targetContentOffset.pointee.x : targetContentOffset.pointee.y
            guard
                let resting = solution.restingScrollViewOffset(
                    forSection: scroller.section, proposedOffset: proposed, velocity: vertical ? velocity.x : velocity.y
                )
            else { return }
            if vertical { targetContentOffset.pointee.x = resting } else { targetContentOffset.pointee.y = resting }
        }
    }
#endif
