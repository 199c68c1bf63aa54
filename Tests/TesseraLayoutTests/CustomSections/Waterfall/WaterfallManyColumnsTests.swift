import Foundation
import PropertyBased
import TesseraLayout
import TesseraTestSupport
import Testing

/// A waterfall chooses the shortest column for each item with its columns kept in order by their
/// next top: the placements are those of a scan over every column, and many columns cost
/// O(log *c*) an item instead of O(*c*).
@Suite("Waterfall with many columns")
struct WaterfallManyColumnsTests {
    /// Where the scan over every column puts each item, with the waterfall's own sums (blocks of
    /// 512 items a column, an item's top its block's top plus its offset in the block), so that the
    /// tops are the same bits: each item's column and top.
    static func scannedPlacement(heights: [CGFloat], columns: Int, interItemSpacing: CGFloat) -> [(Int, CGFloat)] {
        var blockTop = [CGFloat](repeating: 0, count: columns), extent = blockTop, next = blockTop
        var count = [Int](repeating: 0, count: columns)
        return heights.map { height in
            var shortest = 0
            for column in 1..<max(columns, 1) where next[column] < next[shortest] { shortest = column }
            var offset = extent[shortest]
            if count[shortest] % 512 == 0 {
                blockTop[shortest] = next[shortest]
                offset = 0
            }
            count[shortest] += 1
            extent[shortest] = offset + height + interItemSpacing
            next[shortest] = blockTop[shortest] + extent[shortest]
            return (shortest, blockTop[shortest] + offset)
        }
    }

    static func solve(
        heights: [CGFloat], columns: Int, interItemSpacing: CGFloat, estimated: Bool = false,
        balancing: WaterfallSectionLayout.ColumnBalancing = .estimatedHeights
    ) throws -> WaterfallSolution {
        var waterfall = WaterfallSectionLayout(
            columnCount: .fixed(columns),
            itemHeight: .dimension { estimated ? .estimated(heights[$0]) : .absolute(heights[$0]) },
            columnSpacing: 0, interItemSpacing: interItemSpacing)
        waterfall.columnBalancing = balancing
        return try waterfall.solve(
            in: CustomSectionContext(
                itemCount: heights.count, container: LayoutContainer(contentSize: CGSize(width: 100_000, height: 844)),
                environment: LayoutEnvironment(width: 100_000, height: 844)))
    }

    static func expectPlacement(
        _ solution: WaterfallSolution, _ expected: [(Int, CGFloat)], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for (item, (column, top)) in expected.enumerated() {
            let frame = solution.item(at: item).frame
            guard solution.column(ofItem: item) == column, frame.minY == top else {
                Issue.record(
                    "item \(item): column \(solution.column(ofItem: item)) at \(frame.minY), the scan gives column \(column) at \(top)",
                    sourceLocation: sourceLocation)
                return
            }
        }
    }

    /// Random heights (few distinct ones, so that tops tie often), column counts from 1 to 1,000
    /// and item counts past a block: the placement is the scan's, solved from scratch and after a
    /// measurement with measured-height balancing (which places the items after it again).
    @Test func thePlacementIsTheScansOverEveryColumn() async {
        let input = zip(
            Gen.int(in: 1...1_000), Gen.int(in: 0...2_000), Gen.int(in: 1...6).array(of: 1...8), Gen.int(in: 0...3),
            Gen.int(in: 0...1_999))
        await propertyCheck(count: PropertyRuns.count(60), input: input) { columns, count, pattern, spacing, measured in
            let heights = (0..<count).map { CGFloat(pattern[$0 % pattern.count]) * 12.5 }
            let interItemSpacing = CGFloat(spacing) * 4
            let solution = try Self.solve(heights: heights, columns: columns, interItemSpacing: interItemSpacing)
            Self.expectPlacement(
                solution, Self.scannedPlacement(heights: heights, columns: columns, interItemSpacing: interItemSpacing))
            guard count > 0 else { return }
            let item = measured % count
            var updated = try Self.solve(
                heights: heights, columns: columns, interItemSpacing: interItemSpacing, estimated: true,
                balancing: .measuredHeights)
            try updated.updateItemSize(CGSize(width: 1, height: 77), at: item)
            var measuredHeights = heights
            measuredHeights[item] = 77
            Self.expectPlacement(
                updated,
                Self.scannedPlacement(heights: measuredHeights, columns: columns, interItemSpacing: interItemSpacing))
        }
    }

    /// A million items in 1,000 columns took a scan of every column per item and a pass over the
    /// items per column (11.4 s against 0.067 s at two columns, optimized; minutes in a debug
    /// build, so this test ran away before): now a heap's few comparisons and one pass.
    @Test func aMillionItemsInAThousandColumns() throws {
        let pattern: [CGFloat] = [40, 90, 65, 120, 55]
        let heights = (0..<1_000_000).map { pattern[$0 % pattern.count] + CGFloat($0 % 7) }
        let solution = try Self.solve(heights: heights, columns: 1_000, interItemSpacing: 8)
        #expect(solution.itemCount == 1_000_000)
        // An item's place depends only on the items before it: the first 20,000 are the scan's.
        let first = Self.scannedPlacement(heights: Array(heights.prefix(20_000)), columns: 1_000, interItemSpacing: 8)
        Self.expectPlacement(solution, first)
        // Every column gets its share: about 1,000 items each.
        let last = solution.item(at: 999_999).frame
        #expect(last.minY > 1_000 * 40 && last.minY < 1_000 * 130, "\(last)")
    }
}
