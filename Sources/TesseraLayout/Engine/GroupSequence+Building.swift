import Foundation

/// Everything needed to solve a section's groups again after a measurement changes.
struct SequenceRecipe: Sendable {
    var plan: SectionPlan
    /// The container the section's outermost group is solved in.
    var container: LayoutContainer
    var axis: LayoutAxis
    var spacing: CGFloat
    var leadingEdge: CGFloat
    var trailingEdge: CGFloat
    var resolver: DimensionResolver
    var environment: LayoutEnvironment
    /// Whether the outermost group's extent along the axis is shared by the whole section.
    var sharesExtentAcrossSection: Bool
}

extension GroupSequence {
    /// Solves a section's groups: the template once, then only the groups whose fill looks at a
    /// measured item (see ``isSolvedAlone(startingAt:measured:)``).
    ///
    /// - Complexity: O(*m*) group solves for *m* measured items, or O(*n* / *k*) group steps when
    ///   measurements change how many items a group holds.
    /// - Parameter uniform: `recipe`'s ``templateSequence(_:itemCount:)``, when already made.
    static func build(
        _ recipe: SequenceRecipe, itemCount: Int, measured: MeasuredSizes, uniform: GroupSequence? = nil
    ) throws(LayoutError) -> GroupSequence {
        var sequence: GroupSequence
        if let uniform {
            sequence = uniform
        } else {
            sequence = try templateSequence(recipe, itemCount: itemCount)
        }
        guard sequence.template.leafCount > 0 else { return sequence }
        let relevant = measured.prefix(below: itemCount)
        if !relevant.isEmpty {
            let solver = GroupSolver(
                resolver: recipe.resolver, environment: recipe.environment, measuredSizes: relevant)
            var instances = GroupInstances()
            var memo = SolvedBySize()
            guard
                try sequence.solveGroupsLookingAtMeasuredItems(
                    0..<sequence.groupCount, recipe: recipe, solver: solver, memo: &memo, into: &instances)
            else {
                return try sequence.becomingSequential(recipe: recipe, solver: solver, measured: relevant)
            }
            sequence.setSparse(instances, recipe: recipe)
        }
        return sequence
    }

    /// A sequence of `itemCount` items, every group the template (the uniform mode).
    static func templateSequence(_ recipe: SequenceRecipe, itemCount: Int) throws(LayoutError) -> GroupSequence {
        let templateSolver = GroupSolver(
            resolver: recipe.resolver, environment: recipe.environment, measuredSizes: MeasuredSizes())
        let (template, examined) = try templateSolver.solveExamining(recipe.plan, in: recipe.container, firstItem: 0)
        return templateSequence(recipe, itemCount: itemCount, template: template, examined: examined)
    }

    /// A sequence of `itemCount` items, every group `template`: `recipe`'s template group, already
    /// solved (having examined `examined` items).
    static func templateSequence(
        _ recipe: SequenceRecipe, itemCount: Int, template: GroupSolution, examined: Int
    ) -> GroupSequence {
        var sequence = GroupSequence(
            axis: recipe.axis, itemCount: itemCount, spacing: recipe.spacing,
            leadingEdge: recipe.leadingEdge, trailingEdge: recipe.trailingEdge,
            template: template
        )
        sequence.templateExamined = examined
        if recipe.sharesExtentAcrossSection { sequence.uniformExtent = template.size[recipe.axis] }
        return sequence
    }

    /// The solutions of groups whose fill looked at their first item only: such a group is a
    /// function of that item's measured size (nothing else it could see was measured), so it is
    /// solved once per size — a list of thousands of measured rows of a few heights costs a few
    /// solves. (Keyed by width and height: `CGSize` is `Hashable` only from iOS 18.)
    struct SolvedBySize {
        /// The solution's index in the pool, or -1 for the template.
        var solutions: [MeasuredSizeKey?: Int32] = [:]
    }

    /// Solves alone, in order, each group of `groups` whose fill looks at an item the solver has a
    /// measurement for (``lookahead``), as a build does; the others are the template. Returns
    /// `false` when one holds another number of items than the template (the sequence must become
    /// sequential).
    ///
    /// - Complexity: O(log *m*) plus a group solve (or a lookup of one solved for the same size) for
    ///   each group solved, for *m* measured items.
    func solveGroupsLookingAtMeasuredItems(
        _ groups: Range<Int>, recipe: SequenceRecipe, solver: GroupSolver, memo: inout SolvedBySize,
        into instances: inout GroupInstances
    ) throws(LayoutError) -> Bool {
        let measured = solver.measuredSizes
        var next = groups.lowerBound
        // An item before the range's first group is looked at by groups before it only.
        var position = measured.lowerBound(next * itemsPerGroup)
        while position < measured.count {
            let item = measured.items[position]
            let first = max(next, firstGroup(lookingAt: item))
            guard first < groups.upperBound else { break }
            for group in first..<min(item / itemsPerGroup + 1, groups.upperBound) {
                guard try solveAlone(group, recipe: recipe, solver: solver, memo: &memo, into: &instances) else {
                    return false
                }
                next = group + 1
            }
            position += 1
        }
        return true
    }

