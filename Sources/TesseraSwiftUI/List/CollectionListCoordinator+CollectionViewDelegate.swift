#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI
    import TesseraUIKit

    // MARK: - CollectionViewDelegate

    @available(iOS 16, tvOS 16, *)
    extension CollectionListCoordinator: CollectionViewDelegate {
        /// A tap selects the row's identifier in the binding. Mirrors `collectionView(_:didSelectItemAt:)`.
        public func collectionView(_ collectionView: any CollectionViewHost, didSelectItemAt indexPath: IndexPath) {
            guard let selection, let id = dataSource?.itemIdentifier(for: indexPath) else { return }
            selection.wrappedValue = SelectionReconciliation<SectionID, Item.ID>.selection(
                afterSelecting: id, in: selection.wrappedValue,
                allowsMultipleSelection: collectionView.allowsMultipleSelection)
        }

        /// A tap on a selected row removes it from the binding. Mirrors
        /// `collectionView(_:didDeselectItemAt:)`.
        public func collectionView(_ collectionView: any CollectionViewHost, didDeselectItemAt indexPath: IndexPath) {
            guard let selection, let id = dataSource?.itemIdentifier(for: indexPath) else { return }
            selection.wrappedValue = SelectionReconciliation<SectionID, Item.ID>.selection(
                afterDeselecting: id, in: selection.wrappedValue)
        }

        /// Checks load-more as the user scrolls. Mirrors `scrollViewDidScroll(_:)`.
        public func collectionViewDidScroll(_ collectionView: any CollectionViewHost) {
            loadMore.check(collectionView)
        }
    }
#endif
