import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

private func rowSection(
    estimate: CGFloat = 44, groupHeight: LayoutDimension = .estimated(44), itemHeight: LayoutDimension? = nil
) -> LayoutSection {
    let item = LayoutItem(layoutSize: size(.fractionalWidth(1), itemHeight ?? .estimated(estimate)))
    return LayoutSection(group: .vertical(layoutSize: size(.fractionalWidth(1), groupHeight), subitems: [item]))
}

private func measured(_ heights: [CGFloat], section: Int = 0) -> [IndexPath: CGSize] {
    var sizes: [IndexPath: CGSize] = [:]
    for (item, height) in heights.enumerated() {
        sizes[IndexPath(item: item, section: section)] = CGSize(width: 390, height: height)
    }
    return sizes
}

/// Spec §11: estimated sizes, measured sizes, uniform-across-siblings.
@Suite("Self-sizing")
struct SelfSizingTests {
    @Test("N — rows start at the estimate and take measured heights")
    func exampleN() throws {
        let layout = CompositionalLayout(section: rowSection())
        var solution = try layout.solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [3]))
        expectFrames(
            LayoutChecks.cellFrames(solution), [CGRect(0, 0, 390, 44), CGRect(0, 44, 390, 44), CGRect(0, 88, 390, 44)])
        let expected = [CGRect(0, 0, 390, 60), CGRect(0, 60, 390, 44), CGRect(0, 104, 390, 100)]

        let fromScratch = try layout.solve(
            in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [3], itemSizes: measured([60, 44, 100])))
        expectFrames(LayoutChecks.cellFrames(fromScratch), expected)
        #expect(fromScratch.contentSize.height == 204)

        for (item, height) in [60, 44, 100].enumerated() {
            try solution.updateItemSize(
                CGSize(width: 390, height: CGFloat(height)), at: IndexPath(item: item, section: 0))
        }
        expectFrames(LayoutChecks.cellFrames(solution), expected)
        #expect(solution.contentSize.height == 204)
        #expect(LayoutChecks.difference(solution.allElements(), fromScratch.allElements()) == nil)
    }

    @Test("Measured sizes replace estimates only along estimated axes")
    func onlyEstimatedAxes() throws {
        var solution = try CompositionalLayout(section: rowSection()).solve(
            in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [2]))
        try solution.updateItemSize(CGSize(width: 100, height: 70), at: IndexPath(item: 0, section: 0))
        expectFrames(LayoutChecks.cellFrames(solution), [CGRect(0, 0, 390, 70), CGRect(0, 70, 390, 44)])
    }

    @Test(".fractionalHeight(1) inside an estimated group does not self-size (quirk 3)")
    func fractionalItemInEstimatedGroup() throws {
        let layout = CompositionalLayout(section: rowSection(itemHeight: .fractionalHeight(1)))
        let solution = try layout.solve(
            in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [2], itemSizes: measured([80, 90])))
        expectFrames(LayoutChecks.cellFrames(solution), [CGRect(0, 0, 390, 44), CGRect(0, 44, 390, 44)])
    }

    @Test("O — a tag cloud wraps measured widths into new groups")
    func exampleO() throws {
        for estimate in [CGFloat(100), 50] {
            let item = LayoutItem(layoutSize: size(.estimated(estimate), .absolute(32)))
            var group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(32)), subitems: [item])
            group.interItemSpacing = .fixed(8)
            var section = LayoutSection(group: group)
            section.interGroupSpacing = 8
            var sizes: [IndexPath: CGSize] = [:]
            for (index, width) in [CGFloat(120), 150, 90, 200].enumerated() {
                sizes[IndexPath(item: index, section: 0)] = CGSize(width: width, height: 32)
            }
            let layout = CompositionalLayout(section: section)
            let expected = [
                CGRect(0, 0, 120, 32), CGRect(128, 0, 150, 32), CGRect(286, 0, 90, 32), CGRect(0, 40, 200, 32),
            ]
            let solution = try layout.solve(
                in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [4], itemSizes: sizes))
            expectFrames(LayoutChecks.cellFrames(solution), expected)
            #expect(solution.contentSize.height == 72)

            var incremental = try layout.solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [4]))
            for (path, size) in sizes.sorted(by: { $0.key < $1.key }) { try incremental.updateItemSize(size, at: path) }
            expectFrames(LayoutChecks.cellFrames(incremental), expected)
            #expect(LayoutChecks.difference(incremental.allElements(), solution.allElements()) == nil)
        }
    }

    @Test("uniformAcrossSiblings gives a row the height of its tallest item")
    func uniformAcrossSiblingsInAGroup() throws {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .uniformAcrossSiblings(estimate: 50)))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(50)), subitems: [item])
        let solution = try CompositionalLayout(section: LayoutSection(group: group)).solve(
            in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [4], itemSizes: measured([60, 80, 40, 45])))
        expectFrames(
            LayoutChecks.cellFrames(solution),
            [CGRect(0, 0, 195, 80), CGRect(195, 0, 195, 80), CGRect(0, 80, 195, 45), CGRect(195, 80, 195, 45)])
    }

    @Test("uniformAcrossSiblings on the outermost group shares the largest extent across the section")
    func uniformAcrossTheSection() throws {
        let layout = CompositionalLayout(section: rowSection(groupHeight: .uniformAcrossSiblings(estimate: 44)))
        var solution = try layout.solve(
            in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [3], itemSizes: measured([60, 44, 100])))
        expectFrames(
            LayoutChecks.cellFrames(solution).map { CGRect(x: $0.minX, y: $0.minY, width: $0.width, height: 0) },
            [CGRect(0, 0, 390, 0), CGRect(0, 100, 390, 0), CGRect(0, 200, 390, 0)])
        #expect(solution.contentSize.height == 300)
        try solution.updateItemSize(CGSize(width: 390, height: 120), at: IndexPath(item: 1, section: 0))
        #expect(solution.contentSize.height == 360)
    }

    @Test("Estimated headers take their measured height and push the content")
    func estimatedHeader() throws {
        var section = rowSection()
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .estimated(30)), elementKind: ElementKind.sectionHeader,
                alignment: .top)
        ]
        var solution = try CompositionalLayout(section: section).solve(
            in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [1]))
        expectFrame(solution.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(0, 30, 390, 44))
        try solution.updateSupplementarySize(
            CGSize(width: 390, height: 55), ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))
        expectFrame(solution.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(0, 55, 390, 44))
        #expect(solution.contentSize.height == 99)
    }

    @Test("An orthogonal section is as tall as its tallest measured group")
    func orthogonalSelfSizing() throws {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(100)))
        var section = LayoutSection(
            group: .horizontal(layoutSize: size(.absolute(150), .estimated(100)), subitems: [item]))
        section.orthogonalScrollingBehavior = .continuous
        var solution = try CompositionalLayout(section: section).solve(
            in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [5]))
        #expect(solution.contentSize.height == 100)
        try solution.updateItemSize(CGSize(width: 150, height: 140), at: IndexPath(item: 3, section: 0))
        #expect(solution.contentSize.height == 140)
        expectFrame(solution.attributesForItem(at: IndexPath(item: 3, section: 0))?.frame, CGRect(450, 0, 150, 140))
    }

    @Test("Bad measurements are rejected without changing the solution")
    func badMeasurements() throws {
        var solution = try CompositionalLayout(section: rowSection()).solve(
            in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [2]))
        let before = solution.allElements()
        #expect(throws: LayoutError.self) {
            try solution.updateItemSize(CGSize(width: 390, height: CGFloat.nan), at: IndexPath(item: 0, section: 0))
        }
        #expect(throws: LayoutError.invalidInput("item [0, 5]: no such item in the layout")) {
            try solution.updateItemSize(CGSize(width: 390, height: 50), at: IndexPath(item: 5, section: 0))
        }
        #expect(LayoutChecks.difference(solution.allElements(), before) == nil)
    }

    @Test("The size cache keys sizes by identity and width")
    func sizeCache() {
        var cache = LayoutSizeCache<String>()
        cache.setSize(CGSize(width: 390, height: 60), for: "a", width: 390)
        cache.setSize(CGSize(width: 844, height: 44), for: "a", width: 844)
        cache.setSize(CGSize(width: 390, height: 80), for: "b", width: 390)
        #expect(cache.size(for: "a", width: 390)?.height == 60)
        #expect(cache.size(for: "a", width: 844)?.height == 44)
        let positions = ["b": IndexPath(item: 0, section: 0), "a": IndexPath(item: 1, section: 0)]
        #expect(
            cache.itemSizes(width: 390) { positions[$0] } == [
                IndexPath(item: 0, section: 0): CGSize(width: 390, height: 80),
                IndexPath(item: 1, section: 0): CGSize(width: 390, height: 60),
            ])
        cache.removeSizes(for: "a")
        #expect(cache.size(for: "a", width: 844) == nil)
        #expect(cache.count(width: 390) == 1)
    }
}

