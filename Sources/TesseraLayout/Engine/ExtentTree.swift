import Foundation

/// Per-group deviations from a uniform extent, with O(log n) prefix sums and updates, allocated
/// only where deviations exist.
///
/// Groups are split into blocks of ``blockSize``. A Fenwick tree over the blocks holds each
/// block's total; a block that has deviations holds them with their running sums. A million-row
/// list with one measured row allocates one block (8 KB) and two tables of 2,000 entries.
///
/// Every sum is a function of the deviations alone, added in one order whatever the history: a
/// tree whose deviations were set one by one, one built in one pass and one that took blocks from
/// the tree before a batch update have the same sums, to the bit, so a solve updated in place or
/// carried through an update places groups and ends where a solve from scratch does.
struct ExtentTree: Sendable, Hashable {
    static let blockSize = 512

    /// The number of groups.
    let count: Int
    /// Fenwick tree over block totals, 1-based.
    private var blockTree: [CGFloat]
    /// The blocks that have deviations, by block index (`nil` where none has one).
    private var blocks: [Block?]
    /// How many of ``blocks`` are stored.
    private var storedBlockCount = 0
    /// The sum of every deviation.
    private(set) var total: CGFloat = 0

    private struct Block: Sendable, Hashable {
        var deviations = [CGFloat](filling: 0, count: ExtentTree.blockSize)
        /// `runningSums[i]` = sum of `deviations[0..<i]`.
        var runningSums = [CGFloat](filling: 0, count: ExtentTree.blockSize + 1)

        /// Whether the deviations are `other`'s, bit for bit.
        func hasDeviations(equalTo other: Block) -> Bool {
            deviations.withUnsafeBytes { mine in
                other.deviations.withUnsafeBytes { theirs in
                    guard mine.count == theirs.count, let mine = mine.baseAddress, let theirs = theirs.baseAddress
                    else { return false }
                    return memcmp(mine, theirs, deviations.count * MemoryLayout<CGFloat>.stride) == 0
                }
            }
        }

        /// Sets the running sums from the deviations and returns their total.
        ///
        /// The sums are taken four deviations at a time: each sum in a quad is the quad's start
        /// plus the quad's deviations before it, and the next quad starts at this one's start
        /// plus the quad's total. Only the starts depend on each other, one addition per four
        /// deviations instead of one per deviation, so a block is summed several times faster
        /// than in index order; the sums are a function of the deviations alone, so a block built
        /// and a block carried with the same deviations have the same sums, to the bit.
        mutating func setRunningSums() -> CGFloat {
            var start: CGFloat = 0
            runningSums.withUnsafeMutableBufferPointer { sums in
                deviations.withUnsafeBufferPointer { deviations in
                    var offset = 0
                    while offset + 4 <= deviations.count {
                        let first = deviations[offset], second = deviations[offset + 1]
                        let firstTwo = first + second, firstThree = first + second + deviations[offset + 2]
                        sums[offset] = start
                        sums[offset + 1] = start + first
                        sums[offset + 2] = start + firstTwo
                        sums[offset + 3] = start + firstThree
                        start += firstThree + deviations[offset + 3]
                        offset += 4
                    }
                    while offset < deviations.count {
                        sums[offset] = start
                        start += deviations[offset]
                        offset += 1
                    }
                    sums[deviations.count] = start
                }
            }
            return start
        }

        /// The block's total: the last running sum.
        var total: CGFloat { runningSums[ExtentTree.blockSize] }
    }

    /// A tree of no group, made once: every sequence that deviates nowhere shares its tables
    /// (``init(count:)`` allocates two at each call).
    static let empty = ExtentTree(count: 0)

    /// A tree of `count` groups, all without deviation.
    ///
    /// - Complexity: O(*n* / ``blockSize``).
    init(count: Int) {
        self.count = count
        blockTree = [CGFloat](filling: 0, count: count / Self.blockSize + 2)
        blocks = [Block?](filling: nil, count: count / Self.blockSize + 1)
    }

