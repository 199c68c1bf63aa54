import Foundation
import IssueReporting
import Tessera
import TesseraTestSupport
import TesseraTesting
import Testing

/// Every number and index the host-side API takes, fed each extreme value: NaN, the
/// infinities, negative zero, the largest magnitudes, Int.min and Int.max. Nothing traps or hangs;
/// a refused value is reported (or thrown) and changes nothing; what the host shows stays finite
/// and matches its data.
@Suite("Extreme numbers through the host API")
@MainActor
struct ExtremeNumberHostTests {
    nonisolated static let numbers: [CGFloat] = [
        .nan, .infinity, -.infinity, -0.0, 0, .leastNonzeroMagnitude, 1e6 + 1, 1e300, -1e300, .greatestFiniteMagnitude,
        -.greatestFiniteMagnitude,
    ]
    nonisolated static let integers: [Int] = [Int.min, -1, 0, 1, 29, 30, Int(Int32.max), Int.max]

    /// A view of 30 rows in a list section and 10 in a paging band, laid out.
    @MainActor
    private final class Fixture {
        let view: HeadlessCollectionView
        let dataSource: ArrayDataSource

        init() {
            view = TestViews.headless(height: 844, layout: TestLayouts.rowsAndBand())
            view.registerCell(TextCell.self, reuseIdentifier: "text")
            dataSource = ArrayDataSource(sections: [(0..<30).map { "row \($0)" }, (0..<10).map { "tile \($0)" }])
            dataSource.movable = true
            view.dataSource = dataSource
            view.layoutIfNeeded()
        }

