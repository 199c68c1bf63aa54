import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

@Suite("Waterfall self-sizing")
struct WaterfallSelfSizingTests {
    private let estimates: [CGFloat] = [100, 60, 140, 80, 120]

    private func layout() -> CompositionalLayout {
        var waterfall = waterfallSection(
            columns: .fixed(3), heights: estimates, estimated: true, columnSpacing: 8, interItemSpacing: 8)
        waterfall.contentInsets = DirectionalEdgeInsets(all: 12)
        let section = waterfall
        let trailing = LayoutSection(
            group: .horizontal(
                layoutSize: size(.fractionalWidth(1), .absolute(50)),
                subitems: [LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))]))
        return CompositionalLayout { index, _ in index == 0 ? section : trailing }
    }

    private func solve(_ measured: [Int: CGFloat] = [:]) throws -> LayoutSolution {
        var sizes: [IndexPath: CGSize] = [:]
        for (item, height) in measured { sizes[IndexPath(item: item, section: 0)] = CGSize(width: 1, height: height) }
        return try layout().solve(
            in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [200, 3], itemSizes: sizes))
    }

    @Test func cellsOfEstimatedHeightSizeThemselvesVertically() throws {
        let solution = try solve()
        #expect(solution.attributesForItem(at: IndexPath(item: 7, section: 0))?.selfSizingAxes == .vertical)
    }

    @Test func aMeasuredHeightMovesOnlyTheItemsAfterIt() throws {
        var solution = try solve()
        let before = LayoutChecks.cellFrames(solution)
        let changed = 57
        try solution.updateItemSize(CGSize(width: 120, height: 333), at: IndexPath(item: changed, section: 0))
        let after = LayoutChecks.cellFrames(solution)
        #expect(Array(after.prefix(changed)) == Array(before.prefix(changed)))
        #expect(after[changed].origin == before[changed].origin)
        #expect(after[changed].height == 333)
        // Later items may change columns: the outcome is the solve from scratch.
        let fromScratch = try solve([changed: 333])
        #expect(LayoutChecks.difference(solution.allElements(), fromScratch.allElements()) == nil)
        #expect(solution.contentSize == fromScratch.contentSize)
        #expect(after.dropFirst(changed + 1).contains { frame in !before.contains(frame) })
    }

    @Test func manyMeasurementsInAnyOrderGiveTheSolveFromScratch() throws {
        var solution = try solve()
        var measured: [Int: CGFloat] = [:]
        var random = SeededRandomNumberGenerator(seed: 19)
        for _ in 0..<60 {
            let item = Int.random(in: 0..<200, using: &random)
            let height = CGFloat(Int.random(in: 20...300, using: &random))
            measured[item] = height
            try solution.updateItemSize(CGSize(width: 10, height: height), at: IndexPath(item: item, section: 0))
        }
        let fromScratch = try solve(measured)
        #expect(LayoutChecks.difference(solution.allElements(), fromScratch.allElements()) == nil)
        // The section after the waterfall moved with it.
        #expect(solution.frame(ofSection: 1) == fromScratch.frame(ofSection: 1))
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
