import Foundation

/// Keeps a collection view's selection and a set of selected item identifiers — a SwiftUI
/// `Binding<Set<Item>>` — in step, both ways. The decisions a SwiftUI list view makes on each
/// update, as a value: which index paths to select and deselect so that the view shows the
/// binding, and what the binding holds once items are gone or the view allows one selection.
///
/// ```swift
/// let reconciliation = SelectionReconciliation(
///     selection: selectedIDs, selectedIndexPaths: collectionView.indexPathsForSelectedItems ?? [],
///     shown: dataSource.snapshot(), allowsMultipleSelection: collectionView.allowsMultipleSelection)
/// for indexPath in reconciliation.indexPathsToDeselect { collectionView.deselectItem(at: indexPath, animated: false) }
/// for indexPath in reconciliation.indexPathsToSelect {
///     collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
/// }
/// if reconciliation.selection != selectedIDs { selectedIDs = reconciliation.selection }
/// ```
package struct SelectionReconciliation<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
    /// Index paths of selected identifiers the view does not show selected, in order.
    package var indexPathsToSelect: [IndexPath]
    /// Index paths the view shows selected whose identifiers are not selected, in order.
    package var indexPathsToDeselect: [IndexPath]
    /// What the selection holds after the update: only identifiers the snapshot shows (an item that
    /// is gone leaves the selection, as UIKit's selection does when its item is deleted), and at
    /// most one — the first shown — when the view allows one selection.
    package var selection: Set<ItemIdentifierType>

    /// Compares the selected identifiers with the index paths the view selects, in the snapshot it
    /// shows.
    ///
    /// - Complexity: O(*s* + *v* log *v*) for *s* selected identifiers and *v* selected index paths.
    package init(
        selection: Set<ItemIdentifierType>, selectedIndexPaths: [IndexPath],
        shown snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>, allowsMultipleSelection: Bool
    ) {
        var wanted = selection.compactMap { snapshot.indexPath(for: $0) }.sorted {
            $0.lexicographicallyPrecedes($1)
        }
        if !allowsMultipleSelection { wanted = Array(wanted.prefix(1)) }
        let wantedSet = Set(wanted)
        let selectedSet = Set(selectedIndexPaths)
        indexPathsToSelect = wanted.filter { !selectedSet.contains($0) }
        indexPathsToDeselect = selectedIndexPaths.filter { !wantedSet.contains($0) }.sorted {
            $0.lexicographicallyPrecedes($1)
        }
        self.selection = Set(wanted.compactMap { snapshot.itemIdentifier(for: $0) })
    }

    /// The selection after the user selected an item: the item alone, or added to the others when
    /// the view allows several.
    ///
    /// - Complexity: O(1), O(*s*) to replace a selection of *s* items.
    package static func selection(
        afterSelecting item: ItemIdentifierType, in selection: Set<ItemIdentifierType>, allowsMultipleSelection: Bool
    ) -> Set<ItemIdentifierType> {
        allowsMultipleSelection ? selection.union([item]) : [item]
    }

    /// The selection after the user deselected an item.
    ///
    /// - Complexity: O(1).
    package static func selection(
        afterDeselecting item: ItemIdentifierType, in selection: Set<ItemIdentifierType>
    ) -> Set<ItemIdentifierType> {
        selection.subtracting([item])
    }
}
