import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

/// An environment of 390 × 844 points in a layout direction.
private func environment(_ direction: TraitEnvironmentLayoutDirection, width: CGFloat = 390, height: CGFloat = 844)
    -> LayoutEnvironment
{
    LayoutEnvironment(
        container: LayoutContainer(contentSize: CGSize(width: width, height: height)),
        traitCollection: LayoutTraitCollection(layoutDirection: direction))
}

/// Every element of a right-to-left solution is its left-to-right element mirrored across the
/// content's width.
private func expectMirrored(
    _ layout: any CollectionLayout, counts: [Int], width: CGFloat = 390,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let content = LayoutContent(itemCounts: counts)
    let leftToRight = try layout.solve(in: environment(.leftToRight, width: width), content: content)
    let rightToLeft = try layout.solve(in: environment(.rightToLeft, width: width), content: content)
    #expect(leftToRight.contentSize == rightToLeft.contentSize, sourceLocation: sourceLocation)
    let mirrored = leftToRight.allElements().map { attributes -> LayoutAttributes in
        var copy = attributes
        copy.frame.origin.x = leftToRight.contentSize.width - attributes.frame.maxX
        return copy
    }
    let difference = LayoutChecks.difference(rightToLeft.allElements(), mirrored)
    #expect(difference == nil, "\(difference ?? "")", sourceLocation: sourceLocation)
}

@Suite("Right to left")
struct RightToLeftTests {
    @Test func aTwoColumnGroupPutsItsFirstItemOnTheRight() throws {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let solution = try solve(LayoutSection(group: group), items: 4, environment: environment(.rightToLeft))
        expectFrames(
            LayoutChecks.cellFrames(solution),
            [
                CGRect(x: 195, y: 0, width: 195, height: 100), CGRect(x: 0, y: 0, width: 195, height: 100),
                CGRect(x: 195, y: 100, width: 195, height: 100), CGRect(x: 0, y: 100, width: 195, height: 100),
            ])
        #expect(solution.layoutDirection == .rightToLeft)
        // A rectangle query answers in screen coordinates too.
        #expect(
            solution.elements(in: CGRect(x: 300, y: 10, width: 10, height: 10)).map(\.indexPath) == [
                IndexPath(item: 0, section: 0)
            ])
    }

    @Test func leadingInsetsAreOnTheRight() throws {
        let row = LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(44)))
        var section = LayoutSection(
            group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [row]))
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 8)
        let solution = try solve(section, items: 2, environment: environment(.rightToLeft))
        expectFrame(
            solution.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(x: 8, y: 0, width: 366, height: 44))
    }

    @Test func aPinnedHeaderSectionMirrorsAndStillSticks() throws {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)))
        var section = LayoutSection(
            group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item]))
        var header = LayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(0.5), .absolute(40)), elementKind: ElementKind.sectionHeader,
            alignment: .topLeading)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        var solution = try solve(section, items: 30, environment: environment(.rightToLeft))
        // A leading-aligned header half the width sits on the right.
        expectFrame(
            solution.attributesForSupplementaryView(
                ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(x: 195, y: 0, width: 195, height: 40))
        solution.contentOffset = CGPoint(x: 0, y: 300)
        expectFrame(
            solution.attributesForSupplementaryView(
                ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(x: 195, y: 300, width: 195, height: 40))
        try expectMirrored(CompositionalLayout(section: section), counts: [30, 7])
    }

    @Test func listsFlowAndStackedLayoutsMirror() throws {
        var list = ListConfiguration(appearance: .insetGrouped)
        list.headerMode = .supplementary
        try expectMirrored(
            CompositionalLayout(section: .list(using: list, layoutEnvironment: environment(.leftToRight))),
            counts: [5, 3])
        var flow = FlowLayout()
        flow.itemSize = CGSize(width: 100, height: 60)
        flow.sectionInset = DirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 4)
        flow.minimumInteritemSpacing = 10
        try expectMirrored(flow, counts: [7, 2])
        let stacked = StackedLayout(sections: [
            StackedLayout.Section(
                items: [
                    StackedLayout.Item(height: .absolute(40)),
                    StackedLayout.Item(height: .absolute(40), spaceBefore: 8, indent: 30),
                    StackedLayout.Item(height: .absolute(40), indent: 30),
                ],
                insets: DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 8),
                decorations: [
                    StackedLayout.Decoration(style: .timeline(x: 20), items: 1..<3),
                    StackedLayout.Decoration(style: .card(), items: 0..<1),
                ]
            )
        ])
        try expectMirrored(stacked, counts: [3])
    }

    @Test func randomLayoutsMirrorExactly() throws {
        var random = SeededRandomNumberGenerator(seed: 14)
        var checked = 0
        for _ in 0..<80 {
            let layout = CompositionalLayout(
                section: RandomLayoutRecipe.random(using: &random).section(transposed: false))
            let counts = [Int.random(in: 0...30, using: &random)]
            // Some random descriptions cannot be solved (a typed error in both directions).
            guard (try? layout.solve(in: environment(.leftToRight), content: LayoutContent(itemCounts: counts))) != nil
            else { continue }
            try expectMirrored(layout, counts: counts)
            checked += 1
        }
        #expect(checked > 20)
    }
}

@Suite("Orthogonal bands in both directions")
struct OrthogonalBandDirectionTests {
    /// Five groups of 312 pt with 10 pt spacing, 16 pt insets: a band of 1,632 pt.
    private func band(_ behavior: OrthogonalScrollingBehavior, _ direction: TraitEnvironmentLayoutDirection) throws
        -> LayoutSolution
    {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        var section = LayoutSection(
            group: .horizontal(layoutSize: size(.absolute(312), .absolute(200)), subitems: [item]))
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        section.orthogonalScrollingBehavior = behavior
        return try solve(section, items: 5, environment: environment(direction))
    }

    @Test func aBandStartsAtItsTrailingEndInRightToLeft() throws {
        var solution = try band(.continuous, .rightToLeft)
        // Group 0 flush with the right inset; later groups extend to the left, off screen.
        expectFrame(
            solution.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(x: 390 - 16 - 312, y: 0, width: 312, height: 200))
        expectFrame(
            solution.attributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
            CGRect(x: 390 - 16 - 312 - 10 - 312, y: 0, width: 312, height: 200))
        let maximum = try #require(solution.maximumOrthogonalOffset(forSection: 0))
        let expectedMaximum: CGFloat = 16 + 5 * 312 + 4 * 10 + 16 - 390
        #expect(maximum == expectedMaximum)
        solution.setOrthogonalOffset(322, forSection: 0)
        // Scrolled forward by one group: group 1 takes group 0's place.
        expectFrame(
            solution.attributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
            CGRect(x: 62, y: 0, width: 312, height: 200))
    }
}
