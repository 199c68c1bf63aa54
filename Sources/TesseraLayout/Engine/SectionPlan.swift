import Foundation

/// A section's group tree, checked once and with every item numbered, ready to be solved many
/// times (once for the template, once per group instance that holds measured items).
///
/// The tree is flat: every group is an entry of ``groups`` and names its nested groups by their
/// index there, so that planning, solving and releasing a tree thousands of levels deep uses lists,
/// never the call stack.
struct SectionPlan: Sendable {
    /// Every item description, indexed by the item id leaves carry.
    var items: [LayoutItem] = []
    /// Every group, the outermost first.
    var groups: [PlannedGroup] = []
    /// The outermost group's name in messages, such as `"section 2.group"`.
    let rootPath: String

    /// Checks a group tree and numbers its items, depth first (a nested group's items before the
    /// siblings after it).
    ///
    /// - Throws: ``LayoutError`` naming the first invalid element, or a tree nested more than
    ///   ``LayoutLimits/maximumNestingDepth`` levels deep.
    /// - Complexity: O(*n*) for *n* groups and items.
    init(group: LayoutGroup, path: String) throws(LayoutError) {
        rootPath = path
        // The groups being planned, innermost last, with the next subitem each one looks at.
        var open: [(group: Int, subitems: [LayoutSubitem], next: Int)] = []
        open.append((try plan(group, layoutSize: group.layoutSize, parent: -1, indexInParent: 0), [], 0))
        open[0].subitems = subitems(of: 0)
        while let last = open.indices.last {
            let (index, subitems, next) = open[last]
            guard next < subitems.count else {
                open.removeLast()
                continue
            }
            open[last].next += 1
            switch subitems[next] {
            case .item(let item):
                try Self.validate(item, at: self.path(ofSubitem: next, inGroup: index))
                groups[index].children.append(.item(id: Int32(items.count), item))
                items.append(item)
            case .group(let nested):
                guard open.count < LayoutLimits.maximumNestingDepth else {
                    throw .invalidGroup(
                        "\(self.path(ofGroup: index)): groups are nested more than \(LayoutLimits.maximumNestingDepth) levels deep, the most Tessera lays out"
                    )
                }
                let child = try plan(nested, layoutSize: subitems[next].layoutSize, parent: index, indexInParent: next)
                groups[index].children.append(
                    .group(index: Int32(child), layoutSize: subitems[next].layoutSize, edgeSpacing: nested.edgeSpacing))
                open.append((child, self.subitems(of: child), 0))
            }
        }
    }

    /// Checks one group (not its subitems) and adds it to ``groups``.
    ///
    /// - Returns: the group's index.
    private mutating func plan(_ group: LayoutGroup, layoutSize: LayoutSize, parent: Int, indexInParent: Int)
        throws(LayoutError) -> Int
    {
        let index = groups.count
        groups.append(
            PlannedGroup(group: group, children: [], parent: Int32(parent), indexInParent: Int32(indexInParent)))
        try check(group, layoutSize: layoutSize, at: index)
        return index
    }

    /// Checks a group's own values (not its subitems'), `layoutSize` being its size in its parent.
    private func check(_ group: LayoutGroup, layoutSize: LayoutSize, at index: Int) throws(LayoutError) {
        func path() -> String { self.path(ofGroup: index) }
        try DimensionResolver.validate(layoutSize, at: path())
        try DimensionResolver.validate(group.contentInsets, name: "contentInsets", at: path())
        try Self.validate(group.edgeSpacing, at: path())
        if let spacing = group.interItemSpacing, !spacing.spacing.isFinite {
            throw .invalidDimension("\(path()): interItemSpacing must be finite, found \(spacing.spacing)")
        }
        for (supplementaryIndex, supplementary) in group.supplementaryItems.enumerated() {
            try Self.validate(supplementary, at: "\(path()).supplementaryItems[\(supplementaryIndex)]")
        }
        if group.layoutDirection == .custom { return }
        guard !group.subitems.isEmpty else {
            throw .invalidGroup("\(path()): At least 1 subitem is required for a group.")
        }
        switch group.repetition {
        case .whileTheyFit:
            break
        case .count(let count), .countForcingFraction(let count):
            guard group.subitems.count == 1 else {
                throw .invalidGroup(
                    "\(path()): A single item is required for a repeating item group, \(group.subitems.count) were supplied."
                )
            }
            guard count >= 1 else {
                throw .invalidGroup("\(path()): The repeat count of a group must be at least 1, found \(count).")
            }
            guard count <= LayoutLimits.maximumItemsPerGroup else {
                throw .invalidGroup(
                    "\(path()): a group repeats its subitem at most \(LayoutLimits.maximumItemsPerGroup) times (LayoutLimits.maximumItemsPerGroup), found \(count)"
                )
            }
        case .adaptive(let minimum):
            guard group.subitems.count == 1 else {
                throw .invalidGroup(
                    "\(path()): A single item is required for an adaptive group, \(group.subitems.count) were supplied."
                )
            }
            guard minimum.isFinite, minimum > 0 else {
                throw .invalidDimension(
                    "\(path()): the adaptive minimum must be a finite value greater than 0, found \(minimum)")
            }
            let spacing = group.interItemSpacing?.spacing ?? 0
            guard spacing >= 0 else {
                throw .invalidDimension(
                    "\(path()): an adaptive group's interItemSpacing must not be negative, found \(spacing)")
            }
        }
    }

    /// A planned group's subitems, the one of a `subitem:count:` group sized `1 / count` along the
    /// group's axis.
    private func subitems(of index: Int) -> [LayoutSubitem] {
        let group = groups[index].group
        guard group.layoutDirection != .custom else { return [] }
        if case .countForcingFraction(let count) = group.repetition, let subitem = group.subitems.first {
            let fraction = LayoutDimension.share(of: count, along: group.axis)
            return [subitem.resized(subitem.layoutSize.replacing(group.axis, with: fraction))]
        }
        return group.subitems
    }