        /// Expects what the view shows to be finite and to match its data.
        func expectConsistent(_ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
            withIssueReporters([]) { view.layoutIfNeeded() }
            #expect(view.itemCounts == dataSource.sections.map(\.count), "\(what)", sourceLocation: sourceLocation)
            let offset = view.contentOffset
            #expect(offset.x.isFinite && offset.y.isFinite, "\(what): offset \(offset)", sourceLocation: sourceLocation)
            for cell in view.visibleCells {
                let frame = cell.frame
                let isFinite = [frame.minX, frame.minY, frame.width, frame.height].allSatisfy { $0.isFinite }
                #expect(isFinite, "\(what): a cell at \(frame)", sourceLocation: sourceLocation)
            }
            // Refused calls are reported as UIKit would raise them; a finite but extreme geometry
            // the layout cannot be solved in (a frame 10³⁰⁰ points wide) is reported as a layout
            // failure.
            let kinds: Set<CollectionViewError.Kind> = [.invalidCall, .outOfRange, .invalidUpdate, .layout]
            #expect(
                view.failures.allSatisfy { kinds.contains($0.kind) }, "\(what): \(view.failures)",
                sourceLocation: sourceLocation)
            view.removeAllFailures()
        }
    }

    @Test("every number the headless host takes", arguments: numbers)
    func hostNumbers(value: CGFloat) {
        let fixture = Fixture()
        let view = fixture.view
        let insets = DirectionalEdgeInsets(top: value, leading: value, bottom: 0, trailing: 0)
        let changes: [(String, () -> Void)] = [
            ("frame", { view.frame = CGRect(x: 0, y: 0, width: value, height: 844) }),
            ("frame height", { view.frame = CGRect(x: value, y: 0, width: 390, height: value) }),
            ("display scale", { view.displayScale = value }),
            ("content inset", { view.contentInset = insets }),
            ("safe area", { view.safeAreaInsets = insets }),
            ("layout margins", { view.layoutMargins = insets }),
            ("prefetch distance", { view.prefetchDistance = value }),
            ("content offset", { view.contentOffset = CGPoint(x: 0, y: value) }),
            ("set content offset", { view.setContentOffset(CGPoint(x: value, y: value), animated: true) }),
            ("orthogonal offset", { view.setOrthogonalOffset(value, forSection: 1) }),
            ("drag", { view.drag(to: CGPoint(x: 0, y: value), decelerate: true) }),
            ("point query", { _ = view.indexPathForItem(at: CGPoint(x: value, y: value)) }),
            (
                "interactive movement",
                {
                    if view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)) {
                        view.updateInteractiveMovementTargetPosition(CGPoint(x: value, y: value))
                        view.endInteractiveMovement()
                    }
                }
            ),
        ]
        for (name, change) in changes {
            let before = (frame: view.frame, scale: view.displayScale)
            withIssueReporters([]) { change() }
            fixture.expectConsistent("\(name) = \(value)")
            if !value.isFinite {
                #expect(view.frame == before.frame && view.displayScale == before.scale, "\(name) = \(value)")
            }
            // Back to a view that shows its rows, for the next change.
            withIssueReporters([]) {
                view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
                view.displayScale = 3
                view.contentInset = .zero
                view.safeAreaInsets = .zero
                view.layoutMargins = .zero
                view.contentOffset = .zero
            }
            view.removeAllFailures()
        }
        if let solution = view.layoutSolution {
            _ = solution.clampedContentOffset(CGPoint(x: value, y: value))
        }
        let driver = CollectionViewDriver(view)
        withIssueReporters([]) { driver.scroll(by: value) }
        fixture.expectConsistent("driver scroll by \(value)")
    }

    @Test("every index the headless host takes", arguments: integers)
    func hostIndexes(value: Int) throws {
        let fixture = Fixture()
        let view = fixture.view
        let paths = [
            IndexPath(item: value, section: 0), IndexPath(item: 0, section: value),
            IndexPath(item: value, section: value),
            IndexPath(index: value), IndexPath(indexes: [0, value, 0]),
        ]
        for indexPath in paths {
            let calls: [(String, () -> Void)] = [
                ("select", { view.selectItem(at: indexPath, animated: false, scrollPosition: .centeredVertically) }),
                ("deselect", { view.deselectItem(at: indexPath, animated: false) }),
                ("tap", { view.tapItem(at: indexPath) }),
                ("scroll to", { view.scrollToItem(at: indexPath, at: .centeredHorizontally, animated: false) }),
                ("queries", { _ = (view.cellForItem(at: indexPath), view.itemFrame(at: indexPath)) }),
                ("attributes", { _ = view.layoutAttributesForItem(at: indexPath) }),
                (
                    "begin moving",
                    { if view.beginInteractiveMovementForItem(at: indexPath) { view.cancelInteractiveMovement() } }
                ),
                ("swipe", { _ = view.swipeActionsConfiguration(forItemAt: indexPath, edge: .trailing) }),
                ("swipe action", { _ = try? view.performSwipeAction(at: value, forItemAt: indexPath, edge: .leading) }),
                ("reconfigure", { view.reconfigureItems(at: [indexPath]) }),
                ("move", { view.moveItem(at: indexPath, to: IndexPath(item: 0, section: 0)) }),
            ]
            for (name, call) in calls {
                withIssueReporters([]) { call() }
                fixture.expectConsistent("\(name) \(indexPath)")
            }
            if let solution = view.layoutSolution {
                _ = solution.scrollTarget(forItemAt: indexPath, at: .bottom)
            }
            let exists =
                indexPath.count == 2 && (0..<2).contains(indexPath[0]) && indexPath[1] >= 0
                && indexPath[1] < [30, 10][indexPath[0]]
            if !exists {
                let driver = CollectionViewDriver(view)
                #expect(throws: CollectionViewDriverError.self) { try driver.tap(itemAt: indexPath) }
                #expect(throws: CollectionViewDriverError.self) {
                    try driver.dragItem(at: indexPath, to: IndexPath(item: 0, section: 0))
                }
            }
            fixture.expectConsistent("driver \(indexPath)")
        }
        _ = view.numberOfItems(inSection: value)
        withIssueReporters([]) { view.moveSection(value, toSection: 0) }
        fixture.expectConsistent("move section \(value)")
        let driver = CollectionViewDriver(view)
        _ = try? driver.settle(maximumRounds: value)
        _ = try? driver.scroll(untilVisible: "nothing", maximumDrags: value)
        fixture.expectConsistent("driver with \(value)")
    }

    @Test("every number the screen builder, load more and small helpers take", arguments: numbers)
    func builderAndHelperNumbers(value: CGFloat) throws {
        let view = TestViews.headless(height: 844)
        let controller = ScreenController(collectionView: view, cells: .headless)
        let valid = ScreenDescription(sections: [
            SectionDescriptor(id: "a") { builder in builder.add(cell: TextCellModel("a"), id: "a") }
        ])
        try controller.apply(valid, animatingDifferences: false)
        view.layoutIfNeeded()
        let shown = view.dump()
        let screens = [
            ScreenDescription(
                spaces: VerticalSpaceScale(small: value, medium: value, large: value, huge: value),
                sections: [
                    SectionDescriptor(id: "a") { builder in
                        builder.add(cell: TextCellModel("a"), id: "a")
                        builder.add(verticalSpace: .small)
                        builder.add(verticalSpace: .points(value))
                    }
                ]),
            ScreenDescription(interSectionSpacing: value, sections: valid.sections),
            ScreenDescription(sections: [
                SectionDescriptor(
                    id: "a", insets: DirectionalEdgeInsets(top: value, leading: 0, bottom: 0, trailing: 0)
                ) {
                    builder in builder.add(cell: TextCellModel("a"), id: "a")
                }
            ]),
        ]
        for screen in screens {
            do {
                try controller.apply(screen, animatingDifferences: false)
            } catch {
                view.layoutIfNeeded()
                #expect(view.dump() == shown, "a refused screen with \(value) changed what is shown")
            }
            view.layoutIfNeeded()
            #expect(view.failures.isEmpty, "\(value): \(view.failures)")
            try controller.apply(valid, animatingDifferences: false)
        }

        let trigger = LoadMoreTrigger(threshold: .points(value))
        withIssueReporters([]) { trigger.check(view) }
        _ = ContentSizeInvalidation(axes: [.vertical], displayScale: value).decision(
            currentSize: CGSize(width: value, height: 44), fittingSize: CGSize(width: 390, height: value), isShown: true
        )
        _ = ListCellAccessory.disclosureIndicator.size(displayScale: value)
        _ = try? TextLayout("Some text that wraps", font: SystemFont(.body), width: value)
    }
}
