import Foundation

/// Solves one instance of a group: which children fit, their sizes and where they go.
///
/// Follows UIKit's algorithm: children repeat while they fit (with a quarter-point
/// tolerance), fixed inter-item spacing with fractional children triggers one re-solve against the
/// container minus the gaps, flexible spacing shares the leftover space, and axes whose dimension is
/// estimated take their extent from the content.
struct GroupSolver {
    /// The most cells one group instance may place; beyond this the description is almost surely a
    /// mistake (tiny items in a huge container), reported instead of looping.
    static let maximumLeaves = 100_000

    let resolver: DimensionResolver
    let environment: LayoutEnvironment
    /// The sizes cells measured themselves at, by item index in the section.
    let measuredSizes: [Int: CGSize]

    /// The result of solving one child of a group, relative to the child's own origin.
    private struct Child {
        var node: PlannedNode
        var slot: CGSize
        var leaves: [SolvedLeaf]
        var supplementaries: [SolvedGroupSupplementary]
    }

    /// Solves a group in its parent container, its cells starting at item `firstItem`.
    ///
    /// - Throws: ``LayoutError/noRoom(_:)`` when the group has no room for any subitem.
    func solve(_ planned: PlannedGroup, in parent: LayoutContainer, firstItem: Int) throws(LayoutError) -> GroupSolution
    {
        var planned = planned
        let group = planned.group
        var size = resolver.resolve(group.layoutSize, in: parent)
        let insets = DimensionResolver.fractionalize(group.contentInsets, relativeTo: size)
        let childContainer = LayoutContainer(contentSize: size, contentInsets: insets)

        if let provider = group.itemProvider {
            var groupEnvironment = environment
            groupEnvironment.container = childContainer
            let leaves = provider(groupEnvironment).map { custom in
                SolvedLeaf(slot: custom.frame, frame: custom.frame, zIndex: custom.zIndex, itemID: -1)
            }
            let content = leaves.reduce(CGRect.null) { $0.union($1.frame) }
            if group.layoutSize.widthDimension.isSelfSizing, !content.isNull { size.width = content.maxX }
            if group.layoutSize.heightDimension.isSelfSizing, !content.isNull { size.height = content.maxY }
            var solution = GroupSolution(size: size, leaves: leaves)
            solution.supplementaries = try supplementaries(of: group, size: size, in: parent)
            return solution
        }

        let axis = group.axis, cross = axis.orthogonal
        let available = childContainer.effectiveContentSize[axis]
        let estimatedAlong = group.layoutSize.dimension(axis).isSelfSizing
        guard available > 0 || estimatedAlong else {
            throw .noRoom(
                "\(planned.path): There is no room for this group to fit into its parent group or section, or it has no room for any subitems itself. Inspect the parent and ensure the contentInsets (\(insets)) do not result in a negative effectiveContentSize when applied to size: \(size)."
            )
        }
        let spacing = group.interItemSpacing?.spacing ?? 0
        let repeatCount: Int
        switch group.repetition {
        case .whileTheyFit: repeatCount = 0
        case .count(let count), .countForcingFraction(let count): repeatCount = count
        case .adaptive(let minimum):
            repeatCount = LayoutGroup.SubitemCount.adaptiveCount(minimum: minimum, length: available, spacing: spacing)
            planned.children = planned.children.map { $0.forcingFraction(of: repeatCount, along: axis) }
        }

        var container = childContainer
        var resolvedOnce = false
        // Fixed spacing between fractional children shrinks the container they resolve against,
        // by one gap fewer than the children that fit. When every child's extent is known without
        // solving it, count them first, so each child is solved once (issue 21: solving them to
        // count them doubled the work at every level of nesting).
        if spacing != 0, repeatCount == 0, !estimatedAlong,
            let placed = placedChildren(of: planned, in: childContainer, available: available, spacing: spacing),
            placed.count >= 2, placed.containsFractional
        {
            var reduced = childContainer.effectiveContentSize
            reduced[axis] -= spacing * CGFloat(placed.count - 1)
            container = LayoutContainer(contentSize: reduced)
            resolvedOnce = true
        }
        var arrangement: [Child] = []
        while true {
            arrangement = []
            var remaining = available
            var index = 0, wraps = 0, placed = 0, leafCount = 0
            var nextItem = firstItem
            while true {
                let node = planned.children[index]
                let dependsOnContainer = node.layoutSize.dimension(axis).isFractional
                let gap: CGFloat =
                    spacing != 0 && !arrangement.isEmpty && (!dependsOnContainer || resolvedOnce) ? spacing : 0
                // A child whose extent does not depend on its content and that cannot fit is not
                // solved at all.
                if repeatCount == 0, !estimatedAlong, let known = staticExtent(of: node, in: container, along: axis),
                    remaining - gap - known < -0.25
                {
                    break
                }
                let child = try solveChild(node, in: container, firstItem: nextItem)
                remaining -= gap
                let extent = child.slot[axis] + (node.edgeSpacing?.reserved(axis) ?? 0)
                remaining -= extent
                // A cell measured larger than its group still gets the group to itself (it
                // overflows); only estimates that cannot fit are a description error.
                let measuredTooLarge = arrangement.isEmpty && isMeasured(node, along: axis, item: nextItem)
                let fits = repeatCount > 0 || remaining >= -0.25 || estimatedAlong || measuredTooLarge
                guard fits else { break }
                arrangement.append(child)
                nextItem += child.leaves.count
                leafCount += child.leaves.count
                guard leafCount <= Self.maximumLeaves else {
                    throw .noRoom(
                        "\(planned.path): this group would place more than \(Self.maximumLeaves) items; check that its subitems are not tiny compared to the group (\(size))."
                    )
                }
                index += 1
                if index == planned.children.count {
                    index = 0
                    wraps += 1
                }
                if repeatCount > 0 {
                    placed += 1
                    if placed >= repeatCount { break }
                } else if estimatedAlong && wraps > 0 {
                    break
                } else if extent <= 0 && (spacing <= 0 || !resolvedOnce && dependsOnContainer) && wraps > 0 {
                    throw .noRoom(
                        "\(planned.path): a subitem of this group has no extent along the group's axis (\(extent) pt), so the group would repeat it forever."
                    )
                }
            }
            guard !arrangement.isEmpty else {
                throw .noRoom(
                    "\(planned.path): NSCollectionLayoutItem created with invalid combination of spacing and size specified. This group cannot fit even a single item. Inspect the subitems' sizes (\(planned.children[0].layoutSize)) against the group's effective size (\(childContainer.effectiveContentSize))."
                )
            }
            let needsResolve =
                !resolvedOnce && spacing != 0 && arrangement.count >= 2
                && arrangement.contains { $0.node.layoutSize.dimension(axis).isFractional }
            guard needsResolve else { break }
            var reduced = childContainer.effectiveContentSize
            reduced[axis] -= spacing * CGFloat(arrangement.count - 1)
            container = LayoutContainer(contentSize: reduced)
            resolvedOnce = true
        }

        applyUniformAcrossSiblings(&arrangement)
        var solution = arrange(
            arrangement, group: group, size: size, insets: insets, estimatedAlong: estimatedAlong,
            estimatedCross: group.layoutSize.dimension(cross).isSelfSizing)
        solution.supplementaries.append(contentsOf: try supplementaries(of: group, size: solution.size, in: parent))
        return solution
    }

