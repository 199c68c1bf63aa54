import Foundation

/// What a long press that reorders items does to a collection view's interactive movement, phase by
/// phase: it begins a movement on the item pressed, if the data source lets it move; moves it as the
/// finger moves; ends or cancels it when the press ends — and does nothing at all for a press whose
/// movement did not begin (no end or cancel, and no delegate call, without a beginning). TesseraUIKit's
/// long press follows it.
///
/// ```swift
/// var gesture = ReorderGesture()
/// gesture.handle(.began(at: point), on: collectionView, delegate: delegate)
/// ```
package struct ReorderGesture: Sendable, Hashable {
    /// A phase of the press.
    package enum Phase: Sendable, Hashable {
        /// The press was recognized at a point (content coordinates).
        case began(at: CGPoint)
        /// The finger moved to a point.
        case changed(to: CGPoint)
        /// The finger lifted: the item lands.
        case ended
        /// The press was cancelled or failed: the item goes back.
        case cancelled
    }

    /// Whether a movement this press began is in progress.
    package private(set) var isMoving = false

    /// A gesture that has not begun a movement.
    package init() {}

    /// Whether a press at `point` (content coordinates) may begin a movement: an item is there and
    /// the data source lets it move. Until then the press leaves the touch to the view's other
    /// gestures (scrolling, selection, swipe actions). Mirrors
    /// `UIGestureRecognizerDelegate.gestureRecognizerShouldBegin(_:)`, where TesseraUIKit's long
    /// press asks it.
    ///
    /// - Complexity: O(log *n*) to find the item at a point.
    @MainActor
    package static func canBegin(
        at point: CGPoint, on host: some CollectionViewHosting, dataSource: (any CollectionViewDataSource)?
    ) -> Bool {
        guard let indexPath = host.indexPathForItem(at: point), let dataSource else { return false }
        return dataSource.collectionView(host, canMoveItemAt: indexPath)
    }

    /// Carries one phase to the host — beginning, updating, ending or cancelling its interactive
    /// movement — and tells the delegate when a movement begins and ends (UIKit's own interactive
    /// movement tells it nothing). Returns whether the phase did anything.
    ///
    /// - Complexity: O(log *n*) to find the item at a point, plus the host's movement.
    @MainActor
    @discardableResult
    package mutating func handle(
        _ phase: Phase, on host: some CollectionViewHosting, delegate: (any CollectionViewDelegate)?
    ) -> Bool {
        switch phase {
        case .began(let point):
            guard !isMoving, let indexPath = host.indexPathForItem(at: point),
                host.beginInteractiveMovementForItem(at: indexPath)
            else { return false }
            isMoving = true
            (delegate as? any InteractiveMovementObserving)?.collectionView(
                host, didBeginInteractiveMovementForItemAt: indexPath)
        case .changed(let point):
            guard isMoving else { return false }
            host.updateInteractiveMovementTargetPosition(point)
        case .ended, .cancelled:
            guard isMoving else { return false }
            isMoving = false
            if phase == .ended { host.endInteractiveMovement() } else { host.cancelInteractiveMovement() }
            (delegate as? any InteractiveMovementObserving)?.collectionView(
                host, didEndInteractiveMovementCompleted: phase == .ended)
        }
        return true
    }
}
