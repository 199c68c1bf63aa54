import Foundation

/// The groups of a section, repeated along an axis: where each one is, how big it is, which items
/// it holds and what it places.
///
/// Three modes, from cheapest to most general:
/// - **uniform**: every group is the template; the frame of item *i* is its slot in group *i / k*
///   plus an offset — no per-item work at all;
/// - **sparse**: groups holding measured items are solved on their own; their extents deviate
///   from the template's in an ``ExtentTree``, so offsets stay O(log n);
/// - **sequential**: when measurements change how many items a group holds (tag clouds), groups
///   are laid out one after the other from the start.
struct GroupSequence: Sendable {
    /// How groups are stored.
    enum Mode: Sendable {
        case uniform
        case sparse
        case sequential
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
    var mode: Mode = .uniform
    /// Groups solved on their own (sparse and sequential modes); the others are the template.
    /// Plain stored properties rather than enum payloads, so that updates mutate them in place.
    var instances = GroupInstances()
    /// How many of ``instances`` have a size or frame that is not finite, kept up to date as they
    /// change so that checking a solution does not visit every measured group on each update.
    var nonFiniteInstanceCount: Int { instances.nonFiniteCount }
    /// Sparse mode: how far each group's extent deviates from the template's.
    var deviations = ExtentTree.empty
    /// Sequential mode: `starts[g]` is group g's first item (a last entry holds the item count);
    /// `positions[g]` is where it starts (a last entry holds the total extent).
    var starts: [Int] = []
    var positions: [CGFloat] = []

    /// How many items the template's fill looked at (see ``GroupSolver/solveExamining(_:in:firstItem:)``):
    /// more than it holds when a nested group tried items and was left out.
    var templateExamined = 0

    /// Items per group in the uniform and sparse modes.
    var itemsPerGroup: Int { max(template.leafCount, 1) }

    /// How many items, from its first, a group's fill may look at: the template's worth it holds
    /// and the next template's worth it tries when a measurement lets it hold more, or as many as
    /// the template's fill looked at when that is more (a nested group that tried items and was
    /// left out). A measured item among them can change what the group holds.
    var lookahead: Int { max(2 * itemsPerGroup, templateExamined) }

    /// The first group (in the uniform and sparse modes) whose fill looks at `item`.
    ///
    /// - Complexity: O(1).
    func firstGroup(lookingAt item: Int) -> Int {
        item < lookahead ? 0 : (item - lookahead) / itemsPerGroup + 1
    }

    var templateExtent: CGFloat { uniformExtent ?? template.size[axis] }

    /// The number of groups.
    var groupCount: Int {
        switch mode {
        case .uniform, .sparse:
            return itemCount == 0 ? 0 : (itemCount + itemsPerGroup - 1) / itemsPerGroup
        case .sequential:
            return starts.count - 1
        }
    }

    /// The distance from one group's start to the next one's, for template groups.
    private var stride: CGFloat { leadingEdge + templateExtent + trailingEdge + spacing }

    /// Where group `g`'s origin is along the axis, from the sequence's start.
    ///
    /// - Complexity: O(1) uniform, O(log n) sparse, O(1) sequential.
    func position(ofGroup group: Int) -> CGFloat {
        switch mode {
        case .uniform:
            return CGFloat(group) * stride + leadingEdge
        case .sparse:
            let deviation = uniformExtent == nil ? deviations.prefixSum(group) : 0
            return CGFloat(group) * stride + deviation + leadingEdge
        case .sequential:
            return positions[group] + leadingEdge
        }
    }

    /// `position(ofGroup:)` for consecutive groups, each bit for bit what that function returns.
    ///
    /// - Complexity: O(*k*) for *k* groups, plus O(log n) in the sparse mode.
    func positions(ofGroups groups: Range<Int>) -> [CGFloat] {
        switch mode {
        case .uniform, .sequential:
            return groups.map { position(ofGroup: $0) }
        case .sparse:
            let deviations =
                uniformExtent == nil
                ? self.deviations.prefixSums(groups) : [CGFloat](filling: 0, count: groups.count)
            return zip(groups, deviations).map { group, deviation in
                CGFloat(group) * stride + deviation + leadingEdge
            }
        }
    }

    /// The group's extent along the axis.
    func extent(ofGroup group: Int) -> CGFloat {
        if let uniformExtent { return uniformExtent }
        return instance(group).size[axis]
    }

