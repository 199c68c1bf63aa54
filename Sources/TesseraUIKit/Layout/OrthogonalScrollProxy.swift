#if canImport(UIKit)
    import UIKit

    /// A hidden scroll view that gives an orthogonal section its scrolling physics: its pan gesture
    /// recognizer is moved to the collection view and only begins for a drag across the layout's
    /// scrolling axis that starts in the section's band; its content offset is the section's
    /// orthogonal offset. Deceleration, bouncing and paging targets come from UIKit; the cells never
    /// leave the collection view.
    @MainActor
    final class OrthogonalScrollProxy: UIScrollView {
        /// The section it scrolls.
        var section: Int
        /// The layout's scrolling axis (the proxy scrolls across it).
        var layoutAxis: LayoutAxis = .vertical
        /// The layout that made it: once that layout is no longer the collection view's, the proxy
        /// never begins a gesture again and leaves the view.
        weak var owner: TesseraCollectionViewLayout?

        init(section: Int) {
            self.section = section
            super.init(frame: .zero)
            isHidden = true
            showsHorizontalScrollIndicator = false
            showsVerticalScrollIndicator = false
            scrollsToTop = false
        }

        required init?(coder: NSCoder) {
            nil
        }

        /// Begins only inside the band, for a drag mostly across the layout's axis.
        override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard gestureRecognizer === panGestureRecognizer, let host = gestureRecognizer.view else {
                return super.gestureRecognizerShouldBegin(gestureRecognizer)
            }
            guard isOwned(by: host) else {
                // Orphaned by a layout change: fail, and take the gesture away with the proxy once
                // UIKit has finished deciding which gestures begin.
                let pan = panGestureRecognizer
                Task { @MainActor [weak self, weak host] in
                    host?.removeGestureRecognizer(pan)
                    self?.removeFromSuperview()
                }
                return false
            }
            guard frame.contains(gestureRecognizer.location(in: host)) else { return false }
            // The movement so far (the velocity can be close to zero when a slow drag is judged).
            let translation = panGestureRecognizer.translation(in: host)
            let velocity = panGestureRecognizer.velocity(in: host)
            let movement = abs(translation.x) + abs(translation.y) > 0 ? translation : velocity
            return layoutAxis == .vertical ? abs(movement.x) > abs(movement.y) : abs(movement.y) > abs(movement.x)
        }

        /// The collection view's own pan waits for this band's drag to fail, for as long as the band
        /// belongs to the installed layout: the requirement goes with the proxy (unlike
        /// `require(toFail:)`, which cannot be undone).
        @objc func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            guard gestureRecognizer === panGestureRecognizer, let host = gestureRecognizer.view as? UICollectionView
            else { return false }
            return otherGestureRecognizer === host.panGestureRecognizer && isOwned(by: host)
        }

        /// Whether the proxy belongs to the layout the collection view shows.
        private func isOwned(by host: UIView) -> Bool {
            guard let owner, let collectionView = host as? UICollectionView else { return false }
            return collectionView.collectionViewLayout === owner
        }
    }
#endif
