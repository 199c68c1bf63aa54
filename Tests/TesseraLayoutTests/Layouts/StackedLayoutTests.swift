import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

@Suite("Stacked layout")
struct StackedLayoutTests {
    private func journey() -> StackedLayout {
        var section = StackedLayout.Section(
            insets: DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
        section.items = [
            .init(height: .absolute(40)),  // 0 title
            .init(height: .absolute(44), spaceBefore: 24),  // 1 card row
            .init(height: .absolute(44)),  // 2 card row
            .init(height: .absolute(44)),  // 3 card row
            .init(height: .absolute(50), spaceBefore: 32, indent: 40),  // 4 stop
            .init(height: .absolute(50), indent: 40),  // 5 stop
            .init(height: .absolute(50), indent: 40),  // 6 stop
        ]
        section.decorations = [
            .init(style: .card(padding: 8), items: 1..<4),
            .init(style: .separators(thickness: 1, leadingInset: 12), items: 1..<4),
            .init(style: .timeline(x: 20, lineWidth: 2, nodeSize: 12), items: 4..<7),
        ]
        return StackedLayout(sections: [section])
    }

    @Test func stacksCellsWithSpacesAndIndents() throws {
        let solution = try journey().solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [7]))
        expectFrames(
            LayoutChecks.cellFrames(solution),
            [
                CGRect(16, 16, 358, 40),
                CGRect(16, 80, 358, 44), CGRect(16, 124, 358, 44), CGRect(16, 168, 358, 44),
                CGRect(56, 244, 318, 50), CGRect(56, 294, 318, 50), CGRect(56, 344, 318, 50),
            ])
        #expect(solution.contentSize == CGSize(width: 390, height: 410))
    }

    @Test func decorationsAreComputedFromTheRunsFrames() throws {
        let solution = try journey().solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [7]))
        let decorations = solution.allElements().filter { $0.category == .decorationView }.sorted {
            $0.indexPath.lexicographicallyPrecedes($1.indexPath)
        }
        #expect(
            decorations.map(\.elementKind) == [
                "card", "separators", "separators", "timeline", "timeline-node", "timeline-node", "timeline-node",
            ])
        expectFrames(
            decorations.map(\.frame),
            [
                CGRect(16, 72, 358, 148),  // card: 80 − 8 … 212 + 8
                CGRect(28, 123.667, 346, 1),  // between rows 1 and 2: 123.5 rounded to the @3x pixel grid
                CGRect(28, 167.667, 346, 1),  // between rows 2 and 3
                CGRect(35, 269, 2, 100),  // timeline: middle of stop 4 to middle of stop 6
                CGRect(30, 263, 12, 12), CGRect(30, 313, 12, 12), CGRect(30, 363, 12, 12),
            ])
    }

    /// In landscape the sensor housing takes 59 points on each side: the insets count from the
    /// safe area, as a compositional layout's do, so that no row goes under it (the journey's rows
    /// did, 16 points from the screen's edges).
    @Test func insetsCountFromTheSafeAreasSides() throws {
        var landscape = LayoutEnvironment(width: 852, height: 393, displayScale: 3)
        landscape.safeAreaInsets = DirectionalEdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59)
        let solution = try journey().solve(in: landscape, content: LayoutContent(itemCounts: [7]))
        let frames = LayoutChecks.cellFrames(solution)
        expectFrames(Array(frames.prefix(2)), [CGRect(75, 16, 702, 40), CGRect(75, 80, 702, 44)])
        expectFrames(Array(frames.suffix(1)), [CGRect(115, 344, 662, 50)])
        let decorations = solution.allElements().filter { $0.category == .decorationView }
        let card = try #require(decorations.first { $0.elementKind == "card" })
        let line = try #require(decorations.first { $0.elementKind == "timeline" })
        expectFrames([card.frame, line.frame], [CGRect(75, 72, 702, 148), CGRect(94, 269, 2, 100)])
        #expect(solution.contentSize.width == 852)
    }

    @Test func estimatedItemsTakeMeasuredHeights() throws {
        var section = StackedLayout.Section()
        section.items = [.init(height: .estimated(44)), .init(height: .absolute(30), spaceBefore: 10)]
        section.decorations = [.init(style: .card(padding: 0), items: 0..<2)]
        var solution = try StackedLayout(sections: [section]).solve(
            in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [2]))
        try solution.updateItemSize(CGSize(width: 390, height: 90), at: IndexPath(item: 0, section: 0))
        expectFrames(LayoutChecks.cellFrames(solution), [CGRect(0, 0, 390, 90), CGRect(0, 100, 390, 30)])
        expectFrame(
            solution.attributesForDecorationView(ofKind: "card", at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(0, 0, 390, 130))
    }

    @Test func mismatchedCountsAndBadRunsAreErrors() {
        #expect(throws: LayoutError.invalidInput("stacked layout: section 0 describes 7 items but has 3")) {
            try journey().solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [3]))
        }
        var section = StackedLayout.Section(items: [.init(height: .absolute(10))])
        section.decorations = [.init(style: .card(), items: 0..<3)]
        #expect(
            throws: LayoutError.invalidInput(
                "stacked section 0.decorations[0]: items 0..<3 are outside the section's 1 items")
        ) {
            try StackedLayout(sections: [section]).solve(
                in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [1]))
        }
    }

    @Test func updatingASectionThatDoesNotSizeItselfLeavesItIntact() throws {
        var flow = FlowLayout()
        flow.itemSize = CGSize(width: 100, height: 100)
        var solution = try flow.solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [3]))
        #expect(throws: LayoutError.self) {
            try solution.updateItemSize(CGSize(width: 1, height: 1), at: IndexPath(item: 0, section: 0))
        }
        #expect(LayoutChecks.cellFrames(solution).count == 3)
    }
}
