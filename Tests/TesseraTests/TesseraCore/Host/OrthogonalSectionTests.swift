import Foundation
@_spi(Testing) import Tessera
import TesseraTestSupport
import Testing

/// Sections of a screen with a band: `band` sections scroll sideways (groups of 300 × 100), the
/// others are rows of 44.
@MainActor
private final class BandScreen {
    let view: HeadlessCollectionView
    let dataSource: CollectionViewDiffableDataSource<String, String>
    nonisolated static let bands: Set<String> = ["band", "other band"]

    init(direction: TraitEnvironmentLayoutDirection = .leftToRight, sections: [(String, Int)]) throws {
        view = TestViews.headless(height: 600)
        view.layoutDirection = direction
        let registration = CellRegistration<TextCell, String> { cell, _, item in cell.text = item }
        dataSource = CollectionViewDiffableDataSource(collectionView: view, cellRegistration: registration)
        try apply(sections)
        view.layoutIfNeeded()
    }

    func apply(_ sections: [(String, Int)], reloadingData: Bool = false) throws {
        var snapshot = Snapshot<String, String>()
        for (section, count) in sections {
            try snapshot.appendSections([section])
            try snapshot.appendItems((0..<count).map { "\(section) \($0)" }, toSection: section)
        }
        let identifiers = snapshot.sectionIdentifiers
        let layout = CompositionalLayout { index, _ in
            let item = LayoutItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            guard identifiers.indices.contains(index), BandScreen.bands.contains(identifiers[index]) else {
                let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                return LayoutSection(group: .vertical(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
            }
            var section = LayoutSection(
                group: .horizontal(
                    layoutSize: LayoutSize(widthDimension: .absolute(300), heightDimension: .absolute(100)),
                    subitems: [item]))
            section.orthogonalScrollingBehavior = .continuous
            section.interGroupSpacing = 10
            return section
        }
        dataSource.updater.apply(snapshot, animatingDifferences: false, reloadingData: reloadingData, layout: layout)
    }

    func offset(of section: String) -> CGFloat? {
        dataSource.index(for: section).flatMap { view.layoutSolution?.orthogonalOffset(forSection: $0) }
    }
}

@Suite("Orthogonal sections: state, reach, invalidation")
@MainActor
struct OrthogonalSectionTests {
    /// A reload says nothing of which sections the new ones are: a band does not take the offset of
    /// the section that had its index before.
    @Test func aReloadForgetsTheOffsetsOfTheBands() throws {
        let screen = try BandScreen(sections: [("band", 10), ("rows", 3)])
        screen.view.setOrthogonalOffset(450, forSection: 0)
        #expect(screen.offset(of: "band") == 450)
        try screen.apply([("other band", 10), ("band", 10), ("rows", 3)], reloadingData: true)
        screen.view.layoutIfNeeded()
        #expect(screen.offset(of: "other band") == 0)
        #expect(screen.offset(of: "band") == 0)
    }

    @Test func offsetsFollowTheirSectionsThroughUpdatesAndAreClamped() throws {
        let screen = try BandScreen(sections: [("rows", 3), ("band", 10), ("other band", 10)])
        screen.view.setOrthogonalOffset(450, forSection: 1)
        screen.view.setOrthogonalOffset(10_000, forSection: 2)
        // Clamped to the band's range: 10 groups of 300 + 9 × 10 − 390.
        #expect(screen.offset(of: "other band") == 2700)
        // A section inserted before, then the band moved after the other: offsets follow.
        try screen.apply([("new", 2), ("rows", 3), ("other band", 10), ("band", 10)])
        #expect(screen.view.failures.isEmpty)
        #expect(screen.offset(of: "band") == 450)
        #expect(screen.offset(of: "other band") == 2700)
        // The band shrinks: its offset is clamped to the new range.
        try screen.apply([("rows", 3), ("band", 2), ("other band", 10)])
        #expect(screen.offset(of: "band") == 220)
        // Deleted, then inserted again: a new band starts at its leading edge.
        try screen.apply([("rows", 3), ("other band", 10)])
        try screen.apply([("rows", 3), ("band", 10), ("other band", 10)])
        #expect(screen.offset(of: "band") == 0)
        #expect(screen.offset(of: "other band") == 2700)
    }

    @Test(arguments: [TraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func scrollingToAnItemOutOfItsBandScrollsTheBandAndTheView(_ direction: TraitEnvironmentLayoutDirection) throws {
        let screen = try BandScreen(direction: direction, sections: [("rows", 20), ("band", 10)])
        let item = IndexPath(item: 6, section: 1)
        #expect(screen.view.cellForItem(at: item) == nil)
        screen.view.scrollToItem(at: item, position: .centeredVertically, animated: false)
        let frame = try #require(screen.view.layoutAttributesForItem(at: item)?.frame)
        // In view both ways: the band scrolled just enough (to its leading edge's side).
        #expect(frame.minX >= 0 && frame.maxX <= 390, "\(frame)")
        #expect(screen.view.bounds.contains(CGPoint(x: frame.midX, y: frame.midY)))
        #expect(screen.view.cellForItem(at: item) != nil)
        #expect(abs((screen.offset(of: "band") ?? 0) - (6 * 310 + 300 - 390)) < 0.01)
        // Centred horizontally: the band's part of the position.
        screen.view.scrollToItem(
            at: IndexPath(item: 3, section: 1), position: [.centeredVertically, .centeredHorizontally], animated: false)
        let centred = try #require(screen.view.layoutAttributesForItem(at: IndexPath(item: 3, section: 1))?.frame)
        #expect(centred.midX == 195)
    }

    @Test func aScrollStepInvalidatesWhatIsVisibleNotTheWholeLayout() throws {
        // A million items in 10,000 sections of 100, each with a pinned header, and a band with a
        // visible-items handler.
        let header = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30))
        let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let layout = CompositionalLayout { index, _ in
            var section = LayoutSection(group: .vertical(layoutSize: row, subitems: [LayoutItem(layoutSize: row)]))
            var pinned = LayoutBoundarySupplementaryItem(
                layoutSize: header, elementKind: ElementKind.sectionHeader, alignment: .top)
            pinned.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [pinned]
            if index == 0 {
                section.orthogonalScrollingBehavior = .groupPaging
                section.visibleItemsInvalidationHandler = { items, _, _ in
                    for item in items { item.alpha = 0.5 }
                }
            }
            return section
        }
        var solution = try layout.solve(
            in: LayoutEnvironment(width: 390, height: 844),
            content: LayoutContent(itemCounts: Array(repeating: 100, count: 10_000)))
        var largest = 0
        for step in 0..<200 {
            let old = solution.contentOffset
            solution.contentOffset.y = CGFloat(step) * 23
            largest = max(largest, solution.invalidation(forScrollingFrom: old).count)
        }
        // The visible screen holds about 20 rows: a step touches no more than that.
        #expect(largest <= 40, "a scroll step invalidated \(largest) elements")
        // Deep in the list: only the pinned header of the section on screen moves.
        solution.contentOffset.y = 3_000_000
        let old = solution.contentOffset
        solution.contentOffset.y += 10
        let deep = solution.invalidation(forScrollingFrom: old)
        #expect(deep.items.isEmpty)
        #expect(deep.supplementaryElements.values.reduce(0) { $0 + $1.count } <= 2)
    }

    @Test func estimatedWidthChipsMeasureTheirWidthAndTheBandFollows() throws {
        let view = TestViews.headless(height: 300)
        let chip = LayoutSize(widthDimension: .estimated(60), heightDimension: .absolute(32))
        var section = LayoutSection(group: .horizontal(layoutSize: chip, subitems: [LayoutItem(layoutSize: chip)]))
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 8
        view.setLayout(CompositionalLayout(section: section), animated: false)
        let registration = CellRegistration<TextCell, String> { cell, _, item in
            cell.text = item
            cell.preferredSize = CGSize(width: CGFloat(item.count * 10), height: 999)
        }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(
            collectionView: view, cellRegistration: registration)
        dataSource.apply(try Snapshot([(0, ["short", "a much longer chip", "mid chip"])]))
        view.layoutIfNeeded()
        let solution = try #require(view.layoutSolution)
        #expect(solution.attributesForItem(at: IndexPath(item: 0, section: 0))?.selfSizingAxes == .horizontal)
        // The width follows the chip's text; the absolute height does not.
        #expect(
            solution.attributesForItem(at: IndexPath(item: 1, section: 0))?.frame.size == CGSize(width: 180, height: 32)
        )
        #expect(abs((solution.orthogonalContentExtent(forSection: 0) ?? 0) - (50 + 8 + 180 + 8 + 80)) < 0.01)
    }

    @Test func aContentSizeCategoryChangeMeasuresEverythingAgain() throws {
        let view = TestViews.headless(height: 600, layout: TestLayouts.selfSizingRows(estimate: 44))
        let registration = CellRegistration<SelfSizingTextCell, Int> { cell, _, _ in
            cell.text = String(repeating: "x", count: 40)
        }
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(
            collectionView: view, cellRegistration: registration)
        dataSource.apply(try Snapshot([(0, [1, 2, 3])]))
        // 40 characters at 30 per line: two lines, 44 pt.
        #expect(view.contentSize.height == 132)
        // Larger text: 10 characters per line, four lines — every cell measures itself again.
        let cells = view.visibleCells
        view.preferredContentSizeCategory = .accessibilityLarge
        for case let cell as SelfSizingTextCell in cells { cell.charactersPerLine = 10 }
        view.layoutIfNeeded()
        #expect(abs(view.contentSize.height - 3 * 84) < 0.01)
        #expect(view.layoutEnvironment.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
    }

    @Test func readingOrderHeadingsAndMovesForVoiceOver() throws {
        let section = TestSections.columns(2, rowHeight: 50, header: true, footer: true)
        for direction in [TraitEnvironmentLayoutDirection.leftToRight, .rightToLeft] {
            let environment = LayoutEnvironment(
                container: LayoutContainer(contentSize: CGSize(width: 390, height: 844)),
                traitCollection: LayoutTraitCollection(layoutDirection: direction))
            let solution = try CompositionalLayout(section: section).solve(
                in: environment, content: LayoutContent(itemCounts: [4]))
            let order = solution.accessibilityOrder(in: CGRect(x: 0, y: 0, width: 390, height: 844))
            #expect(
                order == [.supplementary(ElementKind.sectionHeader, IndexPath(item: 0, section: 0))]
                    + (0..<4).map { .cell(IndexPath(item: $0, section: 0)) } + [
                        .supplementary(ElementKind.sectionFooter, IndexPath(item: 0, section: 0))
                    ])
            #expect(
                solution.isAccessibilityHeading(
                    .supplementary(ElementKind.sectionHeader, IndexPath(item: 0, section: 0))))
            #expect(
                !solution.isAccessibilityHeading(
                    .supplementary(ElementKind.sectionFooter, IndexPath(item: 0, section: 0))))
        }
        // Band items scrolled out of view are read too, in band order.
        let band = try BandScreen(sections: [("band", 6)])
        #expect(
            band.view.layoutSolution?.accessibilityOrder(in: band.view.bounds)
                == (0..<6).map { .cell(IndexPath(item: $0, section: 0)) })
        // Reordering for VoiceOver: the moves the data source allows, and performing one.
        let view = TestViews.headless(height: 600)
        let dataSource = TestDataSources.numbers(on: view)
        dataSource.apply(try Snapshot([(0, [1, 2, 3, 4])]))
        view.layoutIfNeeded()
        #expect(
            view.accessibilityMoveActions(forItemAt: IndexPath(item: 1, section: 0), dataSource: dataSource).isEmpty)
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        let actions = view.accessibilityMoveActions(forItemAt: IndexPath(item: 1, section: 0), dataSource: dataSource)
        #expect(actions.map(\.name) == ["Move up", "Move down", "Move to bottom"])
        view.performAccessibilityMove(
            from: IndexPath(item: 1, section: 0), to: IndexPath(item: 3, section: 0), dataSource: dataSource)
        #expect(view.failures.isEmpty, "\(view.failures.map(\.message))")
        #expect(dataSource.snapshot().itemIdentifiers == [1, 3, 4, 2])
        #expect(view.cellForItem(at: IndexPath(item: 3, section: 0))?.contentDescription == "2")
    }

    @Test func supplementariesHaveAttributesWhileTheirSectionGoes() throws {
        var state = HostLayoutState(
            layout: CompositionalLayout(section: TestSections.columns(1, rowHeight: 44, header: true)))
        let environment = LayoutEnvironment(width: 390, height: 844)
        try state.solve(in: environment, itemCounts: [2, 2])
        let header = LayoutElementKey.supplementary(ElementKind.sectionHeader, IndexPath(item: 0, section: 1))
        state.beginUpdate(
            try BatchUpdate(deletedSections: [1]).mapping(itemCountsBefore: [2, 2], itemCountsAfter: [2]))
        try state.solve(in: environment, itemCounts: [2])
        // The header of the deleted section: where it was, for its disappearing animation.
        #expect(state.attributes(for: header)?.frame == CGRect(x: 0, y: 118, width: 390, height: 30))
        #expect(state.finalAttributes(forDisappearing: header)?.alpha == 0)
        state.endUpdate()
        #expect(state.attributes(for: header) == nil)
    }
}
