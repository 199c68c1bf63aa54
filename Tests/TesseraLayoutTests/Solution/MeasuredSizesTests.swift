import Foundation
import PropertyBased
import TesseraTestSupport
import Testing

@testable import TesseraLayout

/// The sorted storage of a section's measured sizes, and the pool of a sequence's solved groups.
@Suite("Measured sizes and solved groups storage")
struct MeasuredSizesTests {
    @Test func sizesStaySortedAsTheyAreSetAndForgotten() {
        var sizes = MeasuredSizes()
        for item in [7, 2, 9, 2, 5] { sizes[item] = CGSize(width: item, height: 10 * item) }
        #expect(sizes.items == [2, 5, 7, 9])
        #expect(sizes[5] == CGSize(width: 5, height: 50))
        #expect(sizes[6] == nil)
        sizes[7] = nil
        sizes[8] = nil
        #expect(sizes.items == [2, 5, 9])
        #expect(sizes.containsItem(in: 3..<6))
        #expect(!sizes.containsItem(in: 6..<9))
        #expect(sizes.prefix(below: 9).items == [2, 5])
        #expect(MeasuredSizes(sizes.dictionary) == sizes)
    }

    @Test func knownSizesOverrideMeasuredOnes() {
        let measured = MeasuredSizes([1: CGSize(width: 1, height: 1), 4: CGSize(width: 4, height: 4)])
        let known = MeasuredSizes([0: CGSize(width: 0, height: 10), 4: CGSize(width: 4, height: 40)])
        let merged = measured.overridden(by: known)
        #expect(merged.items == [0, 1, 4])
        #expect(merged.sizes.map(\.height) == [10, 1, 40])
        #expect(MeasuredSizes().overridden(by: known) == known)
        #expect(known.overridden(by: MeasuredSizes()) == known)
    }

    /// The count of sizes outside the layout's limits, kept as the sizes change, always says what
    /// a scan of them says: a solve checks its content through it without visiting every size.
    @Test func theSizesOutsideTheLimitsAreKnownWhateverTheChanges() async {
        let lengths: [CGFloat] = [44, 0, 60.5, .nan, .infinity, -1, 2e6, LayoutLimits.maximumLength]
        let operations = Gen.int(in: 0...(8 * lengths.count * 40 - 1)).array(of: 1...40)
        await propertyCheck(count: PropertyRuns.count(300), input: operations) { operations in
            var sizes = MeasuredSizes()
            for code in operations {
                let length = lengths[code % lengths.count], item = code / lengths.count % 40
                let size = CGSize(width: 10, height: length)
                switch code / (lengths.count * 40) {
                case 0, 1: sizes[item] = size
                case 2: sizes[item] = nil
                case 3: sizes.append(size, forItem: (sizes.items.last ?? -1) + 1)
                case 4: sizes = sizes.prefix(below: item)
                case 5: sizes = sizes.overridden(by: MeasuredSizes([item: size]))
                case 6: sizes = MeasuredSizes(sortedItems: sizes.items, sizes: sizes.sizes)
                default:
                    // What an update leaves: every size (one run, the table shared) or some.
                    let kept = Array(sizes.items.indices.filter { item.isMultiple(of: 2) || !$0.isMultiple(of: 3) })
                    let runs = kept.map { $0..<$0 + 1 }
                    sizes = MeasuredSizes(
                        sortedItems: PrefixSharingArray(kept.map { sizes.items[$0] }),
                        sizesIn: kept.count == sizes.items.count ? [sizes.items.indices] : runs, of: sizes.sizes,
                        allUsable: sizes.areAllUsable)
                }
                let scanned = sizes.sizes.firstIndex { !(LayoutLimits.problem(withMeasuredSize: $0) == nil) }
                #expect(sizes.firstPositionOutsideLimits() == scanned, "after \(operations)")
                #expect(sizes.areAllUsable == (scanned == nil))
            }
        }
    }

    @Test func groupsShareOnePoolEntryPerDistinctSolution() {
        let tall = GroupSolution(size: CGSize(width: 390, height: 60), leaves: [])
        let short = GroupSolution(size: CGSize(width: 390, height: 30), leaves: [])
        var instances = GroupInstances()
        for group in 0..<100 { instances.append(group: group, solution: group.isMultiple(of: 2) ? tall : short) }
        #expect(Array(instances.solutionsInUse).count == 2)
        instances[4] = nil
        instances[200] = short
        #expect(instances.count == 100)
        #expect(instances[4] == nil && instances[200] == short && instances[3] == short)
        // Carried groups keep their solutions, moved by whole groups.
        var carried = GroupInstances(sharingPoolOf: instances)
        carried.appendCarried(from: instances, groups: 10..<20, shift: 5)
        #expect(carried.groups.array == Array(15..<25))
        #expect(carried[15] == tall && carried[16] == short)
        #expect(Array(carried.solutionsInUse).count == 2)
    }

    /// The groups a carried solve keeps from the sequence before (a list grown at its end) share
    /// its tables: dropping the last groups and solving them again, alike, copies none of them.
    @Test func keptGroupsShareTheTablesOfTheSequenceBefore() {
        let row = GroupSolution(size: CGSize(width: 390, height: 44), leaves: [])
        var before = GroupInstances()
        for group in 0..<1_000 { before.append(group: group, solution: row) }
        var after = before
        after.keepGroups(before: 999)
        after.append(group: 999, solution: row)
        after.append(group: 1_000, solution: row)
        func address(_ instances: GroupInstances) -> UnsafeRawPointer? {
            instances.groups.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        }
        #expect(address(after) == address(before), "the kept groups were copied")
        #expect(before.count == 1_000 && after.count == 1_001)
        #expect(after[1_000] == row && before[1_000] == nil)
    }

    /// Carried groups count as uses of their solutions, however long the run carried and however
    /// few the solutions (long runs are counted in interleaved tables): a solution stays in use
    /// until its last group goes, and groups with a solution that is not finite are counted.
    @Test func carriedGroupsCountTheirSolutionsExactly() {
        let solutions = [
            GroupSolution(size: CGSize(width: 390, height: 60), leaves: []),
            GroupSolution(size: CGSize(width: 390, height: 30), leaves: []),
            GroupSolution(size: CGSize(width: 390, height: CGFloat.infinity), leaves: []),
        ]
        var random = SystemRandomNumberGenerator()
        let assigned = (0..<1_000).map { _ in Int.random(in: 0..<3, using: &random) }
        var instances = GroupInstances()
        for (group, solution) in assigned.enumerated() { instances.append(group: group, solution: solutions[solution]) }
        for ranges in [[0..<1_000], [3..<7, 10..<500, 501..<1_000], [0..<1, 999..<1_000]] {
            var carried = GroupInstances(sharingPoolOf: instances)
            for range in ranges { carried.appendCarried(from: instances, groups: range, shift: 0) }
            let kept = ranges.flatMap { $0 }
            #expect(carried.nonFiniteCount == kept.count { assigned[$0] == 2 }, "\(ranges)")
            // Removing groups one by one: a solution leaves use with its last group.
            var uses = [0, 0, 0]
            for group in kept { uses[assigned[group]] += 1 }
            for group in kept {
                carried[group] = nil
                uses[assigned[group]] -= 1
                let inUse = Set(uses.indices.filter { uses[$0] > 0 }.map { solutions[$0] })
                #expect(Set(carried.solutionsInUse) == inUse, "\(ranges) at \(group)")
            }
            #expect(carried.nonFiniteCount == 0)
        }
    }
}
