import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

/// Spec §14: UICollectionViewFlowLayout.
@Suite("Flow layout")
struct FlowLayoutTests {
    private func flow(_ configure: (inout FlowLayout) -> Void = { _ in }) -> FlowLayout {
        var layout = FlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        configure(&layout)
        return layout
    }

    @Test("Q — justified rows, grid-aligned last row")
    func exampleQ() throws {
        let solution = try flow().solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [8]))
        expectFrames(
            LayoutChecks.cellFrames(solution),
            [
                CGRect(0, 0, 100, 100), CGRect(145, 0, 100, 100), CGRect(290, 0, 100, 100),
                CGRect(0, 110, 100, 100), CGRect(145, 110, 100, 100), CGRect(290, 110, 100, 100),
                CGRect(0, 220, 100, 100), CGRect(145, 220, 100, 100),
            ])
        #expect(solution.contentSize == CGSize(width: 390, height: 320))
    }

    @Test("Q — with section insets and a header")
    func exampleQVariants() throws {
        let inset = try flow { $0.sectionInset = DirectionalEdgeInsets(leading: 15, trailing: 15) }.solve(
            in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [3]))
        #expect(LayoutChecks.cellFrames(inset).map(\.minX) == [15, 145, 275])
        let header = try flow { $0.headerReferenceSize = CGSize(width: 0, height: 50) }.solve(
            in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [3]))
        #expect(LayoutChecks.cellFrames(header).map(\.minY) == [50, 50, 50])
        expectFrame(
            header.attributesForSupplementaryView(
                ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))?.frame, CGRect(0, 0, 390, 50))
    }

    @Test("R — a single-item common row is centred; a non-uniform last row is leading-aligned")
    func exampleR() throws {
        let delegateSized = flow { $0.itemSizeProvider = { _ in CGSize(width: 250, height: 100) } }
        let solution = try delegateSized.solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [2]))
        expectFrames(LayoutChecks.cellFrames(solution), [CGRect(70, 0, 250, 100), CGRect(0, 110, 250, 100)])
        let uniform = try flow { $0.itemSize = CGSize(width: 250, height: 100) }.solve(
            in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [2]))
        expectFrames(LayoutChecks.cellFrames(uniform), [CGRect(70, 0, 250, 100), CGRect(70, 110, 250, 100)])
    }

    @Test func mixedSizesAreCentredAcrossTheirRow() throws {
        let sizes = [
            CGSize(width: 100, height: 50), CGSize(width: 100, height: 100), CGSize(width: 100, height: 80),
            CGSize(width: 300, height: 40),
        ]
        let layout = flow { $0.itemSizeProvider = { sizes[$0[1]] } }
        let solution = try layout.solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [4]))
        expectFrames(
            LayoutChecks.cellFrames(solution),
            [CGRect(0, 25, 100, 50), CGRect(145, 0, 100, 100), CGRect(290, 10, 100, 80), CGRect(0, 110, 300, 40)])
        #expect(solution.contentSize.height == 150)
    }

    @Test func sectionsStackWithFootersAndPinnedHeaders() throws {
        let layout = flow {
            $0.headerReferenceSize = CGSize(width: 0, height: 30)
            $0.footerReferenceSize = CGSize(width: 0, height: 20)
            $0.sectionInset = DirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
            $0.sectionHeadersPinToVisibleBounds = true
        }
        var solution = try layout.solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [6, 3]))
        // Section 0: header 30 + 10 + 2 rows (210) + 10 + footer 20 = 280.
        expectFrame(solution.frame(ofSection: 1), CGRect(0, 280, 390, 170))
        expectFrame(solution.attributesForItem(at: IndexPath(item: 0, section: 1))?.frame, CGRect(0, 320, 100, 100))
        solution.contentOffset = CGPoint(x: 0, y: 100)
        expectFrame(
            solution.attributesForSupplementaryView(
                ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))?.frame, CGRect(0, 100, 390, 30))
    }

    @Test func estimatedItemsTakeMeasuredSizes() throws {
        var solution = try flow { $0.estimatedItemSize = CGSize(width: 100, height: 50) }.solve(
            in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [3]))
        try solution.updateItemSize(CGSize(width: 300, height: 60), at: IndexPath(item: 1, section: 0))
        // 100 + 10 + 300 overflows: rows of one item each; common rows are centred, the last one is not.
        expectFrames(
            LayoutChecks.cellFrames(solution),
            [CGRect(145, 0, 100, 50), CGRect(45, 60, 300, 60), CGRect(0, 130, 100, 50)])
    }

    @Test func invalidMetricsAreErrors() {
        #expect(
            throws: LayoutError.invalidDimension("flow: minimumLineSpacing must be finite and not negative, found -1.0")
        ) {
            try flow { $0.minimumLineSpacing = -1 }.solve(
                in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [1]))
        }
        #expect(throws: LayoutError.self) {
            try flow { $0.itemSize = .zero }.solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [1]))
        }
    }
}
