import Foundation

/// The groups of a ``GroupSequence`` that are solved on their own, by group index: a pool of
/// solutions and, for each such group in increasing order, the one it has.
///
/// Groups with equal solutions share a pool entry (a list of thousands of measured rows of a few
/// heights holds a few solutions), and a run of groups moves — after a batch update inserted or deleted items before
/// it — by copying and shifting integers, never by hashing or copying solutions. The groups kept
/// from the sequence solved before (a list grown at its end) share their tables with it: groups
/// added after them are written after the shared ones (``PrefixSharingArray``).
struct GroupInstances: Sendable {
    /// The groups solved on their own, in increasing order.
    private(set) var groups: PrefixSharingArray<Int> = []
    /// For each of ``groups``, its solution's index in ``pool``.
    private var solutionIndexes: PrefixSharingArray<Int32> = []
    /// Solutions, shared by the groups that have them; some may be unused until ``compact()``.
    private var pool: [GroupSolution] = []
    /// For each pool entry, how many groups use it.
    private var useCounts: [Int32] = []
    /// For each pool entry, whether its size and frames are finite.
    private var poolIsFinite: [Bool] = []
    /// Each pool entry's index: a solution is in the pool once.
    private var poolIndexes: [GroupSolution: Int32] = [:]
    /// How many groups have a solution whose size or a frame is not finite.
    private(set) var nonFiniteCount = 0

    /// An empty set of instances.
    init() {}

    /// An empty set of instances whose pool is `other`'s, so that groups carried from `other`
    /// with ``appendCarried(from:groups:shift:)`` keep their solutions without copying them.
    ///
    /// - Complexity: O(*p*) for *p* pool entries (their use counts start at zero).
    init(sharingPoolOf other: GroupInstances) {
        pool = other.pool
        poolIsFinite = other.poolIsFinite
        poolIndexes = other.poolIndexes
        useCounts = [Int32](filling: 0, count: other.pool.count)
    }

    /// The number of groups solved on their own.
    var count: Int { groups.count }

    // MARK: Reading

    /// The position in ``groups`` of the first group at or after `group`.
    ///
    /// - Complexity: O(log *m*).
    private func lowerBound(_ group: Int) -> Int {
        groups.lowerBound(of: group)
    }

    /// The solution of a group solved on its own, `nil` for a template group. Setting `nil` makes
    /// the group a template group again.
    ///
    /// - Complexity: O(log *m*) to read; O(*m*) to add or remove a group before the last one.
    subscript(group: Int) -> GroupSolution? {
        get {
            let position = lowerBound(group)
            guard position < groups.count, groups[position] == group else { return nil }
            return pool[Int(solutionIndexes[position])]
        }
        set {
            let position = lowerBound(group)
            let exists = position < groups.count && groups[position] == group
            if exists { release(solutionIndexes[position]) }
            guard let newValue else {
                if exists {
                    groups.remove(at: position)
                    solutionIndexes.remove(at: position)
                }
                return
            }
            let index = addToPool(newValue)
            retain(index)
            if exists {
                solutionIndexes[position] = index
            } else {
                groups.insert(group, at: position)
                solutionIndexes.insert(index, at: position)
            }
        }
    }

    /// The distinct solutions in use, each once.
    ///
    /// - Complexity: O(*p*) for *p* pool entries.
    var solutionsInUse: some Sequence<GroupSolution> {
        zip(pool, useCounts).lazy.filter { $0.1 > 0 }.map { $0.0 }
    }

    /// The tree of how far each group's extent along `axis` deviates from `extent`, for a
    /// sequence of `groupCount` groups: each pool entry's deviation is computed once, and blocks
    /// of deviations that `reused` has alike are taken from it, those before group `unchanged`
    /// (whose groups deviate as they do in `reused`) without looking at their groups.
    ///
    /// - Complexity: O(*p* + *m* + *g* / ``ExtentTree/blockSize``) for *p* pool entries, *m* groups
    ///   held and *g* groups in all.
    func extentTree(
        groupCount: Int, along axis: LayoutAxis, from extent: CGFloat, reusing reused: ExtentTree?,
        unchangedBefore unchanged: Int = 0
    ) -> ExtentTree {
        ExtentTree(
            count: groupCount, indexes: groups, valueIndexes: solutionIndexes,
            values: pool.map { $0.size[axis] - extent }, reusing: reused, unchangedBefore: unchanged)
    }

