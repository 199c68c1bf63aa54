import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

@Suite("Waterfall sections")
struct WaterfallSectionLayoutTests {
    private func section() -> LayoutSection {
        var section = waterfallSection(
            columns: .fixed(2), heights: [100, 150], columnSpacing: 10, interItemSpacing: 10)
        section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        section.boundarySupplementaryItems = pinnedHeaderAndFooter(header: .absolute(40), footer: .estimated(30))
        section.decorationItems = [.background(elementKind: "card")]
        return section
    }

    private func solve(counts: [Int] = [6, 6]) throws -> LayoutSolution {
        var configuration = LayoutConfiguration()
        configuration.interSectionSpacing = 20
        return try CompositionalLayout(section: section(), configuration: configuration).solve(
            in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: counts))
    }

    @Test func headersFootersAndBackgroundsSurroundTheColumns() throws {
        let solution = try solve()
        // Columns 174 wide at x 16 and 200; items 100/150 alternate: the left column gets
        // 0 (100), 2 (100), 4 (100); the right 1 (150), 3 (100)… placed shortest first.
        let cells = LayoutChecks.cellFrames(solution)
        expectFrames(
            cells,
            expectedWaterfall(
                heights: [100, 150], count: 6, columns: 2, width: 358, columnSpacing: 10, interItemSpacing: 10
            ).map { $0.offsetBy(dx: 16, dy: 48) })
        let bottom = cells.map(\.maxY).max() ?? 0
        expectFrame(
            supplementaryFrame(solution, ElementKind.sectionHeader, section: 0),
            CGRect(x: 16, y: 0, width: 358, height: 40))
        expectFrame(
            supplementaryFrame(solution, ElementKind.sectionFooter, section: 0),
            CGRect(x: 16, y: bottom + 8, width: 358, height: 30))
        let sectionFrame = try #require(solution.frame(ofSection: 0))
        #expect(sectionFrame == CGRect(x: 0, y: 0, width: 390, height: bottom + 8 + 30))
        expectFrame(
            solution.attributesForDecorationView(ofKind: "card", at: IndexPath(item: 0, section: 0))?.frame,
            sectionFrame)
        #expect(solution.frame(ofSection: 1)?.minY == sectionFrame.maxY + 20)
    }

    @Test func thePinnedHeaderSticksWithinItsSection() throws {
        var solution = try solve()
        let sectionFrame = try #require(solution.frame(ofSection: 0))
        solution.contentOffset = CGPoint(x: 0, y: 120)
        #expect(solution.dependsOnContentOffset)
        let header = solution.elements(in: solution.visibleRect).first { $0.elementKind == ElementKind.sectionHeader }
        expectFrame(header?.frame, CGRect(x: 16, y: 120, width: 358, height: 40))
        solution.contentOffset = CGPoint(x: 0, y: sectionFrame.maxY - 10)
        expectFrame(
            supplementaryFrame(solution, ElementKind.sectionHeader, section: 0),
            CGRect(x: 16, y: sectionFrame.maxY - 40, width: 358, height: 40))
    }

    @Test func aMeasuredFooterGrowsTheSection() throws {
        var solution = try solve()
        let before = try #require(solution.frame(ofSection: 0))
        try solution.updateSupplementarySize(
            CGSize(width: 358, height: 70), ofKind: ElementKind.sectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(solution.frame(ofSection: 0)?.height == before.height + 40)
        #expect(solution.frame(ofSection: 1)?.minY == before.maxY + 40 + 20)
    }

    @Test func aVisibleItemsHandlerSeesAndChangesTheWaterfallsCells() throws {
        var faded = section()
        faded.visibleItemsInvalidationHandler = { items, _, _ in
            for item in items where item.representedElementCategory == .cell { item.alpha = 0.5 }
        }
        let solution = try CompositionalLayout(section: faded).solve(
            in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [6]))
        let cells = solution.elements(in: solution.visibleRect).filter { $0.category == .cell }
        #expect(cells.count == 6)
        #expect(cells.allSatisfy { $0.alpha == 0.5 })
    }

    @Test func anEmptyWaterfallKeepsItsChrome() throws {
        let solution = try solve(counts: [0])
        #expect(solution.frame(ofSection: 0) == CGRect(x: 0, y: 0, width: 390, height: 40 + 8 + 8 + 30))
        #expect(solution.allElements().filter { $0.category == .cell }.isEmpty)
    }

    @Test func rightToLeftMirrorsHeadersAndCells() throws {
        let environment = LayoutEnvironment(
            container: LayoutContainer(contentSize: CGSize(width: 390, height: 844)),
            traitCollection: LayoutTraitCollection(layoutDirection: .rightToLeft))
        let leftToRight = try solve()
        let rightToLeft = try CompositionalLayout(section: section()).solve(
            in: environment, content: LayoutContent(itemCounts: [6, 6]))
        let mirrored = leftToRight.allElements().filter { $0.indexPath.section == 0 }.map { attributes in
            var copy = attributes
            copy.frame.origin.x = 390 - attributes.frame.maxX
            return copy
        }
        let section0 = rightToLeft.allElements().filter { $0.indexPath.section == 0 }
        #expect(LayoutChecks.difference(section0, mirrored) == nil)
    }
}
