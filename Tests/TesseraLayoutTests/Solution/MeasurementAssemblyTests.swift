import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

/// A measurement stacks the section it changed with the sections after it, and checks that
/// section's frames only: the other sections were checked when they were assembled.
@Suite("Measurement assembly")
struct MeasurementAssemblyTests {
    /// 100,000 screen-builder sections of three self-sizing rows each.
    static func screen(sections: Int, spacing: CGFloat = 8) -> StackedLayout {
        var section = StackedLayout.Section(insets: DirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))
        section.items = [
            .init(height: .estimated(44)), .init(height: .estimated(60), spaceBefore: 12), .init(height: .absolute(20)),
        ]
        section.decorations = [.init(style: .card(), items: 0..<2)]
        return StackedLayout(sections: Array(repeating: section, count: sections), interSectionSpacing: spacing)
    }

    static let environment = LayoutEnvironment(width: 390, height: 844)

    /// One measurement re-checked the frames of every section (100,000 screen-builder sections:
    /// every row of every section, for each cell measured): now the section measured is checked,
    /// and the sections after it are moved.
    @Test func aMeasurementChecksItsSectionAndStacksTheOnesAfterIt() throws {
        let count = 100_000
        let layout = Self.screen(sections: count)
        var solution = try layout.solve(
            in: Self.environment, content: LayoutContent(itemCounts: [Int](repeating: 3, count: count)))
        #expect(solution.assemblyWork == (count, count))
        try solution.updateItemSize(CGSize(width: 358, height: 90), at: IndexPath(item: 1, section: count - 10))
        #expect(solution.assemblyWork.checkedSections == 1)
        #expect(solution.assemblyWork.stackedSections == 10)
        try solution.updateItemSize(CGSize(width: 358, height: 50), at: IndexPath(item: 0, section: 3))
        #expect(solution.assemblyWork.checkedSections == 1)
        #expect(solution.assemblyWork.stackedSections == count - 3)
    }

    /// The sections stacked again after measurements are those of a solve from scratch with the
    /// same measurements, to the bit: with and without spacing between sections, measuring the
    /// widest or furthest-reaching section down, and growing the content.
    @Test(arguments: [0.0, 8.5])
    func measurementsStackAsASolveFromScratch(spacing: CGFloat) throws {
        let count = 40
        let layout = Self.screen(sections: count, spacing: spacing)
        let counts = [Int](repeating: 3, count: count)
        var solution = try layout.solve(in: Self.environment, content: LayoutContent(itemCounts: counts))
        var sizes: [IndexPath: CGSize] = [:]
        for (step, section) in [39, 0, 17, 17, 5, 38].enumerated() {
            let indexPath = IndexPath(item: step % 2, section: section)
            let size = CGSize(width: 358, height: CGFloat(20 + 37 * step) + 0.1)
            sizes[indexPath] = size
            try solution.updateItemSize(size, at: indexPath)
            let scratch = try layout.solve(
                in: Self.environment, content: LayoutContent(itemCounts: counts, itemSizes: sizes))
            #expect(solution.contentSize == scratch.contentSize)
            for index in 0..<count {
                #expect(
                    solution.frame(ofSection: index) == scratch.frame(ofSection: index),
                    "step \(step), section \(index)")
            }
            #expect(LayoutChecks.difference(solution.allElements(), scratch.allElements()) == nil)
        }
    }
}
