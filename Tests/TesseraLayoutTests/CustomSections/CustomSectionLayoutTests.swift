import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

/// A custom layout written outside the package, through the public protocol only: full-width
/// rows, each `estimate` tall until measured.
private struct RowsLayout: CustomSectionLayout {
    var estimate: CGFloat
    var reportedCount: Int?

    func solve(in context: CustomSectionContext) throws(LayoutError) -> Rows {
        guard estimate > 0 else { throw .invalidDimension("\(context.path): rows need a positive estimate") }
        var heights = [CGFloat](repeating: estimate, count: context.itemCount)
        for (item, size) in context.measuredItemSizes { heights[item] = size.height }
        return Rows(
            width: context.container.effectiveContentSize.width, heights: heights,
            reportedCount: reportedCount ?? context.itemCount)
    }
}

private struct Rows: CustomSectionSolution {
    var width: CGFloat
    var heights: [CGFloat]
    var reportedCount: Int
    var tops: [CGFloat] = []

    init(width: CGFloat, heights: [CGFloat], reportedCount: Int) {
        self.width = width
        self.heights = heights
        self.reportedCount = reportedCount
        recompute(from: 0)
    }

    mutating func recompute(from start: Int) {
        tops.removeSubrange(start...)
        var y = start > 0 ? tops[start - 1] + heights[start - 1] : 0
        for item in start..<heights.count {
            tops.append(y)
            y += heights[item]
        }
    }

    var itemCount: Int { reportedCount }
    var contentSize: CGSize { CGSize(width: width, height: (tops.last ?? 0) + (heights.last ?? 0)) }
    func item(at index: Int) -> LayoutGroupCustomItem {
        LayoutGroupCustomItem(frame: CGRect(x: 0, y: tops[index], width: width, height: heights[index]), zIndex: 3)
    }
    func indexesOfItems(in rect: CGRect) -> [Int] {
        var low = 0, high = tops.count
        while low < high {
            let middle = (low + high) / 2
            if tops[middle] + heights[middle] <= rect.minY { low = middle + 1 } else { high = middle }
        }
        var result: [Int] = []
        while low < tops.count, tops[low] < rect.maxY {
            result.append(low)
            low += 1
        }
        return result
    }
    func selfSizingAxes(ofItem index: Int) -> SelfSizingAxes { .vertical }
    mutating func updateItemSize(_ size: CGSize, at index: Int) throws(LayoutError) {
        heights[index] = size.height
        recompute(from: index)
    }
}

