import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

private let header = ElementKind.sectionHeader
private let footer = ElementKind.sectionFooter

private func listSection(rows: CGFloat = 44) -> LayoutSection {
    let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(rows)))
    return LayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(rows)), subitems: [item]))
}

/// Spec §5, §6, §8, §9, §12: sections, boundary supplementaries, backgrounds, pinning, assembly.
@Suite("Spec examples: sections")
struct LayoutSectionTests {
    @Test("G — insets, inter-group spacing, two columns")
    func exampleG() throws {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        var group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        group.interItemSpacing = .fixed(10)
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(all: 16)
        section.interGroupSpacing = 8
        let solution = try solve(section, items: 5)
        expectFrames(
            LayoutChecks.cellFrames(solution),
            [
                CGRect(16, 16, 174, 100), CGRect(200, 16, 174, 100), CGRect(16, 124, 174, 100),
                CGRect(200, 124, 174, 100), CGRect(16, 232, 174, 100),
            ])
        #expect(solution.contentSize == CGSize(width: 390, height: 348))
    }

    @Test("H — simple list")
    func exampleH() throws {
        let solution = try solve(listSection(), items: 3)
        expectFrames(
            LayoutChecks.cellFrames(solution), [CGRect(0, 0, 390, 44), CGRect(0, 44, 390, 44), CGRect(0, 88, 390, 44)])
        #expect(solution.contentSize == CGSize(width: 390, height: 132))
    }

