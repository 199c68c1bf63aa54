import Foundation

/// Everything needed to solve a section's groups again after a measurement changes.
struct SequenceRecipe: Sendable {
    var root: PlannedGroup
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
    /// Solves a section's groups: the template once, then only the groups that hold measured items.
    ///
    /// - Complexity: O(*m*) group solves for *m* measured items, or O(*n* / *k*) group steps when
    ///   measurements change how many items a group holds.
    static func build(_ recipe: SequenceRecipe, itemCount: Int, measured: [Int: CGSize]) throws(LayoutError)
        -> GroupSequence
    {
        let templateSolver = GroupSolver(resolver: recipe.resolver, environment: recipe.environment, measuredSizes: [:])
        let template = try templateSolver.solve(recipe.root, in: recipe.container, firstItem: 0)
        var sequence = GroupSequence(
            axis: recipe.axis, itemCount: itemCount, spacing: recipe.spacing,
            leadingEdge: recipe.leadingEdge, trailingEdge: recipe.trailingEdge,
            template: template
        )
        guard template.leafCount > 0 else { return sequence }
        let relevant = measured.filter { $0.key >= 0 && $0.key < itemCount }
        if !relevant.isEmpty {
            let solver = GroupSolver(
                resolver: recipe.resolver, environment: recipe.environment, measuredSizes: relevant)
            let perGroup = template.leafCount
            var instances: [Int: GroupSolution] = [:]
            var deviations = ExtentTree(count: (itemCount + perGroup - 1) / perGroup)
            var countChanged = false
            // In order, so that the outcome never depends on hashing.
            for group in Set(relevant.keys.map { $0 / perGroup }).sorted() {
                let instance = try solver.solve(recipe.root, in: recipe.container, firstItem: group * perGroup)
                if instance.leafCount != perGroup {
                    countChanged = true
                    break
                }
                instances[group] = instance
                deviations.setDeviation(instance.size[recipe.axis] - template.size[recipe.axis], at: group)
            }
            if countChanged {
                let sequential = try solveSequentially(
                    recipe, template: template, itemCount: itemCount, solver: solver,
                    measuredItems: relevant.keys.sorted())
                sequence.mode = .sequential
                sequence.starts = sequential.starts
                sequence.positions = sequential.positions
                sequence.instances = sequential.instances
            } else {
                sequence.mode = .sparse
                sequence.instances = instances
                sequence.deviations = deviations
            }
        }
        if recipe.sharesExtentAcrossSection {
            sequence.uniformExtent = sequence.largestGroupExtent
        }
        return sequence
    }

    /// Lays groups out one after another when their item counts vary.
    private static func solveSequentially(
        _ recipe: SequenceRecipe,
        template: GroupSolution,
        itemCount: Int,
        solver: GroupSolver,
        measuredItems: [Int]
    ) throws(LayoutError) -> (starts: [Int], instances: [Int: GroupSolution], positions: [CGFloat]) {
        let perGroup = template.leafCount
        var starts = [0]
        var instances: [Int: GroupSolution] = [:]
        var item = 0
        var nextMeasured = 0
        while item < itemCount {
            while nextMeasured < measuredItems.count && measuredItems[nextMeasured] < item { nextMeasured += 1 }
            let hasMeasured = nextMeasured < measuredItems.count && measuredItems[nextMeasured] < item + perGroup
            if hasMeasured {
                let instance = try solver.solve(recipe.root, in: recipe.container, firstItem: item)
                instances[starts.count - 1] = instance
                item += max(instance.leafCount, 1)
            } else {
                item += perGroup
            }
            starts.append(item)
        }
        var positions: [CGFloat] = []
        positions.reserveCapacity(starts.count)
        var position: CGFloat = 0
        for group in 0..<(starts.count - 1) {
            positions.append(position)
            let extent = (instances[group] ?? template).size[recipe.axis]
            position += recipe.leadingEdge + extent + recipe.trailingEdge + recipe.spacing
        }
        positions.append(position)
        return (starts, instances, positions)
    }

    /// The largest group extent along the axis, over the template and every instance.
    var largestGroupExtent: CGFloat {
        var result = template.size[axis]
        for instance in instances.values { result = max(result, instance.size[axis]) }
        return result
    }

    /// Re-solves the group holding `item` after its measurement changed, touching nothing else when
    /// the group still holds as many items.
    ///
    /// - Complexity: O(log n) plus one group solve in the sparse storage; a full rebuild otherwise.
    mutating func update(item: Int, recipe: SequenceRecipe, measured: [Int: CGSize]) throws(LayoutError) {
        guard item >= 0, item < itemCount, template.leafCount > 0 else { return }
        if mode == .sequential {
            self = try Self.build(recipe, itemCount: itemCount, measured: measured)
            return
        }
        let perGroup = template.leafCount
        let group = item / perGroup
        let solver = GroupSolver(resolver: recipe.resolver, environment: recipe.environment, measuredSizes: measured)
        let instance = try solver.solve(recipe.root, in: recipe.container, firstItem: group * perGroup)
        guard instance.leafCount == perGroup else {
            self = try Self.build(recipe, itemCount: itemCount, measured: measured)
            return
        }
        if mode == .uniform {
            mode = .sparse
            deviations = ExtentTree(count: groupCount)
        }
        instances[group] = instance
        deviations.setDeviation(instance.size[axis] - template.size[axis], at: group)
        if recipe.sharesExtentAcrossSection {
            uniformExtent = largestGroupExtent
        }
    }
}
