import Foundation

/// The groups of a section, repeated along an axis: where each one is, how big it is, which items
/// it holds and what it places.
///
/// Three storages, from cheapest to most general:
/// - **uniform**: every group is the template; the frame of item *i* is its slot in group *i / k*
///   plus an offset — no per-item work at all;
/// - **sparse**: groups holding measured items are solved on their own; their extents deviate
///   from the template's in an ``ExtentTree``, so offsets stay O(log n);
/// - **sequential**: when measurements change how many items a group holds (tag clouds), groups
///   are laid out one after the other from the start.
struct GroupSequence: Sendable {
    enum Storage: Sendable {
        case uniform
        case sparse(instances: [Int: GroupSolution], deviations: ExtentTree)
        case sequential(Sequential)
    }

    /// Groups that hold a varying number of items, laid out one after another.
    struct Sequential: Sendable {
        /// `starts[g]` is group g's first item; a last entry holds the item count.
        var starts: [Int]
        /// Solved instances; groups absent from it are the template.
        var instances: [Int: GroupSolution]
        /// `positions[g]` is where group g starts; a last entry holds the total extent.
        var positions: [CGFloat]
    }

    /// The axis the groups repeat along.
    let axis: LayoutAxis
    let itemCount: Int
    /// Space between groups.
    let spacing: CGFloat
    /// Fixed edge spacing of the group before and after it, added to its stride.
    let leadingEdge: CGFloat
    let trailingEdge: CGFloat
    /// The group solved without measurements.
    let template: GroupSolution
    /// When set, every group has this extent (a section-wide `uniformAcrossSiblings`).
    var uniformExtent: CGFloat?
    var storage: Storage

    /// Items per group in the uniform and sparse storages.
    var itemsPerGroup: Int { max(template.leafCount, 1) }

    var templateExtent: CGFloat { uniformExtent ?? template.size[axis] }

    /// The number of groups.
    var groupCount: Int {
        switch storage {
        case .uniform, .sparse:
            return itemCount == 0 ? 0 : (itemCount + itemsPerGroup - 1) / itemsPerGroup
        case .sequential(let sequential):
            return sequential.starts.count - 1
        }
    }

    /// The distance from one group's start to the next one's, for template groups.
    private var stride: CGFloat { leadingEdge + templateExtent + trailingEdge + spacing }

    /// Where group `g`'s origin is along the axis, from the sequence's start.
    ///
    /// - Complexity: O(1) uniform, O(log n) sparse, O(1) sequential.
    func position(ofGroup group: Int) -> CGFloat {
        switch storage {
        case .uniform:
            return CGFloat(group) * stride + leadingEdge
        case .sparse(_, let deviations):
            let deviation = uniformExtent == nil ? deviations.prefixSum(group) : 0
            return CGFloat(group) * stride + deviation + leadingEdge
        case .sequential(let sequential):
            return sequential.positions[group] + leadingEdge
        }
    }

    /// The group's extent along the axis.
    func extent(ofGroup group: Int) -> CGFloat {
        if let uniformExtent { return uniformExtent }
        return instance(group).size[axis]
    }

    /// The group's solution (the template, or its own instance).
    func instance(_ group: Int) -> GroupSolution {
        switch storage {
        case .uniform:
            return template
        case .sparse(let instances, _):
            return instances[group] ?? template
        case .sequential(let sequential):
            return sequential.instances[group] ?? template
        }
    }

    /// The items group `g` holds.
    func items(inGroup group: Int) -> Range<Int> {
        switch storage {
        case .uniform, .sparse:
            let start = group * itemsPerGroup
            return start..<min(start + itemsPerGroup, itemCount)
        case .sequential(let sequential):
            return sequential.starts[group]..<min(sequential.starts[group + 1], itemCount)
        }
    }

    /// The group holding an item, and the item's leaf in it.
    ///
    /// - Complexity: O(1), or O(log n) in the sequential storage.
    func location(ofItem item: Int) -> (group: Int, leaf: Int) {
        switch storage {
        case .uniform, .sparse:
            return (item / itemsPerGroup, item % itemsPerGroup)
        case .sequential(let sequential):
            var low = 0, high = sequential.starts.count - 2
            while low < high {
                let middle = (low + high + 1) >> 1
                if sequential.starts[middle] <= item { low = middle } else { high = middle - 1 }
            }
            return (low, item - sequential.starts[low])
        }
    }

    /// The total extent along the axis, from the first group's leading edge to the last one's
    /// trailing edge.
    var totalExtent: CGFloat {
        let groups = groupCount
        guard groups > 0 else { return 0 }
        switch storage {
        case .uniform:
            return CGFloat(groups) * stride - spacing
        case .sparse(_, let deviations):
            return CGFloat(groups) * stride - spacing + (uniformExtent == nil ? deviations.total : 0)
        case .sequential(let sequential):
            return sequential.positions[groups] - spacing
        }
    }

    /// The largest extent of a group across the axis.
    var maximumCrossExtent: CGFloat {
        let cross = axis.orthogonal
        var result = template.size[cross]
        switch storage {
        case .uniform:
            break
        case .sparse(let instances, _):
            for instance in instances.values { result = max(result, instance.size[cross]) }
        case .sequential(let sequential):
            for instance in sequential.instances.values { result = max(result, instance.size[cross]) }
        }
        return result
    }

    /// The groups whose extent (extended by `margin` on both sides) overlaps `lower...upper`.
    ///
    /// - Complexity: O(log n) binary searches over group positions.
    func groups(overlapping lower: CGFloat, _ upper: CGFloat, margin: CGFloat) -> Range<Int> {
        let count = groupCount
        guard count > 0, upper >= lower else { return 0..<0 }
        // The first group that ends at or after `lower - margin`.
        var low = 0, high = count
        while low < high {
            let middle = (low + high) >> 1
            if position(ofGroup: middle) + extent(ofGroup: middle) + margin < lower { low = middle + 1 } else { high = middle }
        }
        let first = low
        // The first group that starts after `upper + margin`.
        low = first
        high = count
        while low < high {
            let middle = (low + high) >> 1
            if position(ofGroup: middle) - margin <= upper { low = middle + 1 } else { high = middle }
        }
        return first..<max(first, low)
    }
}