    /// The group's solution (the template, or its own instance).
    func instance(_ group: Int) -> GroupSolution {
        mode == .uniform ? template : instances[group] ?? template
    }

    /// The items group `g` holds.
    func items(inGroup group: Int) -> Range<Int> {
        switch mode {
        case .uniform, .sparse:
            let start = group * itemsPerGroup
            return start..<min(start + itemsPerGroup, itemCount)
        case .sequential:
            return starts[group]..<min(starts[group + 1], itemCount)
        }
    }

    /// The group holding an item, and the item's leaf in it.
    ///
    /// - Complexity: O(1), or O(log n) in the sequential mode.
    func location(ofItem item: Int) -> (group: Int, leaf: Int) {
        switch mode {
        case .uniform, .sparse:
            return (item / itemsPerGroup, item % itemsPerGroup)
        case .sequential:
            var low = 0, high = starts.count - 2
            while low < high {
                let middle = (low + high + 1) >> 1
                if starts[middle] <= item { low = middle } else { high = middle - 1 }
            }
            return (low, item - starts[low])
        }
    }

    /// The total extent along the axis, from the first group's leading edge to the last one's
    /// trailing edge. Inlined: read through an optional where a section stores its sequence, a call
    /// would copy the sequence.
    var totalExtent: CGFloat {
        @inline(__always) get {
            let groups = groupCount
            guard groups > 0 else { return 0 }
            switch mode {
            case .uniform:
                return CGFloat(groups) * stride - spacing
            case .sparse:
                return CGFloat(groups) * stride - spacing + (uniformExtent == nil ? deviations.total : 0)
            case .sequential:
                return positions[groups] - spacing
            }
        }
    }

    /// The largest extent of a group across the axis.
    var maximumCrossExtent: CGFloat {
        let cross = axis.orthogonal
        var result = template.size[cross]
        for instance in instances.solutionsInUse { result = max(result, instance.size[cross]) }
        return result
    }

    /// The groups whose extent (extended by `margin` on both sides) overlaps `lower...upper`.
    ///
    /// - Complexity: O(1) in the uniform mode with a finite positive stride, O(log n) binary searches
    ///   over group positions otherwise.
    func groups(overlapping lower: CGFloat, _ upper: CGFloat, margin: CGFloat) -> Range<Int> {
        let count = groupCount
        guard count > 0, upper >= lower else { return 0..<0 }
        if mode == .uniform, stride > 0, stride.isFinite {
            return uniformGroups(overlapping: lower, upper, margin: margin, count: count)
        }
        // The first group that ends at or after `lower - margin`.
        var low = 0, high = count
        while low < high {
            let middle = (low + high) >> 1
            if position(ofGroup: middle) + extent(ofGroup: middle) + margin < lower {
                low = middle + 1
            } else {
                high = middle
            }
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

    /// ``groups(overlapping:_:margin:)`` in the uniform mode with a finite positive stride, where a
    /// group's position grows with its index and every group has the template's extent: each end
    /// estimated from the stride, then moved group by group until the group before it and the
    /// group at it are on either side of the same test the binary searches make. The tests grow
    /// with the index (a rounded product and sum never decrease when their operand grows), so the
    /// ends are the searches' and not one more is visited; the estimates are off by rounding only.
    private func uniformGroups(overlapping lower: CGFloat, _ upper: CGFloat, margin: CGFloat, count: Int) -> Range<Int>
    {
        // `extent(ofGroup:)` of every group: the template's, read without copying it.
        let extent = uniformExtent ?? template.size[axis]
        let stride = self.stride
        /// A group index near `value` strides from the first group, within `0...count`.
        func estimate(_ value: CGFloat) -> Int {
            let groups = (value - leadingEdge) / stride
            guard groups > 0 else { return 0 }  // also NaN
            return groups < CGFloat(count) ? Int(groups) : count
        }
        func endsBefore(_ group: Int) -> Bool { position(ofGroup: group) + extent + margin < lower }
        var first = estimate(lower - margin - extent)
        while first > 0, !endsBefore(first - 1) { first -= 1 }
        while first < count, endsBefore(first) { first += 1 }
        func startsBy(_ group: Int) -> Bool { position(ofGroup: group) - margin <= upper }
        var end = max(first, estimate(upper + margin))
        while end > first, !startsBy(end - 1) { end -= 1 }
        while end < count, startsBy(end) { end += 1 }
        return first..<end
    }
}