    /// A tree of `count` groups where group `indexes[i]` deviates by `values[valueIndexes[i]]` (a
    /// few distinct deviations shared by many groups), in one pass: each block's deviations are
    /// written in index order (a block with a deviation at every group in one gathering loop) and
    /// summed, then the tree over the block totals is made in one pass over the blocks. Whatever
    /// the order in which groups were carried or solved, the same deviations make the same tree,
    /// to the bit.
    ///
    /// A block whose deviations are those of `reused`'s block at the same index is taken from it,
    /// running sums and all (the same deviations, the same sums): after a batch
    /// update that left most groups where they were, only the blocks around the changes and those
    /// changed by measurements since are summed again.
    ///
    /// - Precondition: `indexes` strictly increase, within `0..<count`; `valueIndexes` has as many
    ///   entries, each an index of `values`.
    /// - Complexity: O(*n* / ``blockSize`` + *m* + *b* × ``blockSize``) for *m* deviations in *b*
    ///   blocks, where comparing a block with `reused`'s is a copy's work and summing it a chain
    ///   of dependent additions, one per four deviations.
    init(
        count: Int, indexes: PrefixSharingArray<Int>, valueIndexes: PrefixSharingArray<Int32>, values: [CGFloat],
        reusing reused: ExtentTree? = nil,
        unchangedBefore unchanged: Int = 0
    ) {
        precondition(indexes.count == valueIndexes.count, "ExtentTree: one value index per group index")
        self.init(count: count)
        var totals = [CGFloat](filling: 0, count: blockTree.count)
        var scratch = Block()
        let (firstBlock, kept) = reused.map { takeBlocks(from: $0, before: unchanged, totals: &totals) } ?? (0, 0)
        indexes.withUnsafeBufferPointer { indexes in
            valueIndexes.withUnsafeBufferPointer { valueIndexes in
                values.withUnsafeBufferPointer { values in
                    var next = indexes.lowerBound(of: firstBlock * Self.blockSize + kept)
                    ItemVisits.record(indexes.count - next)
                    if kept > 0, let reused {
                        // The block `unchanged` falls in: its deviations before it are `reused`'s.
                        let blockStart = firstBlock * Self.blockSize, blockEnd = blockStart + Self.blockSize
                        let hasDeviation = scratch.deviations.withUnsafeMutableBufferPointer { deviations in
                            deviations.update(repeating: 0)
                            if let old = reused.storedBlock(firstBlock) {
                                for offset in 0..<kept { deviations[offset] = old.deviations[offset] }
                            }
                            while next < indexes.count && indexes[next] < blockEnd {
                                deviations[indexes[next] - blockStart] = values[Int(valueIndexes[next])]
                                next += 1
                            }
                            return deviations.contains { $0 != 0 }
                        }
                        if hasDeviation { store(&scratch, at: firstBlock, totals: &totals, reusing: reused) }
                    }
                    while next < indexes.count {
                        let block = indexes[next] / Self.blockSize
                        let blockStart = block * Self.blockSize, blockEnd = blockStart + Self.blockSize
                        // Indexes strictly increase: the block's are all there when the last of
                        // the next `blockSize` is the block's last.
                        let isFull =
                            indexes.count - next >= Self.blockSize && indexes[next + Self.blockSize - 1] == blockEnd - 1
                        let hasDeviation = scratch.deviations.withUnsafeMutableBufferPointer { deviations in
                            if isFull {
                                for offset in 0..<Self.blockSize {
                                    deviations[offset] = values[Int(valueIndexes[next + offset])]
                                }
                                next += Self.blockSize
                            } else {
                                deviations.update(repeating: 0)
                                while next < indexes.count && indexes[next] < blockEnd {
                                    deviations[indexes[next] - blockStart] = values[Int(valueIndexes[next])]
                                    next += 1
                                }
                            }
                            return deviations.contains { $0 != 0 }
                        }
                        guard hasDeviation else { continue }
                        store(&scratch, at: block, totals: &totals, reusing: reused)
                    }
                }
            }
        }
        setTree(fromBlockTotals: totals)
    }

    /// Takes `reused`'s blocks wholly before group `unchanged` (whose groups deviate as they did
    /// there), without looking at their groups.
    ///
    /// - Returns: the first block not taken, and how many of its groups are before `unchanged`
    ///   (0 when it is not the block `unchanged` falls in).
    private mutating func takeBlocks(from reused: ExtentTree, before unchanged: Int, totals: inout [CGFloat])
        -> (block: Int, kept: Int)
    {
        let whole = min(unchanged, count, reused.count) / Self.blockSize
        var block = 0
        while block < whole {
            if let old = reused.storedBlock(block) {
                blocks[block] = old
                totals[block + 1] = old.total
                storedBlockCount += 1
            }
            block += 1
        }
        return (block, min(unchanged, count, reused.count) - block * Self.blockSize)
    }

    /// Stores the deviations of `scratch` as block `block` (`reused`'s block when it has the same
    /// deviations, running sums and all), its total in `totals`.
    private mutating func store(
        _ scratch: inout Block, at block: Int, totals: inout [CGFloat], reusing reused: ExtentTree?
    ) {
        if let old = reused?.storedBlock(block), old.hasDeviations(equalTo: scratch) {
            blocks[block] = old
            totals[block + 1] = old.total
        } else {
            var stored = Block()
            swap(&stored.deviations, &scratch.deviations)
            totals[block + 1] = stored.setRunningSums()
            blocks[block] = stored
        }
        storedBlockCount += 1
    }

    /// The block stored at `index`, if any.
    private func storedBlock(_ index: Int) -> Block? {
        index < blocks.count ? blocks[index] : nil
    }

