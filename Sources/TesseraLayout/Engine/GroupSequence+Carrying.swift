import Foundation

extension GroupSequence {
    /// The sequence ``build(_:itemCount:measured:)`` makes, made from the one solved before a
    /// batch update: a group whose fill looks only at items that were consecutive before the
    /// update, measured alike, is the group that held them then (its solution is carried, not
    /// solved); the other groups are solved as a build does. The outcome is the build's, to the
    /// bit.
    ///
    /// Carrying costs a pass over the measured items and the section's changes (integers), plus a
    /// build's work for the groups around changes. A section laid out sequentially before (tag
    /// clouds, where a measurement changes what a group holds) is built.
    ///
    /// - Parameters:
    ///   - old: the section's sequence before the update, solved with `oldMeasured` from a recipe
    ///     that solves the same groups as `recipe` (``SequenceRecipe/solvesTheSame(as:)``): its
    ///     template is `recipe`'s, and is not solved again. Asked for only when measured items are
    ///     carried (a copy of a sequence retains every table it holds).
    ///   - template: `old`'s template, and `examined`, how many items its fill looked at.
    ///   - runs: the section's runs of items that were consecutive before the update
    ///     (``LayoutItemOrigins/runs(inSection:)``).
    /// - Complexity: O(*m* + *c* log *m*) integer work for *m* measured items and *c* changes, plus
    ///   O(*n* / ``ExtentTree/blockSize``) for the extent tree and a group solve for each group
    ///   around a change that looks at a measured item.
    static func carrying(
        _ old: () -> GroupSequence, template: GroupSolution, examined: Int, oldMeasured: MeasuredSizes,
        runs: () -> [LayoutItemOrigins.Run], recipe: SequenceRecipe, itemCount: Int, measured: MeasuredSizes
    ) throws(LayoutError) -> GroupSequence {
        let relevant = measured.isEmpty ? measured : measured.prefix(below: itemCount)
        // What a build makes of a template that holds no item, or of no measured item: every
        // group the template.
        guard template.leafCount > 0, !relevant.isEmpty else {
            return templateSequence(recipe, itemCount: itemCount, template: template, examined: examined)
        }
        var sequence = templateSequence(recipe, itemCount: itemCount, template: template, examined: examined)
        let old = old()
        guard old.mode == .sparse else {
            return try build(recipe, itemCount: itemCount, measured: measured, uniform: sequence)
        }
        let perGroup = sequence.itemsPerGroup, lookahead = sequence.lookahead, groupCount = sequence.groupCount
        let solver = GroupSolver(resolver: recipe.resolver, environment: recipe.environment, measuredSizes: relevant)
        var instances = GroupInstances(sharingPoolOf: old.instances)
        var memo = SolvedBySize()
        // The groups before `next` are decided: carried, solved, or the template. Those before
        // `unchanged` are the old ones, unshifted: their extents are as they were.
        var next = 0, unchanged = 0
        for run in cleanRuns(runs(), measured: relevant, oldMeasured: oldMeasured) where run.shift % perGroup == 0 {
            // The groups whose whole fill lies in the run: as they were, `run.shift / perGroup`
            // groups away (a fill cut short by the section's end only when both ends are the run's).
            let reachesBothEnds = run.end == itemCount && run.end + run.shift == old.itemCount
            let first = (run.start + perGroup - 1) / perGroup
            let end =
                reachesBothEnds
                ? groupCount : run.end >= lookahead ? (run.end - lookahead) / perGroup + 1 : 0
            guard first < end, first >= next else { continue }
            // The groups before the run's are not carried: solved as a build solves them.
            guard
                try sequence.solveGroupsLookingAtMeasuredItems(
                    next..<first, recipe: recipe, solver: solver, memo: &memo, into: &instances)
            else {
                return try sequence.becomingSequential(recipe: recipe, solver: solver, measured: relevant)
            }
            let groupShift = run.shift / perGroup
            if first == 0 && groupShift == 0 {
                // The sequence starts as it was (a list grown at its end): its groups, taken whole.
                instances = old.instances
                instances.keepGroups(before: end)
                unchanged = end
            } else {
                instances.appendCarried(
                    from: old.instances, groups: (first + groupShift)..<(end + groupShift), shift: -groupShift)
            }
            next = end
        }
        guard
            try sequence.solveGroupsLookingAtMeasuredItems(
                next..<groupCount, recipe: recipe, solver: solver, memo: &memo, into: &instances)
        else {
            return try sequence.becomingSequential(recipe: recipe, solver: solver, measured: relevant)
        }
        sequence.setSparse(instances, recipe: recipe, reusing: old.deviations, unchangedBefore: unchanged)
        return sequence
    }

