import Foundation

// MARK: - Swipe actions

extension IdentifiedSectionsController {
    /// The actions a row shows when swiped from `edge`, given its value; `nil` for none. Sets the
    /// data source's provider for that edge: it answers for the row shown where the user swipes,
    /// with that row's value (the latest given for its identifier, or the one it was shown with
    /// while an update is in flight).
    ///
    /// - Complexity: O(1); each answer is O(1) plus `actions`.
    package func setSwipeActions(
        _ actions: (@MainActor (Item) -> SwipeActionsConfiguration?)?, for edge: SwipeActionEdge
    ) {
        var provider: (@MainActor (Item.ID) -> SwipeActionsConfiguration?)?
        if let actions {
            provider = { [weak self] id in
                guard let item = self?.item(for: id) else { return nil }
                return actions(item)
            }
        }
        switch edge {
        case .leading: dataSource.leadingSwipeActionsProvider = provider
        case .trailing: dataSource.trailingSwipeActionsProvider = provider
        }
    }
}
