import Foundation

// MARK: - Section snapshots

extension CollectionViewDiffableDataSource {
    /// What the data source asks before expanding or collapsing an outline item, and tells after.
    /// Mirrors `NSDiffableDataSourceSectionSnapshotHandlers`.
    public struct SectionSnapshotHandlers {
        /// Whether an item may expand (yes when not set).
        public var shouldExpandItem: ((ItemIdentifierType) -> Bool)?
        /// An item is about to expand.
        public var willExpandItem: ((ItemIdentifierType) -> Void)?
        /// Whether an item may collapse (yes when not set).
        public var shouldCollapseItem: ((ItemIdentifierType) -> Bool)?
        /// An item is about to collapse.
        public var willCollapseItem: ((ItemIdentifierType) -> Void)?

        /// No handlers: every item may expand and collapse.
        public init() {}
    }

    /// Shows an outline in a section: the section's items become the outline's
    /// `SectionSnapshot.visibleItems` (the section is added at the end when it is new), as one
    /// diffed update — expanding a parent inserts its children, collapsing it deletes them, and
    /// the cell of every shown item whose expanded state changed is reconfigured in the same
    /// update, so a cell showing the state (``isExpanded(_:)``) refreshes. Mirrors
    /// `apply(_:to:animatingDifferences:completion:)`.
    ///
    /// ```swift
    /// var outline = dataSource.snapshot(for: .library)
    /// try outline.expand(["Fruit"])
    /// try dataSource.apply(outline, to: .library)
    /// ```
    ///
    /// - Throws: `SnapshotError.duplicateItemIdentifiers` when an item of the outline is in
    ///   another section; nothing changes.
    /// - Complexity: O(*n* + *v*) for *n* items in the data source and *v* visible outline items.
    public func apply(
        _ sectionSnapshot: SectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) throws(SnapshotError) {
        let shown = snapshot(for: section)
        var snapshot = try self.snapshot(showing: sectionSnapshot, in: section)
        // UIKit's cell state follows the outline (`UICellConfigurationState.isExpanded`): a kept
        // item whose state changed is reconfigured, since its identity alone does not change.
        let changedState = sectionSnapshot.visibleItems.filter {
            shown.contains($0) && shown.isExpanded($0) != sectionSnapshot.isExpanded($0)
        }
        try snapshot.reconfigureItems(changedState)
        sectionSnapshots[section] = sectionSnapshot
        apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The data source's snapshot with a section's items replaced by an outline's visible items
    /// (the section added at the end when it is new).
    ///
    /// - Throws: `SnapshotError.duplicateItemIdentifiers` when an item of the outline is in
    ///   another section.
    /// - Complexity: O(*n* + *v*) for *n* items in the data source and *v* visible outline items.
    private func snapshot(
        showing sectionSnapshot: SectionSnapshot<ItemIdentifierType>, in section: SectionIdentifierType
    ) throws(SnapshotError) -> Snapshot<SectionIdentifierType, ItemIdentifierType> {
        var snapshot = self.snapshot()
        if snapshot.contains(section: section) {
            snapshot.deleteItems(snapshot.itemIdentifiers(inSection: section))
        } else {
            try snapshot.appendSections([section])
        }
        try snapshot.appendItems(sectionSnapshot.visibleItems, toSection: section)
        return snapshot
    }

    /// The outline of a section: the one applied with ``apply(_:to:animatingDifferences:completion:)``
    /// while the section still shows it, otherwise the section's items as root items (none for a
    /// section that does not exist). Mirrors `snapshot(for:)`.
    ///
    /// - Complexity: O(*v*) for *v* items in the section.
    public func snapshot(for section: SectionIdentifierType) -> SectionSnapshot<ItemIdentifierType> {
        let current = snapshot()
        let shownItems = current.contains(section: section) ? current.itemIdentifiers(inSection: section) : []
        if let outline = sectionSnapshots[section], outline.visibleItems == shownItems { return outline }
        var flat = SectionSnapshot<ItemIdentifierType>()
        try? flat.append(shownItems)
        return flat
    }

    /// Whether an outline item is expanded: what a cell provider reads to show the item's state (a
    /// disclosure chevron, say). ``apply(_:to:animatingDifferences:completion:)`` and
    /// ``setExpanded(_:item:animatingDifferences:)`` reconfigure the item's cell when it changes.
    /// `false` for an item in no outline. Mirrors `UICellConfigurationState.isExpanded`.
    ///
    /// - Complexity: O(*v*) for *v* items in the item's section.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool {
        guard let section = snapshot().sectionIdentifier(containingItem: item) else { return false }
        return snapshot(for: section).isExpanded(item)
    }

    /// Expands or collapses an outline item (the parent a user tapped), asking
    /// ``sectionSnapshotHandlers`` first, and shows the change as one animated update. Returns
    /// whether it changed anything: `false` for an item in no outline, a leaf, an item already in
    /// that state, one the handlers refused, or one whose children cannot be shown (an item
    /// among them is in another section of the data source). The change is checked before the
    /// handlers are asked: when it cannot be made, they hear nothing. The item's cell is
    /// reconfigured in the same update, so a cell showing ``isExpanded(_:)`` refreshes.
    ///
    /// - Complexity: O(*n* + *v*), as ``apply(_:to:animatingDifferences:completion:)``.
    @discardableResult
    public func setExpanded(_ expanded: Bool, item: ItemIdentifierType, animatingDifferences: Bool = true) -> Bool {
        guard let section = snapshot().sectionIdentifier(containingItem: item) else { return false }
        var outline = snapshot(for: section)
        guard !outline.children(of: item).isEmpty, outline.isExpanded(item) != expanded else { return false }
        do {
            try outline.setExpanded(expanded, [item])
            _ = try snapshot(showing: outline, in: section)
        } catch {
            return false
        }
        let handlers = sectionSnapshotHandlers
        guard (expanded ? handlers.shouldExpandItem : handlers.shouldCollapseItem)?(item) ?? true else { return false }
        (expanded ? handlers.willExpandItem : handlers.willCollapseItem)?(item)
        // The handler may have changed the outline (loaded the children, say): the change is made
        // to the outline as it is now, never to the one read before the handler ran.
        guard let sectionNow = snapshot().sectionIdentifier(containingItem: item) else { return true }
        var current = snapshot(for: sectionNow)
        guard current.contains(item), current.isExpanded(item) != expanded else { return true }
        do {
            try current.setExpanded(expanded, [item])
            try apply(current, to: sectionNow, animatingDifferences: animatingDifferences)
        } catch {
            return false
        }
        return true
    }
}
