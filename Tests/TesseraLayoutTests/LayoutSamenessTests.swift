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
    }

    @Test func equatableLayoutsCompareTheirDescriptions() {
        let stacked = StackedLayout(sections: [], interSectionSpacing: 8)
        #expect(stacked.isSameLayout(as: StackedLayout(sections: [], interSectionSpacing: 8)))
        #expect(!stacked.isSameLayout(as: StackedLayout(sections: [], interSectionSpacing: 4)))
        // A layout with a closure cannot tell: never the same.
        #expect(!FlowLayout().isSameLayout(as: FlowLayout()))
        #expect(!stacked.isSameLayout(as: FlowLayout()))
    }
}
