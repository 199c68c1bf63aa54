import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// The scroll position of a SwiftUI list view (`scrollPosition(id:)`), decided headless: which
/// identifier is at the position, when it is reported, and scrolling to one.
@Suite("Identified sections scroll position")
@MainActor
struct IdentifiedSectionsScrollPositionTests {
    private typealias Controller = IdentifiedSectionsController<String, Message>

    /// 44-point rows in a 300-point view.
    private let view = TestViews.headless(height: 300)

    private func makeController(reporting reported: @escaping (Int?) -> Void) -> Controller {
        let controller = TestDataSources.messages(on: view)
        controller.onScrollPositionChange = reported
        return controller
    }

    private func show(_ ids: ClosedRange<Int>, in controller: Controller) throws {
        try controller.update(
            IdentifiedSections([("inbox", ids.map { Message(id: $0, text: "m\($0)") })]), layout: TestLayouts.rows(),
            selection: nil, animated: false)
        view.layoutIfNeeded()
    }

    @Test func theFirstItemShownIsReportedOncePerChange() throws {
        var reported: [Int?] = []
        let controller = makeController { reported.append($0) }
        try show(1...100, in: controller)
        #expect(reported == [1])
        view.setContentOffset(CGPoint(x: 0, y: 20), animated: false)  // item 1 still shows its bottom
        view.setContentOffset(CGPoint(x: 0, y: 440), animated: false)  // item 11 at the top
        view.setContentOffset(CGPoint(x: 0, y: 450), animated: false)
        #expect(reported == [1, 11])
        #expect(controller.scrollPosition == 11)
    }

    @Test func scrollingToAnIdentifierPutsItAtTheTopWithoutReportingItBack() throws {
        var reported: [Int?] = []
        let controller = makeController { reported.append($0) }
        try show(1...100, in: controller)
        controller.scroll(to: 50, animated: false)
        #expect(abs(view.contentOffset.y - (49 * 44)) < 0.01)
        #expect(controller.scrollPosition == 50)
        #expect(reported == [1])
        // Asked again for where it is: nothing moves.
        view.setContentOffset(CGPoint(x: 0, y: 49 * 44 + 10), animated: false)
        controller.scroll(to: 50, animated: false)
        #expect(abs(view.contentOffset.y - (49 * 44 + 10)) < 0.01)
    }

    @Test func nearTheEndTheFirstItemShownIsReportedInstead() throws {
        var reported: [Int?] = []
        let controller = makeController { reported.append($0) }
        try show(1...100, in: controller)
        controller.scroll(to: 99, animated: false)
        // 100 rows of 44 points in 300: the content scrolls to 4,100 at most, where item 94 is first.
        #expect(abs(view.contentOffset.y - 4_100) < 0.01)
        #expect(reported == [1, 94])
        #expect(controller.scrollPosition == 94)
    }

    @Test func anIdentifierNotShownYetIsScrolledToOnceAnUpdateShowsIt() throws {
        var reported: [Int?] = []
        let controller = makeController { reported.append($0) }
        try show(1...100, in: controller)
        controller.scroll(to: 150, animated: false)
        #expect(abs(view.contentOffset.y) < 0.01)
        controller.scroll(to: nil, animated: false)  // nil changes nothing
        try show(1...200, in: controller)
        #expect(abs(view.contentOffset.y - (149 * 44)) < 0.01)
        #expect(controller.scrollPosition == 150)
        #expect(reported == [1])
    }

    /// SwiftUI changes the rows and the scroll position in one update: the target is scrolled to
    /// once the new rows are shown. Scrolling first (what `CollectionList` did) put row 50 at the
    /// top, then the 30 rows inserted above pushed it 1,320 points down, out of the view.
    @Test func aScrollTargetGivenWithAnUpdateIsAtTheTopAfterRowsAreInsertedAboveIt() throws {
        var reported: [Int?] = []
        let controller = makeController { reported.append($0) }
        try show(1...100, in: controller)
        view.setContentOffset(CGPoint(x: 0, y: 40 * 44), animated: false)  // row 41 at the top, 50 shown
        let rows = (-29...100).map { Message(id: $0, text: "m\($0)") }
        try controller.update(
            IdentifiedSections([("inbox", rows)]), layout: TestLayouts.rows(), selection: nil, scrollTo: 50,
            animated: false)
        view.layoutIfNeeded()
        let row50 = try #require(view.layoutSolution?.attributesForItem(at: IndexPath(item: 79, section: 0))?.frame)
        #expect(abs(view.contentOffset.y - row50.minY) < 0.01, "row 50 at the top")
        #expect(controller.scrollPosition == 50)
        #expect(reported == [1, 41], "the scroll asked for is not reported back")

        // The old order, for comparison: the scroll, then the update, leaves row 50 out of view.
        let old = makeController { _ in }
        try show(1...100, in: old)
        view.setContentOffset(CGPoint(x: 0, y: 40 * 44), animated: false)
        old.scroll(to: 50, animated: false)
        try old.update(
            IdentifiedSections([("inbox", rows)]), layout: TestLayouts.rows(), selection: nil, animated: false)
        view.layoutIfNeeded()
        #expect(!view.indexPathsForVisibleItems.contains(IndexPath(item: 79, section: 0)))
    }

    /// In a horizontally scrolling layout the row goes to the leading edge: the position follows
    /// the host's scrolling axis (`layoutScrollDirection`, which knows Apple's configuration), not
    /// Tessera's solution, which Apple's engine does not have.
    @Test func inAHorizontalLayoutTheRowGoesToTheLeadingEdge() throws {
        #expect(CollectionViewScrollPosition.leadingEdge(along: .horizontal) == .left)
        #expect(CollectionViewScrollPosition.leadingEdge(along: .vertical) == .top)
        var layout = TestLayouts.rows()
        layout.configuration.scrollDirection = .horizontal
        view.setLayout(layout, animated: false)
        let controller = makeController { _ in }
        try controller.update(
            IdentifiedSections([("inbox", (1...100).map { Message(id: $0, text: "m\($0)") })]), layout: layout,
            selection: nil, animated: false)
        view.layoutIfNeeded()
        controller.scroll(to: 30, animated: false)
        let row30 = try #require(view.layoutSolution?.attributesForItem(at: IndexPath(item: 29, section: 0))?.frame)
        #expect(abs(view.contentOffset.x - row30.minX) < 0.01, "row 30 at the leading edge")
    }
}
