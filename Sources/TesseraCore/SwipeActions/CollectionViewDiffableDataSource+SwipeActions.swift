import Foundation

// MARK: - CollectionViewSwipeActionsProviding

extension CollectionViewDiffableDataSource: CollectionViewSwipeActionsProviding {
    /// The actions of the item shown at `indexPath`, from the provider of that edge.
    ///
    /// The index path is read in the snapshot the collection view shows — not in a newer one
    /// handed to `apply` whose update has not been performed — as the index paths UIKit passes
    /// refer to what it shows. The provider receives the item's identifier, so an action that runs
    /// after later updates still acts on the item the user swiped. A configuration without actions
    /// is none.
    ///
    /// - Complexity: O(1), plus the provider.
    package func swipeActionsConfiguration(forItemAt indexPath: IndexPath, edge: SwipeActionEdge)
        -> SwipeActionsConfiguration?
    {
        let provider = edge == .leading ? leadingSwipeActionsProvider : trailingSwipeActionsProvider
        guard let provider, let item = itemIdentifier(for: indexPath),
            let configuration = provider(item), !configuration.actions.isEmpty
        else { return nil }
        return configuration
    }

    /// Whether a provider is set for either edge.
    package var offersSwipeActions: Bool {
        leadingSwipeActionsProvider != nil || trailingSwipeActionsProvider != nil
    }
}
