import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// The app's layout code — a section provider, a custom group's item provider — runs as a callback
/// under the re-entrancy rule (docs/Reliability.md, "Re-entrancy"): an apply, a new layout or a
/// query made from it while the layout is solved waits or answers; nothing traps.
@Suite("Layout code is a callback")
@MainActor
struct LayoutCallbackReentrancyTests {
    /// Set once by the layout code, read on the main actor.
    private final class Once: @unchecked Sendable {
        var pending = true
        var action: (@MainActor () -> Void)?
        /// Runs the action the first time it is called.
        func run() {
            guard pending else { return }
            pending = false
            MainActor.assumeIsolated { action?() }
        }
    }

    private static let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))

    private static func snapshot(_ items: Range<Int>) -> Snapshot<Int, Int> {
        // Identifiers are unique by construction.
        (try? Snapshot<Int, Int>([(0, Array(items))])) ?? Snapshot()
    }

    private static func expectShows(
        _ view: HeadlessCollectionView, _ count: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(view.failures.isEmpty, "\(view.failures.map(\.message))", sourceLocation: sourceLocation)
        #expect(view.itemCounts == [count], sourceLocation: sourceLocation)
        #expect(view.visibleCells.count == min(count, 14), sourceLocation: sourceLocation)
        #expect(HostChecks.cellsShownDifferFromLayout(view) == nil, sourceLocation: sourceLocation)
    }

    /// An apply from a section provider trapped with "Fatal access conflict": the solve held the
    /// layout state. It is performed once the solve is over.
    @Test func anApplyFromASectionProviderWaitsForTheSolve() throws {
        let (view, dataSource) = try TestDataSources.shownNumbers(Array(0..<20), height: 600)
        let once = Once()
        once.action = { dataSource.apply(Self.snapshot(0..<5), animatingDifferences: false) }
        view.setLayout(
            CompositionalLayout(mainActorSectionProvider: { _, _ in
                once.run()
                return LayoutSection(
                    group: .vertical(layoutSize: Self.row, subitems: [LayoutItem(layoutSize: Self.row)]))
            }), animated: false)
        view.layoutIfNeeded()
        Self.expectShows(view, 5)
    }

    /// An apply from a custom group's item provider trapped the same way.
    @Test func anApplyFromACustomGroupsItemProviderWaitsForTheSolve() throws {
        let (view, dataSource) = try TestDataSources.shownNumbers(Array(0..<20), height: 600)
        let once = Once()
        once.action = { dataSource.apply(Self.snapshot(0..<3), animatingDifferences: false) }
        let group = LayoutGroup.custom(layoutSize: Self.row) { _ in
            once.run()
            return [LayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 390, height: 44))]
        }
        view.setLayout(CompositionalLayout(section: LayoutSection(group: group)), animated: false)
        view.layoutIfNeeded()
        Self.expectShows(view, 3)
    }

    /// A new layout, a query and a scroll made from a section provider: the layout waits, the
    /// query answers, the scroll is shown.
    @Test func aNewLayoutAQueryAndAScrollFromASectionProviderAreSafe() throws {
        let (view, _) = try TestDataSources.shownNumbers(Array(0..<100), height: 600)
        let once = Once()
        var seenSolution = true
        once.action = {
            seenSolution = view.layoutSolution != nil
            _ = view.visibleCells
            view.contentOffset.y = 440
            view.setLayout(TestLayouts.rows(height: 88), animated: false)
        }
        view.setLayout(
            CompositionalLayout(mainActorSectionProvider: { _, _ in
                once.run()
                return LayoutSection(
                    group: .vertical(layoutSize: Self.row, subitems: [LayoutItem(layoutSize: Self.row)]))
            }), animated: false)
        view.layoutIfNeeded()
        // A view between two solutions has none to give.
        #expect(!seenSolution)
        #expect(view.failures.isEmpty, "\(view.failures.map(\.message))")
        #expect(view.itemFrame(at: IndexPath(item: 1, section: 0))?.minY == 88)
        #expect(HostChecks.cellsShownDifferFromLayout(view) == nil)
    }
}

extension LayoutCallbackReentrancyTests {
    /// A resize made from a section provider while the layout is solved: the view solves again for
    /// the new width (found by the coverage-guided fuzzer).
    @Test func aResizeFromASectionProviderIsLaidOut() throws {
        let (view, _) = try TestDataSources.shownNumbers(Array(0..<100), height: 600)
        view.contentOffset.y = 857
        let once = Once()
        once.action = { view.frame.size.width = 200 }
        view.setLayout(
            CompositionalLayout(mainActorSectionProvider: { _, environment in
                once.run()
                let width = environment.container.effectiveContentSize.width
                let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(width / 4))
                return LayoutSection(group: .vertical(layoutSize: row, subitems: [LayoutItem(layoutSize: row)]))
            }), animated: false)
        view.layoutIfNeeded()
        #expect(view.failures.isEmpty, "\(view.failures.map(\.message))")
        #expect(view.itemFrame(at: IndexPath(item: 1, section: 0))?.minY == 50)
        #expect(HostChecks.cellsShownDifferFromLayout(view) == nil)
    }
}