    /// Solves group `group` on its own and, when it differs from the template, adds it to
    /// `instances`. Returns `false` when it holds another number of items than the template (the
    /// sequence must become sequential).
    private func solveAlone(
        _ group: Int, recipe: SequenceRecipe, solver: GroupSolver, memo: inout SolvedBySize,
        into instances: inout GroupInstances
    ) throws(LayoutError) -> Bool {
        let first = group * itemsPerGroup
        let key = solver.measuredSizes[first].map { MeasuredSizeKey(width: $0.width, height: $0.height) }
        if let index = memo.solutions[key] {
            // -1: the template.
            if index >= 0 { instances.append(group: group, solutionIndex: index) }
            return true
        }
        let (solution, examined) = try solver.solveExamining(recipe.plan, in: recipe.container, firstItem: first)
        guard solution.leafCount == itemsPerGroup else { return false }
        guard solution != template else {
            if examined == 1 { memo.solutions[key] = -1 }
            return true
        }
        let index = instances.addToPool(solution)
        if examined == 1 { memo.solutions[key] = index }
        instances.append(group: group, solutionIndex: index)
        return true
    }

    /// The sparse mode with these instances; their deviations from the template go into the
    /// ``ExtentTree`` in one pass, in group order, taking the blocks `reused` has alike (those
    /// before group `unchangedBefore`, whose groups deviate as they do there, unread).
    mutating func setSparse(
        _ instances: GroupInstances, recipe: SequenceRecipe, reusing reused: ExtentTree? = nil, unchangedBefore: Int = 0
    ) {
        mode = .sparse
        self.instances = instances
        self.instances.compact()
        deviations = self.instances.extentTree(
            groupCount: groupCount, along: axis, from: template.size[axis], reusing: reused,
            unchangedBefore: unchangedBefore)
        if recipe.sharesExtentAcrossSection { uniformExtent = largestGroupExtent }
    }

    /// This sequence's template laid out sequentially from the start with `measured`.
    func becomingSequential(recipe: SequenceRecipe, solver: GroupSolver, measured: MeasuredSizes)
        throws(LayoutError) -> GroupSequence
    {
        var sequence = self
        sequence.mode = .sequential
        sequence.instances = GroupInstances()
        sequence.starts = [0]
        try sequence.fillSequentially(from: 0, resumingAfter: nil, recipe: recipe, solver: solver, measured: measured)
        sequence.placeSequentially(from: 0)
        if recipe.sharesExtentAcrossSection { sequence.uniformExtent = sequence.largestGroupExtent }
        return sequence
    }

    /// Whether the group that starts at `first` is solved on its own rather than taken from the
    /// template: when a measured item is among the items its fill may look at (``lookahead``: the
    /// items it holds, those it tries after them when it fills — a measured size can let them fit,
    /// or stop fitting — and those a nested group of the template tried and was left out with).
    ///
    /// - Complexity: O(log *m*) for *m* measured items.
    func isSolvedAlone(startingAt first: Int, measured: MeasuredSizes) -> Bool {
        let end = min(first + lookahead, itemCount)
        return first < end && measured.containsItem(in: first..<end)
    }

    /// Sequential mode: lays groups out one after another from group `first` (whose start is
    /// `starts[first]`), each solved on its own or taken from the template, replacing the groups
    /// from there on. With `changedItem`, stops at the first group that starts after it where
    /// an old group started (that group and the ones after it are as they were) and puts the old
    /// groups from there back after the new ones.
    ///
    /// - Returns: the new groups (their indexes).
    /// - Complexity: one group step (and a solve when measured) for each new group, plus O(*g*)
    ///   for *g* groups after them.
    @discardableResult
    private mutating func fillSequentially(
        from first: Int, resumingAfter changedItem: Int?, recipe: SequenceRecipe, solver: GroupSolver,
        measured: MeasuredSizes
    ) throws(LayoutError) -> Range<Int> {
        let oldCount = starts.count - 1
        var newStarts: [Int] = []
        var newInstances: [(group: Int, solution: GroupSolution)] = []
        var item = starts[first]
        var old = first
        var resumed: Int?
        while item < itemCount {
            if let changedItem {
                while old < oldCount && starts[old] < item { old += 1 }
                if item > changedItem, old < oldCount, starts[old] == item {
                    resumed = old
                    break
                }
            }
            newStarts.append(item)
            if isSolvedAlone(startingAt: item, measured: measured) {
                let instance = try solver.solve(recipe.plan, in: recipe.container, firstItem: item)
                if instance != template { newInstances.append((first + newStarts.count - 1, instance)) }
                item += max(instance.leafCount, 1)
            } else {
                item += itemsPerGroup
            }
        }
        let newCount = newStarts.count
        let end = resumed ?? oldCount
        let shift = newCount - (end - first)
        if resumed == nil { newStarts.append(item) }
        starts.replaceSubrange(first..<(resumed ?? starts.count), with: newStarts)
        // The groups from `first` are replaced; those from `end` on, when the fill resumed, move.
        instances.replaceGroups(
            in: first..<(resumed == nil ? Int.max : end), with: newInstances, shiftingLaterBy: shift)
        instances.compact()
        return first..<(first + newCount)
    }