    /// Sets the Fenwick tree from each block's total (`totals[b + 1]` for block `b`), and
    /// ``total``.
    ///
    /// Each node is its block's total plus its children's nodes in index order, as
    /// ``setNode(_:)`` sums it again after a deviation changes.
    ///
    /// - Complexity: O(*n* / ``blockSize``).
    private mutating func setTree(fromBlockTotals totals: [CGFloat]) {
        blockTree = totals
        blockTree.withUnsafeMutableBufferPointer { tree in
            for node in 1..<tree.count {
                let parent = node + (node & -node)
                if parent < tree.count { tree[parent] += tree[node] }
            }
        }
        total = blockPrefix(blocks.count)
    }

    /// Sums node `node` of the Fenwick tree again from its block's total and its children's
    /// nodes, in the order ``setTree(fromBlockTotals:)`` adds them (the children from the lowest
    /// index up), so that the node is what a build makes of the same deviations.
    ///
    /// - Complexity: O(log(*n* / ``blockSize``)).
    private mutating func setNode(_ node: Int) {
        var sum = storedBlock(node - 1)?.total ?? 0
        var step = (node & -node) >> 1
        while step > 0 {
            sum += blockTree[node - step]
            step >>= 1
        }
        blockTree[node] = sum
    }

    /// The deviation of a group.
    ///
    /// - Complexity: O(1).
    func deviation(at index: Int) -> CGFloat {
        blocks[index / Self.blockSize]?.deviations[index % Self.blockSize] ?? 0
    }

    /// Sets the deviation of a group: its block is summed again, and the nodes of the tree above
    /// it, each as a build sums it (adding the change to the sums instead would round otherwise
    /// than a build of the same deviations, and a solve updated in place would end an ulp away
    /// from one from scratch). A block left without deviations is dropped, as a build does not
    /// store one.
    ///
    /// - Complexity: O(log²(*n* / ``blockSize``) + ``blockSize``).
    mutating func setDeviation(_ value: CGFloat, at index: Int) {
        let block = index / Self.blockSize, offset = index % Self.blockSize
        guard value != deviation(at: index) else { return }
        if blocks[block] == nil {
            blocks[block] = Block()
            storedBlockCount += 1
        }
        // Modified in place: the optional's payload is changed through the array's storage.
        blocks[block]?.deviations[offset] = value
        if blocks[block]?.deviations.contains(where: { $0 != 0 }) == true {
            _ = blocks[block]?.setRunningSums()
        } else {
            blocks[block] = nil
            storedBlockCount -= 1
        }
        var node = block + 1
        while node < blockTree.count {
            setNode(node)
            node += node & -node
        }
        total = blockPrefix(blocks.count)
    }

    /// The sum of the deviations of groups `0..<index`.
    ///
    /// - Complexity: O(log(*n* / ``blockSize``)).
    func prefixSum(_ index: Int) -> CGFloat {
        guard storedBlockCount > 0, index > 0 else { return 0 }
        let block = index / Self.blockSize
        return Self.add(storedBlock(block), index % Self.blockSize, to: blockPrefix(block))
    }

    /// `prefixSum(index)` for every index of a range, each bit for bit what `prefixSum(_:)` returns
    /// (a running total would drift from it by rounding, and frames found through one would not
    /// match frames found through the other).
    ///
    /// - Complexity: O(log(*n* / ``blockSize``) + *k*) for *k* indexes within one block, plus
    ///   O(log(*n* / ``blockSize``)) for each further block.
    func prefixSums(_ indexes: Range<Int>) -> [CGFloat] {
        guard storedBlockCount > 0 else { return [CGFloat](filling: 0, count: indexes.count) }
        var result: [CGFloat] = []
        result.reserveCapacity(indexes.count)
        var currentBlock = -1
        var prefix: CGFloat = 0
        var stored: Block?
        for index in indexes {
            guard index > 0 else {
                result.append(0)
                continue
            }
            let block = index / Self.blockSize
            if block != currentBlock {
                currentBlock = block
                prefix = blockPrefix(block)
                stored = storedBlock(block)
            }
            result.append(Self.add(stored, index % Self.blockSize, to: prefix))
        }
        return result
    }

    /// The sum of the totals of blocks `0..<block`.
    private func blockPrefix(_ block: Int) -> CGFloat {
        var sum: CGFloat = 0
        var node = min(block, blockTree.count - 1)
        while node > 0 {
            sum += blockTree[node]
            node -= node & -node
        }
        return sum
    }

    /// `prefix` plus the running sum of a block's first `offset` deviations.
    private static func add(_ stored: Block?, _ offset: Int, to prefix: CGFloat) -> CGFloat {
        guard let stored else { return prefix }
        return prefix + stored.runningSums[offset]
    }
}