    // MARK: Checking elements

    private static func validate(_ item: LayoutItem, at path: @autoclosure () -> String) throws(LayoutError) {
        try DimensionResolver.validate(item.layoutSize, at: path())
        try DimensionResolver.validate(item.contentInsets, name: "contentInsets", at: path())
        try validate(item.edgeSpacing, at: path())
        for (supplementaryIndex, supplementary) in item.supplementaryItems.enumerated() {
            try validate(supplementary, at: "\(path()).supplementaryItems[\(supplementaryIndex)]")
        }
    }

    private static func validate(_ edgeSpacing: LayoutEdgeSpacing?, at path: @autoclosure () -> String)
        throws(LayoutError)
    {
        guard let edgeSpacing else { return }
        for spacing in [edgeSpacing.leading, edgeSpacing.top, edgeSpacing.trailing, edgeSpacing.bottom] {
            if let spacing, !spacing.spacing.isFinite {
                throw .invalidDimension("\(path()): edgeSpacing must be finite, found \(spacing.spacing)")
            }
        }
    }

    static func validate(_ supplementary: LayoutSupplementaryItem, at path: @autoclosure () -> String)
        throws(LayoutError)
    {
        try DimensionResolver.validate(supplementary.layoutSize, at: path())
        try DimensionResolver.validate(supplementary.contentInsets, name: "contentInsets", at: path())
        try LayoutLimits.validate(zIndex: supplementary.zIndex, at: path())
        let offsets = [supplementary.containerAnchor.offset, supplementary.itemAnchor?.offset ?? .zero]
        for offset in offsets where !offset.x.isFinite || !offset.y.isFinite {
            throw .invalidDimension("\(path()): anchor offsets must be finite, found \(offset)")
        }
    }

    // MARK: Naming elements

    /// A group's name in messages: `section 0.group.subitems[1]` (see ``NestedPath``).
    ///
    /// - Complexity: O(*d*) for the group's depth.
    func path(ofGroup index: Int) -> String {
        var steps: [Int32] = []
        var current = index
        while current > 0 {
            steps.append(groups[current].indexInParent)
            current = Int(groups[current].parent)
        }
        return NestedPath.name(rootPath, steps.reversed())
    }

    /// The name of a group's subitem in messages.
    func path(ofSubitem subitem: Int, inGroup index: Int) -> String {
        "\(path(ofGroup: index)).subitems[\(subitem)]"
    }
}

/// A group of the plan: its description and its children, nested groups named by their index in
/// ``SectionPlan/groups``.
struct PlannedGroup: Sendable {
    var group: LayoutGroup
    var children: [PlannedNode]
    /// The index of the group holding this one (-1 for the outermost group).
    var parent: Int32
    /// Where this group is among its parent's subitems.
    var indexInParent: Int32
}

/// A child of a planned group.
enum PlannedNode: Sendable, Equatable {
    case item(id: Int32, LayoutItem)
    /// A nested group: its index in ``SectionPlan/groups``, with its size in its parent (which a
    /// `subitem:count:` or adaptive parent forces) and its edge spacing.
    case group(index: Int32, layoutSize: LayoutSize, edgeSpacing: LayoutEdgeSpacing?)

    var layoutSize: LayoutSize {
        switch self {
        case .item(_, let item): return item.layoutSize
        case .group(_, let layoutSize, _): return layoutSize
        }
    }

    var edgeSpacing: LayoutEdgeSpacing? {
        switch self {
        case .item(_, let item): return item.edgeSpacing
        case .group(_, _, let edgeSpacing): return edgeSpacing
        }
    }

    /// This child with its dimension along `axis` forced to `1 / count` of its container (the
    /// `subitem:count:` rule, applied at solve time for adaptive counts).
    func forcingFraction(of count: Int, along axis: LayoutAxis) -> PlannedNode {
        let fraction = LayoutDimension.share(of: count, along: axis)
        switch self {
        case .item(let id, var item):
            item.layoutSize = item.layoutSize.replacing(axis, with: fraction)
            return .item(id: id, item)
        case .group(let index, let layoutSize, let edgeSpacing):
            return .group(
                index: index, layoutSize: layoutSize.replacing(axis, with: fraction), edgeSpacing: edgeSpacing)
        }
    }
}

extension LayoutGroup {
    /// Whether this group is `other` unchanged: a copy that shares its subitems (copies share them
    /// until one of them changes its own, which then gets new storage) and has the same values, so
    /// that the plan made of one is the plan of the other. The item provider goes with the
    /// subitems: a custom group's is set when the group is made, with its storage.
    ///
    /// - Complexity: O(*k*) for *k* supplementary items of the group.
    func isUnchangedCopy(of other: LayoutGroup) -> Bool {
        storage === other.storage && layoutSize == other.layoutSize && contentInsets == other.contentInsets
            && edgeSpacing == other.edgeSpacing && interItemSpacing == other.interItemSpacing
            && layoutDirection == other.layoutDirection && repetition == other.repetition
            && supplementaryItems == other.supplementaryItems
    }
}

extension LayoutSolution {
    /// How many compositional sections had their group tree planned (checked and numbered) by the
    /// solve that made this solution; the others kept the plan of the same description from the
    /// solution before a batch update. For tests that count what an apply does again.
    ///
    /// - Complexity: O(*s*) for *s* sections.
    package var plannedSectionCount: Int {
        sections.reduce(0) { count, section in
            guard case .compositional(let source) = section.source, !source.isPlanCarried else { return count }
            return count + 1
        }
    }
}
