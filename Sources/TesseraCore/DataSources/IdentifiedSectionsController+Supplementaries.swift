import Foundation

// MARK: - Section headers and footers

extension IdentifiedSectionsController {
    /// Returns the configured supplementary view of a kind (a header, a footer) for a section,
    /// given the section's identifier. Mirrors `UICollectionViewDiffableDataSource.SupplementaryViewProvider`.
    package typealias SectionSupplementaryProvider =
        @MainActor (
            _ collectionView: any CollectionViewHost, _ elementKind: String, _ indexPath: IndexPath,
            _ section: SectionIdentifierType
        ) throws -> AnyObject?

    /// Provides the supplementary views of the sections (`nil`: none). The data source asks for
    /// the views its layout places; each call gets the identifier of the section shown at the
    /// index path. A layout-level supplementary (a one-index path, outside any section) gets none.
    ///
    /// - Complexity: O(1); each answer is O(1) plus `provider`.
    package func setSupplementaryViewProvider(_ provider: SectionSupplementaryProvider?) {
        guard let provider else {
            dataSource.supplementaryViewProvider = nil
            return
        }
        dataSource.supplementaryViewProvider = { [weak self] collectionView, elementKind, indexPath in
            guard indexPath.count == 2, let section = self?.dataSource.sectionIdentifier(for: indexPath.sectionIndex)
            else { return nil }
            return try provider(collectionView, elementKind, indexPath, section)
        }
    }
}
