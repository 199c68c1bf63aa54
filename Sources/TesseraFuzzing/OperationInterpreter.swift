import Foundation
import IssueReporting
@_spi(Testing) import Tessera
import TesseraFuzzHarness

/// Turns bytes into a sequence of public-API operations on every list system — the diffable data
/// source with outlines, list adapters with computed sizes and load more, the screen builder and
/// typed sections (through ``FuzzHarness``'s systems), layouts whose code re-enters, reordering,
/// the driver, width and trait changes, releases — with app closures that re-enter Tessera and
/// hand back hostile values, and checks the invariants after each step (docs/Reliability.md,
/// "The coverage-guided fuzzer"). Every view records (`FlightRecorder`): the recordings of the
/// failures met and the last view's recording must read back from their JSON and replay.
///
/// ```swift
/// var input = FuzzInput(bytes)
/// let failures = OperationInterpreter().run(&input)   // empty, or the broken invariants
/// ```
@MainActor
public final class OperationInterpreter {
    /// The most operations one input runs.
    public static let maximumOperations = 48

    var view: HeadlessCollectionView?
    var dataSource: CollectionViewDiffableDataSource<Int, Int>?
    var adapter: ListAdapter<HostileCell>?
    /// Slices cut from the adapter and from one another, as the controllers of a screen hold them.
    var slices: [ListSliceAdapter<HostileCell.Model>] = []
    /// The screen builder's controller, and the screen it last accepted.
    var screen: ScreenController?
    /// The typed sections' controller, and the number of items each section it was given shows.
    var sections: SectionController?
    var expectedSectionCounts: [Int] = []
    let reentry = ReentrantCall()
    /// The app's delegates, held as an app holds them (collection views hold theirs weakly).
    var delegates: [ReentrantDelegate] = []
    /// How many times each completion handed to Tessera ran, by number.
    var completionRuns: [Int] = []
    /// The next fresh item identifier.
    var nextItem = 0
    /// What the last operation was, for the report.
    var lastOperation = ""
    private(set) var failures: [String] = []

    /// Hears each operation's name before it runs (`FUZZ_TRACE=1` in the replayers).
    public var trace: ((String) -> Void)? {
        didSet { reentry.trace = trace }
    }

    public init() {}

    /// Runs the operations the input describes, then lets every update finish; returns the
    /// invariants broken, each described with the operation after which it broke.
    public func run(_ input: inout FuzzInput) -> [String] {
        withIssueReporters([]) {
            recording {
                var count = 0
                while !input.isExhausted, count < Self.maximumOperations, failures.isEmpty {
                    count += 1
                    step(&input)
                    check(final: false)
                }
                settle()
                check(final: true)
                reentry.disarm()
                if failures.isEmpty { checkViewRecording() }
                HostileCell.onCalculate = nil
            }
        }
        return failures
    }

    // MARK: Completions

    /// A completion that counts its runs.
    func completion() -> () -> Void {
        let number = completionRuns.count
        completionRuns.append(0)
        return { [weak self] in
            self?.completionRuns[number] += 1
            self?.reentry.fire(from: "a completion")
        }
    }

    /// Ends every animation in flight, as many rounds as updates started from completions need.
    func settle() {
        for _ in 0..<64 {
            guard let view, view.hasAnimationsInFlight else { break }
            view.finishAnimations()
            view.layoutIfNeeded()
        }
    }

    // MARK: Invariants

    private func fail(_ message: String) {
        failures.append("after \(lastOperation): \(message)")
    }

    /// Records a failure found by another checker.
    func recordFailure(_ message: String) {
        failures.append(message)
    }

    /// The failures a host may report because an operation handed it a hostile value on purpose;
    /// any other kind means Tessera itself broke UIKit's rules.
    static let expectedFailureKinds: Set<CollectionViewError.Kind> = [.layout, .invalidCall]

    private func check(final: Bool) {
        guard let view else {
            if final { checkCompletions() }
            return
        }
        // The layout pass a query would run (and the updates waiting for it) first, so that what is
        // compared is what the view shows.
        view.layoutIfNeeded()
        if let failure = view.failures.first(where: { !Self.expectedFailureKinds.contains($0.kind) }) {
            fail("the host reported \(failure.kind): \(failure.message)")
        }
        view.removeAllFailures()
        let updating = dataSource?.updater.isUpdating ?? false
        if !view.hasAnimationsInFlight, !updating {
            if let dataSource {
                let shown = dataSource.updater.shownSnapshot
                if view.itemCounts != shown.itemCounts {
                    fail("the host shows \(view.itemCounts) items, the data source \(shown.itemCounts)")
                }
                for indexPath in view.indexPathsForVisibleItems {
                    let text = (view.cellForItem(at: indexPath) as? TextCell)?.text
                    let expected = shown.itemIdentifier(for: indexPath).map { "\($0)" }
                    if let text, text != expected {
                        fail(
                            "cell \(indexPath) shows \(text) instead of \(expected ?? "nothing") (the host shows \(view.itemCounts) items, the data source \(shown.itemCounts))"
                        )
                        break
                    }
                }
            } else if let adapter, view.itemCounts.reduce(0, +) != adapter.count {
                fail("the host shows \(view.itemCounts) items, the adapter \(adapter.count)")
            } else if let screen, !screen.dataSource.updater.isUpdating {
                checkShown(screen.dataSource.updater.shownSnapshot, on: view)
            } else if sections != nil, view.itemCounts != expectedSectionCounts {
                fail("the host shows \(view.itemCounts) items, the typed sections \(expectedSectionCounts)")
            }
            if let adapter {
                for slice in slices where slice.range.upperBound > adapter.count || slice.range.lowerBound < 0 {
                    fail("a slice spans \(slice.range) in a list of \(adapter.count) items")
                    break
                }
            }
            if let difference = HostChecks.cellsShownDifferFromLayout(view) { fail(difference) }
        }
        let visible = CGRect(origin: view.contentOffset, size: view.bounds.size)
        if let bad = view.layoutSolution?.elements(in: visible).first(where: {
            !($0.frame.minX.isFinite && $0.frame.minY.isFinite && $0.frame.width.isFinite && $0.frame.height.isFinite)
        }) {
            fail("\(bad.key) has a frame that is not finite: \(bad.frame)")
        }
        if final {
            if view.hasAnimationsInFlight { fail("animations still in flight after settling") }
            if let dataSource, dataSource.updater.isUpdating {
                fail("the data source is still updating after settling")
            }
            if let dataSource,
                dataSource.updater.latestSnapshot.itemCounts != dataSource.updater.shownSnapshot.itemCounts
            {
                fail("the latest snapshot applied is not shown after settling")
            }
            checkCompletions()
        }
    }

    /// Checks that the host shows the numbers of items of the snapshot its data source shows.
    private func checkShown(_ shown: Snapshot<String, ScreenItem>, on view: HeadlessCollectionView) {
        if view.itemCounts != shown.itemCounts {
            fail("the host shows \(view.itemCounts) items, the screen \(shown.itemCounts)")
        }
    }

    private func checkCompletions() {
        for (number, runs) in completionRuns.enumerated() where runs != 1 {
            fail("completion \(number) ran \(runs) times")
            return
        }
    }
}
