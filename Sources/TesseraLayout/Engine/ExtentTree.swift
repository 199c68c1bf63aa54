import Foundation

/// Per-group deviations from a uniform extent, with O(log n) prefix sums and updates, allocated
/// only where deviations exist.
///
/// Groups are split into blocks of ``blockSize``. A Fenwick tree over the blocks holds each
/// block's total; a block that has deviations holds them with their running sums. A million-row
/// list with one measured row allocates one block (4 KB) and a tree of 2,000 entries.
struct ExtentTree: Sendable, Hashable {
    static let blockSize = 512

    /// The number of groups.
    let count: Int
    /// Fenwick tree over block totals, 1-based.
    private var blockTree: [CGFloat]
    private var blocks: [Int: Block] = [:]
    /// The sum of every deviation.
    private(set) var total: CGFloat = 0

    private struct Block: Sendable, Hashable {
        var deviations = [CGFloat](repeating: 0, count: ExtentTree.blockSize)
        /// `runningSums[i]` = sum of `deviations[0..<i]`.
        var runningSums = [CGFloat](repeating: 0, count: ExtentTree.blockSize + 1)

        mutating func addToRunningSums(_ change: CGFloat, after offset: Int) {
            runningSums.withUnsafeMutableBufferPointer { sums in
                for position in (offset + 1)..<sums.count { sums[position] += change }
            }
        }
    }

    /// A tree of `count` groups, all without deviation.
    ///
    /// - Complexity: O(*n* / ``blockSize``).
    init(count: Int) {
        self.count = count
        blockTree = [CGFloat](repeating: 0, count: count / Self.blockSize + 2)
    }

    /// A tree of `count` groups with the given deviations, set in one pass: the same tree, to the
    /// bit, as setting them one by one in this order with ``setDeviation(_:at:)``.
    ///
    /// - Precondition: indexes strictly increase.
    /// - Complexity: O(*n* / ``blockSize`` + *m* log(*n* / ``blockSize``) + *b* × ``blockSize``) for
    ///   *m* deviations in *b* blocks (setting them one by one costs O(``blockSize``) each).
    init(count: Int, deviationsInIndexOrder deviations: some Sequence<(index: Int, value: CGFloat)>) {
        self.init(count: count)
        var currentIndex = -1
        var current = Block()
        for (index, value) in deviations where value != 0 {
            let block = index / Self.blockSize
            if currentIndex != block {
                if currentIndex >= 0 { store(&current, at: currentIndex) }
                currentIndex = block
            }
            current.deviations[index % Self.blockSize] = value
            addToBlockTotal(value, of: block)
        }
        if currentIndex >= 0 { store(&current, at: currentIndex) }
    }

    /// Stores a block filled in index order, with the running sums of its deviations added in
    /// index order (as setting them one by one in that order adds them), and leaves an empty block
    /// in its place.
    private mutating func store(_ block: inout Block, at index: Int) {
        var sum: CGFloat = 0
        block.runningSums.withUnsafeMutableBufferPointer { sums in
            block.deviations.withUnsafeBufferPointer { deviations in
                for offset in 0..<Self.blockSize {
                    sums[offset] = sum
                    if deviations[offset] != 0 { sum += deviations[offset] }
                }
                sums[Self.blockSize] = sum
            }
        }
        blocks[index] = block
        block = Block()
    }

    /// The deviation of a group.
    ///
    /// - Complexity: O(1) expected.
    func deviation(at index: Int) -> CGFloat {
        blocks[index / Self.blockSize]?.deviations[index % Self.blockSize] ?? 0
    }

    /// Sets the deviation of a group.
    ///
    /// - Complexity: O(log(*n* / ``blockSize``) + ``blockSize``).
    mutating func setDeviation(_ value: CGFloat, at index: Int) {
        let block = index / Self.blockSize, offset = index % Self.blockSize
        let change = value - deviation(at: index)
        guard change != 0 else { return }
        // Modified in place through the dictionary's default subscript (no copy of the block).
        blocks[block, default: Block()].deviations[offset] = value
        blocks[block, default: Block()].addToRunningSums(change, after: offset)
        addToBlockTotal(change, of: block)
    }

    /// Adds a change of one of a block's deviations to the Fenwick tree over block totals and to
    /// ``total``.
    ///
    /// - Complexity: O(log(*n* / ``blockSize``)).
    private mutating func addToBlockTotal(_ change: CGFloat, of block: Int) {
        var node = block + 1
        while node < blockTree.count {
            blockTree[node] += change
            node += node & -node
        }
        total += change
    }

    /// The sum of the deviations of groups `0..<index`.
    ///
    /// - Complexity: O(log(*n* / ``blockSize``)).
    func prefixSum(_ index: Int) -> CGFloat {
        guard !blocks.isEmpty, index > 0 else { return 0 }
        let block = index / Self.blockSize
        return Self.add(blocks[block], index % Self.blockSize, to: blockPrefix(block))
    }

    /// `prefixSum(index)` for every index of a range, each bit for bit what `prefixSum(_:)` returns
    /// (a running total would drift from it by rounding, and frames found through one would not
    /// match frames found through the other).
    ///
    /// - Complexity: O(log(*n* / ``blockSize``) + *k*) for *k* indexes within one block, plus
    ///   O(log(*n* / ``blockSize``)) for each further block.
    func prefixSums(_ indexes: Range<Int>) -> [CGFloat] {
        guard !blocks.isEmpty else { return [CGFloat](repeating: 0, count: indexes.count) }
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
                stored = blocks[block]
            }
            result.append(Self.add(stored, index % Self.blockSize, to: prefix))
        }
        return result
    }

    /// The sum of the totals of blocks `0..<block`.
    private func blockPrefix(_ block: Int) -> CGFloat {
        var sum: CGFloat = 0
        var node = block
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
