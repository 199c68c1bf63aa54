import Foundation
import TesseraLayout
import Testing

/// When a host need not install a layout again: the same description lays out the same.
@Suite("Layout sameness")
struct LayoutSamenessTests {
    @Test func equalListsAndCopiesOfALayoutAreTheSame() {
        let plain = ListConfiguration(appearance: .plain)
        #expect(CompositionalLayout.list(using: plain).isSameLayout(as: CompositionalLayout.list(using: plain)))
        #expect(
            !CompositionalLayout.list(using: plain).isSameLayout(
                as: CompositionalLayout.list(using: ListConfiguration(appearance: .insetGrouped))))
        var horizontal = CompositionalLayout.list(using: plain)
        horizontal.configuration.interSectionSpacing = 8
        #expect(!CompositionalLayout.list(using: plain).isSameLayout(as: horizontal))
        // A provider cannot be compared: a copy of the layout is the same, another layout is not.
        let section = LayoutSection.list(using: plain, layoutEnvironment: LayoutEnvironment(width: 390, height: 844))
        let provided = CompositionalLayout(section: section)
        let copy = provided
        #expect(provided.isSameLayout(as: copy))
        #expect(!provided.isSameLayout(as: CompositionalLayout(section: section)))
        #expect(!provided.isSameLayout(as: CompositionalLayout.list(using: plain)))
        // Another kind of layout is never the same, even one holding this very layout.
        #expect(!provided.isSameLayout(as: StackedLayout(sections: [], interSectionSpacing: 8)))
        #expect(!provided.isSameLayout(as: FlowLayout()))
        #expect(!provided.isSameLayout(as: AppleEngineModel(provided, features: .iOS(17))))
    }

    @Test func equatableLayoutsCompareTheirDescriptions() {
        let stacked = StackedLayout(sections: [], interSectionSpacing: 8)
        #expect(stacked.isSameLayout(as: StackedLayout(sections: [], interSectionSpacing: 8)))
        #expect(!stacked.isSameLayout(as: StackedLayout(sections: [], interSectionSpacing: 4)))
        // A layout with a closure cannot tell: never the same.
        #expect(!FlowLayout().isSameLayout(as: FlowLayout()))
        #expect(!stacked.isSameLayout(as: FlowLayout()))
    }

    /// Hosts hold `any CollectionLayout`: the answer is the same asked through it.
    @Test func hostsGetTheSameAnswersThroughAnyLayout() {
        let plain = ListConfiguration(appearance: .plain)
        let shown: [any CollectionLayout] = [
            CompositionalLayout.list(using: plain), StackedLayout(sections: [], interSectionSpacing: 8), FlowLayout(),
        ]
        let next: [any CollectionLayout] = [
            CompositionalLayout.list(using: plain), StackedLayout(sections: [], interSectionSpacing: 8), FlowLayout(),
        ]
        #expect(zip(shown, next).map { $0.isSameLayout(as: $1) } == [true, true, false])
        #expect(!shown[0].isSameLayout(as: next[1]))
        #expect(!shown[1].isSameLayout(as: next[0]))
        // What Apple's engine is handed is the same for the same description and iOS release.
        let list = CompositionalLayout.list(using: plain)
        let model: any CollectionLayout = AppleEngineModel(list, features: .iOS(17))
        #expect(model.isSameLayout(as: AppleEngineModel(list, features: .iOS(17))))
        #expect(!model.isSameLayout(as: AppleEngineModel(list, features: .iOS(15))))
        #expect(!model.isSameLayout(as: list))
    }
}

/// A SwiftUI list that builds its section provider in every `body` keeps one layout across
/// SwiftUI's updates: the layouts made from one replaceable provider are the same layout,
/// and solve with the provider given last.
@Suite("Replaceable section provider")
@MainActor
struct ReplaceableSectionProviderTests {
    private static func rows(height: CGFloat) -> LayoutSection {
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
        return LayoutSection(group: .vertical(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
    }

    @Test func layoutsFromOneProviderAreTheSameAndSolveWithTheLastProvider() throws {
        let provider = ReplaceableSectionProvider { _, _ in Self.rows(height: 44) }
        let first = provider.layout()
        provider.provider = { _, _ in Self.rows(height: 60) }
        let second = provider.layout()
        #expect(first.isSameLayout(as: second))
        let solution = try first.solve(
            in: LayoutEnvironment(width: 390, height: 844), content: LayoutContent(itemCounts: [2]))
        #expect(solution.attributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 60)
        // Providers made in two bodies without one are never the same (the behaviour that
        // installed the layout again on every update).
        let again = CompositionalLayout(mainActorSectionProvider: { _, _ in Self.rows(height: 44) })
        #expect(
            !again.isSameLayout(as: CompositionalLayout(mainActorSectionProvider: { _, _ in Self.rows(height: 44) })))
    }
}

/// The fallbacks of a system trait collection and of a readable content guide, decided in the
/// core for TesseraUIKit's environment.
@Suite("Environment from the system")
struct SystemEnvironmentTests {
    @Test func anUnknownScaleIsThreeAndAnUnknownCategoryIsLarge() {
        let traits = LayoutTraitCollection(
            reportedDisplayScale: 0, horizontalSizeClass: .compact, verticalSizeClass: .regular, isRightToLeft: true,
            contentSizeCategoryName: "UICTContentSizeCategoryUnknown")
        #expect(traits.displayScale == 3)
        #expect(traits.preferredContentSizeCategory == .large)
        #expect(traits.layoutDirection == .rightToLeft)
    }

    @Test func readableInsetsAreNoneWithoutAFrameAndNeverNegative() {
        let bounds = CGRect(x: 0, y: 0, width: 1024, height: 768)
        #expect(LayoutEnvironment.readableContentInsets(bounds: bounds, readableFrame: .zero) == (0, 0))
        let readable = LayoutEnvironment.readableContentInsets(
            bounds: bounds, readableFrame: CGRect(x: 160, y: 0, width: 900, height: 768))
        #expect(readable == (160, 0))
    }
}