    private func sectionI(
        headerWidth: LayoutDimension = .fractionalWidth(1), headerExtends: Bool = true, follows: Bool = true
    ) -> LayoutSection {
        var section = listSection()
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        var top = LayoutBoundarySupplementaryItem(
            layoutSize: size(headerWidth, .absolute(50)), elementKind: header, alignment: .top)
        top.extendsBoundary = headerExtends
        let bottom = LayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: footer, alignment: .bottom)
        section.boundarySupplementaryItems = [top, bottom]
        section.supplementariesFollowContentInsets = follows
        return section
    }

    @Test("I — header, footer and section insets")
    func exampleI() throws {
        let path = IndexPath(item: 0, section: 0)
        let solution = try solve(sectionI(), items: 2)
        expectFrame(solution.attributesForSupplementaryView(ofKind: header, at: path)?.frame, CGRect(20, 0, 350, 50))
        expectFrames(LayoutChecks.cellFrames(solution), [CGRect(20, 60, 350, 44), CGRect(20, 104, 350, 44)])
        expectFrame(solution.attributesForSupplementaryView(ofKind: footer, at: path)?.frame, CGRect(20, 158, 350, 30))
        #expect(solution.contentSize.height == 188)

        let unfollowed = try solve(sectionI(follows: false), items: 2)
        expectFrame(unfollowed.attributesForSupplementaryView(ofKind: header, at: path)?.frame, CGRect(0, 0, 390, 50))
        expectFrame(unfollowed.attributesForSupplementaryView(ofKind: footer, at: path)?.frame, CGRect(0, 158, 390, 30))

        let narrow = try solve(sectionI(headerWidth: .absolute(200)), items: 2)
        expectFrame(narrow.attributesForSupplementaryView(ofKind: header, at: path)?.frame, CGRect(95, 0, 200, 50))

        let overlay = try solve(sectionI(headerExtends: false), items: 2)
        expectFrame(overlay.attributesForSupplementaryView(ofKind: header, at: path)?.frame, CGRect(20, 0, 350, 50))
        expectFrames(LayoutChecks.cellFrames(overlay), [CGRect(20, 10, 350, 44), CGRect(20, 54, 350, 44)])
        expectFrame(overlay.attributesForSupplementaryView(ofKind: footer, at: path)?.frame, CGRect(20, 108, 350, 30))
        #expect(overlay.contentSize.height == 138)
    }

    @Test("K — background decoration with insets")
    func exampleK() throws {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .absolute(100)))
        var section = LayoutSection(
            group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item]))
        section.contentInsets = DirectionalEdgeInsets(all: 10)
        var background = LayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = DirectionalEdgeInsets(all: 5)
        section.decorationItems = [background]
        let solution = try solve(section, items: 2)
        expectFrames(LayoutChecks.cellFrames(solution), [CGRect(10, 10, 185, 100), CGRect(195, 10, 185, 100)])
        expectFrame(solution.frame(ofSection: 0), CGRect(0, 0, 390, 120))
        expectFrame(
            solution.attributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(5, 5, 380, 110))
    }

    @Test("L — a pinned header sticks, then is pushed up by its section's end")
    func exampleL() throws {
        var section = listSection()
        var top = LayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), elementKind: header, alignment: .top)
        top.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [top]
        var solution = try solve(section, items: 20)
        #expect(solution.frame(ofSection: 0)?.height == 930)
        let path = IndexPath(item: 0, section: 0)
        solution.contentOffset = CGPoint(x: 0, y: 300)
        expectFrame(solution.attributesForSupplementaryView(ofKind: header, at: path)?.frame, CGRect(0, 300, 390, 50))
        solution.contentOffset = CGPoint(x: 0, y: 900)
        expectFrame(solution.attributesForSupplementaryView(ofKind: header, at: path)?.frame, CGRect(0, 880, 390, 50))
        // elements(in:) reports the same pinned frame.
        let pinned = solution.elements(in: CGRect(x: 0, y: 900, width: 390, height: 844)).first {
            $0.elementKind == header
        }
        expectFrame(pinned?.frame, CGRect(0, 880, 390, 50))
        // Clear of a navigation bar when the adjusted content inset says so.
        solution.adjustedContentInset = DirectionalEdgeInsets(top: 100)
        solution.contentOffset = CGPoint(x: 0, y: 300)
        expectFrame(solution.attributesForSupplementaryView(ofKind: header, at: path)?.frame, CGRect(0, 400, 390, 50))
    }

    @Test("M — orthogonal continuous section")
    func exampleM() throws {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        var section = LayoutSection(
            group: .horizontal(layoutSize: size(.fractionalWidth(0.8), .absolute(200)), subitems: [item]))
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        var solution = try solve(section, items: 5)
        expectFrames(
            LayoutChecks.cellFrames(solution),
            [
                CGRect(16, 8, 312, 200), CGRect(338, 8, 312, 200), CGRect(660, 8, 312, 200),
                CGRect(982, 8, 312, 200), CGRect(1304, 8, 312, 200),
            ])
        #expect(solution.contentSize == CGSize(width: 390, height: 216))
        #expect(solution.orthogonalContentExtent(forSection: 0) == 1632)
        solution.setOrthogonalOffset(300, forSection: 0)
        expectFrame(solution.attributesForItem(at: IndexPath(item: 1, section: 0))?.frame, CGRect(38, 8, 312, 200))
        let visible = solution.elements(in: CGRect(x: 0, y: 0, width: 390, height: 844)).map(\.indexPath.item)
        #expect(visible == [0, 1, 2])
        #expect(solution.restingOrthogonalOffset(forSection: 0, proposedOffset: 5000) == 1242)
        #expect(solution.restingOrthogonalOffset(forSection: 0, proposedOffset: 123) == 123)
    }

    @Test("Orthogonal behaviours choose their resting offsets")
    func orthogonalBehaviours() throws {
        func solution(_ behavior: OrthogonalScrollingBehavior) throws -> LayoutSolution {
            let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
            var section = LayoutSection(
                group: .horizontal(layoutSize: size(.absolute(300), .absolute(100)), subitems: [item]))
            section.orthogonalScrollingBehavior = behavior
            section.interGroupSpacing = 10
            return try solve(section, items: 10)
        }
        let paging = try solution(.paging)
        #expect(paging.restingOrthogonalOffset(forSection: 0, proposedOffset: 500) == 390)
        #expect(paging.restingOrthogonalOffset(forSection: 0, proposedOffset: 100, velocity: 1) == 390)
        let groupPaging = try solution(.groupPaging)
        #expect(groupPaging.restingOrthogonalOffset(forSection: 0, proposedOffset: 500) == 620)
        #expect(groupPaging.restingOrthogonalOffset(forSection: 0, proposedOffset: 500, velocity: -1) == 310)
        let leading = try solution(.continuousGroupLeadingBoundary)
        #expect(leading.restingOrthogonalOffset(forSection: 0, proposedOffset: 700) == 620)
        let centred = try solution(.groupPagingCentered)
        // Each group is centred: (390 − 300) / 2 = 45 of extra inset on both sides.
        expectFrame(centred.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(45, 0, 300, 100))
        let expectedExtent: CGFloat = 45 + 3000 + 90 + 45
        #expect(centred.orthogonalContentExtent(forSection: 0) == expectedExtent)
    }

    @Test("Visible-items handler scales items by distance from the centre")
    func visibleItemsHandler() throws {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        var section = LayoutSection(
            group: .horizontal(layoutSize: size(.absolute(200), .absolute(100)), subitems: [item]))
        section.orthogonalScrollingBehavior = .continuous
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            for item in items {
                let distance = abs(item.frame.midX - offset.x - environment.container.contentSize.width / 2)
                let scale = max(0.8, 1 - distance / environment.container.contentSize.width)
                item.transform = LayoutTransform(scaleX: scale, y: scale)
                item.alpha = scale
            }
        }
        var solution = try solve(section, items: 5)
        solution.setOrthogonalOffset(95, forSection: 0)
        // Item 1 spans 200…400 unscrolled: centred at 300 − 95 = 205 ≈ the middle of 390.
        let attributes = try #require(solution.attributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(abs(attributes.transform.a - (1 - 10.0 / 390)) < 0.0001)
        expectFrame(attributes.frame, CGRect(105, 0, 200, 100))
        let elements = solution.elements(in: CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(elements.allSatisfy { $0.transform.a >= 0.8 && $0.transform.a <= 1 })
        #expect(elements.first { $0.indexPath.item == 0 }?.alpha ?? 1 < 1)
    }

    @Test("§12 — sections stack with inter-section spacing")
    func assembly() throws {
        let first = listSection()
        let item = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        var group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        group.interItemSpacing = .fixed(10)
        var second = LayoutSection(group: group)
        second.contentInsets = DirectionalEdgeInsets(all: 16)
        second.interGroupSpacing = 8
        var configuration = LayoutConfiguration()
        configuration.interSectionSpacing = 20
        let sections = [first, second]
        let layout = CompositionalLayout(configuration: configuration) { index, _ in sections[index] }
        let solution = try layout.solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [3, 5]))
        #expect(solution.contentSize == CGSize(width: 390, height: 500))
        expectFrame(solution.attributesForItem(at: IndexPath(item: 0, section: 1))?.frame, CGRect(16, 168, 174, 100))
    }

    @Test("§12 — an empty section without a description takes no room and no spacing")
    func placeholderSection() throws {
        var configuration = LayoutConfiguration()
        configuration.interSectionSpacing = 20
        let section = listSection()
        let layout = CompositionalLayout(configuration: configuration) { index, _ in index == 1 ? nil : section }
        let solution = try layout.solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [1, 0, 1]))
        expectFrame(solution.attributesForItem(at: IndexPath(item: 0, section: 2))?.frame, CGRect(0, 64, 390, 44))
        #expect(throws: LayoutError.missingSection(1)) {
            try layout.solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [1, 2, 1]))
        }
    }

    @Test("§6.4 — a layout-level header shifts every section")
    func layoutHeader() throws {
        var configuration = LayoutConfiguration()
        configuration.interSectionSpacing = 20
        configuration.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(60)), elementKind: "banner", alignment: .top)
        ]
        let solution = try CompositionalLayout(section: listSection(), configuration: configuration)
            .solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [1, 1]))
        expectFrame(
            solution.attributesForSupplementaryView(ofKind: "banner", at: IndexPath(index: 0))?.frame,
            CGRect(0, 0, 390, 60))
        expectFrame(solution.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(0, 60, 390, 44))
        expectFrame(solution.attributesForItem(at: IndexPath(item: 0, section: 1))?.frame, CGRect(0, 124, 390, 44))
        #expect(solution.contentSize.height == 168)
    }

    @Test("Safe-area reference insets narrow the content in landscape")
    func safeArea() throws {
        var environment = LayoutEnvironment(width: 844, height: 390)
        environment.safeAreaInsets = DirectionalEdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47)
        let solution = try solve(listSection(), items: 1, environment: environment)
        expectFrame(solution.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(47, 0, 750, 44))
        var none = listSection()
        none.contentInsetsReference = .none
        expectFrame(
            try solve(none, items: 1, environment: environment).attributesForItem(at: IndexPath(item: 0, section: 0))?
                .frame, CGRect(0, 0, 844, 44))
    }
}
