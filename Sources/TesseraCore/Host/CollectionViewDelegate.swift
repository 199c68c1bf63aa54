import Foundation

/// Hears what happens in a collection view: selection, display, scrolling and dragging. Mirrors
/// the parts of `UICollectionViewDelegate` and `UIScrollViewDelegate` Tessera forwards; every
/// method is optional.
@MainActor
public protocol CollectionViewDelegate: AnyObject {
    /// Mirrors `collectionView(_:shouldSelectItemAt:)`.
    func collectionView(_ collectionView: any CollectionViewHost, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// Mirrors `collectionView(_:didSelectItemAt:)`.
    func collectionView(_ collectionView: any CollectionViewHost, didSelectItemAt indexPath: IndexPath)
    /// Mirrors `collectionView(_:didDeselectItemAt:)`.
    func collectionView(_ collectionView: any CollectionViewHost, didDeselectItemAt indexPath: IndexPath)
    /// Mirrors `collectionView(_:didHighlightItemAt:)`.
    func collectionView(_ collectionView: any CollectionViewHost, didHighlightItemAt indexPath: IndexPath)
    /// Mirrors `collectionView(_:didUnhighlightItemAt:)`.
    func collectionView(_ collectionView: any CollectionViewHost, didUnhighlightItemAt indexPath: IndexPath)
    /// Mirrors `collectionView(_:willDisplay:forItemAt:)`.
    func collectionView(
        _ collectionView: any CollectionViewHost, willDisplay cell: AnyObject, forItemAt indexPath: IndexPath)
    /// Mirrors `collectionView(_:didEndDisplaying:forItemAt:)`.
    func collectionView(
        _ collectionView: any CollectionViewHost, didEndDisplaying cell: AnyObject, forItemAt indexPath: IndexPath)
    /// Mirrors `collectionView(_:willDisplaySupplementaryView:forElementKind:at:)`.
    func collectionView(
        _ collectionView: any CollectionViewHost, willDisplaySupplementaryView view: AnyObject,
        forElementKind elementKind: String, at indexPath: IndexPath)
    /// Mirrors `collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)`.
    func collectionView(
        _ collectionView: any CollectionViewHost, didEndDisplayingSupplementaryView view: AnyObject,
        forElementOfKind elementKind: String, at indexPath: IndexPath)
    /// Mirrors `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`.
    func collectionView(
        _ collectionView: any CollectionViewHost, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
    /// Mirrors `scrollViewDidScroll(_:)`.
    func collectionViewDidScroll(_ collectionView: any CollectionViewHost)
    /// Mirrors `scrollViewWillBeginDragging(_:)`.
    func collectionViewWillBeginDragging(_ collectionView: any CollectionViewHost)
    /// Mirrors `scrollViewDidEndDragging(_:willDecelerate:)`.
    func collectionViewDidEndDragging(_ collectionView: any CollectionViewHost, willDecelerate decelerate: Bool)
    /// Mirrors `scrollViewDidEndDecelerating(_:)`.
    func collectionViewDidEndDecelerating(_ collectionView: any CollectionViewHost)
    /// Mirrors `scrollViewDidEndScrollingAnimation(_:)`.
    func collectionViewDidEndScrollingAnimation(_ collectionView: any CollectionViewHost)
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: any CollectionViewHost, shouldSelectItemAt indexPath: IndexPath)
        -> Bool
    { true }
    public func collectionView(_ collectionView: any CollectionViewHost, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: any CollectionViewHost, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: any CollectionViewHost, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: any CollectionViewHost, didUnhighlightItemAt indexPath: IndexPath) {}
    public func collectionView(
        _ collectionView: any CollectionViewHost, willDisplay cell: AnyObject, forItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: any CollectionViewHost, didEndDisplaying cell: AnyObject, forItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: any CollectionViewHost, willDisplaySupplementaryView view: AnyObject,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: any CollectionViewHost, didEndDisplayingSupplementaryView view: AnyObject,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: any CollectionViewHost, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }
    public func collectionViewDidScroll(_ collectionView: any CollectionViewHost) {}
    public func collectionViewWillBeginDragging(_ collectionView: any CollectionViewHost) {}
    public func collectionViewDidEndDragging(_ collectionView: any CollectionViewHost, willDecelerate decelerate: Bool)
    {}
    public func collectionViewDidEndDecelerating(_ collectionView: any CollectionViewHost) {}
    public func collectionViewDidEndScrollingAnimation(_ collectionView: any CollectionViewHost) {}
}