    /// The largest group extent along the axis, over the template and every instance.
    var largestGroupExtent: CGFloat {
        var result = template.size[axis]
        for instance in instances.solutionsInUse { result = max(result, instance.size[axis]) }
        return result
    }

    /// Sequential mode: sets the position of every group from `first` on, each after the one
    /// before, as a build from scratch does (so that the sums are the same bit for bit).
    ///
    /// - Complexity: O(*g*) for *g* groups from `first` on.
    private mutating func placeSequentially(from first: Int) {
        let count = starts.count - 1
        var position: CGFloat = first < positions.count ? positions[first] : 0
        positions.removeSubrange(min(first, positions.count)...)
        positions.reserveCapacity(count + 1)
        for group in first..<count {
            positions.append(position)
            position += leadingEdge + (instances[group] ?? template).size[axis] + trailingEdge + spacing
        }
        positions.append(position)
    }

    /// Switches from the uniform or sparse mode to the sequential one, keeping every group.
    ///
    /// - Complexity: O(*n* / *k*).
    private mutating func becomeSequential() {
        let count = groupCount, perGroup = itemsPerGroup
        starts = (0...count).map { $0 * perGroup }
        mode = .sequential
        deviations = ExtentTree.empty
        positions = []
        placeSequentially(from: 0)
    }

    /// Solves again the groups whose fill looks at `item` after its measurement changed — the
    /// group holding it and the one before it, which tries it when it fills — as a build from
    /// scratch with `measured` would: when they still hold as many items, nothing else changes;
    /// otherwise groups are laid out one after another from the first of them until one starts
    /// where a group started before.
    ///
    /// - Returns: the groups solved again (their indexes after the update).
    /// - Complexity: O(log n) plus two group solves in the uniform and sparse modes; when item
    ///   counts change, one group step (and a solve if measured) for each group laid out again,
    ///   plus O(*n* / *k* + *m*) array work for *m* measured items.
    @discardableResult
    mutating func update(item: Int, recipe: SequenceRecipe, measured: MeasuredSizes) throws(LayoutError) -> Range<Int> {
        guard item >= 0, item < itemCount, template.leafCount > 0 else { return 0..<0 }
        let perGroup = template.leafCount
        let solver = GroupSolver(resolver: recipe.resolver, environment: recipe.environment, measuredSizes: measured)
        if mode != .sequential {
            let group = item / perGroup
            var solved: [(group: Int, instance: GroupSolution)] = []
            for affected in firstGroup(lookingAt: item)...group {
                let instance = try solver.solve(recipe.plan, in: recipe.container, firstItem: affected * perGroup)
                solved.append((affected, instance))
            }
            if solved.allSatisfy({ $0.instance.leafCount == perGroup }) {
                if mode == .uniform {
                    mode = .sparse
                    deviations = ExtentTree(count: groupCount)
                }
                // Only groups that differ from the template are kept (the one before the item
                // rarely does), as a build from scratch keeps them.
                for (affected, instance) in solved {
                    instances[affected] = instance == template ? nil : instance
                    deviations.setDeviation(instance.size[axis] - template.size[axis], at: affected)
                }
                instances.compact()
                if recipe.sharesExtentAcrossSection {
                    uniformExtent = largestGroupExtent
                }
                return solved[0].group..<(group + 1)
            }
            becomeSequential()
        }
        // The first group whose fill can look at the item: every group before it ends, and stops
        // trying items, at least a lookahead before the item.
        let first = min(
            location(ofItem: max(0, item - lookahead)).group, max(location(ofItem: item).group - 1, 0))
        let changed = try fillSequentially(
            from: first, resumingAfter: item, recipe: recipe, solver: solver, measured: measured)
        placeSequentially(from: first)
        if recipe.sharesExtentAcrossSection {
            uniformExtent = largestGroupExtent
        }
        return changed
    }
}

/// A measured size as a dictionary key (`CGSize` is `Hashable` only from iOS 18 on Apple's
/// platforms).
struct MeasuredSizeKey: Hashable {
    var width: CGFloat
    var height: CGFloat
}
