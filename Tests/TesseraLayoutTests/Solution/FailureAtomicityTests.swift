import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

/// A measured size the solution refuses leaves it as it was, whatever the kind of section (issue
/// 30): sizes past `LayoutLimits.maximumLength`, and sizes a custom layout takes but whose frames
/// cannot be shown, are refused, and every frame and the content size are those from before.
@Suite("Failure atomicity of layout solutions")
struct FailureAtomicityTests {
    /// A size so tall that two of them overflowed to infinity before measured sizes had a limit.
    private static let huge = CGSize(width: 100, height: 1e308)

    /// What a solution shows: every element and the content size.
    private struct Shown: Equatable {
        var elements: [LayoutAttributes]
        var contentSize: CGSize

        init(_ solution: LayoutSolution) {
            elements = solution.allElements()
            contentSize = solution.contentSize
        }
    }

    /// Measures item 0 at the longest size (accepted), then item 1 at a huge one, and expects the
    /// second to be refused with the solution unchanged; then a normal size still updates it.
    private func expectRefusalLeavesTheSolution(
        _ layout: some CollectionLayout, _ update: (inout LayoutSolution, CGSize, Int) throws(LayoutError) -> Void,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        var solution = try layout.solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [4]))
        try update(&solution, CGSize(width: 100, height: LayoutLimits.maximumLength), 0)
        let before = Shown(solution)
        // Without the check, huge sizes were taken until their frames overflowed; the section was
        // replaced with those frames before the sections were stacked, and stayed so when
        // stacking threw.
        #expect(throws: LayoutError.self, sourceLocation: sourceLocation) { try update(&solution, Self.huge, 1) }
        #expect(Shown(solution) == before, sourceLocation: sourceLocation)
        try update(&solution, CGSize(width: 100, height: 10), 1)
        #expect(Shown(solution) != before, "a normal size is still taken", sourceLocation: sourceLocation)
    }

    private static func measureItem(_ solution: inout LayoutSolution, _ size: CGSize, _ item: Int) throws(LayoutError) {
        try solution.updateItemSize(size, at: IndexPath(item: item, section: 0))
    }

    @Test func aFlowSectionRefusingASizeIsUnchanged() throws {
        var flow = FlowLayout()
        flow.estimatedItemSize = CGSize(width: 400, height: 50)
        try expectRefusalLeavesTheSolution(flow, Self.measureItem)
    }

    @Test func aStackedSectionRefusingASizeIsUnchanged() throws {
        var section = StackedLayout.Section()
        section.items = (0..<4).map { _ in StackedLayout.Item(height: .estimated(44)) }
        try expectRefusalLeavesTheSolution(StackedLayout(sections: [section]), Self.measureItem)
    }

    @Test(arguments: [WaterfallSectionLayout.ColumnBalancing.estimatedHeights, .measuredHeights])
    func aWaterfallSectionRefusingASizeIsUnchanged(balancing: WaterfallSectionLayout.ColumnBalancing) throws {
        var waterfall = WaterfallSectionLayout(columnCount: .fixed(1), itemHeight: .uniform(.estimated(44)))
        waterfall.columnBalancing = balancing
        try expectRefusalLeavesTheSolution(
            CompositionalLayout(section: LayoutSection(customLayout: waterfall)), Self.measureItem)
    }

    @Test func aCompositionalSectionRefusingASizeIsUnchanged() throws {
        let estimated = size(.fractionalWidth(1), .estimated(44))
        let section = LayoutSection(
            group: .vertical(layoutSize: estimated, subitems: [LayoutItem(layoutSize: estimated)]))
        try expectRefusalLeavesTheSolution(CompositionalLayout(section: section), Self.measureItem)
    }

    @Test func aSectionHeaderRefusingASizeIsUnchanged() throws {
        // The header of section 0 is measured huge; then the footer's size overflows.
        let rows = size(.fractionalWidth(1), .absolute(44))
        var section = LayoutSection(group: .vertical(layoutSize: rows, subitems: [LayoutItem(layoutSize: rows)]))
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .estimated(30)), elementKind: ElementKind.sectionHeader,
                alignment: .top),
            LayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .estimated(30)), elementKind: ElementKind.sectionFooter,
                alignment: .bottom),
        ]
        try expectRefusalLeavesTheSolution(CompositionalLayout(section: section)) {
            (solution: inout LayoutSolution, size: CGSize, index: Int) throws(LayoutError) in
            try solution.updateSupplementarySize(
                size, ofKind: index == 0 ? ElementKind.sectionHeader : ElementKind.sectionFooter,
                at: IndexPath(item: 0, section: 0))
        }
    }

    @Test func aLayoutHeaderRefusingASizeIsUnchanged() throws {
        let rows = size(.fractionalWidth(1), .absolute(44))
        var configuration = LayoutConfiguration()
        configuration.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .estimated(30)), elementKind: "top", alignment: .top),
            LayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .estimated(30)), elementKind: "bottom", alignment: .bottom),
        ]
        let layout = CompositionalLayout(
            section: LayoutSection(group: .vertical(layoutSize: rows, subitems: [LayoutItem(layoutSize: rows)])),
            configuration: configuration)
        try expectRefusalLeavesTheSolution(layout) {
            (solution: inout LayoutSolution, size: CGSize, index: Int) throws(LayoutError) in
            try solution.updateSupplementarySize(size, ofKind: index == 0 ? "top" : "bottom", at: IndexPath(index: 0))
        }
    }

    /// Random measurements, some of them huge, on every kind of section: each is taken, or
    /// refused with the solution as it was.
    @Test(arguments: [3001, 3002] as [UInt64])
    func everyRefusedMeasurementLeavesTheSolution(seed: UInt64) throws {
        var random = SeededRandomNumberGenerator(seed: seed)
        var flow = FlowLayout()
        flow.estimatedItemSize = CGSize(width: 120, height: 50)
        var stacked = StackedLayout.Section()
        stacked.items = (0..<8).map { _ in StackedLayout.Item(height: .estimated(44)) }
        let estimated = size(.fractionalWidth(0.5), .estimated(44))
        let layouts: [any CollectionLayout] = [
            flow, StackedLayout(sections: [stacked]),
            CompositionalLayout(
                section: LayoutSection(
                    customLayout: WaterfallSectionLayout(columnCount: .fixed(2), itemHeight: .uniform(.estimated(44))))),
            CompositionalLayout(
                section: LayoutSection(
                    group: .horizontal(
                        layoutSize: size(.fractionalWidth(1), .estimated(44)),
                        subitems: [LayoutItem(layoutSize: estimated)]))),
        ]
        var refused = 0
        for layout in layouts {
            var solution = try layout.solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [8]))
            for _ in 0..<PropertyRuns.count(200) {
                let height: CGFloat = [1e308, 1e307, 0, 30, 200, .greatestFiniteMagnitude].randomElement(
                    using: &random)!
                let before = Shown(solution)
                do {
                    try solution.updateItemSize(
                        CGSize(width: 100, height: height),
                        at: IndexPath(item: Int.random(in: 0..<8, using: &random), section: 0))
                } catch {
                    refused += 1
                    #expect(Shown(solution) == before, "\(type(of: layout)): a refused \(height) changed the solution")
                }
            }
        }
        #expect(refused > 0)
    }

    // MARK: A custom layout's solution that takes a size it cannot show

    /// Rows whose solution takes any measured height, and whose content size becomes infinite
    /// once an item measures `poison` points.
    private struct PoisonedRows: CustomSectionLayout {
        var poison: CGFloat

        func solve(in context: CustomSectionContext) throws(LayoutError) -> Solution {
            var solution = Solution(heights: Array(repeating: 44, count: context.itemCount), poison: poison)
            for (item, size) in context.measuredItemSizes { try solution.updateItemSize(size, at: item) }
            return solution
        }

        struct Solution: CustomSectionSolution {
            var heights: [CGFloat]
            var poison: CGFloat
            var itemCount: Int { heights.count }
            var contentSize: CGSize {
                CGSize(width: 390, height: heights.contains(poison) ? .infinity : heights.reduce(0, +))
            }
            func item(at index: Int) -> LayoutGroupCustomItem {
                LayoutGroupCustomItem(
                    frame: CGRect(x: 0, y: heights[..<index].reduce(0, +), width: 390, height: heights[index]))
            }
            func indexesOfItems(in rect: CGRect) -> [Int] { Array(heights.indices) }
            func selfSizingAxes(ofItem index: Int) -> SelfSizingAxes { .vertical }
            mutating func updateItemSize(_ size: CGSize, at index: Int) throws(LayoutError) {
                heights[index] = size.height
            }
        }
    }

    @Test func aCustomSectionWhoseSolutionTookASizeItCannotShowIsSolvedAgainWithout() throws {
        let layout = CompositionalLayout(section: LayoutSection(customLayout: PoisonedRows(poison: 13)))
        var solution = try layout.solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [3]))
        try solution.updateItemSize(CGSize(width: 390, height: 100), at: IndexPath(item: 0, section: 0))
        let before = Shown(solution)
        // Without the check, the section kept the solution that had taken the size ("the section
        // keeps its place and chrome; its solution holds the size it accepted").
        #expect(throws: LayoutError.self) {
            try solution.updateItemSize(CGSize(width: 390, height: 13), at: IndexPath(item: 1, section: 0))
        }
        #expect(Shown(solution) == before)
        try solution.updateItemSize(CGSize(width: 390, height: 20), at: IndexPath(item: 1, section: 0))
        #expect(LayoutChecks.cellFrames(solution).map(\.height) == [100, 20, 44])
    }
}
