import Foundation
import TesseraTestSupport
import Testing

@testable import TesseraCore
@testable import TesseraLayout

/// A change of the layout state with app code inside (`changeLayoutState`) takes the state out of
/// the view and puts it back: meanwhile the view answers with a state of its layout without a
/// solution; afterwards — when the change returns or throws — the view holds the state as the
/// change left it. The state the view holds meanwhile serves the next change only as new.
@MainActor
@Suite("Changing the layout state")
struct HeadlessCollectionViewLayoutStateTests {
    struct Refused: Error {}

    private static let movedOffset = CGPoint(x: 0, y: 37)

    /// A change whose body throws leaves the view with its state, as the body left it, and
    /// counted as changed; the view is no longer changing it, and lays out again.
    @Test func aChangeThatThrowsPutsTheStateBack() throws {
        let (view, _) = try TestDataSources.shownNumbers(Array(0..<20), height: 600)
        let contentSize = try #require(view.layoutState.solution?.contentSize)
        let changesBefore = view.layoutStateChanges
        var seenMeanwhile: (solution: Bool, changing: Bool)?
        #expect(throws: Refused.self) {
            try view.changeLayoutState { (state: inout HostLayoutState) throws(Refused) in
                state.setScrollPosition(contentOffset: Self.movedOffset, adjustedContentInset: .zero)
                seenMeanwhile = (view.layoutState.solution != nil, view.isChangingLayoutState)
                throw Refused()
            }
        }
        #expect(seenMeanwhile?.solution == false)
        #expect(seenMeanwhile?.changing == true)
        #expect(!view.isChangingLayoutState)
        #expect(view.layoutState.solution?.contentSize == contentSize)
        #expect(view.layoutState.contentOffset == Self.movedOffset)
        #expect(view.layoutState.solution?.contentOffset == Self.movedOffset)
        #expect(view.layoutStateChanges != changesBefore)
        view.invalidateLayout()
        #expect(view.failures.isEmpty, "\(view.failures.map(\.message))")
        #expect(view.layoutState.solution?.contentSize == contentSize)
        #expect(view.visibleCells.count == 14)
    }

    /// The state the view holds during a change is made anew for each change, with the view's
    /// layout: one changed during a change (by a change nested in it) is not seen by the next,
    /// and a layout installed between two changes is the one the next change's state holds.
    @Test func eachChangeMeetsAStateOfTheLayoutWithNothingElse() throws {
        let (view, _) = try TestDataSources.shownNumbers(Array(0..<20), height: 600)
        let sizes = MeasuredLayoutSizes(
            items: [0: MeasuredSizes([3: CGSize(width: 10, height: 10)])], supplementaries: [:])
        view.changeLayoutState { _ in
            view.changeLayoutState { nested in
                nested.setScrollPosition(contentOffset: Self.movedOffset, adjustedContentInset: .zero)
                nested.replaceMeasuredSizes(with: sizes)
            }
        }
        var seen: (offset: CGPoint, measured: Int, solution: Bool, direction: LayoutAxis)?
        func look() {
            seen = (
                view.layoutState.contentOffset, view.layoutState.measuredItemSizes.count,
                view.layoutState.solution != nil, view.layoutState.layout.scrollDirection
            )
        }
        view.changeLayoutState { _ in look() }
        #expect(seen?.offset == .zero)
        #expect(seen?.measured == 0)
        #expect(seen?.solution == false)
        #expect(seen?.direction == .vertical)
        // Twice: the second change meets the state the first one left as new.
        var flow = FlowLayout()
        flow.scrollDirection = .horizontal
        view.setLayout(flow, animated: false)
        for _ in 0..<2 {
            seen = nil
            view.changeLayoutState { _ in look() }
            #expect(seen?.direction == .horizontal)
            #expect(seen?.solution == false)
        }
        #expect(view.layoutState.layout.scrollDirection == .horizontal)
    }
}
