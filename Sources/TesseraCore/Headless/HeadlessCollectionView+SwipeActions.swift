import Foundation

// MARK: - Swipe actions

extension HeadlessCollectionView {
    /// The actions a swipe from `edge` shows on the item at `indexPath`: the data source's, when it
    /// offers swipe actions (`CollectionViewSwipeActionsProviding`), as UIKit's list sections ask
    /// their providers. `nil` when the data source offers none there, and for an index path
    /// that shows no item.
    ///
    /// - Complexity: O(1), plus the data source's provider.
    public func swipeActionsConfiguration(forItemAt indexPath: IndexPath, edge: SwipeActionEdge)
        -> SwipeActionsConfiguration?
    {
        layoutIfNeeded()
        guard isValid(indexPath), let provider = dataSource as? any CollectionViewSwipeActionsProviding else {
            return nil
        }
        return provider.swipeActionsConfiguration(forItemAt: indexPath, edge: edge)
    }

    /// Performs a swipe action as a user does, by tapping the button revealed by a swipe from
    /// `edge`: calls the action's handler. Returns what the handler reported through its
    /// completion (`true`: done), or `nil` while it has not called it.
    ///
    /// - Throws: ``CollectionViewError/Kind/outOfRange`` when no action has this index there;
    ///   nothing is performed.
    /// - Complexity: that of the handler.
    @discardableResult
    public func performSwipeAction(at actionIndex: Int, forItemAt indexPath: IndexPath, edge: SwipeActionEdge)
        throws(CollectionViewError) -> Bool?
    {
        let actions = swipeActionsConfiguration(forItemAt: indexPath, edge: edge)?.actions ?? []
        guard actions.indices.contains(actionIndex) else {
            throw CollectionViewError(
                .outOfRange,
                "no swipe action \(actionIndex) on the \(edge) edge of the item at \(indexPath): it has \(actions.count)"
            )
        }
        var outcome: Bool?
        actions[actionIndex].handler { outcome = $0 }
        return outcome
    }
}
