import Foundation

/// Solves one instance of a group: which children fit, their sizes and where they go.
///
/// Follows UIKit's algorithm: children repeat while they fit (with a quarter-point
/// tolerance), fixed inter-item spacing with fractional children triggers one re-solve against the
/// container minus the gaps, flexible spacing shares the leftover space, and axes whose dimension is
/// estimated take their extent from the content.
///
/// Nested groups are solved with a stack of ``GroupFrame``s rather than by the solver calling
/// itself, so that a group nested thousands of levels deep does not overflow the call stack.
struct GroupSolver {
    /// The most cells one group instance may place; beyond this the description is almost surely a
    /// mistake (tiny items in a huge container), reported instead of looping.
    static let maximumLeaves = LayoutLimits.maximumItemsPerGroup

    let resolver: DimensionResolver
    let environment: LayoutEnvironment
    /// The sizes cells measured themselves at, by item index in the section.
    let measuredSizes: MeasuredSizes

    /// Solves a plan's outermost group in its parent container, its cells starting at item
    /// `firstItem`.
    ///
    /// - Throws: ``LayoutError/noRoom(_:)`` when a group has no room for any subitem.
    /// - Complexity: one step per child placed, over every nested group; no recursion.
    func solve(_ plan: SectionPlan, in parent: LayoutContainer, firstItem: Int) throws(LayoutError) -> GroupSolution {
        try solveExamining(plan, in: parent, firstItem: firstItem).solution
    }

    /// Solves a plan's outermost group as ``solve(_:in:firstItem:)`` does, and says how many items
    /// from `firstItem` its fill looked at: the leaves it holds, and those a child that did not fit
    /// held (a nested group that tried items and was left out). A measured size among them can
    /// change what the group holds.
    ///
    /// - Complexity: that of ``solve(_:in:firstItem:)``.
    func solveExamining(_ plan: SectionPlan, in parent: LayoutContainer, firstItem: Int) throws(LayoutError)
        -> (solution: GroupSolution, examined: Int)
    {
        var stack = [
            try GroupFrame(
                group: 0, layoutSize: plan.groups[0].group.layoutSize, parent: parent, firstItem: firstItem, plan: plan,
                solver: self)
        ]
        var solvedChild: GroupFrame.Child?
        while true {
            switch try stack[stack.count - 1].advance(delivering: solvedChild, plan: plan, solver: self) {
            case .solveGroup(let index, let layoutSize, let container, let firstItem):
                solvedChild = nil
                stack.append(
                    try GroupFrame(
                        group: index, layoutSize: layoutSize, parent: container, firstItem: firstItem, plan: plan,
                        solver: self))
            case .finished(let solution, let examined):
                stack.removeLast()
                guard let parentFrame = stack.last else { return (solution, examined) }
                solvedChild = GroupFrame.Child(
                    node: parentFrame.currentChild, slot: solution.size, leaves: solution.leaves,
                    supplementaries: solution.supplementaries, examined: examined)
            }
        }
    }

    // MARK: Items

    /// Solves an item child: its slot (measured along its estimated axes) and its cell.
    func solveItem(id: Int32, _ item: LayoutItem, node: PlannedNode, in container: LayoutContainer, firstItem: Int)
        -> GroupFrame.Child
    {
        var slot = resolver.resolve(item.layoutSize, in: container)
        if let measured = measuredSizes[firstItem] {
            if item.layoutSize.widthDimension.isSelfSizing { slot.width = measured.width }
            if item.layoutSize.heightDimension.isSelfSizing { slot.height = measured.height }
        }
        let leaf = SolvedLeaf(
            slot: CGRect(origin: .zero, size: slot),
            frame: Self.frame(of: item, inSlot: CGRect(origin: .zero, size: slot)), zIndex: item.zIndex, itemID: id)
        return GroupFrame.Child(node: node, slot: slot, leaves: [leaf], supplementaries: [], examined: 1)
    }

    /// A child's extent along `axis`, edge spacing included, when it does not depend on the child's
    /// content or measurements: its dimension along the axis is absolute or fractional. A group's
    /// size along such a dimension is its resolved size whatever it holds.
    func staticExtent(of node: PlannedNode, in container: LayoutContainer, along axis: LayoutAxis) -> CGFloat? {
        let dimension = node.layoutSize.dimension(axis)
        guard !dimension.isSelfSizing else { return nil }
        return resolver.resolve(dimension, in: container) + (node.edgeSpacing?.reserved(axis) ?? 0)
    }

    /// Whether a child is an item whose size along `axis` comes from a measurement.
    func isMeasured(_ node: PlannedNode, along axis: LayoutAxis, item: Int) -> Bool {
        guard case .item(_, let description) = node else { return false }
        return description.layoutSize.dimension(axis).isSelfSizing && measuredSizes[item] != nil
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

    // MARK: Group supplementaries

    /// Supplementary items anchored to the group's frame; their sizes resolve against the group's
    /// parent container.
    func supplementaries(of group: LayoutGroup, size: CGSize, in parent: LayoutContainer)
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
