import Foundation

/// Hears an interactive movement begin and end: what a data owner that reorders by drag (the list
/// adapters) needs besides ``CollectionViewDelegate``. The reorder gesture (`ReorderGesture`, on
/// both hosts) calls it on the delegate when the delegate conforms.
@MainActor
package protocol InteractiveMovementObserving: AnyObject {
    /// Called when an interactive movement begins (after `beginInteractiveMovementForItem(at:)`
    /// succeeded): the reorder gesture picked an item up.
    func collectionView(
        _ collectionView: any CollectionViewHost, didBeginInteractiveMovementForItemAt indexPath: IndexPath)
    /// Called when an interactive movement ends, dropped (`completed`) or cancelled: the reorder
    /// gesture ended.
    func collectionView(_ collectionView: any CollectionViewHost, didEndInteractiveMovementCompleted completed: Bool)
}
