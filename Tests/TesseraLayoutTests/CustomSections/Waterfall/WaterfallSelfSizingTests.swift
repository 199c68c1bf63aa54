import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

@Suite("Waterfall self-sizing")
struct WaterfallSelfSizingTests {
    private let estimates: [CGFloat] = [100, 60, 140, 80, 120]

    private func layout(_ balancing: WaterfallSectionLayout.ColumnBalancing = .estimatedHeights)
        -> CompositionalLayout
    {
        var waterfall = waterfallSection(
            columns: .fixed(3), heights: estimates, estimated: true, columnSpacing: 8, interItemSpacing: 8,
            balancing: balancing)
        waterfall.contentInsets = DirectionalEdgeInsets(all: 12)
        let section = waterfall
        let trailing = LayoutSection(
            group: .horizontal(
                layoutSize: size(.fractionalWidth(1), .absolute(50)),
                subitems: [LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))]))
        return CompositionalLayout { index, _ in index == 0 ? section : trailing }
    }

    private func solve(
        _ measured: [Int: CGFloat] = [:], balancing: WaterfallSectionLayout.ColumnBalancing = .estimatedHeights
    ) throws -> LayoutSolution {
        var sizes: [IndexPath: CGSize] = [:]
        for (item, height) in measured { sizes[IndexPath(item: item, section: 0)] = CGSize(width: 1, height: height) }
        return try layout(balancing).solve(
            in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [200, 3], itemSizes: sizes))
    }

    @Test func cellsOfEstimatedHeightSizeThemselvesVertically() throws {
        let solution = try solve()
        #expect(solution.attributesForItem(at: IndexPath(item: 7, section: 0))?.selfSizingAxes == .vertical)
    }

    @Test func aMeasuredHeightMovesOnlyTheItemsBelowItInItsColumn() throws {
        var solution = try solve()
        let before = LayoutChecks.cellFrames(solution)
        let changed = 57
        try solution.updateItemSize(CGSize(width: 120, height: 333), at: IndexPath(item: changed, section: 0))
        let after = LayoutChecks.cellFrames(solution)
        let growth = 333 - before[changed].height
        // Nothing changes column; only the items below the measured one in its column move.
        for item in before.indices where item != changed {
            let sameColumnBelow = item > changed && before[item].minX == before[changed].minX
            let expected = sameColumnBelow ? before[item].offsetBy(dx: 0, dy: growth) : before[item]
            #expect(LayoutChecks.approximatelyEqual(after[item], expected, tolerance: 1e-9), "item \(item)")
        }
        #expect(after[changed].origin == before[changed].origin)
        #expect(after[changed].height == 333)
        // The outcome is the solve from scratch with the measurement, to the bit.
        let fromScratch = try solve([changed: 333])
        #expect(LayoutChecks.difference(solution.allElements(), fromScratch.allElements(), tolerance: 0) == nil)
        #expect(solution.contentSize == fromScratch.contentSize)
    }

    @Test func withMeasuredHeightBalancingLaterItemsMayChangeColumns() throws {
        var solution = try solve(balancing: .measuredHeights)
        let before = LayoutChecks.cellFrames(solution)
        let changed = 57
        try solution.updateItemSize(CGSize(width: 120, height: 333), at: IndexPath(item: changed, section: 0))
        let after = LayoutChecks.cellFrames(solution)
        #expect(Array(after.prefix(changed)) == Array(before.prefix(changed)))
        #expect(after[changed].origin == before[changed].origin)
        #expect(after[changed].height == 333)
        #expect(after.indices.dropFirst(changed + 1).contains { after[$0].minX != before[$0].minX })
        let fromScratch = try solve([changed: 333], balancing: .measuredHeights)
        #expect(LayoutChecks.difference(solution.allElements(), fromScratch.allElements(), tolerance: 0) == nil)
        #expect(solution.contentSize == fromScratch.contentSize)
    }

    @Test(arguments: [WaterfallSectionLayout.ColumnBalancing.estimatedHeights, .measuredHeights])
    func manyMeasurementsInAnyOrderGiveTheSolveFromScratch(balancing: WaterfallSectionLayout.ColumnBalancing)
        throws
    {
        var solution = try solve(balancing: balancing)
        var measured: [Int: CGFloat] = [:]
        var random = SeededRandomNumberGenerator(seed: 19)
        for _ in 0..<60 {
            let item = Int.random(in: 0..<200, using: &random)
            let height = CGFloat(Int.random(in: 20...300, using: &random))
            measured[item] = height
            try solution.updateItemSize(CGSize(width: 10, height: height), at: IndexPath(item: item, section: 0))
        }
        let fromScratch = try solve(measured, balancing: balancing)
        #expect(LayoutChecks.difference(solution.allElements(), fromScratch.allElements(), tolerance: 0) == nil)
        // The section after the waterfall moved with it.
        #expect(solution.frame(ofSection: 1) == fromScratch.frame(ofSection: 1))
    }

    /// Columns keep their items in blocks of 512: measurements on both sides of a block's edge,
    /// in columns of several blocks, still give the solve from scratch to the bit.
    @Test(arguments: [1, 2, 3], [WaterfallSectionLayout.ColumnBalancing.estimatedHeights, .measuredHeights])
    func measurementsAcrossBlocksGiveTheSolveFromScratch(
        columns: Int, balancing: WaterfallSectionLayout.ColumnBalancing
    ) throws {
        let count = 3_000
        let layout = CompositionalLayout(
            section: waterfallSection(
                columns: .fixed(columns), heights: [100.5, 61, 140.25, 80.1], estimated: true, interItemSpacing: 7.3,
                balancing: balancing))
        let content = LayoutContent(itemCounts: [count])
        var solution = try layout.solve(in: LayoutChecks.iPhone, content: content)
        var measured: [IndexPath: CGSize] = [:]
        var random = SeededRandomNumberGenerator(seed: 512)
        let edges = [0, 510, 511, 512, 513, 1_023, 1_024, 1_535, 1_536, 2_047, 2_999]
        for step in 0..<150 {
            let item = step < edges.count ? edges[step] : Int.random(in: 0..<count, using: &random)
            let size = CGSize(width: 10, height: CGFloat(Int.random(in: 10...400, using: &random)) / 3)
            measured[IndexPath(item: item, section: 0)] = size
            try solution.updateItemSize(size, at: IndexPath(item: item, section: 0))
        }
        let fromScratch = try layout.solve(
            in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [count], itemSizes: measured))
        #expect(LayoutChecks.difference(solution.allElements(), fromScratch.allElements(), tolerance: 0) == nil)
        #expect(solution.contentSize == fromScratch.contentSize)
        // Range queries agree with the frames after the updates.
        let screen = CGRect(x: 0, y: 40_000, width: 390, height: 844)
        let shown = Set(solution.elements(in: screen).compactMap { $0.category == .cell ? $0.indexPath : nil })
        let expected = Set(
            solution.allElements().filter { $0.category == .cell && $0.frame.intersects(screen) }.map(\.indexPath))
        #expect(shown == expected)
    }

    /// Measurements in a two-column waterfall whose columns hold very different numbers of items
    /// (the leading one a single tall item): placing again from a measured item fills the
    /// trailing column's list past what the placement expects, and still gives the solve from
    /// scratch to the bit.
    @Test(arguments: [WaterfallSectionLayout.ColumnBalancing.estimatedHeights, .measuredHeights])
    func measurementsInLopsidedColumnsGiveTheSolveFromScratch(balancing: WaterfallSectionLayout.ColumnBalancing)
        throws
    {
        let heights: [CGFloat] = [30_000] + [CGFloat](repeating: 10.25, count: 2_999)
        let layout = CompositionalLayout(
            section: waterfallSection(
                columns: .fixed(2), heights: heights, estimated: true, interItemSpacing: 1.5, balancing: balancing))
        let content = LayoutContent(itemCounts: [heights.count])
        var solution = try layout.solve(in: LayoutChecks.iPhone, content: content)
        var measured: [IndexPath: CGSize] = [:]
        for (item, height) in [(1, 7.0), (700, 31.5), (2, 12.0), (2_999, 3.0), (1_536, 40.125)] {
            let size = CGSize(width: 10, height: CGFloat(height))
            measured[IndexPath(item: item, section: 0)] = size
            try solution.updateItemSize(size, at: IndexPath(item: item, section: 0))
        }
        let fromScratch = try layout.solve(
            in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [heights.count], itemSizes: measured))
        #expect(LayoutChecks.difference(solution.allElements(), fromScratch.allElements(), tolerance: 0) == nil)
        let screen = CGRect(x: 0, y: 9_000, width: 390, height: 844)
        let shown = Set(solution.elements(in: screen).compactMap { $0.category == .cell ? $0.indexPath : nil })
        let expected = Set(
            solution.allElements().filter { $0.category == .cell && $0.frame.intersects(screen) }.map(\.indexPath))
        #expect(shown == expected)
        #expect(!shown.isEmpty)
    }

    @Test func absoluteHeightsIgnoreMeasurements() throws {
        let section = waterfallSection(columns: .fixed(2), heights: [100])
        var solution = try CompositionalLayout(section: section).solve(
            in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [6]))
        let before = solution.allElements()
        try solution.updateItemSize(CGSize(width: 10, height: 400), at: IndexPath(item: 2, section: 0))
        #expect(LayoutChecks.difference(solution.allElements(), before) == nil)
        #expect(solution.attributesForItem(at: IndexPath(item: 2, section: 0))?.selfSizingAxes == [])
    }

    @Test func unusableMeasurementsLeaveTheSolutionUnchanged() throws {
        var solution = try solve()
        let before = solution.allElements()
        for size in [
            CGSize(width: 10, height: -1), CGSize(width: 10, height: CGFloat.nan),
            CGSize(width: 10, height: CGFloat.infinity),
        ] {
            #expect(throws: LayoutError.self) {
                try solution.updateItemSize(size, at: IndexPath(item: 3, section: 0))
            }
        }
        #expect(throws: LayoutError.self) {
            try solution.updateItemSize(CGSize(width: 10, height: 10), at: IndexPath(item: 200, section: 0))
        }
        #expect(LayoutChecks.difference(solution.allElements(), before) == nil)
    }
}
