import Foundation
import Tessera
import TesseraTestSupport
import TesseraTesting
import Testing

/// The issues recorded inside a `withKnownIssue`, kept by its matcher.
private final class IssueLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Issue] = []

    var issues: [Issue] { lock.withLock { recorded } }

    /// Keeps `issue` and matches it.
    func record(_ issue: Issue) -> Bool {
        lock.withLock { recorded.append(issue) }
        return true
    }

    /// The text of each issue: its comments.
    var texts: [String] { issues.map { $0.comments.map(\.rawValue).joined(separator: "\n") } }
}

/// The issues `body` records, each a known issue.
@MainActor
private func issues(of body: () -> Void) -> IssueLog {
    let log = IssueLog()
    withKnownIssue {
        body()
    } matching: {
        log.record($0)
    }
    return log
}

/// The issues `body` records, each a known issue.
@MainActor
private func issues(of body: () async -> Void) async -> IssueLog {
    let log = IssueLog()
    await withKnownIssue {
        await body()
    } matching: {
        log.record($0)
    }
    return log
}

/// Items shown as text, with a cell provider the test chooses.
@MainActor
private struct Screen {
    let view: HeadlessCollectionView
    let dataSource: CollectionViewDiffableDataSource<Int, Int>
    var driver: CollectionViewDriver { CollectionViewDriver(view) }

    /// A screen of `items` rows 44 points tall in a view 220 points tall (5 rows on screen), whose
    /// provider dequeues with `registration` for the index path `dequeueIndexPath` gives.
    init(
        items: Int = 40, registration: @escaping @MainActor () -> CellRegistration<TextCell, Int>,
        dequeueIndexPath: @escaping (IndexPath) -> IndexPath = { $0 }
    ) {
        view = TestViews.headless(height: 220)
        dataSource = CollectionViewDiffableDataSource(collectionView: view) { host, indexPath, item in
            try host.dequeueConfiguredReusableCell(
                using: registration(), for: dequeueIndexPath(indexPath), item: item)
        }
        dataSource.apply((try? Snapshot([(0, Array(0..<items))])) ?? Snapshot())
    }
}

/// A registration kept in a `static let`, as test suites often do: Swift creates it on first use.
@MainActor
private enum LazyRegistrations {
    static let text = CellRegistration<TextCell, Int> { cell, _, item in cell.text = "\(item)" }
}

@Suite("Failures land on the caller's line")
@MainActor
struct FailureLocationTests {
    /// Made with the test, before any request.
    let registration = CellRegistration<TextCell, Int> { cell, _, item in cell.text = "\(item)" }

    /// A provider that dequeues every cell for the first index path: a mistake for every cell but
    /// the first.
    private func wrongIndexPathScreen() -> Screen {
        let registration = registration
        return Screen(registration: { registration }, dequeueIndexPath: { _ in IndexPath(item: 0, section: 0) })
    }

    @Test func aFailureDuringADriverCallLandsOnTheCallsLineAsOneIssue() {
        let screen = wrongIndexPathScreen()
        let callLine = #line + 1
        let log = issues { screen.driver.scrollToBottom() }
        #expect(log.issues.count == 1, "\(log.texts)")
        let issue = log.issues.first
        #expect(issue?.sourceLocation?.fileID == "\(#fileID)")
        #expect(issue?.sourceLocation?.line == callLine)
        // The host still recorded each one.
        #expect(screen.view.failures.count > 1)
    }

