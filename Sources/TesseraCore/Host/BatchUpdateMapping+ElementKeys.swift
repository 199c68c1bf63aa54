import Foundation

// MARK: - Where an element goes in a batch update

extension BatchUpdateMapping {
    /// Where an item goes: `nil` for a deleted or reloaded one (its cell is replaced).
    ///
    /// - Complexity: O(log *s*) for *s* sections.
    package func surviving(_ oldIndexPath: IndexPath) -> IndexPath? {
        guard let newIndexPath = newIndexPath(forOld: oldIndexPath), !isReloaded(newIndexPath: newIndexPath) else {
            return nil
        }
        return newIndexPath
    }

    /// ``surviving(_:)`` for an item given as its section and index, without an index path.
    ///
    /// - Complexity: O(log *s*) for *s* sections.
    package func surviving(section: Int, item: Int) -> (section: Int, item: Int)? {
        guard let new = newItem(forOldSection: section, item: item),
            !isReloaded(newSection: new.section, item: new.item)
        else { return nil }
        return new
    }

    /// The key an element has after the update — the one rule by which cells, supplementary views
    /// and the sizes they measured follow their elements: a cell follows its item, a section's
    /// header or footer follows its section, a supplementary view anchored to an item follows the
    /// item, and a layout-level one stays. `nil` when the element goes (its item or section is
    /// deleted or reloaded). `before` is the solution of the layout before the update, which tells
    /// a section's boundary from an anchored view; decorations, which hold nothing measured, get
    /// `nil`.
    ///
    /// - Complexity: O(log *s*) for *s* sections, plus O(*b*) for *b* boundary items of the section.
    package func newKey(forOld key: LayoutElementKey, before: LayoutSolution?) -> LayoutElementKey? {
        switch key.category {
        case .cell:
            return surviving(key.indexPath).map(LayoutElementKey.cell)
        case .decorationView:
            return nil
        case .supplementaryView:
            guard let kind = key.elementKind else { return nil }
            guard key.indexPath.count == 2 else { return key }  // a layout-level boundary
            if before?.isSectionBoundary(key) ?? true {
                let section = key.indexPath[0]
                guard sectionDestinations.indices.contains(section), let destination = sectionDestinations[section]
                else { return nil }
                return .supplementary(kind, IndexPath(section: destination, item: key.indexPath[1]))
            }
            return surviving(key.indexPath).map { .supplementary(kind, $0) }
        }
    }
}
