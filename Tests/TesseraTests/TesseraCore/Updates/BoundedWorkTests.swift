import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// Work bounded by an app's input holds its documented bound: a section's count past the item
/// limit is refused before any work on it.
@Suite("Bounded work")
@MainActor
struct BoundedWorkTests {

    /// A typed section with `Int.max` elements made a row for each of them: it ran for minutes.
    /// Now a count below 0 or past the item limit is reported with its section, that section shows
    /// no items, and the others show.
    @Test(arguments: [Int.max, LayoutLimits.maximumItemCount, SectionController.maximumElementCount + 1, -1, Int.min])
    func aSectionCountPastTheLimitIsReportedAndTheOthersShow(_ count: Int) {
        let view = TestViews.headless(height: 300)
        let controller = SectionController(collectionView: view)
        let bad = TextRowsSection(count: count)
        withKnownIssue {
            controller.set(sections: [TextRowsSection(count: 3), bad, TextRowsSection(count: 2)])
            view.layoutIfNeeded()
        }
        #expect(view.itemCounts == [3, 0, 2])
        #expect(bad.countReads == 1)
        let failure = view.failures.first { $0.message.contains("\(count) elements") }
        #expect(failure?.message.contains("section 1") == true, "\(view.failures)")
    }

    /// Two sections each within the limit, together past it: the second is the one left empty.
    @Test func sectionsTogetherPastTheLimitLeaveOutTheOneThatPassesIt() {
        let view = TestViews.headless(height: 300)
        let controller = SectionController(collectionView: view)
        withKnownIssue {
            controller.set(
                sections: [
                    TextRowsSection(count: 2), TextRowsSection(count: SectionController.maximumElementCount - 1),
                ])
            view.layoutIfNeeded()
        }
        #expect(view.itemCounts == [2, 0])
        #expect(view.failures.contains { $0.message.contains("section 1") })
    }
}
