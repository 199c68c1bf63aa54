import Foundation
import Tessera
import TesseraTestSupport
import TesseraTesting
import Testing

/// A view with its data source and delegate, kept alive together.
@MainActor
private struct Fixture {
    let view: HeadlessCollectionView
    let dataSource: ArrayDataSource
    let delegate: RecordingDelegate
    var driver: CollectionViewDriver { CollectionViewDriver(view) }

    init(items: Int = 30, layout: CompositionalLayout = TestLayouts.rows()) {
        view = TestViews.headless(height: 220, layout: layout)
        view.register(TextCell.self, forCellWithReuseIdentifier: "text")
        dataSource = ArrayDataSource(sections: [(0..<items).map { "item \($0)" }])
        delegate = RecordingDelegate()
        view.delegate = delegate
        view.dataSource = dataSource
        view.layoutIfNeeded()
    }
}

/// Applies two snapshots in turn, each from the completion of the other: an update loop.
@MainActor
private final class EndlessUpdates {
    let dataSource: CollectionViewDiffableDataSource<Int, Int>
    var flip = false

    init(_ view: HeadlessCollectionView) {
        dataSource = TestDataSources.numbers(on: view)
    }

    func next() {
        flip.toggle()
        let snapshot = try? Snapshot([(0, flip ? [1, 2] : [2, 1])])
        dataSource.apply(snapshot ?? Snapshot(), animatingDifferences: true) { [weak self] in self?.next() }
    }
}