    /// A child's extent along `axis`, edge spacing included, when it does not depend on the child's
    /// content or measurements: its dimension along the axis is absolute or fractional. A group's
    /// size along such a dimension is its resolved size whatever it holds.
    private func staticExtent(of node: PlannedNode, in container: LayoutContainer, along axis: LayoutAxis) -> CGFloat? {
        let dimension = node.layoutSize.dimension(axis)
        guard !dimension.isSelfSizing else { return nil }
        return resolver.resolve(dimension, in: container) + (node.edgeSpacing?.reserved(axis) ?? 0)
    }

    /// How many children of a `.whileTheyFit` group fit along its axis, counted from their static
    /// extents without solving them, and whether any of them is fractional along the axis; `nil`
    /// when a child's extent depends on its content (it has to be solved to be counted) or the
    /// count would not end.
    ///
    /// - Complexity: O(*k*) for the *k* children that fit.
    private func placedChildren(
        of planned: PlannedGroup, in container: LayoutContainer, available: CGFloat, spacing: CGFloat
    ) -> (count: Int, containsFractional: Bool)? {
        let axis = planned.group.axis
        var remaining = available
        var count = 0
        var containsFractional = false
        var index = 0
        while true {
            let node = planned.children[index]
            guard let extent = staticExtent(of: node, in: container, along: axis), extent > 0 else { return nil }
            let dependsOnContainer = node.layoutSize.dimension(axis).isFractional
            if count > 0 && !dependsOnContainer { remaining -= spacing }
            remaining -= extent
            guard remaining >= -0.25 else { break }
            count += 1
            containsFractional = containsFractional || dependsOnContainer
            guard count <= Self.maximumLeaves else { return nil }
            index = (index + 1) % planned.children.count
        }
        return (count, containsFractional)
    }

