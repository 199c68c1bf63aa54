import Foundation

// MARK: - CollectionViewDelegate

extension IdentifiedSectionsController: CollectionViewDelegate {
    /// A tap selects the item's identifier (alone, unless the host allows several). Mirrors
    /// `collectionView(_:didSelectItemAt:)`.
    package func collectionView(_ collectionView: any CollectionViewHost, didSelectItemAt indexPath: IndexPath) {
        guard let selection, let id = dataSource.itemIdentifier(for: indexPath) else { return }
        userChangedSelection(
            to: SelectionReconciliation<SectionIdentifierType, Item.ID>.selection(
                afterSelecting: id, in: selection,
                allowsMultipleSelection: collectionView.hosting?.allowsMultipleSelection ?? false))
    }

    /// A tap on a selected item removes its identifier. Mirrors `collectionView(_:didDeselectItemAt:)`.
    package func collectionView(_ collectionView: any CollectionViewHost, didDeselectItemAt indexPath: IndexPath) {
        guard let selection, let id = dataSource.itemIdentifier(for: indexPath) else { return }
        userChangedSelection(
            to: SelectionReconciliation<SectionIdentifierType, Item.ID>.selection(afterDeselecting: id, in: selection))
    }

    /// Follows the scroll position and checks load-more as the view scrolls. Mirrors
    /// `scrollViewDidScroll(_:)`.
    package func collectionViewDidScroll(_ collectionView: any CollectionViewHost) {
        guard let collectionView = collectionView.hosting else { return }
        updateScrollPosition(in: collectionView)
        loadMore.check(collectionView)
    }
}