@Suite("CollectionViewDriver")
@MainActor
struct CollectionViewDriverTests {
    @Test func scrollingIsAUserDragThatStopsAtTheEdges() {
        let fixture = Fixture()
        fixture.driver.scroll(by: 100, decelerate: true)
        #expect(fixture.view.contentOffset == CGPoint(x: 0, y: 100))
        #expect(
            fixture.delegate.events.filter { !$0.hasPrefix("willDisplay") && !$0.hasPrefix("didEndDisplaying") } == [
                "willBeginDragging", "didScroll", "didEndDragging true", "didEndDecelerating",
            ])
        fixture.driver.scrollToBottom()
        #expect(abs(fixture.view.contentOffset.y - (30 * 44 - 220)) < 0.001)
        fixture.driver.scrollToTop()
        #expect(fixture.view.contentOffset.y == 0)
        #expect(fixture.driver.visibleTexts.first == "item 0")
    }

    @Test func aHorizontalLayoutScrollsAcross() {
        var configuration = LayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let size = LayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1))
        let layout = CompositionalLayout(
            section: LayoutSection(group: .horizontal(layoutSize: size, subitems: [LayoutItem(layoutSize: size)])),
            configuration: configuration)
        let fixture = Fixture(items: 10, layout: layout)
        fixture.driver.scroll(by: 250)
        #expect(fixture.view.contentOffset == CGPoint(x: 250, y: 0))
        fixture.driver.scrollToBottom()
        #expect(fixture.view.contentOffset == CGPoint(x: 1000 - 390, y: 0))
    }

    @Test func findsTextByScrollingAndSaysWhatItSawWhenItCannot() throws {
        let fixture = Fixture()
        #expect(try fixture.driver.scroll(untilVisible: "item 27") == IndexPath(item: 27, section: 0))
        #expect(throws: CollectionViewDriverError.self) { try fixture.driver.scroll(untilVisible: "item 99") }
        do {
            try fixture.driver.tap(itemShowing: "nothing")
            Issue.record("tapping text nobody shows should throw")
        } catch {
            #expect(error.description.hasPrefix("No visible cell shows \"nothing\"; the visible cells show [\"item"))
        }
    }

    @Test func tapsOnlyItemsThatExistAndAreOnScreen() throws {
        let fixture = Fixture()
        #expect(throws: CollectionViewDriverError.noSuchItem(IndexPath(item: 30, section: 0), numberOfItems: [30])) {
            try fixture.driver.tap(itemAt: IndexPath(item: 30, section: 0))
        }
        #expect(throws: CollectionViewDriverError.noSuchItem(IndexPath(), numberOfItems: [30])) {
            try fixture.driver.tap(itemAt: IndexPath())
        }
        #expect(throws: CollectionViewDriverError.self) {
            try fixture.driver.tap(itemAt: IndexPath(item: 20, section: 0))
        }
        #expect(fixture.delegate.events("didSelect").isEmpty)
        try fixture.driver.scroll(toItemAt: IndexPath(item: 20, section: 0))
        try fixture.driver.tap(itemAt: IndexPath(item: 20, section: 0))
        #expect(fixture.delegate.events("didSelect") == ["didSelect [0, 20]"])
        #expect(throws: CollectionViewDriverError.noSuchItem([1, 0], numberOfItems: [30])) {
            try fixture.driver.scroll(toItemAt: [1, 0])
        }
    }

    @Test func dragsOnlyWhatTheDataSourceLetsMove() throws {
        let fixture = Fixture()
        #expect(throws: CollectionViewDriverError.itemCannotMove(IndexPath(item: 0, section: 0))) {
            try fixture.driver.dragItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        }
        #expect(fixture.dataSource.sections[0].prefix(3) == ["item 0", "item 1", "item 2"])
        fixture.dataSource.movable = true
        #expect(throws: CollectionViewDriverError.noSuchItem(IndexPath(item: 30, section: 0), numberOfItems: [30])) {
            try fixture.driver.dragItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 30, section: 0))
        }
        #expect(fixture.view.interactiveMovement == nil)
        let landed = try fixture.driver.dragItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        #expect(landed == IndexPath(item: 2, section: 0))
        #expect(fixture.dataSource.sections[0].prefix(3) == ["item 1", "item 2", "item 0"])
        #expect(fixture.driver.visibleTexts.prefix(3) == ["item 1", "item 2", "item 0"])
    }

    @Test func anUpdateLoopDoesNotSettle() {
        let view = TestViews.headless(height: 220)
        view.completesAnimationsImmediately = false
        let updates = EndlessUpdates(view)
        updates.next()
        #expect(throws: CollectionViewDriverError.didNotSettle(rounds: 5)) {
            try CollectionViewDriver(view).settle(maximumRounds: 5)
        }
    }

    @Test func waitingGivesUpAfterItsTimeoutInTurnsOfItsClock() async {
        let fixture = Fixture()
        // The clock moves only when the wait sleeps: 50 turns of a millisecond make 0.05 s, however
        // busy the machine.
        let clock = TurnClock()
        await #expect(throws: CollectionViewDriverError.timedOut(seconds: 0.05)) {
            try await fixture.driver.settle(until: { false }, timeout: 0.05, clock: clock)
        }
        #expect(clock.sleeps == 50)
        #expect(clock.now.offset == .milliseconds(50))
    }

    @Test func waitingEndsAsSoonAsTheConditionHolds() async throws {
        let fixture = Fixture()
        let clock = TurnClock()
        var checks = 0
        try await fixture.driver.settle(
            until: {
                checks += 1
                return checks == 3
            }, clock: clock)
        #expect(checks == 3)
        #expect(clock.sleeps == 2)
        // Without a clock, the same wait.
        try await fixture.driver.settle(until: { true })
    }

    @Test func aCancelledWaitStops() async {
        let fixture = Fixture()
        // The clock cancels the waiting task after 10 sleeps; the wait then ends at once instead
        // of running its hour of turns.
        let clock = TurnClock(sleepLimit: 10)
        await withKnownIssue {
            // In a task of its own: the clock cancels the task that sleeps on it.
            let outcome = await Task { () async -> CollectionViewDriverError? in
                do throws(CollectionViewDriverError) {
                    try await fixture.driver.settle(until: { false }, timeout: 3_600, clock: clock)
                    return nil
                } catch {
                    return error
                }
            }.value
            #expect(outcome == .timedOut(seconds: 3_600))
        } matching: {
            $0.comments.contains { $0.rawValue.contains("TurnClock") }
        }
        #expect(clock.sleeps == 11)
    }

    @Test(
        "a timeout that is not a finite number of seconds from 0 to an hour is refused before waiting",
        arguments: [Double.nan, .infinity, -.infinity, -1, 3_601, .greatestFiniteMagnitude])
    func anImpossibleTimeoutIsRefused(timeout: Double) async {
        // Without the check, a NaN timeout waited for ever: its deadline and turn count never came. The
        // clock is the hang guard: it stops a wait after 10 turns.
        let fixture = Fixture()
        let clock = TurnClock(sleepLimit: 10)
        do {
            try await fixture.driver.settle(until: { false }, timeout: timeout, clock: clock)
            Issue.record("a timeout of \(timeout) s was waited for")
        } catch {
            guard case .invalidTimeout(let seconds) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(seconds.isNaN ? timeout.isNaN : seconds == timeout)
            #expect(error.description.contains("\(timeout)"))
        }
        #expect(clock.sleeps == 0)
        // Zero is a timeout: the condition is checked once.
        try? await fixture.driver.settle(until: { true }, timeout: 0, clock: clock)
        #expect(clock.sleeps == 0)
    }

    @Test func restingOffsetsStayWithinTheContent() throws {
        let fixture = Fixture()
        let solution = try #require(fixture.view.layoutSolution)
        #expect(solution.clampedContentOffset(CGPoint(x: -50, y: 5000)) == CGPoint(x: 0, y: 30 * 44 - 220))
        #expect(solution.clampedContentOffset(CGPoint(x: 0, y: CGFloat.nan)) == CGPoint(x: 0, y: 0))
        fixture.view.contentInset = DirectionalEdgeInsets(top: 20, leading: 0, bottom: 10, trailing: 0)
        let inset = try #require(fixture.view.layoutSolution)
        #expect(inset.clampedContentOffset(CGPoint(x: 0, y: -100)) == CGPoint(x: 0, y: -20))
        #expect(inset.clampedContentOffset(CGPoint(x: 0, y: 1e9)) == CGPoint(x: 0, y: 30 * 44 - 220 + 10))
    }
}
