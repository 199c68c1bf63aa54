import Foundation
import Testing

@testable import TesseraLayout

/// The tree of group extents' deviations: built in one pass, and taking from the tree before a
/// batch update the blocks whose deviations it has alike.
@Suite("Extent tree")
struct ExtentTreeTests {
    /// Deviations of 0.1, 0.2, 0.3 … over three blocks, in groups 0, 2, 4 … (one pool value each).
    private static func deviations(changing changed: (index: Int, value: CGFloat)? = nil)
        -> (indexes: [Int], valueIndexes: [Int32], values: [CGFloat])
    {
        let indexes = Array(stride(from: 0, to: 3 * ExtentTree.blockSize, by: 2))
        var values = indexes.map { CGFloat($0 % 7 + 1) / 10 }
        if let changed, let position = indexes.firstIndex(of: changed.index) { values[position] = changed.value }
        return (indexes, indexes.indices.map { Int32($0) }, values)
    }

    private static func tree(_ input: (indexes: [Int], valueIndexes: [Int32], values: [CGFloat]), reusing: ExtentTree?)
        -> ExtentTree
    {
        ExtentTree(
            count: 3 * ExtentTree.blockSize + 10, indexes: PrefixSharingArray(input.indexes),
            valueIndexes: PrefixSharingArray(input.valueIndexes),
            values: input.values, reusing: reusing)
    }

    /// Deviations set one by one, in any order and through other values, make the tree the
    /// one-pass build makes of them, to the bit: a solve updated in place ends where a solve from
    /// scratch does (adding each change to the sums rounded otherwise: a content height of
    /// 764.6666666666666 against 764.6666666666667).
    @Test func settingEachDeviationEqualsTheOnePassBuild() {
        let input = Self.deviations()
        let built = Self.tree(input, reusing: nil)
        var set = ExtentTree(count: 3 * ExtentTree.blockSize + 10)
        // A block with deviations that are set back to zero is as a build leaves it: not stored.
        for index in stride(from: 1, to: 3 * ExtentTree.blockSize, by: 302) { set.setDeviation(0.35, at: index) }
        for (index, value) in zip(input.indexes, input.values).reversed() { set.setDeviation(value * 3, at: index) }
        for (index, value) in zip(input.indexes, input.values) { set.setDeviation(value, at: index) }
        for index in stride(from: 1, to: 3 * ExtentTree.blockSize, by: 302) { set.setDeviation(0, at: index) }
        #expect(set == built)
        for group in [0, 1, 2, 511, 512, 513, 1_000, 1_535, 1_536, 1_546] {
            #expect(built.prefixSum(group) == set.prefixSum(group), "group \(group)")
        }
        #expect(built.total == set.total)
        #expect(built.prefixSums(500..<530) == (500..<530).map(built.prefixSum))
    }

    @Test func aTreeTakesTheBlocksItHasAlikeFromTheTreeBefore() {
        let before = Self.tree(Self.deviations(), reusing: nil)
        // Nothing changed: every block is taken, and the tree is the one built from scratch.
        let unchanged = Self.tree(Self.deviations(), reusing: before) == before
        #expect(unchanged)
        // One deviation changed: its block is summed again, the others taken.
        let changed = Self.deviations(changing: (index: 600, value: 0.7))
        let sameAsBuilt = Self.tree(changed, reusing: before) == Self.tree(changed, reusing: nil)
        #expect(sameAsBuilt)
    }

    /// A block whose deviation changed in place (a measurement after the solve) is summed again as
    /// a build sums it (0.1 + 0.2 + 0.6 is not 0.7 + 0.2 in binary floating point, so adding the
    /// change would show): the next build takes it, and a solve that carries groups equals one from
    /// scratch to its last bits.
    @Test func aBlockChangedInPlaceIsSummedAsBuilt() {
        var measuredSince = Self.tree(Self.deviations(), reusing: nil)
        measuredSince.setDeviation(0.7, at: 0)
        let changed = Self.deviations(changing: (index: 0, value: 0.7))
        let fromScratch = Self.tree(changed, reusing: nil)
        #expect((0..<512).allSatisfy { measuredSince.prefixSum($0) == fromScratch.prefixSum($0) })
        let rebuilt = Self.tree(changed, reusing: measuredSince)
        let sameAsBuilt = rebuilt == fromScratch && measuredSince == fromScratch
        #expect(sameAsBuilt)
        #expect((0..<512).allSatisfy { rebuilt.prefixSum($0) == fromScratch.prefixSum($0) })
    }

    /// A block's running sums are a function of its deviations alone, wherever the block is: the
    /// sums of a block carried to another place after an update are those a build gives it there.
    @Test func aBlocksSumsDependOnItsDeviationsAlone() {
        let size = ExtentTree.blockSize
        let values = (0..<size).map { CGFloat(($0 * 37) % 11) / 3 - 1.1 }
        let valueIndexes = (0..<size).map { Int32($0) }
        let atStart = ExtentTree(
            count: 4 * size, indexes: PrefixSharingArray(Array(0..<size)),
            valueIndexes: PrefixSharingArray(valueIndexes), values: values)
        let further = ExtentTree(
            count: 4 * size, indexes: PrefixSharingArray(Array(2 * size..<3 * size)),
            valueIndexes: PrefixSharingArray(valueIndexes), values: values)
        #expect((0...size).allSatisfy { further.prefixSum(2 * size + $0) == atStart.prefixSum($0) })
        // The sums of the block are those of its deviations up to rounding.
        var sum: CGFloat = 0
        for (offset, value) in values.enumerated() {
            #expect(abs(atStart.prefixSum(offset) - sum) < 1e-9, "offset \(offset)")
            sum += value
        }
    }

    /// A block with a deviation at every group is filled in one pass, a block with gaps group by
    /// group: the same deviations make the same tree either way.
    @Test func aFullBlockAndOneWithGapsAtZeroAgree() {
        let size = ExtentTree.blockSize
        let values = (0..<size).map { $0.isMultiple(of: 3) ? 0 : CGFloat($0 % 7) / 4 }
        let full = ExtentTree(
            count: 2 * size + 3, indexes: PrefixSharingArray(Array(0..<size)),
            valueIndexes: PrefixSharingArray((0..<size).map { Int32($0) }), values: values)
        let present = (0..<size).filter { values[$0] != 0 }
        let withGaps = ExtentTree(
            count: 2 * size + 3, indexes: PrefixSharingArray(present),
            valueIndexes: PrefixSharingArray(present.map { Int32($0) }), values: values)
        #expect(full == withGaps)
        #expect((0...size + 3).allSatisfy { full.prefixSum($0) == withGaps.prefixSum($0) })
    }
}
