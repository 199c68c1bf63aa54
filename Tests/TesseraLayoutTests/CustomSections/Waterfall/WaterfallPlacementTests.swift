import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

@Suite("Waterfall placement")
struct WaterfallPlacementTests {
    private let unequal: [CGFloat] = [120, 80, 200, 50, 90, 160, 70, 110, 30, 140]

    @Test func equalHeightsFillRowByRow() throws {
        let solution = try solve(waterfallSection(columns: .fixed(3), heights: [100]), items: 7)
        expectFrames(
            LayoutChecks.cellFrames(solution),
            [
                CGRect(x: 0, y: 0, width: 130, height: 100), CGRect(x: 130, y: 0, width: 130, height: 100),
                CGRect(x: 260, y: 0, width: 130, height: 100), CGRect(x: 0, y: 100, width: 130, height: 100),
                CGRect(x: 130, y: 100, width: 130, height: 100), CGRect(x: 260, y: 100, width: 130, height: 100),
                CGRect(x: 0, y: 200, width: 130, height: 100),
            ])
        #expect(solution.contentSize == CGSize(width: 390, height: 300))
    }

    @Test func unequalHeightsGoToTheShortestColumn() throws {
        let solution = try solve(
            waterfallSection(columns: .fixed(2), heights: [100, 50, 30, 80], columnSpacing: 10, interItemSpacing: 10),
            items: 5)
        // Columns 190 wide. 0 → left (0), 1 → right (0), 2 → right (60), 3 → left? left ends at
        // 110, right at 100: right (100); 4 → left (110).
        expectFrames(
            LayoutChecks.cellFrames(solution),
            [
                CGRect(x: 0, y: 0, width: 190, height: 100), CGRect(x: 200, y: 0, width: 190, height: 50),
                CGRect(x: 200, y: 60, width: 190, height: 30), CGRect(x: 200, y: 100, width: 190, height: 80),
                CGRect(x: 0, y: 110, width: 190, height: 100),
            ])
        #expect(solution.contentSize.height == 210)
    }

    @Test(arguments: 1...6)
    func everyColumnCountMatchesTheObviousPlacement(columns: Int) throws {
        let solution = try solve(
            waterfallSection(columns: .fixed(columns), heights: unequal, columnSpacing: 8, interItemSpacing: 6),
            items: 40)
        expectFrames(
            LayoutChecks.cellFrames(solution),
            expectedWaterfall(
                heights: unequal, count: 40, columns: columns, width: 390, columnSpacing: 8, interItemSpacing: 6))
    }

    @Test(arguments: [(320.0, 2), (390.0, 2), (768.0, 4), (1024.0, 6)])
    func adaptiveColumnsFollowTheContainer(width: CGFloat, columns: Int) throws {
        let solution = try solve(
            waterfallSection(columns: .adaptive(minimum: 150), heights: unequal, columnSpacing: 16), items: 30,
            environment: LayoutEnvironment(width: width, height: 844))
        expectFrames(
            LayoutChecks.cellFrames(solution),
            expectedWaterfall(heights: unequal, count: 30, columns: columns, width: width, columnSpacing: 16))
    }

    @Test func contentInsetsNarrowTheColumns() throws {
        var section = waterfallSection(columns: .fixed(2), heights: unequal, columnSpacing: 10)
        section.contentInsets = DirectionalEdgeInsets(top: 20, leading: 16, bottom: 30, trailing: 16)
        let solution = try solve(section, items: 6)
        let expected = expectedWaterfall(heights: unequal, count: 6, columns: 2, width: 358, columnSpacing: 10)
            .map { $0.offsetBy(dx: 16, dy: 20) }
        expectFrames(LayoutChecks.cellFrames(solution), expected)
        let bottom: CGFloat = expected.map(\.maxY).max() ?? 0
        #expect(solution.contentSize.height == bottom + 30)
    }

    @Test func aspectRatiosAndFractionalWidthsFollowTheColumnWidth() throws {
        let ratios = WaterfallSectionLayout(
            columnCount: .fixed(3), itemHeight: .aspectRatio { $0.isMultiple(of: 2) ? 1 : 0.5 })
        let fractions = WaterfallSectionLayout(
            columnCount: .fixed(3),
            itemHeight: .dimension { $0.isMultiple(of: 2) ? .fractionalWidth(1) : .fractionalWidth(2) })
        let byRatio = try solve(LayoutSection(customLayout: ratios), items: 9)
        let byFraction = try solve(LayoutSection(customLayout: fractions), items: 9)
        expectFrames(LayoutChecks.cellFrames(byRatio), LayoutChecks.cellFrames(byFraction))
        expectFrames(
            Array(LayoutChecks.cellFrames(byRatio).prefix(4)),
            [
                CGRect(x: 0, y: 0, width: 130, height: 130), CGRect(x: 130, y: 0, width: 130, height: 260),
                CGRect(x: 260, y: 0, width: 130, height: 130), CGRect(x: 0, y: 130, width: 130, height: 260),
            ])
    }

