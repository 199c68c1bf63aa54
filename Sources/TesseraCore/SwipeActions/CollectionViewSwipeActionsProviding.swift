import Foundation

/// A data source that offers swipe actions for its rows: the collection view (headless, or
/// TesseraUIKit's list sections) asks it by index path, and it answers for the item shown there.
///
/// ``CollectionViewDiffableDataSource`` conforms: give it
/// ``CollectionViewDiffableDataSource/leadingSwipeActionsProvider`` and
/// ``CollectionViewDiffableDataSource/trailingSwipeActionsProvider``, which receive the item's
/// identifier rather than an index path.
@MainActor
package protocol CollectionViewSwipeActionsProviding: AnyObject {
    /// The actions for the item the collection view shows at `indexPath`, on one edge; `nil` for
    /// none (an index path that shows no item has none). Mirrors the list configuration's
    /// `leadingSwipeActionsConfigurationProvider` and `trailingSwipeActionsConfigurationProvider`.
    func swipeActionsConfiguration(forItemAt indexPath: IndexPath, edge: SwipeActionEdge)
        -> SwipeActionsConfiguration?

    /// Whether the data source may offer swipe actions at all (a provider is set for an edge): a
    /// host that cannot show them — Tessera's engine on iOS — says so once.
    var offersSwipeActions: Bool { get }
}

extension CollectionViewSwipeActionsProviding {
    /// What a host laid out by Tessera's engine on iOS reports when the data source offers swipe
    /// actions, which only Apple's list sections show there (``TesseraLayoutEngine/tessera``);
    /// `nil` when it offers none.
    package var swipeActionsNotOfferedOnTesseraEngine: String? {
        guard offersSwipeActions else { return nil }
        return
            "the data source offers swipe actions, which Tessera's engine does not offer on iOS (tesseraLayoutEngine is .tessera, or the layout is not a compositional layout): they are not shown; use a compositional list layout with .automatic"
    }
}
