import Foundation

/// One group being solved by ``GroupSolver``: the state of UIKit's fill loop, kept in a value so
/// that the solver can set it aside while it solves a nested group (on its own stack, not the call
/// stack) and resume it with the nested group's solution.
struct GroupFrame {
    /// The result of solving one child of a group, relative to the child's own origin.
    struct Child {
        var node: PlannedNode
        var slot: CGSize
        var leaves: [SolvedLeaf]
        var supplementaries: [SolvedGroupSupplementary]
        /// How many items, from the child's first, its fill looked at: its own leaves, and those a
        /// nested group tried and could not fit.
        var examined: Int
    }

    /// What the solver does next for this frame.
    enum Step {
        /// Solve this nested group (the frame's current child), then resume the frame with it.
        case solveGroup(index: Int, layoutSize: LayoutSize, container: LayoutContainer, firstItem: Int)
        /// The group is solved; its fill looked at `examined` items from its first.
        case finished(GroupSolution, examined: Int)
    }

    // MARK: The group

    /// The group's index in the plan.
    let index: Int
    let group: LayoutGroup
    /// The group's size in its parent (a `subitem:count:` or adaptive parent forces it).
    let layoutSize: LayoutSize
    let parent: LayoutContainer
    let firstItem: Int
    var size: CGSize
    let insets: DirectionalEdgeInsets
    let childContainer: LayoutContainer
    let axis: LayoutAxis
    let available: CGFloat
    let estimatedAlong: Bool
    let spacing: CGFloat
    let repeatCount: Int
    var children: [PlannedNode]

    // MARK: The fill loop

    /// The container children resolve against (less the gaps after the first pass, with fixed
    /// spacing between fractional children).
    var container: LayoutContainer
    var resolvedOnce = false
    var arrangement: [Child] = []
    var remaining: CGFloat = 0
    /// The child being placed, among ``children`` (they cycle).
    var position = 0
    var wraps = 0
    var placed = 0
    var leafCount = 0
    var nextItem = 0
    /// The end of the items the fill looked at so far (a child that did not fit included), over
    /// every pass: a measurement among them can change what the group holds.
    var examinedEnd = 0

    /// The child being placed.
    var currentChild: PlannedNode { children[position] }

    /// Starts solving a group of the plan in its parent container, its cells starting at
    /// `firstItem`.
    ///
    /// - Throws: ``LayoutError/noRoom(_:)`` when the group has no room along its axis.
    init(
        group index: Int, layoutSize: LayoutSize, parent: LayoutContainer, firstItem: Int, plan: SectionPlan,
        solver: GroupSolver
    ) throws(LayoutError) {
        let planned = plan.groups[index]
        self.index = index
        self.group = planned.group
        self.layoutSize = layoutSize
        self.parent = parent
        self.firstItem = firstItem
        size = solver.resolver.resolve(layoutSize, in: parent)
        insets = DimensionResolver.fractionalize(group.contentInsets, relativeTo: size)
        childContainer = LayoutContainer(contentSize: size, contentInsets: insets)
        axis = group.axis
        available = childContainer.effectiveContentSize[axis]
        estimatedAlong = layoutSize.dimension(axis).isSelfSizing
        spacing = group.interItemSpacing?.spacing ?? 0
        children = planned.children
        container = childContainer
        if group.itemProvider != nil {
            repeatCount = 0
            return
        }
        guard available > 0 || estimatedAlong else {
            throw .noRoom(
                "\(plan.path(ofGroup: index)): There is no room for this group to fit into its parent group or section, or it has no room for any subitems itself. Inspect the parent and ensure the contentInsets (\(insets)) do not result in a negative effectiveContentSize when applied to size: \(size)."
            )
        }
        switch group.repetition {
        case .whileTheyFit: repeatCount = 0
        case .count(let count), .countForcingFraction(let count): repeatCount = count
        case .adaptive(let minimum):
            let count = LayoutGroup.SubitemCount.adaptiveCount(
                minimum: minimum, length: available, spacing: spacing)
            repeatCount = count
            children = children.map { $0.forcingFraction(of: count, along: group.axis) }
        }
        // Fixed spacing between fractional children shrinks the container they resolve against,
        // by one gap fewer than the children that fit. When every child's extent is known without
        // solving it, count them first, so each child is solved once (solving them to count them
        // would double the work at every level of nesting).
        if spacing != 0, repeatCount == 0, !estimatedAlong,
            let placed = placedChildren(solver: solver), placed.count >= 2, placed.containsFractional
        {
            var reduced = childContainer.effectiveContentSize
            reduced[axis] -= spacing * CGFloat(placed.count - 1)
            container = LayoutContainer(contentSize: reduced)
            resolvedOnce = true
        }
        startPass()
    }

