import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// What an invalidation, and a change of the visible bounds, does to a host's layout state: the
/// core decides (`LayoutInvalidationKind`, `HostLayoutState.invalidation(forBoundsChangeFrom:to:)`),
/// TesseraUIKit's `TesseraCollectionViewLayout` and the headless host transcribe it.
@MainActor
@Suite("Layout invalidation kinds")
struct LayoutInvalidationKindTests {
    private let environment = LayoutEnvironment(width: 390, height: 844)
    private let screen = CGRect(x: 0, y: 0, width: 390, height: 844)

    private func measuredState() throws -> HostLayoutState {
        var state = HostLayoutState(layout: TestLayouts.selfSizingRows())
        try state.solve(in: environment, itemCounts: [10])
        _ = state.recordPreferredSize(CGSize(width: 390, height: 100), forItemAt: IndexPath(item: 2, section: 0))
        return state
    }

    // MARK: Invalidation contexts

    /// UIKit's flags: both are `reloadData()`, counts alone a batch update, everything or a new
    /// bounds size a new solve, nothing else a refresh of the named elements.
    @Test(arguments: [false, true])
    func uikitsFlagsNameTheKind(boundsSizeChanged: Bool) {
        typealias Kind = LayoutInvalidationKind
        let kind = { (everything: Bool, counts: Bool) in
            Kind(
                invalidatesEverything: everything, invalidatesDataSourceCounts: counts,
                invalidatesForBoundsSizeChange: boundsSizeChanged)
        }
        #expect(kind(true, true) == .reload)
        #expect(kind(false, true) == .batchUpdate)
        #expect(kind(true, false) == .resolve)
        #expect(kind(false, false) == (boundsSizeChanged ? .resolve : .refresh))
        #expect(Kind.allCases.filter(\.solvesAgain) == [.reload, .batchUpdate, .resolve])
    }

    /// Only a reload forgets what cells measured: a batch update carries the sizes with its items.
    @Test func onlyAReloadForgetsMeasuredSizes() throws {
        for kind in LayoutInvalidationKind.allCases {
            var state = try measuredState()
            #expect(state.invalidate(kind) == kind)
            #expect(state.measuredItemSizes.isEmpty == (kind == .reload), "\(kind)")
        }
    }

    // MARK: Bounds changes

    /// A new size solves again, whatever the solution.
    @Test func aNewSizeSolvesAgain() throws {
        let state = try measuredState()
        let rotated = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(state.invalidatesLayout(forBoundsChangeFrom: screen, to: rotated))
        #expect(state.invalidation(forBoundsChangeFrom: screen, to: rotated) == .resize)
        let unsolved = HostLayoutState(layout: TestLayouts.rows())
        #expect(unsolved.invalidation(forBoundsChangeFrom: screen, to: rotated) == .resize)
    }

    /// A scroll invalidates only a solution whose elements follow the offset, and then only what
    /// it moves: the pinned header.
    @Test func aScrollInvalidatesOnlyWhatFollowsTheOffset() throws {
        let scrolled = screen.offsetBy(dx: 0, dy: 30)
        let plain = try measuredState()
        #expect(!plain.invalidatesLayout(forBoundsChangeFrom: screen, to: scrolled))

        let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        var section = LayoutSection(group: .vertical(layoutSize: row, subitems: [LayoutItem(layoutSize: row)]))
        var header = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: ElementKind.sectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        var pinned = HostLayoutState(layout: CompositionalLayout(section: section))
        try pinned.solve(in: environment, itemCounts: [100])
        #expect(pinned.invalidatesLayout(forBoundsChangeFrom: screen, to: scrolled))
        let invalidation = try #require(pinned.invalidation(forBoundsChangeFrom: screen, to: scrolled))
        guard case .scroll(let moved) = invalidation else {
            Issue.record("a scroll should refresh what it moves, not solve again: \(invalidation)")
            return
        }
        #expect(moved.supplementaryElements[ElementKind.sectionHeader] == [IndexPath(item: 0, section: 0)])
        #expect(moved.items.isEmpty)
    }
}
