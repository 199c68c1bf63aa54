import Foundation

/// A data source that offers swipe actions for its rows: the collection view (headless, or
/// TesseraUIKit's list sections) asks it by index path, and it answers for the item shown there.
///
/// ``CollectionViewDiffableDataSource`` conforms: give it
/// ``CollectionViewDiffableDataSource/leadingSwipeActionsProvider`` and
/// ``CollectionViewDiffableDataSource/trailingSwipeActionsProvider``, which receive the item's
/// identifier rather than an index path.
@MainActor
public protocol CollectionViewSwipeActionsProviding: AnyObject {
    /// The actions for the item the collection view shows at `indexPath`, on one edge; `nil` for
    /// none (an index path that shows no item has none). Mirrors the list configuration's
    /// `leadingSwipeActionsConfigurationProvider` and `trailingSwipeActionsConfigurationProvider`.
    func swipeActionsConfiguration(forItemAt indexPath: IndexPath, edge: SwipeActionEdge)
        -> SwipeActionsConfiguration?
}
