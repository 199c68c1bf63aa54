import Foundation
import SnapshotTesting
import TesseraPreview
import Testing

/// The SVG previews of a few layouts, compared line by line with the recorded references in
/// `__Snapshots__/` (re-record with `SNAPSHOT_TESTING_RECORD=all swift test --filter SVGPreview`).
@Suite("SVG previews")
struct SVGPreviewTests {
    private static func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
        LayoutSize(widthDimension: width, heightDimension: height)
    }

    /// A two-column grid under a pinned header, with a rounded background, scrolled by 120 pt.
    @Test func gridWithPinnedHeaderAndBackground() throws {
        let item = LayoutItem(layoutSize: Self.size(.fractionalWidth(0.5), .fractionalHeight(1)))
        var group = LayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(80)), subitems: [item])
        group.interItemSpacing = .fixed(8)
        var section = LayoutSection(group: group)
        section.interGroupSpacing = 8
        section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        var header = LayoutBoundarySupplementaryItem(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(40)), elementKind: ElementKind.sectionHeader,
            alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        section.decorationItems = [.background(elementKind: "background")]
        let layout = CompositionalLayout(section: section)
        var solution = try layout.solve(
            in: LayoutEnvironment(width: 200, height: 240), content: LayoutContent(itemCounts: [8, 4]))
        solution.contentOffset = CGPoint(x: 0, y: 120)
        assertSnapshot(of: SVGPreview.render(solution, title: "Grid"), as: .lines)
    }

    /// An orthogonal section scrolled by one group: the groups out of view are drawn faintly.
    @Test func orthogonalSectionScrolled() throws {
        let item = LayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: Self.size(.absolute(120), .absolute(60)), subitems: [item])
        var section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        var solution = try CompositionalLayout(section: section).solve(
            in: LayoutEnvironment(width: 300, height: 100), content: LayoutContent(itemCounts: [5]))
        solution.setOrthogonalOffset(130, forSection: 0)
        assertSnapshot(of: SVGPreview.render(solution, title: "Banners"), as: .lines)
    }

    /// The screen builder's stacked layout: a card, separators and a timeline.
    @Test func stackedDecorations() throws {
        let rows = (0..<6).map {
            StackedLayout.Item(
                height: .absolute(30), spaceBefore: $0 == 2 || $0 == 4 ? 12 : 0, indent: $0 >= 4 ? 32 : 0)
        }
        let layout = StackedLayout(sections: [
            StackedLayout.Section(
                items: rows, insets: DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8),
                decorations: [
                    StackedLayout.Decoration(style: .card(), items: 0..<2),
                    StackedLayout.Decoration(style: .separators(), items: 2..<4),
                    StackedLayout.Decoration(style: .timeline(), items: 4..<6),
                ])
        ])
        let solution = try layout.solve(
            in: LayoutEnvironment(width: 240, height: 200), content: LayoutContent(itemCounts: [6]))
        assertSnapshot(of: SVGPreview.render(solution), as: .lines)
    }

    @Test func labelsAreEscapedAndNumbersAreCompact() throws {
        let item = LayoutItem(layoutSize: Self.size(.fractionalWidth(1), .absolute(33.333)))
        var section = LayoutSection(
            group: .vertical(layoutSize: Self.size(.fractionalWidth(1), .absolute(33.333)), subitems: [item]))
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: Self.size(.fractionalWidth(1), .absolute(20)), elementKind: "<kind & \"more\">",
                alignment: .top)
        ]
        var layout = CompositionalLayout(section: section)
        layout.configuration.roundsFramesToPixels = false
        let svg = SVGPreview.render(
            try layout.solve(in: LayoutEnvironment(width: 100, height: 100), content: LayoutContent(itemCounts: [1])))
        #expect(svg.contains("&lt;kind &amp; &quot;more&quot;&gt;"))
        #expect(svg.contains(#"height="33.33""#))
        #expect(!svg.contains("<kind"))
    }
}
