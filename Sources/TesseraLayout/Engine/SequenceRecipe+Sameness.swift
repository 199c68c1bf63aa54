import Foundation

// MARK: - Recipes that solve the same groups

extension SequenceRecipe {
    /// Whether every group solves the same under both recipes for the same measured sizes: the
    /// same plan, container, spacing, scale and environment. A custom group's item provider cannot
    /// be compared, so a plan holding one is never the same.
    ///
    /// - Complexity: O(*p*) for *p* groups and items in the plan.
    func solvesTheSame(as other: SequenceRecipe) -> Bool {
        container == other.container && axis == other.axis && spacing == other.spacing
            && leadingEdge == other.leadingEdge && trailingEdge == other.trailingEdge
            && resolver.scale == other.resolver.scale && environment == other.environment
            && sharesExtentAcrossSection == other.sharesExtentAcrossSection && plan.solvesTheSame(as: other.plan)
    }
}

extension SectionPlan {
    /// Whether both plans hold equal items and groups, arranged alike, and no custom group.
    ///
    /// - Complexity: O(*p*) for *p* groups and items; no recursion.
    func solvesTheSame(as other: SectionPlan) -> Bool {
        // A plan kept through a batch update shares its tables with the one it was kept from:
        // the same groups, equal to themselves (a plan's numbers were checked finite when it was
        // made), so that only the custom groups are left to rule it out.
        if Self.shareStorage(groups, other.groups), Self.shareStorage(items, other.items) {
            return groups.allSatisfy { $0.group.itemProvider == nil }
        }
        guard items == other.items, groups.count == other.groups.count else { return false }
        return zip(groups, other.groups).allSatisfy { $0.solvesTheSame(as: $1) }
    }

    /// Whether both arrays are the same storage (the same elements, not compared).
    private static func shareStorage<Element>(_ lhs: [Element], _ rhs: [Element]) -> Bool {
        lhs.count == rhs.count
            && lhs.withUnsafeBufferPointer { lhs in rhs.withUnsafeBufferPointer { lhs.baseAddress == $0.baseAddress } }
    }
}

extension PlannedGroup {
    /// Whether both groups have the same description (apart from their subitems, which
    /// ``children`` name) and children, and neither is a custom group.
    func solvesTheSame(as other: PlannedGroup) -> Bool {
        group.itemProvider == nil && other.group.itemProvider == nil
            && group.layoutSize == other.group.layoutSize && group.contentInsets == other.group.contentInsets
            && group.edgeSpacing == other.group.edgeSpacing
            && group.supplementaryItems == other.group.supplementaryItems
            && group.interItemSpacing == other.group.interItemSpacing
            && group.layoutDirection == other.group.layoutDirection && group.repetition == other.group.repetition
            && parent == other.parent && indexInParent == other.indexInParent && children == other.children
    }
}