    /// Whether a child is an item whose size along `axis` comes from a measurement.
    private func isMeasured(_ node: PlannedNode, along axis: LayoutAxis, item: Int) -> Bool {
        guard case .item(_, let description) = node else { return false }
        return description.layoutSize.dimension(axis).isSelfSizing && measuredSizes[item] != nil
    }

    // MARK: Children

    private func solveChild(_ node: PlannedNode, in container: LayoutContainer, firstItem: Int) throws(LayoutError)
        -> Child
    {
        switch node {
        case .group(let planned):
            let solution = try solve(planned, in: container, firstItem: firstItem)
            return Child(
                node: node, slot: solution.size, leaves: solution.leaves, supplementaries: solution.supplementaries)
        case .item(let id, let item):
            var slot = resolver.resolve(item.layoutSize, in: container)
            if let measured = measuredSizes[firstItem] {
                if item.layoutSize.widthDimension.isSelfSizing { slot.width = measured.width }
                if item.layoutSize.heightDimension.isSelfSizing { slot.height = measured.height }
            }
            let leaf = SolvedLeaf(
                slot: CGRect(origin: .zero, size: slot),
                frame: Self.frame(of: item, inSlot: CGRect(origin: .zero, size: slot)), zIndex: item.zIndex, itemID: id)
            return Child(node: node, slot: slot, leaves: [leaf], supplementaries: [])
        }
    }

    /// The cell's frame in its slot: the slot inset by the item's content insets, except along
    /// estimated axes (UIKit ignores insets there).
    static func frame(of item: LayoutItem, inSlot slot: CGRect) -> CGRect {
        var insets = DimensionResolver.fractionalize(item.contentInsets, relativeTo: slot.size)
        if item.layoutSize.widthDimension.isSelfSizing {
            insets.leading = 0
            insets.trailing = 0
        }
        if item.layoutSize.heightDimension.isSelfSizing {
            insets.top = 0
            insets.bottom = 0
        }
        return CGRect(
            x: slot.minX + insets.leading,
            y: slot.minY + insets.top,
            width: slot.width - insets.horizontal,
            height: slot.height - insets.vertical
        )
    }

    /// Items sized `.uniformAcrossSiblings` grow to the largest such sibling in the group.
    private func applyUniformAcrossSiblings(_ arrangement: inout [Child]) {
        for axis in [LayoutAxis.horizontal, .vertical] {
            let uniform = arrangement.indices.filter {
                arrangement[$0].node.layoutSize.dimension(axis).isUniformAcrossSiblings
            }
            guard uniform.count > 1 else { continue }
            let largest = uniform.map { arrangement[$0].slot[axis] }.max() ?? 0
            for index in uniform {
                arrangement[index].slot[axis] = largest
                guard case .item(_, let item) = arrangement[index].node else { continue }
                let slot = CGRect(origin: .zero, size: arrangement[index].slot)
                arrangement[index].leaves[0].slot = slot
                arrangement[index].leaves[0].frame = Self.frame(of: item, inSlot: slot)
            }
        }
    }

    // MARK: Arrangement

