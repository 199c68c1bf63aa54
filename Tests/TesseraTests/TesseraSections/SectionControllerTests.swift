import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// What a ``SectionController`` is asked builds on the latest state asked for, not on the one
/// shown: an append or a new configuration made while an update is in flight keeps what the
/// applies queued before it added. The sections are the tests' ``BaseSection`` of text rows
/// (`TextRowsSection`).
@Suite("SectionController")
@MainActor
struct SectionControllerTests {
    private func makeView() -> HeadlessCollectionView {
        let view = TestViews.headless(height: 800)
        view.completesAnimationsImmediately = false
        return view
    }

    /// Found by the fuzzer: typed sections appended twenty times while the first append animated
    /// showed three sections, not twenty-one: each queued append was made from the sections
    /// shown, so the last one left out every one queued before it.
    @Test func appendsMadeWhileAnUpdateIsInFlightAllShow() {
        let view = makeView()
        let controller = SectionController(collectionView: view)
        controller.set(sections: [TextRowsSection(count: 1, rowHeight: 20) { "a.\($0)" }])
        view.layoutIfNeeded()
        for index in 1...5 {
            controller.set(sections: [TextRowsSection(count: index, rowHeight: 20) { "s\(index).\($0)" }], append: true)
        }
        #expect(controller.sections.count == 6)
        while view.hasAnimationsInFlight { view.finishAnimations() }
        view.layoutIfNeeded()
        #expect(view.itemCounts == [1, 1, 2, 3, 4, 5])
        #expect(view.failures.isEmpty, "\(view.failures)")
        let texts = view.visibleCells.compactMap { ($0 as? TextCell)?.text }
        #expect(texts.contains("s5.4"), "\(texts)")
    }

    /// A new configuration made while an append waits installs the layout of the sections asked
    /// for, not of the ones shown: every section keeps its description.
    @Test func aConfigurationMadeWhileAnAppendWaitsKeepsEverySectionsLayout() {
        let view = makeView()
        let controller = SectionController(collectionView: view)
        controller.set(sections: [TextRowsSection(count: 1, rowHeight: 20) { "a.\($0)" }])
        view.layoutIfNeeded()
        controller.set(sections: [TextRowsSection(count: 2, rowHeight: 20) { "b.\($0)" }], append: true)
        controller.set(sections: [TextRowsSection(count: 3, rowHeight: 20) { "c.\($0)" }], append: true)
        var configuration = LayoutConfiguration()
        configuration.interSectionSpacing = 10
        controller.configuration = configuration
        while view.hasAnimationsInFlight { view.finishAnimations() }
        view.layoutIfNeeded()
        #expect(view.itemCounts == [1, 2, 3])
        #expect(view.failures.isEmpty, "\(view.failures)")
        let last = view.layoutAttributesForItem(at: IndexPath(item: 2, section: 2))
        #expect(last?.frame.height == 20, "\(String(describing: last))")
    }
}

// MARK: - Fewer sections

extension SectionControllerTests {
    /// Shrinking the sections reports no layout failure.
    @Test func shrinkingSectionsReportsNoLayoutFailure() {
        let view = TestViews.headless(height: 844)
        let controller = SectionController(collectionView: view)
        controller.set(sections: [TextRowsSection(count: 3), TextRowsSection(count: 2), TextRowsSection(count: 4)])
        view.layoutIfNeeded()
        controller.set(sections: [TextRowsSection(count: 1)])
        view.layoutIfNeeded()
        #expect(view.failures.isEmpty, "\(view.failures.map(\.message))")
        #expect(view.itemCounts == [1])
    }
}