    @Test func appendingItemsNeverMovesTheOthers() throws {
        let section = waterfallSection(columns: .fixed(3), heights: unequal, columnSpacing: 4, interItemSpacing: 4)
        let fewer = LayoutChecks.cellFrames(try solve(section, items: 25))
        let more = LayoutChecks.cellFrames(try solve(section, items: 60))
        #expect(Array(more.prefix(25)) == fewer)
    }

    /// Two columns whose item counts differ by far more than the placement expects (it writes each
    /// column's list in chunks sized for about half the items): one tall item fills the leading
    /// column while thousands of short ones go to the trailing one, across several blocks.
    @Test func lopsidedTwoColumnsMatchTheObviousPlacement() throws {
        let heights: [CGFloat] = [50_000] + [CGFloat](repeating: 10, count: 4_999) + [20_000, 30]
        let solution = try solve(
            waterfallSection(columns: .fixed(2), heights: heights, interItemSpacing: 2), items: heights.count)
        let expected = expectedWaterfall(
            heights: heights, count: heights.count, columns: 2, width: 390, interItemSpacing: 2)
        let frames = LayoutChecks.cellFrames(solution)
        #expect(frames == expected)
        // The trailing column takes the first 4,167 short items, then the columns alternate.
        #expect(frames.filter { $0.minX > 0 }.count > 4_000)
        for y in stride(from: CGFloat(0), through: solution.contentSize.height, by: 997) {
            let rect = CGRect(x: 0, y: y, width: 390, height: 600)
            let found = Set(solution.elements(in: rect).filter { $0.category == .cell }.map(\.indexPath.item))
            let overlapping = frames.indices.filter {
                frames[$0].intersects(rect) && !frames[$0].intersection(rect).isEmpty
            }
            #expect(found == Set(overlapping), "rect \(rect)")
        }
    }

    @Test func rangeQueriesFindExactlyTheOverlappingCells() throws {
        let solution = try solve(
            waterfallSection(columns: .fixed(4), heights: unequal, columnSpacing: 6, interItemSpacing: 6), items: 400)
        let all = LayoutChecks.cellFrames(solution)
        for y in stride(from: CGFloat(-50), through: solution.contentSize.height, by: 137) {
            for rect in [CGRect(x: 0, y: y, width: 390, height: 300), CGRect(x: 100, y: y, width: 50, height: 90)] {
                let found = Set(
                    solution.elements(in: rect).filter { $0.category == .cell }.map(\.indexPath.item))
                let expected = Set(
                    all.indices.filter { all[$0].intersects(rect) && !all[$0].intersection(rect).isEmpty })
                #expect(found == expected, "rect \(rect)")
            }
        }
    }

    @Test func aTallItemIsFoundAlongItsWholeHeightAndMeasurementsAfterItKeepItsColumn() throws {
        // Item 0 fills the left column for 2,000 points; the next forty go right.
        let heights: [CGFloat] = [2_000] + [CGFloat](repeating: 40, count: 40)
        let section = LayoutSection(
            customLayout: WaterfallSectionLayout(
                columnCount: .fixed(2), itemHeight: .dimension { .estimated(heights[$0]) }))
        var solution = try CompositionalLayout(section: section).solve(
            in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [41]))
        let found = solution.elements(in: CGRect(x: 0, y: 1_500, width: 390, height: 10)).map(\.indexPath.item)
        #expect(found == [0, 38])
        try solution.updateItemSize(CGSize(width: 195, height: 80), at: IndexPath(item: 30, section: 0))
        let fromScratch = try CompositionalLayout(section: section).solve(
            in: LayoutChecks.iPhone,
            content: LayoutContent(
                itemCounts: [41], itemSizes: [IndexPath(item: 30, section: 0): CGSize(width: 195, height: 80)]))
        expectFrames(LayoutChecks.cellFrames(solution), LayoutChecks.cellFrames(fromScratch))
        expectFrame(
            solution.attributesForItem(at: IndexPath(item: 31, section: 0))?.frame,
            CGRect(x: 195, y: 1_240, width: 195, height: 40))
    }

    @Test func rightToLeftMirrorsTheColumns() throws {
        let environment = LayoutEnvironment(
            container: LayoutContainer(contentSize: CGSize(width: 390, height: 844)),
            traitCollection: LayoutTraitCollection(layoutDirection: .rightToLeft))
        let section = waterfallSection(columns: .fixed(3), heights: unequal, columnSpacing: 6)
        let leftToRight = try solve(section, items: 20)
        let rightToLeft = try solve(section, items: 20, environment: environment)
        let mirrored = LayoutChecks.cellFrames(leftToRight).map { frame in
            CGRect(x: 390 - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
        }
        expectFrames(LayoutChecks.cellFrames(rightToLeft), mirrored)
        // The first item is in the leading column: on the right.
        #expect(LayoutChecks.cellFrames(rightToLeft)[0].maxX == 390)
    }
}
