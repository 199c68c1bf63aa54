import Foundation

/// The actions a list row shows on one edge when swiped. Mirrors `UISwipeActionsConfiguration`.
@MainActor
public struct SwipeActionsConfiguration {
    /// The actions, from the edge inwards (the first is nearest the edge the row is swiped from).
    public var actions: [SwipeAction]
    /// Whether a full swipe performs the first action. Mirrors `performsFirstActionWithFullSwipe`.
    public var performsFirstActionWithFullSwipe = true

    /// Creates a configuration. Mirrors `init(actions:)`.
    ///
    /// - Complexity: O(1).
    public init(actions: [SwipeAction]) {
        self.actions = actions
    }
}