    // MARK: Solving

    /// Runs the fill loop until it needs a nested group solved or the group is solved.
    /// `delivered` is the solution of the nested group the last step asked for.
    ///
    /// - Throws: ``LayoutError/noRoom(_:)`` when no child fits, a child has no extent, or the
    ///   group would place more than ``GroupSolver/maximumLeaves`` cells.
    mutating func advance(delivering delivered: Child?, plan: SectionPlan, solver: GroupSolver) throws(LayoutError)
        -> Step
    {
        if let provider = group.itemProvider {
            let solution = try solveCustom(provider, plan: plan, solver: solver)
            return .finished(solution, examined: solution.leafCount)
        }
        var delivered = delivered
        while true {
            fill: while true {
                let node = children[position]
                let dependsOnContainer = node.layoutSize.dimension(axis).isFractional
                let gap: CGFloat =
                    spacing != 0 && !arrangement.isEmpty && (!dependsOnContainer || resolvedOnce) ? spacing : 0
                let child: Child
                if let solved = delivered {
                    child = solved
                    delivered = nil
                } else {
                    // A child whose extent does not depend on its content and that cannot fit is
                    // not solved at all.
                    if repeatCount == 0, !estimatedAlong,
                        let known = solver.staticExtent(of: node, in: container, along: axis),
                        remaining - gap - known < -0.25
                    {
                        break fill
                    }
                    switch node {
                    case .item(let id, let item):
                        child = solver.solveItem(id: id, item, node: node, in: container, firstItem: nextItem)
                    case .group(let nested, let layoutSize, _):
                        return .solveGroup(
                            index: Int(nested), layoutSize: layoutSize, container: container, firstItem: nextItem)
                    }
                }
                examinedEnd = max(examinedEnd, nextItem + child.examined)
                remaining -= gap
                let extent = child.slot[axis] + (node.edgeSpacing?.reserved(axis) ?? 0)
                remaining -= extent
                // A cell measured larger than its group still gets the group to itself (it
                // overflows); only estimates that cannot fit are a description error.
                let measuredTooLarge = arrangement.isEmpty && solver.isMeasured(node, along: axis, item: nextItem)
                let fits = repeatCount > 0 || remaining >= -0.25 || estimatedAlong || measuredTooLarge
                guard fits else { break fill }
                arrangement.append(child)
                nextItem += child.leaves.count
                leafCount += child.leaves.count
                guard leafCount <= GroupSolver.maximumLeaves else {
                    throw .noRoom(
                        "\(plan.path(ofGroup: index)): this group would place more than \(GroupSolver.maximumLeaves) items; check that its subitems are not tiny compared to the group (\(size))."
                    )
                }
                position += 1
                if position == children.count {
                    position = 0
                    wraps += 1
                }
                if repeatCount > 0 {
                    placed += 1
                    if placed >= repeatCount { break fill }
                } else if estimatedAlong && wraps > 0 {
                    break fill
                } else if extent <= 0 && (spacing <= 0 || !resolvedOnce && dependsOnContainer) && wraps > 0 {
                    throw .noRoom(
                        "\(plan.path(ofGroup: index)): a subitem of this group has no extent along the group's axis (\(extent) pt), so the group would repeat it forever."
                    )
                }
            }
            guard !arrangement.isEmpty else {
                throw .noRoom(
                    "\(plan.path(ofGroup: index)): NSCollectionLayoutItem created with invalid combination of spacing and size specified. This group cannot fit even a single item. Inspect the subitems' sizes (\(children[0].layoutSize)) against the group's effective size (\(childContainer.effectiveContentSize))."
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
            startPass()
        }
        applyUniformAcrossSiblings()
        var solution = arrange()
        solution.supplementaries.append(contentsOf: solver.supplementaries(of: group, size: solution.size, in: parent))
        return .finished(solution, examined: max(examinedEnd - firstItem, solution.leafCount))
    }

    /// Starts a pass of the fill loop from the first child.
    private mutating func startPass() {
        arrangement = []
        remaining = available
        position = 0
        wraps = 0
        placed = 0
        leafCount = 0
        nextItem = firstItem
    }

    /// A custom group: the frames its provider places, its estimated axes sized by them.
    ///
    /// - Throws: ``LayoutError/invalidInput(_:)`` naming the group and the item for a frame that
    ///   is not finite (or is past ``LayoutLimits/maximumCoordinate``) or a zIndex outside
    ///   ``LayoutLimits/zIndexRange``: the provider is the app's code, checked where it hands
    ///   its values back.
    private mutating func solveCustom(
        _ provider: LayoutGroup.CustomItemProvider, plan: SectionPlan, solver: GroupSolver
    )
        throws(LayoutError) -> GroupSolution
    {
        var groupEnvironment = solver.environment
        groupEnvironment.container = childContainer
        let items = provider(groupEnvironment)
        guard items.count <= GroupSolver.maximumLeaves else {
            throw .invalidInput(
                "\(plan.path(ofGroup: index)): the custom group's item provider gave \(items.count) items; a group places at most \(GroupSolver.maximumLeaves) (LayoutLimits.maximumItemsPerGroup)"
            )
        }
        var leaves: [SolvedLeaf] = []
        leaves.reserveCapacity(items.count)
        for (item, custom) in items.enumerated() {
            if let problem = LayoutLimits.problem(withFrame: custom.frame)
                ?? LayoutLimits.problem(withZIndex: custom.zIndex)
            {
                throw .invalidInput(
                    "\(plan.path(ofGroup: index)): the custom group's item provider gave item \(item) \(problem)")
            }
            leaves.append(SolvedLeaf(slot: custom.frame, frame: custom.frame, zIndex: custom.zIndex, itemID: -1))
        }
        let content = leaves.reduce(CGRect.null) { $0.union($1.frame) }
        if layoutSize.widthDimension.isSelfSizing, !content.isNull { size.width = content.maxX }
        if layoutSize.heightDimension.isSelfSizing, !content.isNull { size.height = content.maxY }
        var solution = GroupSolution(size: size, leaves: leaves)
        solution.supplementaries = solver.supplementaries(of: group, size: size, in: parent)
        return solution
    }

    /// How many children of a `.whileTheyFit` group fit along its axis, counted from their static
    /// extents without solving them, and whether any of them is fractional along the axis; `nil`
    /// when a child's extent depends on its content (it has to be solved to be counted) or the
    /// count would not end.
    ///
    /// - Complexity: O(*k*) for the *k* children that fit.
    private func placedChildren(solver: GroupSolver) -> (count: Int, containsFractional: Bool)? {
        var remaining = available
        var count = 0
        var containsFractional = false
        var index = 0
        while true {
            let node = children[index]
            guard let extent = solver.staticExtent(of: node, in: childContainer, along: axis), extent > 0 else {
                return nil
            }
            let dependsOnContainer = node.layoutSize.dimension(axis).isFractional
            if count > 0 && !dependsOnContainer { remaining -= spacing }
            remaining -= extent
            guard remaining >= -0.25 else { break }
            count += 1
            containsFractional = containsFractional || dependsOnContainer
            guard count <= GroupSolver.maximumLeaves else { return nil }
            index = (index + 1) % children.count
        }
        return (count, containsFractional)
    }

    // MARK: Arrangement

    /// Items sized `.uniformAcrossSiblings` grow to the largest such sibling in the group.
    private mutating func applyUniformAcrossSiblings() {
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
                arrangement[index].leaves[0].frame = GroupSolver.frame(of: item, inSlot: slot)
            }
        }
    }

    /// Places the children along the group's axis (flexible spacing shares the leftover) and across
    /// it (flexible edges align).
    private func arrange() -> GroupSolution {
        let cross = axis.orthogonal
        let estimatedCross = layoutSize.dimension(cross).isSelfSizing
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
}