    // MARK: Building in order

    /// Adds a solution to the pool, unless an equal one is there, and returns its index, for
    /// ``append(group:solutionIndex:)``: groups that have equal solutions share one entry.
    ///
    /// - Complexity: amortized O(*k*) for *k* leaves (hashing the solution), or O(*p*) when it is
    ///   new and the pool is shared with another value.
    mutating func addToPool(_ solution: GroupSolution) -> Int32 {
        if let index = poolIndexes[solution] { return index }
        poolIndexes[solution] = Int32(pool.count)
        pool.append(solution)
        poolIsFinite.append(solution.isFinite)
        useCounts.append(0)
        return Int32(pool.count - 1)
    }

    /// Adds a group after every group already held, with a solution of the pool.
    ///
    /// - Precondition: `group` is greater than every group held.
    /// - Complexity: amortized O(1).
    mutating func append(group: Int, solutionIndex: Int32) {
        precondition(groups.last.map { $0 < group } ?? true, "GroupInstances: groups are appended in order")
        groups.append(group)
        solutionIndexes.append(solutionIndex)
        retain(solutionIndex)
    }

    /// Adds a group after every group already held.
    ///
    /// - Complexity: amortized O(1).
    mutating func append(group: Int, solution: GroupSolution) {
        append(group: group, solutionIndex: addToPool(solution))
    }

    /// Adds the groups of `other` in `range`, each moved by `shift`, after every group already
    /// held. `other` must share this value's pool (``init(sharingPoolOf:)``).
    ///
    /// - Complexity: O(log *m* + *k*) for *k* groups carried.
    mutating func appendCarried(from other: GroupInstances, groups range: Range<Int>, shift: Int) {
        let start = other.lowerBound(range.lowerBound), end = other.lowerBound(range.upperBound)
        guard start < end else { return }
        precondition(
            groups.last.map { $0 < other.groups[start] + shift } ?? true, "GroupInstances: groups are carried in order")
        ItemVisits.record(end - start)
        if shift == 0 {
            groups.append(contentsOf: other.groups, range: start..<end)
        } else {
            // A copy of the block, then one pass that adds the shift (it vectorizes).
            var shifted = other.groups.withUnsafeBufferPointer { Array(UnsafeBufferPointer(rebasing: $0[start..<end])) }
            shifted.withUnsafeMutableBufferPointer { groups in
                for position in groups.indices { groups[position] &+= shift }
            }
            shifted.withUnsafeBufferPointer { groups.append(contentsOf: $0) }
        }
        solutionIndexes.append(contentsOf: other.solutionIndexes, range: start..<end)
        other.solutionIndexes.withUnsafeBufferPointer { countUses(of: UnsafeBufferPointer(rebasing: $0[start..<end])) }
    }

    /// Keeps the groups before `group` and drops the others: `other`'s groups before `group`
    /// carried unshifted into an empty value that shares its pool, without a pass over them nor a
    /// copy (the tables stay shared; groups appended after them are written after the shared ones,
    /// or share those the other value holds next when they are the same).
    ///
    /// - Complexity: O(log *m* + *r*) for *r* groups dropped.
    mutating func keepGroups(before group: Int) {
        let start = lowerBound(group)
        guard start < groups.count else { return }
        ItemVisits.record(groups.count - start)
        for position in start..<groups.count { release(solutionIndexes[position]) }
        groups.removeAll(from: start)
        solutionIndexes.removeAll(from: start)
    }

