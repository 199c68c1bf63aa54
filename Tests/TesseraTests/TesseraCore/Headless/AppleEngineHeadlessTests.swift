import Foundation
import IssueReporting
import Tessera
import TesseraTestSupport
import TesseraTesting
import Testing

/// The headless host answers for the engine that ships: it says which engine each layout runs on
/// on iOS, lays out what that engine is handed, and reports what a device would.
@Suite("Headless host on the engine that ships")
@MainActor
struct AppleEngineHeadlessTests {
    private nonisolated static let rowSize = LayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
    private nonisolated static let rows = LayoutSection(
        group: .vertical(layoutSize: rowSize, subitems: [LayoutItem(layoutSize: rowSize)]))

    private func view(_ layout: some CollectionLayout, counts: [Int]) throws -> (HeadlessCollectionView, AnyObject) {
        let view = TestViews.headless(height: 844, layout: layout)
        let dataSource = TestDataSources.numbers(on: view)
        var snapshot = Snapshot<Int, Int>()
        var next = 0
        for (section, count) in counts.enumerated() {
            try snapshot.appendSections([section])
            try snapshot.appendItems(Array(next..<next + count), toSection: section)
            next += count
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        return (view, dataSource)
    }

    /// A section provider that returns `nil` for a section with items — the `[weak self]` provider
    /// of a screen that went away —: Apple's engine would assert ("Invalid section definition");
    /// the section is not handed to it, an empty section stands in, the others are laid out, and
    /// the refusal is reported.
    @Test func aMissingSectionWithItemsIsNeverHandedToApple() throws {
        let layout = CompositionalLayout { index, _ in index == 1 ? nil : Self.rows }
        let (view, dataSource) = try view(layout, counts: [2, 3, 2])
        withKnownIssue {
            view.layoutIfNeeded()
        } matching: {
            $0.description.contains("section 1 is not handed to Apple's compositional layout")
        }
        #expect(view.layoutEngineChoice.engine == .appleCompositional)
        #expect(view.visibleCells.count == 4)  // the stand-in shows none of its items
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))?.frame.minY == 88 + 1.0 / 3)
        _ = dataSource
    }

    /// A waterfall of estimated heights would freeze at its estimates in Apple's custom group: the
    /// layout runs on Tessera's engine, the view says so and lays it out there.
    @Test func aWaterfallOfEstimatedHeightsRunsOnTesserasEngine() throws {
        let waterfall = LayoutSection(
            customLayout: WaterfallSectionLayout(columnCount: .fixed(2), itemHeight: .uniform(.estimated(100))))
        let (view, dataSource) = try view(CompositionalLayout(section: waterfall), counts: [4])
        let choice = view.layoutEngineChoice
        #expect(choice.engine == .tessera)
        #expect(choice.reasons.contains { $0.contains("may size themselves") })
        #expect(
            view.dump().hasPrefix(
                "HeadlessCollectionView 390×844 offset (0, 0) content 390×200, 1 sections, Tessera's engine on iOS"))
        // A waterfall of final heights is exact as Apple's custom group, and goes there.
        let photos = LayoutSection(
            customLayout: WaterfallSectionLayout(columnCount: .fixed(2), itemHeight: .aspectRatio { _ in 1 }))
        view.setLayout(CompositionalLayout(section: photos), animated: false)
        #expect(view.layoutEngineChoice.engine == .appleCompositional)
        _ = dataSource
    }

    /// A list section the app customised keeps what it changed on Apple's engine — insets, spacing,
    /// a banner after the list's own header — and the view lays out what Apple is handed: the same
    /// frames as Tessera's engine gives the description.
    @Test func aCustomisedListSectionIsCarriedExactly() throws {
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let list = configuration
        let layout = CompositionalLayout { _, environment in
            var section = LayoutSection.list(using: list, layoutEnvironment: environment)
            section.contentInsets.top += 24
            section.interGroupSpacing = 8
            section.boundarySupplementaryItems.append(
                LayoutBoundarySupplementaryItem(
                    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                    elementKind: "banner", alignment: .bottom))
            return section
        }
        let (view, dataSource) = try view(layout, counts: [3])
        #expect(view.layoutEngineChoice.engine == .appleCompositional)
        let handed = try #require(view.layoutSolution).allElements()
        let described = try layout.solve(in: view.layoutEnvironment, content: LayoutContent(itemCounts: [3]))
        #expect(LayoutChecks.difference(handed, described.allElements()) == nil)
        #expect(handed.contains { $0.elementKind == "banner" })
        // Custom metrics have no Apple counterpart: that layout stays on Tessera's engine.
        configuration.metrics.insetMargin = 12
        view.setLayout(CompositionalLayout.list(using: configuration), animated: false)
        #expect(view.layoutEngineChoice.engine == .tessera)
        _ = dataSource
    }

    /// What the translation changes by design shows up in the test: on iOS 16 a band's
    /// deceleration rate is left out, which the view reports as a device does.
    @Test func anApproximationMadeByDesignIsReported() throws {
        let size = LayoutSize(widthDimension: .absolute(120), heightDimension: .absolute(80))
        var band = LayoutSection(group: .horizontal(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
        band.orthogonalScrollingBehavior = .continuous
        band.orthogonalScrollingProperties.decelerationRate = .fast
        let (view, dataSource) = try view(CompositionalLayout(section: band), counts: [5])
        view.compositionalLayoutFeatures = .iOS(16)
        withKnownIssue {
            view.layoutIfNeeded()
        } matching: {
            $0.description.contains("approximated on Apple's compositional layout, by design")
        }
        #expect(view.layoutEngineChoice.engine == .appleCompositional)
        view.compositionalLayoutFeatures = .iOS(17)
        #expect(view.layoutEngineChoice.reports.isEmpty)
        _ = dataSource
    }

    /// A section provider sees the collection view's safe area and margins on Apple's engine as on
    /// Tessera's: the core asks it in the same environment.
    @Test func aSectionProviderSeesTheSameEnvironmentOnBothEngines() throws {
        nonisolated(unsafe) var seen: [DirectionalEdgeInsets] = []
        let layout = CompositionalLayout { _, environment in
            seen.append(environment.safeAreaInsets)
            return Self.rows
        }
        let (view, dataSource) = try view(layout, counts: [1])
        view.safeAreaInsets = DirectionalEdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
        for engine in TesseraLayoutEngine.allCases {
            seen = []
            view.tesseraLayoutEngine = engine
            view.layoutIfNeeded()
            #expect(!seen.isEmpty && seen.allSatisfy { $0.top == 47 && $0.bottom == 34 }, "\(engine)")
        }
        _ = dataSource
    }

    /// TesseraTesting's assertion: a list goes to Apple's engine without a note on every release;
    /// a `repeatingSubitem:count:` group needs iOS 16, and is reported for iOS 15.
    @Test func theAssertionNamesTheReleaseAndTheReason() throws {
        let (view, dataSource) = try view(
            CompositionalLayout.list(using: ListConfiguration(appearance: .plain)), counts: [3])
        expectRunsOnAppleEngine(view)
        let item = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .absolute(80), heightDimension: .absolute(44)))
        view.setLayout(
            CompositionalLayout(
                section: LayoutSection(group: .horizontal(layoutSize: Self.rowSize, repeatingSubitem: item, count: 3))),
            animated: false)
        withKnownIssue {
            expectRunsOnAppleEngine(view)
        } matching: {
            $0.description.contains("on iOS 15") && $0.description.contains("needs iOS 16")
        }
        expectRunsOnAppleEngine(view, releases: 16...17)
        _ = dataSource
    }
}