    @Test func oneMistakeForEveryVisibleCellIsOneIssueSayingHowManyCellsItHit() throws {
        let screen = wrongIndexPathScreen()
        let log = issues { try? screen.driver.settle() }
        // Rows 1 to 4 of the 5 on screen are dequeued for row 0.
        #expect(log.issues.count == 1, "\(log.texts)")
        let text = try #require(log.texts.first)
        #expect(text.contains("(the view was dequeued for cell [0, 0], not for cell [0, 1])"), "\(text)")
        #expect(
            text.contains("[the same failure for 4 cells: cell [0, 1], cell [0, 2], cell [0, 3], cell [0, 4]]"),
            "\(text)")
        #expect(screen.view.failures.count == 4)
    }

    @Test func aMistakeMetByManyCellsNamesTheFirstEightAndCountsTheRest() throws {
        let screen = wrongIndexPathScreen()
        // scroll(untilVisible:) drags with scroll(by:): the outermost call is the test's.
        let callLine = #line + 1
        let log = issues { _ = try? screen.driver.scroll(untilVisible: "39") }
        #expect(log.issues.count == 1, "\(log.texts)")
        #expect(log.issues.first?.sourceLocation?.line == callLine)
        let text = try #require(log.texts.first)
        #expect(text.contains("cell [0, 8] and "), "\(text)")
        #expect(text.contains(" more]"), "\(text)")
    }

    @Test func differentMistakesInOnePassAreDifferentIssues() {
        let view = TestViews.headless(height: 220)
        let registration = registration
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: view) { host, indexPath, item in
            if item.isMultiple(of: 2) { throw CollectionViewError(.dataSource, "no item \(item)") }
            return try host.dequeueConfiguredReusableCell(
                using: registration, for: IndexPath(item: 0, section: 0), item: item)
        }
        dataSource.apply((try? Snapshot([(0, Array(0..<10))])) ?? Snapshot())
        let log = issues { try? CollectionViewDriver(view).settle() }
        // "no item 0", "no item 2" and "no item 4" are three mistakes; the wrong index path of
        // rows 1 and 3 is one.
        #expect(log.issues.count == 4, "\(log.texts)")
    }

    @Test func aDeviceConfiguringAViewReportsOnTheCallersLine() {
        let screen = wrongIndexPathScreen()
        let callLine = #line + 1
        let log = issues { TestDevice.iPhoneSE.configure(screen.view) }
        #expect(log.issues.count == 1, "\(log.texts)")
        #expect(log.issues.first?.sourceLocation?.line == callLine)
    }

    @Test func waitingReportsOnTheCallersLine() async {
        let screen = wrongIndexPathScreen()
        let clock = TurnClock()
        let callLine = #line + 1
        let log = await issues { try? await screen.driver.settle(until: { true }, clock: clock) }
        #expect(log.issues.count == 1, "\(log.texts)")
        #expect(log.issues.first?.sourceLocation?.line == callLine)
    }

    @Test func aFailureOutsideADriverCallLandsInTessera() {
        let screen = wrongIndexPathScreen()
        let log = issues { screen.view.layoutIfNeeded() }
        #expect(log.issues.count == 1, "\(log.texts)")
        #expect(log.issues.first?.sourceLocation?.fileID.hasPrefix("TesseraCore/") == true)
    }

    // MARK: Registrations kept in a `static let`

    @Test func aRegistrationCreatedLazilyInsideTheProviderSaysSo() throws {
        let screen = Screen(registration: { LazyRegistrations.text })
        let log = issues { try? screen.driver.settle() }
        #expect(log.issues.count == 1, "\(log.texts)")
        let text = try #require(log.texts.first)
        #expect(text.contains("Attempted to dequeue a cell using a registration that was created inside"), "\(text)")
        #expect(
            text.contains(
                "a registration kept in a `static let` (or a global, or a `lazy var`) is created on first use, which here was inside the cell provider; create it before the first apply"
            ), "\(text)")
        #expect(text.contains("[the same failure for 5 cells"), "\(text)")
        // The first cell cannot tell (the registration is new); the next ones can.
        #expect(screen.view.failures.first?.message.contains("static let") == false)
        #expect(screen.view.failures.dropFirst().allSatisfy { $0.message.contains("static let") })
    }

    @Test func aRegistrationCreatedForEachCellDoesNotBlameAStaticLet() throws {
        let screen = Screen(registration: {
            CellRegistration<TextCell, Int> { cell, _, item in cell.text = "\(item)" }
        })
        let log = issues { try? screen.driver.settle() }
        // Each registration has its own identifier; the mistake is one all the same.
        #expect(log.issues.count == 1, "\(log.texts)")
        let text = try #require(log.texts.first)
        #expect(!text.contains("static let"), "\(text)")
        #expect(text.contains("[the same failure for 5 cells"), "\(text)")
    }
}
