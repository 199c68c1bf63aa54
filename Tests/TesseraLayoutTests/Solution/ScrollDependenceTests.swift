import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

@Suite("What moves when the content scrolls")
struct ScrollDependenceTests {
    private func header(pinned: Bool) -> LayoutBoundarySupplementaryItem {
        var header = LayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), elementKind: ElementKind.sectionHeader,
            alignment: .top)
        header.pinToVisibleBounds = pinned
        return header
    }

    private func listSection() -> LayoutSection {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(44)))
        return LayoutSection(group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item]))
    }

    @Test func plainLayoutDoesNotDependOnTheOffset() throws {
        var section = listSection()
        section.boundarySupplementaryItems = [header(pinned: false)]
        let solution = try solve(section, items: 10)
        #expect(!solution.dependsOnContentOffset)
        #expect(solution.pinnedSupplementaryKeys.isEmpty)
        #expect(solution.sectionsWithVisibleItemsHandlers.isEmpty)
        #expect(solution.orthogonallyScrollingSections.isEmpty)
        #expect(solution.orthogonalScrollingFrame(forSection: 0) == nil)
    }

    @Test func pinnedHeadersAreListedBySectionAndLayout() throws {
        var section = listSection()
        section.boundarySupplementaryItems = [header(pinned: true)]
        var configuration = LayoutConfiguration()
        var global = header(pinned: true)
        global.elementKind = "banner"
        configuration.boundarySupplementaryItems = [global]
        let pinnedSection = section
        let layout = CompositionalLayout(configuration: configuration) { _, _ in pinnedSection }
        let solution = try layout.solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [3, 4]))
        #expect(solution.dependsOnContentOffset)
        #expect(
            solution.pinnedSupplementaryKeys == [
                .supplementary("banner", IndexPath(index: 0)),
                .supplementary(ElementKind.sectionHeader, IndexPath(item: 0, section: 0)),
                .supplementary(ElementKind.sectionHeader, IndexPath(item: 0, section: 1)),
            ])
    }

    @Test func visibleItemsHandlersMakeSectionsScrollDependent() throws {
        var handled = listSection()
        handled.visibleItemsInvalidationHandler = { _, _, _ in }
        let sections = [listSection(), handled]
        let layout = CompositionalLayout { index, _ in sections[index] }
        let solution = try layout.solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [2, 2]))
        #expect(solution.dependsOnContentOffset)
        #expect(solution.sectionsWithVisibleItemsHandlers == IndexSet(integer: 1))
        #expect(solution.pinnedSupplementaryKeys.isEmpty)
    }

    @Test func orthogonalBandCoversTheGroupsNotTheHeader() throws {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        var banner = LayoutSection(
            group: .horizontal(layoutSize: size(.fractionalWidth(0.7), .absolute(225)), subitems: [item]))
        banner.orthogonalScrollingBehavior = .groupPaging
        banner.contentInsets = DirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        banner.boundarySupplementaryItems = [header(pinned: false)]
        let sections = [listSection(), banner]
        let layout = CompositionalLayout { index, _ in sections[index] }
        let solution = try layout.solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [2, 6]))
        #expect(solution.orthogonallyScrollingSections == [1])
        // Section 1 starts after two 44 pt rows; its header takes 50 pt, then the 10 pt inset.
        expectFrame(solution.orthogonalScrollingFrame(forSection: 1), CGRect(0, 88 + 50 + 10, 390, 225))
        #expect(solution.orthogonalScrollingFrame(forSection: 0) == nil)
        #expect(solution.orthogonalScrollingFrame(forSection: 7) == nil)
    }
}
