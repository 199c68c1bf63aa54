// MARK: - Adding items

extension SectionSnapshot {
    /// Adds items at the end of a parent's children, or of the root items when `parent` is
    /// `nil`. Mirrors `append(_:to:)`.
    ///
    /// - Throws: ``SnapshotError/duplicateItemIdentifiers(_:)`` when an item is already in the
    ///   outline or appears twice; ``SnapshotError/unknownItemIdentifiers(_:)`` when `parent` is
    ///   not. The snapshot is unchanged.
    /// - Complexity: O(*k*) for *k* new items.
    public mutating func append(_ newItems: [ItemIdentifierType], to parent: ItemIdentifierType? = nil)
        throws(SnapshotError)
    {
        try checkNew(newItems)
        if let parent {
            guard nodes[parent] != nil else { throw .unknownItemIdentifiers(SnapshotError.describe([parent])) }
            nodes[parent]?.children.append(contentsOf: newItems)
        } else {
            rootItems.append(contentsOf: newItems)
        }
        for item in newItems { nodes[item] = Node(parent: parent) }
    }

    /// Adds another outline's items, with their expansion, under a parent (or at the root).
    /// Mirrors `append(_:to:)` with a section snapshot.
    ///
    /// - Throws: As `append(_:to:)` with items; the snapshot is unchanged.
    /// - Complexity: O(*k*) for *k* items in `other`.
    public mutating func append(_ other: SectionSnapshot, to parent: ItemIdentifierType? = nil) throws(SnapshotError) {
        try checkNew(other.items)
        try append(other.rootItems, to: parent)
        for (item, node) in other.nodes where node.parent != nil {
            nodes[item] = node
        }
        for root in other.rootItems {
            nodes[root]?.children = other.nodes[root]?.children ?? []
            nodes[root]?.isExpanded = other.nodes[root]?.isExpanded ?? false
        }
    }

    /// Inserts items before an item, among its siblings. Mirrors `insert(_:before:)`.
    ///
    /// - Throws: ``SnapshotError/unknownItemIdentifiers(_:)`` when `item` is not in the outline;
    ///   ``SnapshotError/duplicateItemIdentifiers(_:)``. The snapshot is unchanged.
    /// - Complexity: O(*k* + *m*) for *k* new items and *m* siblings.
    public mutating func insert(_ newItems: [ItemIdentifierType], before item: ItemIdentifierType) throws(SnapshotError)
    {
        try insert(newItems, beside: item, after: false)
    }

    /// Inserts items after an item, among its siblings. Mirrors `insert(_:after:)`.
    ///
    /// - Throws: ``SnapshotError/unknownItemIdentifiers(_:)`` when `item` is not in the outline;
    ///   ``SnapshotError/duplicateItemIdentifiers(_:)``. The snapshot is unchanged.
    /// - Complexity: O(*k* + *m*) for *k* new items and *m* siblings.
    public mutating func insert(_ newItems: [ItemIdentifierType], after item: ItemIdentifierType) throws(SnapshotError)
    {
        try insert(newItems, beside: item, after: true)
    }

    private mutating func insert(_ newItems: [ItemIdentifierType], beside anchor: ItemIdentifierType, after: Bool)
        throws(SnapshotError)
    {
        guard let node = nodes[anchor] else { throw .unknownItemIdentifiers(SnapshotError.describe([anchor])) }
        try checkNew(newItems)
        if let parent = node.parent {
            var siblings = nodes[parent]?.children ?? []
            let position = (siblings.firstIndex(of: anchor) ?? siblings.count) + (after ? 1 : 0)
            siblings.insert(contentsOf: newItems, at: position)
            nodes[parent]?.children = siblings
        } else {
            let position = (rootItems.firstIndex(of: anchor) ?? rootItems.count) + (after ? 1 : 0)
            rootItems.insert(contentsOf: newItems, at: position)
        }
        for item in newItems { nodes[item] = Node(parent: node.parent) }
    }

    /// Checks that items are new and distinct.
    private func checkNew(_ newItems: [ItemIdentifierType]) throws(SnapshotError) {
        var seen = Set<ItemIdentifierType>()
        let duplicates = newItems.filter { nodes[$0] != nil || !seen.insert($0).inserted }
        guard duplicates.isEmpty else { throw .duplicateItemIdentifiers(SnapshotError.describe(duplicates)) }
    }
}

// MARK: - Removing items

extension SectionSnapshot {
    /// Deletes items and everything under them; items not in the outline are ignored. Mirrors
    /// `delete(_:)`.
    ///
    /// - Complexity: O(*k* + *m*) for *k* deleted items (descendants included) and *m* siblings.
    public mutating func delete(_ deletedItems: [ItemIdentifierType]) {
        for item in deletedItems {
            guard let node = nodes[item] else { continue }
            if let parent = node.parent {
                nodes[parent]?.children.removeAll { $0 == item }
            } else {
                rootItems.removeAll { $0 == item }
            }
            for descendant in subtree(of: item) { nodes[descendant] = nil }
        }
    }

    /// Deletes every item. Mirrors `deleteAll()`.
    ///
    /// - Complexity: O(*n*) for *n* items.
    public mutating func deleteAll() {
        nodes.removeAll()
        rootItems.removeAll()
    }
}

// MARK: - Expanding and collapsing

extension SectionSnapshot {
    /// Expands parents: their children are shown (when the parents themselves are). Mirrors
    /// `expand(_:)`.
    ///
    /// - Throws: ``SnapshotError/unknownItemIdentifiers(_:)`` when an item is not in the outline;
    ///   the snapshot is unchanged.
    /// - Complexity: O(*k*) for *k* items.
    public mutating func expand(_ parents: [ItemIdentifierType]) throws(SnapshotError) {
        try setExpanded(true, parents)
    }

    /// Collapses parents: their children are hidden. Mirrors `collapse(_:)`.
    ///
    /// - Throws: ``SnapshotError/unknownItemIdentifiers(_:)`` when an item is not in the outline;
    ///   the snapshot is unchanged.
    /// - Complexity: O(*k*) for *k* items.
    public mutating func collapse(_ parents: [ItemIdentifierType]) throws(SnapshotError) {
        try setExpanded(false, parents)
    }

    /// Expands or collapses parents.
    ///
    /// - Throws: ``SnapshotError/unknownItemIdentifiers(_:)`` when an item is not in the outline;
    ///   the snapshot is unchanged.
    /// - Complexity: O(*k*) for *k* items.
    package mutating func setExpanded(_ expanded: Bool, _ parents: [ItemIdentifierType]) throws(SnapshotError) {
        let unknown = parents.filter { nodes[$0] == nil }
        guard unknown.isEmpty else { throw .unknownItemIdentifiers(SnapshotError.describe(unknown)) }
        for parent in parents { nodes[parent]?.isExpanded = expanded }
    }
}
