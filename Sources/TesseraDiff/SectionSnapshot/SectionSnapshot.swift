/// The items of one section as an outline: items with children, each parent expanded or
/// collapsed. Mirrors `NSDiffableDataSourceSectionSnapshot`.
///
/// A collection view shows the ``visibleItems`` — root items, and the children of expanded
/// parents — so expanding or collapsing a parent and applying the section snapshot inserts or
/// deletes its children with an animated update.
///
/// ```swift
/// var outline = SectionSnapshot<String>()
/// try outline.append(["Fruit", "Vegetables"])
/// try outline.append(["Apple", "Pear"], to: "Fruit")
/// outline.visibleItems                      // ["Fruit", "Vegetables"]
/// try outline.expand(["Fruit"])
/// outline.visibleItems                      // ["Fruit", "Apple", "Pear", "Vegetables"]
/// outline.level(of: "Pear")                 // 1
/// ```
///
/// Every operation that could leave the outline inconsistent — a duplicate item, an unknown parent
/// or anchor — throws a ``SnapshotError`` and leaves the snapshot as it was.
public struct SectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// One item's place in the outline.
    struct Node: Sendable, Equatable {
        var parent: ItemIdentifierType?
        var children: [ItemIdentifierType] = []
        var isExpanded = false
    }

    /// Every item's node.
    var nodes: [ItemIdentifierType: Node] = [:]
    /// The items without a parent, in order. Mirrors `rootItems`.
    public internal(set) var rootItems: [ItemIdentifierType] = []

    /// An empty outline.
    public init() {}

    // MARK: Reading

    /// Every item, parents before their children, whether visible or not. Mirrors `items`.
    ///
    /// - Complexity: O(*n*) for *n* items.
    public var items: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        result.reserveCapacity(nodes.count)
        walk(rootItems, onlyVisible: false) { result.append($0) }
        return result
    }

    /// The items a collection view shows: root items and the children of expanded parents whose
    /// own parents are shown. Mirrors `visibleItems`.
    ///
    /// - Complexity: O(*v*) for *v* visible items and their children lists.
    public var visibleItems: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        walk(rootItems, onlyVisible: true) { result.append($0) }
        return result
    }

    /// Whether the outline has an item.
    ///
    /// - Complexity: O(1).
    public func contains(_ item: ItemIdentifierType) -> Bool {
        nodes[item] != nil
    }

    /// An item's parent, or `nil` for a root item or an item not in the outline. Mirrors
    /// `parent(of:)`.
    ///
    /// - Complexity: O(1).
    public func parent(of item: ItemIdentifierType) -> ItemIdentifierType? {
        nodes[item]?.parent
    }

    /// An item's children, in order (empty for a leaf or an unknown item).
    ///
    /// - Complexity: O(1).
    public func children(of item: ItemIdentifierType) -> [ItemIdentifierType] {
        nodes[item]?.children ?? []
    }

    /// How deep an item is: 0 for a root item, 1 for its children… Mirrors `level(of:)`; an item
    /// not in the outline is at level 0.
    ///
    /// - Complexity: O(*d*) for the item's depth.
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0
        var current = nodes[item]?.parent
        while let parent = current {
            level += 1
            current = nodes[parent]?.parent
        }
        return level
    }

    /// Whether an item is expanded (its children are shown when it is). Mirrors `isExpanded(_:)`.
    ///
    /// - Complexity: O(1).
    public func isExpanded(_ item: ItemIdentifierType) -> Bool {
        nodes[item]?.isExpanded ?? false
    }

    /// Whether an item is shown: every ancestor is expanded. Mirrors `isVisible(_:)`.
    ///
    /// - Complexity: O(*d*) for the item's depth.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard var node = nodes[item] else { return false }
        while let parent = node.parent {
            guard let parentNode = nodes[parent], parentNode.isExpanded else { return false }
            node = parentNode
        }
        return true
    }

    /// The position of an item in ``items``, or `nil`. Mirrors `index(of:)`.
    ///
    /// - Complexity: O(*n*) for *n* items.
    public func index(of item: ItemIdentifierType) -> Int? {
        guard contains(item) else { return nil }
        return items.firstIndex(of: item)
    }

    /// The outline under a parent: its descendants, with their expansion, as root items — or the
    /// parent itself as the single root when `includingParent` is true. Mirrors
    /// `snapshot(of:includingParent:)`.
    ///
    /// - Throws: ``SnapshotError/unknownItemIdentifiers(_:)`` when `parent` is not in the outline.
    ///
    /// - Complexity: O(*k*) for *k* items under the parent.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) throws(SnapshotError)
        -> SectionSnapshot
    {
        guard let node = nodes[parent] else { throw .unknownItemIdentifiers(SnapshotError.describe([parent])) }
        var result = SectionSnapshot()
        result.rootItems = includingParent ? [parent] : node.children
        for root in result.rootItems {
            copySubtree(root, parent: nil, into: &result)
        }
        return result
    }

    // MARK: Walking

    /// Calls `body` for items in outline order, skipping the children of collapsed parents when
    /// `onlyVisible`.
    private func walk(_ roots: [ItemIdentifierType], onlyVisible: Bool, _ body: (ItemIdentifierType) -> Void) {
        // An explicit stack: an outline may be deeper than the call stack allows.
        var stack: [IndexingIterator<[ItemIdentifierType]>] = [roots.makeIterator()]
        while !stack.isEmpty {
            guard let item = stack[stack.count - 1].next() else {
                stack.removeLast()
                continue
            }
            body(item)
            if let node = nodes[item], !node.children.isEmpty, !onlyVisible || node.isExpanded {
                stack.append(node.children.makeIterator())
            }
        }
    }

    /// Copies an item and its descendants, with their expansion, into another outline.
    private func copySubtree(
        _ root: ItemIdentifierType, parent: ItemIdentifierType?, into result: inout SectionSnapshot
    ) {
        var pending: [(item: ItemIdentifierType, parent: ItemIdentifierType?)] = [(root, parent)]
        while let (item, itemParent) = pending.popLast() {
            guard let node = nodes[item] else { continue }
            result.nodes[item] = Node(parent: itemParent, children: node.children, isExpanded: node.isExpanded)
            pending.append(contentsOf: node.children.map { ($0, item) })
        }
    }

    /// An item and all its descendants.
    func subtree(of root: ItemIdentifierType) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        walk([root], onlyVisible: false) { result.append($0) }
        return result
    }
}

// MARK: - Equatable

extension SectionSnapshot: Equatable {
    public static func == (lhs: SectionSnapshot, rhs: SectionSnapshot) -> Bool {
        lhs.rootItems == rhs.rootItems && lhs.nodes == rhs.nodes
    }
}