    /// Places the children along the group's axis (flexible spacing shares the leftover) and across
    /// it (flexible edges align).
    private func arrange(
        _ arrangement: [Child],
        group: LayoutGroup,
        size: CGSize,
        insets: DirectionalEdgeInsets,
        estimatedAlong: Bool,
        estimatedCross: Bool
    ) -> GroupSolution {
        let axis = group.axis, cross = axis.orthogonal
        let spacing = group.interItemSpacing?.spacing ?? 0
        let flexibleGaps = group.interItemSpacing?.isFlexibleSpacing ?? false
        let count = arrangement.count
        var fixedTotal = spacing * CGFloat(count - 1)
        var flexibleCount = flexibleGaps ? count - 1 : 0
        var crossContent: CGFloat = 0
        for child in arrangement {
            let edges = child.node.edgeSpacing
            fixedTotal += child.slot[axis] + (edges?.reserved(axis) ?? 0)
            flexibleCount +=
                (edges?.before(axis)?.isFlexibleSpacing == true ? 1 : 0)
                + (edges?.after(axis)?.isFlexibleSpacing == true ? 1 : 0)
            crossContent = max(crossContent, child.slot[cross] + (edges?.reserved(cross) ?? 0))
        }
        var finalSize = size
        if estimatedAlong { finalSize[axis] = fixedTotal + insets.total(axis) }
        if estimatedCross { finalSize[cross] = crossContent + insets.total(cross) }
        let mainAvailable = finalSize[axis] - insets.total(axis)
        let crossAvailable = finalSize[cross] - insets.total(cross)
        let extra = flexibleCount > 0 ? max(0, (mainAvailable - fixedTotal) / CGFloat(flexibleCount)) : 0
        let gap = spacing + (flexibleGaps ? extra : 0)

        var leaves: [SolvedLeaf] = []
        var supplementaries: [SolvedGroupSupplementary] = []
        var cursor = insets.leadingInset(axis)
        for (index, child) in arrangement.enumerated() {
            let edges = child.node.edgeSpacing
            let before = edges?.before(axis), after = edges?.after(axis)
            cursor += (before?.spacing ?? 0) + (before?.isFlexibleSpacing == true ? extra : 0)
            let main = cursor
            cursor += child.slot[axis] + (after?.spacing ?? 0) + (after?.isFlexibleSpacing == true ? extra : 0)
            if index < count - 1 { cursor += gap }

            let crossBefore = edges?.before(cross), crossAfter = edges?.after(cross)
            let crossFlexible =
                (crossBefore?.isFlexibleSpacing == true ? 1 : 0) + (crossAfter?.isFlexibleSpacing == true ? 1 : 0)
            let crossUsed = child.slot[cross] + (crossBefore?.spacing ?? 0) + (crossAfter?.spacing ?? 0)
            let crossShare = crossFlexible > 0 ? max(0, (crossAvailable - crossUsed) / CGFloat(crossFlexible)) : 0
            let crossOrigin =
                insets.leadingInset(cross) + (crossBefore?.spacing ?? 0)
                + (crossBefore?.isFlexibleSpacing == true ? crossShare : 0)

            let origin = CGPoint(main: main, cross: crossOrigin, axis: axis)
            let firstLeaf = leaves.count
            for leaf in child.leaves {
                leaves.append(
                    SolvedLeaf(
                        slot: leaf.slot.offsetBy(dx: origin.x, dy: origin.y),
                        frame: leaf.frame.offsetBy(dx: origin.x, dy: origin.y), zIndex: leaf.zIndex, itemID: leaf.itemID
                    ))
            }
            for supplementary in child.supplementaries {
                var moved = supplementary
                moved.frame = supplementary.frame.offsetBy(dx: origin.x, dy: origin.y)
                moved.firstLeaf += firstLeaf
                supplementaries.append(moved)
            }
        }
        return GroupSolution(size: finalSize, leaves: leaves, supplementaries: supplementaries)
    }

    // MARK: Group supplementaries

    /// Supplementary items anchored to the group's frame; their sizes resolve against the group's
    /// parent container.
    private func supplementaries(of group: LayoutGroup, size: CGSize, in parent: LayoutContainer) throws(LayoutError)
        -> [SolvedGroupSupplementary]
    {
        group.supplementaryItems.map { item in
            let frame = AnchorMath.frame(
                of: item, in: CGRect(origin: .zero, size: size), container: parent, resolver: resolver, measured: nil)
            return SolvedGroupSupplementary(
                elementKind: item.elementKind, frame: frame, zIndex: item.zIndex, firstLeaf: 0)
        }
    }
}
