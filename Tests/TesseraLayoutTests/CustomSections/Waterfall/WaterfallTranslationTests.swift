import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

/// A waterfall on Apple's engine: one custom group of the frames Tessera's engine gives its items.
@Suite("Waterfall on Apple's layout")
struct WaterfallTranslationTests {
    private func waterfall() -> LayoutSection {
        let heights: [CGFloat] = [120, 60, 90, 200, 40, 75, 130]
        var layout = WaterfallSectionLayout(
            columnCount: .adaptive(minimum: 160), itemHeight: .dimension { .estimated(heights[$0 % heights.count]) })
        layout.columnSpacing = 8
        layout.interItemSpacing = 8
        var section = LayoutSection(customLayout: layout)
        section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        return section
    }

    @Test func theCustomGroupHoldsTheFramesTesserasEngineGivesTheItems() throws {
        let section = waterfall()
        let translation = CompositionalLayoutTranslation.translate(
            section, features: .iOS(17), environment: LayoutChecks.iPhone, itemCount: 7)
        guard case .section(let translated) = translation.kind, let provider = translated.group.itemProvider else {
            Issue.record("a waterfall must become a section with a custom group")
            return
        }
        #expect(translated.group.layoutSize.heightDimension.isSelfSizing == false)
        let solution = try CompositionalLayout(section: section).solve(
            in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [7]))
        let engineFrames = (0..<7).compactMap { solution.attributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        let groupFrames = provider(LayoutChecks.iPhone).map { $0.frame.offsetBy(dx: 16, dy: 8) }
        #expect(groupFrames.count == 7)
        for (group, engine) in zip(groupFrames, engineFrames) {
            #expect(LayoutChecks.approximatelyEqual(group, engine), "\(group) against \(engine)")
        }
        // Apple's custom group cannot size its items: a note, which keeps the layout on Tessera's
        // engine.
        #expect(translation.notes.contains { $0.message.contains("may size themselves") })
        #expect(!translation.isExact)
    }

    /// A waterfall whose items have their final heights (absolute, fractions, aspect ratios) is
    /// exact on Apple's engine; estimated heights, or heights by index, are not.
    @Test func onlyAWaterfallOfFinalHeightsIsExactOnApplesEngine() {
        let heights: [(WaterfallSectionLayout.ItemHeight, Bool)] = [
            (.uniform(.absolute(120)), true), (.uniform(.fractionalWidth(1.5)), true),
            (.aspectRatio { _ in 0.75 }, true),
            (.uniform(.estimated(120)), false), (.dimension { _ in .absolute(120) }, false),
        ]
        for (height, exact) in heights {
            let section = LayoutSection(
                customLayout: WaterfallSectionLayout(columnCount: .fixed(2), itemHeight: height))
            let translation = CompositionalLayoutTranslation.translate(
                section, features: .iOS(17), environment: LayoutChecks.iPhone, itemCount: 5)
            #expect(translation.isExact == exact, "\(height)")
        }
    }

    @Test func withoutTheItemCountTheSectionIsReported() {
        let translation = CompositionalLayoutTranslation.translate(
            waterfall(), features: .iOS(17), environment: LayoutChecks.iPhone)
        #expect(
            translation.notes.contains {
                $0.message.contains("only when the section's item count and environment are known")
            })
    }

    /// An empty waterfall is never a group of no height, which Apple refuses.
    @Test func anEmptyWaterfallIsAGroupAPixelTall() {
        let section = LayoutSection(
            customLayout: WaterfallSectionLayout(columnCount: .fixed(2), itemHeight: .uniform(.absolute(10))))
        let translation = CompositionalLayoutTranslation.translate(
            section, features: .iOS(17), environment: LayoutChecks.iPhone, itemCount: 0)
        guard case .section(let translated) = translation.kind else {
            Issue.record("expected a section")
            return
        }
        #expect(translated.group.layoutSize.heightDimension == .absolute(1.0 / 3))
        #expect(translation.isExact)
    }

    @Test func aWaterfallThatCannotBePlacedIsReported() {
        let section = LayoutSection(
            customLayout: WaterfallSectionLayout(columnCount: .fixed(0), itemHeight: .uniform(.absolute(10))))
        let translation = CompositionalLayoutTranslation.translate(
            section, features: .iOS(17), environment: LayoutChecks.iPhone, itemCount: 3)
        #expect(translation.notes.contains { $0.message.contains("could not place its items") })
    }
}