/// Spec §13: list sections.
@Suite("List sections")
struct ListSectionTests {
    @Test("P — inset grouped list on a 390 pt iPhone")
    func exampleP() throws {
        let layout = CompositionalLayout.list(using: ListConfiguration(appearance: .insetGrouped))
        let solution = try layout.solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [2]))
        expectFrames(LayoutChecks.cellFrames(solution), [CGRect(16, 35, 358, 44), CGRect(16, 79, 358, 44)])
        #expect(solution.contentSize.height == 143)
        #expect(solution.attributesForItem(at: IndexPath(item: 0, section: 0))?.zIndex == 10)
        // A separator below the first row only (inset grouped lists end without one).
        let separators = solution.allElements().filter { $0.elementKind == ElementKind.listSeparator }
        #expect(separators.count == 1)
        expectFrame(separators.first?.frame, CGRect(32, 78.667, 342, 0.333))
    }

    @Test("Plain list rows before self-sizing")
    func plainList() throws {
        let solution = try CompositionalLayout.list(using: ListConfiguration(appearance: .plain)).solve(
            in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [3]))
        expectFrames(
            LayoutChecks.cellFrames(solution), [CGRect(0, 0, 390, 44), CGRect(0, 44, 390, 44), CGRect(0, 88, 390, 44)])
    }

    @Test("Plain headers have top padding and pin; grouped sections have paddings between them")
    func headersAndPaddings() throws {
        var plain = ListConfiguration(appearance: .plain)
        plain.headerMode = .supplementary
        var solution = try CompositionalLayout.list(using: plain).solve(
            in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [30]))
        let header = IndexPath(item: 0, section: 0)
        expectFrame(
            solution.attributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: header)?.frame,
            CGRect(0, 22, 390, 28))
        expectFrame(solution.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(0, 50, 390, 44))
        solution.contentOffset = CGPoint(x: 0, y: 500)
        #expect(
            solution.attributesForSupplementaryView(ofKind: ElementKind.sectionHeader, at: header)?.frame.minY == 500)

        let grouped = try CompositionalLayout.list(using: ListConfiguration(appearance: .grouped)).solve(
            in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [1, 1]))
        // 35 above the first section; 17.667 below it and above the next; 20 below the last.
        expectFrame(grouped.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(0, 35, 390, 44))
        expectFrame(grouped.attributesForItem(at: IndexPath(item: 0, section: 1))?.frame, CGRect(0, 114.333, 390, 44))
        #expect(abs(grouped.contentSize.height - 178.333) < 0.001)
    }

    @Test("Inset lists use wide margins on wide phones")
    func wideMargins() throws {
        let solution = try CompositionalLayout.list(using: ListConfiguration(appearance: .insetGrouped)).solve(
            in: LayoutEnvironment(width: 430, height: 932), content: LayoutContent(itemCounts: [1]))
        expectFrame(solution.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(20, 35, 390, 44))
    }
}