@Suite("Custom section layouts")
struct CustomSectionLayoutTests {
    private func rowsSection(estimate: CGFloat = 40) -> LayoutSection {
        var section = LayoutSection(customLayout: RowsLayout(estimate: estimate))
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 20)
        section.boundarySupplementaryItems = pinnedHeaderAndFooter(header: .absolute(50), footer: .absolute(20))
        var background = LayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = DirectionalEdgeInsets(all: 5)
        section.decorationItems = [background]
        return section
    }

    private func grid() -> LayoutSection {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        return LayoutSection(
            group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item]))
    }

    private func layout() -> CompositionalLayout {
        let rows = rowsSection(), grid = grid()
        return CompositionalLayout { index, _ in index == 1 ? rows : grid }
    }

    @Test func aCustomSectionSitsBetweenOrdinarySectionsWithItsChrome() throws {
        let solution = try layout().solve(
            in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [4, 3, 2]))
        // Section 0: two rows of the grid (200); section 1 starts there.
        #expect(solution.frame(ofSection: 1) == CGRect(x: 0, y: 200, width: 390, height: 50 + 10 + 120 + 30 + 20))
        expectFrames(
            LayoutChecks.cellFrames(solution, section: 1),
            [
                CGRect(x: 20, y: 260, width: 350, height: 40), CGRect(x: 20, y: 300, width: 350, height: 40),
                CGRect(x: 20, y: 340, width: 350, height: 40),
            ])
        #expect(solution.attributesForItem(at: IndexPath(item: 0, section: 1))?.zIndex == 3)
        #expect(solution.attributesForItem(at: IndexPath(item: 0, section: 1))?.selfSizingAxes == .vertical)
        expectFrame(
            supplementaryFrame(solution, ElementKind.sectionHeader, section: 1),
            CGRect(x: 20, y: 200, width: 350, height: 50))
        expectFrame(
            supplementaryFrame(solution, ElementKind.sectionFooter, section: 1),
            CGRect(x: 20, y: 410, width: 350, height: 20))
        expectFrame(
            solution.attributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 1))?.frame,
            CGRect(x: 5, y: 205, width: 380, height: 220))
        expectFrames(
            LayoutChecks.cellFrames(solution, section: 2),
            [CGRect(x: 0, y: 430, width: 195, height: 100), CGRect(x: 195, y: 430, width: 195, height: 100)])
        let visible = solution.elements(in: CGRect(x: 0, y: 305, width: 390, height: 20))
        #expect(visible.filter { $0.category == .cell }.map(\.indexPath) == [IndexPath(item: 1, section: 1)])
    }

    @Test func itsHeaderPins() throws {
        var solution = try layout().solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [4, 3, 2]))
        solution.contentOffset = CGPoint(x: 0, y: 300)
        let header = solution.attributesForSupplementaryView(
            ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 1))
        expectFrame(header?.frame, CGRect(x: 20, y: 300, width: 350, height: 50))
        solution.contentOffset = CGPoint(x: 0, y: 420)
        expectFrame(
            supplementaryFrame(solution, ElementKind.sectionHeader, section: 1),
            CGRect(x: 20, y: 380, width: 350, height: 50))
    }

    @Test func aMeasuredSizeUpdatesTheSectionAndTheOnesAfterIt() throws {
        var solution = try layout().solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [4, 3, 2]))
        try solution.updateItemSize(CGSize(width: 350, height: 90), at: IndexPath(item: 1, section: 1))
        let fromScratch = try layout().solve(
            in: LayoutChecks.iPhone,
            content: LayoutContent(
                itemCounts: [4, 3, 2], itemSizes: [IndexPath(item: 1, section: 1): CGSize(width: 350, height: 90)]))
        #expect(LayoutChecks.difference(solution.allElements(), fromScratch.allElements()) == nil)
        #expect(solution.contentSize == fromScratch.contentSize)
        expectFrame(
            solution.attributesForItem(at: IndexPath(item: 0, section: 2))?.frame,
            CGRect(x: 0, y: 480, width: 195, height: 100))
    }

    @Test func itsErrorsAndMiscountsAreReported() {
        let failing = CompositionalLayout(section: LayoutSection(customLayout: RowsLayout(estimate: 0)))
        #expect(throws: LayoutError.invalidDimension("section 0: rows need a positive estimate")) {
            try failing.solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [3]))
        }
        let miscounting = CompositionalLayout(
            section: LayoutSection(customLayout: RowsLayout(estimate: 40, reportedCount: 2)))
        #expect(throws: LayoutError.self) {
            try miscounting.solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [3]))
        }
        var orthogonal = LayoutSection(customLayout: RowsLayout(estimate: 40))
        orthogonal.orthogonalScrollingBehavior = .continuous
        #expect(throws: LayoutError.self) {
            try CompositionalLayout(section: orthogonal).solve(
                in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [3]))
        }
    }

    @Test func applesTranslationReportsTheSection() {
        let translation = CompositionalLayoutTranslation.translate(rowsSection(), features: .iOS(17))
        #expect(translation.notes.contains { $0.message.contains("custom section layout") })
        // Given its item count, it becomes a custom group of the frames the layout gives the items.
        let placed = CompositionalLayoutTranslation.translate(
            rowsSection(), features: .iOS(17), environment: LayoutChecks.iPhone, itemCount: 3)
        if case .section(let section) = placed.kind {
            #expect(section.group.itemProvider?(LayoutChecks.iPhone).count == 3)
        } else {
            Issue.record("a custom section must become a section of a custom group")
        }
    }
}

/// Rows whose range query lists every index it finds twice (an app's query merging two lookups,
/// say).
private struct TwiceListedRowsLayout: CustomSectionLayout {
    func solve(in context: CustomSectionContext) throws(LayoutError) -> TwiceListedRows {
        TwiceListedRows(
            rows: Rows(
                width: context.container.effectiveContentSize.width,
                heights: Array(repeating: 40, count: context.itemCount), reportedCount: context.itemCount))
    }
}

private struct TwiceListedRows: CustomSectionSolution {
    var rows: Rows
    var itemCount: Int { rows.itemCount }
    var contentSize: CGSize { rows.contentSize }
    func item(at index: Int) -> LayoutGroupCustomItem { rows.item(at: index) }
    func indexesOfItems(in rect: CGRect) -> [Int] { rows.indexesOfItems(in: rect).flatMap { [$0, $0] } }
    func selfSizingAxes(ofItem index: Int) -> SelfSizingAxes { [] }
    mutating func updateItemSize(_ size: CGSize, at index: Int) throws(LayoutError) {}
}

@Suite("Custom section range queries")
struct CustomSectionRangeQueryTests {
    /// A range query that listed an index twice listed its cell twice (a host showed two cells
    /// for one item): each index is taken once.
    @Test func anIndexListedTwiceIsOneCell() throws {
        let layout = CompositionalLayout(section: LayoutSection(customLayout: TwiceListedRowsLayout()))
        let solution = try layout.solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [5]))
        let cells = solution.elements(in: CGRect(x: 0, y: 0, width: 390, height: 100)).filter { $0.category == .cell }
        #expect(cells.map(\.indexPath.item) == [0, 1, 2])
    }
}