    /// The runs split wherever an item is measured differently than it was before the update (a
    /// reloaded item forgot its size; an item measured since, or measured again): what is left of
    /// each run holds items measured exactly as before.
    ///
    /// - Complexity: O(*r* log *m*) for *r* runs and *m* measured items, plus O(*k*) for the *k*
    ///   items of the runs whose measurements do not share their tables with the old ones.
    private static func cleanRuns(
        _ runs: [LayoutItemOrigins.Run], measured: MeasuredSizes, oldMeasured: MeasuredSizes
    ) -> [LayoutItemOrigins.Run] {
        var result: [LayoutItemOrigins.Run] = []
        result.reserveCapacity(runs.count)
        let newItems = measured.items, newSizes = measured.sizes
        let oldItems = oldMeasured.items, oldSizes = oldMeasured.sizes
        for run in runs {
            var start = run.start
            var new = measured.lowerBound(run.start), old = oldMeasured.lowerBound(run.start + run.shift)
            // Most runs are measured alike throughout: compared as blocks first.
            let newEnd = newItems.lowerBound(of: run.end, from: new)
            let oldEnd = oldItems.lowerBound(of: run.end + run.shift, from: old)
            if measuredAlike(measured, new..<newEnd, oldMeasured, old..<oldEnd, shift: run.shift) {
                result.append(run)
                continue
            }
            // Walk both lists of measured items in the run together.
            while true {
                let newItem = new < newEnd ? newItems[new] : run.end
                let oldItem = old < oldEnd ? oldItems[old] - run.shift : run.end
                let item = min(newItem, oldItem)
                guard item < run.end else { break }
                if newItem == oldItem, newSizes[new] == oldSizes[old] {
                    new += 1
                    old += 1
                    continue
                }
                if start < item { result.append(.init(start: start, end: item, shift: run.shift)) }
                start = item + 1
                if newItem == item { new += 1 }
                if oldItem == item { old += 1 }
            }
            if start < run.end { result.append(.init(start: start, end: run.end, shift: run.shift)) }
        }
        return result
    }

    /// Whether the measured items at positions `new` of `measured` are those at positions `old` of
    /// `oldMeasured`, `shift` apart, measured at the same sizes bit for bit (a size of -0 against
    /// one of 0 counts as different here; the run is then walked, which compares sizes with `==`).
    ///
    /// - Complexity: O(1) when both share their tables there (``PrefixSharingArray``), O(*k*) for
    ///   *k* items otherwise, without a branch per item (it vectorizes).
    private static func measuredAlike(
        _ measured: MeasuredSizes, _ new: Range<Int>, _ oldMeasured: MeasuredSizes, _ old: Range<Int>, shift: Int
    ) -> Bool {
        guard new.count == old.count else { return false }
        guard !new.isEmpty else { return true }
        let sameItems = measured.items.withUnsafeBufferPointer { newItems in
            oldMeasured.items.withUnsafeBufferPointer { oldItems in
                // Items carried without a copy, unshifted, are the same memory (a list grown at
                // its end: its measured items share their tables with the ones measured before).
                if shift == 0, let newBase = newItems.baseAddress,
                    newBase + new.lowerBound == oldItems.baseAddress.map({ $0 + old.lowerBound })
                {
                    return true
                }
                var difference = 0
                for offset in 0..<new.count {
                    difference |= newItems[new.lowerBound + offset] &- oldItems[old.lowerBound + offset] &+ shift
                }
                return difference == 0
            }
        }
        guard sameItems else { return false }
        return measured.sizes.withUnsafeBytes { newSizes in
            oldMeasured.sizes.withUnsafeBytes { oldSizes in
                let stride = MemoryLayout<CGSize>.stride
                guard let newBase = newSizes.baseAddress, let oldBase = oldSizes.baseAddress else { return false }
                let newStart = newBase + new.lowerBound * stride, oldStart = oldBase + old.lowerBound * stride
                // Sizes carried without a copy are the same memory.
                return newStart == oldStart || memcmp(newStart, oldStart, new.count * stride) == 0
            }
        }
    }
}