    /// Adds a use of each solution of `indexes` to ``useCounts`` and ``nonFiniteCount``, as
    /// ``retain(_:)`` does for one.
    ///
    /// Many groups share a few solutions, so consecutive increments often hit one counter and
    /// would each wait for the one before; with a pool much smaller than the run, the uses are
    /// counted in four interleaved tables, then added up. A shorter run is retained index by
    /// index, so that a run costs nothing per pool entry.
    ///
    /// - Complexity: O(*k*) for *k* indexes, plus O(*p*) for *p* pool entries when *k* ≥ 8 *p*.
    private mutating func countUses(of indexes: UnsafeBufferPointer<Int32>) {
        let poolCount = pool.count
        guard indexes.count >= 8 * poolCount else {
            for index in indexes { retain(index) }
            return
        }
        let lanes = 4
        var counts = [Int32](filling: 0, count: lanes * poolCount)
        counts.withUnsafeMutableBufferPointer { counts in
            var position = 0
            while position + lanes <= indexes.count {
                counts[Int(indexes[position])] &+= 1
                counts[poolCount + Int(indexes[position + 1])] &+= 1
                counts[2 * poolCount + Int(indexes[position + 2])] &+= 1
                counts[3 * poolCount + Int(indexes[position + 3])] &+= 1
                position += lanes
            }
            while position < indexes.count {
                counts[Int(indexes[position])] &+= 1
                position += 1
            }
        }
        var nonFinite = 0
        for index in 0..<poolCount {
            var uses: Int32 = 0
            for lane in 0..<lanes { uses += counts[lane * poolCount + index] }
            guard uses > 0 else { continue }
            useCounts[index] += uses
            if !poolIsFinite[index] { nonFinite += Int(uses) }
        }
        nonFiniteCount += nonFinite
    }

    /// Replaces the groups in `range` with `replacement` (groups in increasing order, inside the
    /// range's new extent) and moves every group after the range by `shift`.
    ///
    /// - Complexity: O(*m* + *r*) for *r* replacement groups.
    mutating func replaceGroups(
        in range: Range<Int>, with replacement: [(group: Int, solution: GroupSolution)], shiftingLaterBy shift: Int
    ) {
        let start = lowerBound(range.lowerBound), end = lowerBound(range.upperBound)
        for position in start..<end { release(solutionIndexes[position]) }
        var newGroups: [Int] = [], newIndexes: [Int32] = []
        for (group, solution) in replacement {
            let index = addToPool(solution)
            retain(index)
            newGroups.append(group)
            newIndexes.append(index)
        }
        if shift != 0 {
            for position in end..<groups.count { groups[position] += shift }
        }
        groups.replaceSubrange(start..<end, with: newGroups)
        solutionIndexes.replaceSubrange(start..<end, with: newIndexes)
    }

    /// Drops the pool entries no group uses when they outnumber those in use.
    ///
    /// - Complexity: O(*m* + *p*) when it compacts, O(1) otherwise.
    mutating func compact() {
        let used = useCounts.count { $0 > 0 }
        guard pool.count > 2 * used + 16 else { return }
        var newIndex = [Int32](filling: -1, count: pool.count)
        var newPool: [GroupSolution] = [], newCounts: [Int32] = [], newIsFinite: [Bool] = []
        newPool.reserveCapacity(used)
        for (index, uses) in useCounts.enumerated() where uses > 0 {
            newIndex[index] = Int32(newPool.count)
            newPool.append(pool[index])
            newCounts.append(uses)
            newIsFinite.append(poolIsFinite[index])
        }
        solutionIndexes.withUnsafeMutableBufferPointer { indexes in
            for position in indexes.indices { indexes[position] = newIndex[Int(indexes[position])] }
        }
        pool = newPool
        useCounts = newCounts
        poolIsFinite = newIsFinite
        poolIndexes = Dictionary(uniqueKeysWithValues: zip(newPool, newPool.indices.map { Int32($0) }))
    }

    // MARK: Use counts

    private mutating func retain(_ index: Int32) {
        useCounts[Int(index)] += 1
        if !poolIsFinite[Int(index)] { nonFiniteCount += 1 }
    }

    private mutating func release(_ index: Int32) {
        useCounts[Int(index)] -= 1
        if !poolIsFinite[Int(index)] { nonFiniteCount -= 1 }
    }
}
