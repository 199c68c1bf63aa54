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
        guard let owner, let collectionView = host as? UICollectionView, collectionView.collectionViewLayout === owner else {
            // Orphaned by a layout change: take the gesture away with the proxy.
            host.removeGestureRecognizer(panGestureRecognizer)
            removeFromSuperview()
            return false
        }
        guard frame.contains(gestureRecognizer.location(in: host)) else { return false }
        let velocity = panGestureRecognizer.velocity(in: host)
        return layoutAxis == .vertical ? abs(velocity.x) > abs(velocity.y) : abs(velocity.y) > abs(velocity.x)
    }
}
#endif
