import Foundation
import Tessera

/// Operations made from inside Tessera's callbacks, and data owners released mid-update (docs/Reliability.md,
/// "Re-entrancy"): each step arms one callback — the cell provider, will-display, did-end-displaying,
/// did-highlight, did-select or an apply's completion — with a random operation (an apply, animated
/// or not, a reload, a scroll, a tap, a new data source taking the place of the one under way), then
/// makes the collection view call back by scrolling, tapping or applying. Once the host is idle it
/// must show the last snapshot asked for, every visible cell showing its item's current content,
/// with every completion of the current data source called once and none called twice.
@MainActor
final class ReentrantCallbackFuzzer: Fuzzer {
    let name = "re-entrant callbacks"

    /// The callbacks an operation is made from.
    enum Callback: CaseIterable {
        case cellProvider, willDisplay, didEndDisplaying, didHighlight, didSelect, completion
    }

    private var mutator: RandomSnapshotMutator
    private let view = HeadlessCollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: DataSourceFuzzer.grid())
    private let delegate = CallbackDelegate()
    private var dataSource: CollectionViewDiffableDataSource<Int, VersionedItem>
    /// One registration for every data source, made up front as UIKit requires.
    private let registration = CellRegistration<FuzzCell, VersionedItem> { cell, _, item in cell.item = item }
    /// Which data source is the current one: completions of the ones before are not counted.
    private var generation = 0
    /// The operation armed, and the callback it waits for.
    private var armed: (callback: Callback, operation: () -> Void)?
    /// The last step, for the reports: its operation, where it was made from, whether it ran.
    private var lastStep = ""
    private var lastOperationRan = false
    /// The last snapshot asked for of the current data source.
    private var expected = Snapshot<Int, VersionedItem>()
    /// Completions asked for and run, for the current data source.
    private var completionsAsked = 0
    private var completionsRun = 0
    /// Completions that ran more than once (any data source's).
    private var completionsRunTwice: [Int] = []
    private var completionsRunSoFar = Set<Int>()
    private var nextCompletion = 0

    init(seed: UInt64) {
        mutator = RandomSnapshotMutator(seed: seed)
        dataSource = Self.makeDataSource(on: view, registration: registration, relay: delegate)
        delegate.callback = { [weak self] in self?.fire($0) }
        view.delegate = delegate
    }

    /// A data source whose cell provider reports itself through `relay`.
    private static func makeDataSource(
        on view: HeadlessCollectionView, registration: CellRegistration<FuzzCell, VersionedItem>,
        relay: CallbackDelegate
    ) -> CollectionViewDiffableDataSource<Int, VersionedItem> {
        CollectionViewDiffableDataSource(collectionView: view) { [weak relay] host, indexPath, item in
            relay?.callback(.cellProvider)
            return try host.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
    }

    // MARK: Steps

    func step(_ random: inout SeededRandomNumberGenerator) throws(FuzzInvariantFailure) -> String? {
        let callback = Callback.allCases.randomElement(using: &random) ?? .completion
        // A cell provider must not replace the data source it serves (UIKit's rule: no reload
        // from a data source call); any other operation may be made from it.
        let (operationName, operation) = operation(&random, replacingTheDataSource: callback != .cellProvider)
        lastOperationRan = false
        armed = (callback, operation)
        trigger(callback, &random)
        lastStep = "\(operationName) from \(callback)" + (lastOperationRan ? "" : " (not called)")
        armed = nil
        settle()
        return nil
    }

    /// Runs the armed operation if it waits for `callback`: once.
    private func fire(_ callback: Callback) {
        guard let armed, armed.callback == callback else { return }
        self.armed = nil
        lastOperationRan = true
        armed.operation()
    }

    /// A random operation, its random choices made now.
    private func operation(
        _ random: inout SeededRandomNumberGenerator, replacingTheDataSource: Bool
    ) -> (String, () -> Void) {
        switch Int.random(in: 0..<(replacingTheDataSource ? 10 : 9), using: &random) {
        case 0..<4:
            let snapshot = mutated(expected)
            let animated = Bool.random(using: &random)
            return ("an apply\(animated ? ", animated," : "")", { [self] in apply(snapshot, animated: animated) })
        case 4:
            let snapshot = mutated(expected)
            return (
                "a reload",
                { [self] in
                    expected = snapshot
                    dataSource.applySnapshotUsingReloadData(snapshot)
                }
            )
        case 5..<7:
            let fraction = CGFloat(Double.random(in: -0.1...1.1, using: &random))
            return (
                "a scroll",
                { [self] in view.contentOffset = CGPoint(x: 0, y: fraction * max(0, view.contentSize.height)) }
            )
        case 7..<9:
            let pick = Int.random(in: 0..<1_000, using: &random)
            return ("a tap", { [self] in tapVisibleItem(pick) })
        default:
            // A new data owner takes the place of the one whose call is under way; the old one is
            // released as soon as its call returns.
            let snapshot = mutated(Snapshot())
            return (
                "a new data source",
                { [self] in
                    generation += 1
                    completionsAsked = 0
                    completionsRun = 0
                    expected = Snapshot()
                    dataSource = Self.makeDataSource(on: view, registration: registration, relay: delegate)
                    apply(snapshot, animated: false)
                }
            )
        }
    }

    /// Makes the collection view call `callback` (and others on the way).
    private func trigger(_ callback: Callback, _ random: inout SeededRandomNumberGenerator) {
        switch callback {
        case .cellProvider, .willDisplay, .didEndDisplaying:
            if expected.numberOfItems < 40 || Bool.random(using: &random) {
                apply(mutated(expected), animated: Bool.random(using: &random))
            }
            let fraction = CGFloat(Double.random(in: 0...1, using: &random))
            view.contentOffset = CGPoint(x: 0, y: fraction * max(0, view.contentSize.height - view.bounds.height))
            view.layoutIfNeeded()
        case .didHighlight, .didSelect:
            view.layoutIfNeeded()
            tapVisibleItem(Int.random(in: 0..<1_000, using: &random))
        case .completion:
            apply(mutated(expected), animated: Bool.random(using: &random)) { [weak self] in self?.fire(.completion) }
        }
    }

    /// Applies `snapshot` as the last one asked for, counting its completion.
    private func apply(
        _ snapshot: Snapshot<Int, VersionedItem>, animated: Bool, then: (@MainActor () -> Void)? = nil
    ) {
        expected = snapshot
        nextCompletion += 1
        let id = nextCompletion, generation = generation
        completionsAsked += 1
        dataSource.apply(snapshot, animatingDifferences: animated) { [weak self] in
            guard let self else { return }
            if !completionsRunSoFar.insert(id).inserted { completionsRunTwice.append(id) }
            if generation == self.generation { completionsRun += 1 }
            then?()
        }
    }

    private func tapVisibleItem(_ pick: Int) {
        let visible = view.indexPathsForVisibleItems.sorted()
        guard !visible.isEmpty else { return }
        view.tapItem(at: visible[pick % visible.count])
    }

    /// Ends every animation and layout pass, so that queued updates run.
    private func settle() {
        for _ in 0..<8 {
            view.finishAnimations()
            view.layoutIfNeeded()
        }
    }

    private func mutated(_ snapshot: Snapshot<Int, VersionedItem>) -> Snapshot<Int, VersionedItem> {
        let start = snapshot.numberOfItems > 300 ? Snapshot<Int, VersionedItem>() : snapshot.removingMarks()
        return (try? mutator.mutate(start)) ?? start
    }

    // MARK: Invariants

    func invariantFailures() -> [String] {
        var failures: [String] = []
        let snapshot = dataSource.snapshot()
        if snapshot.sectionIdentifiers != expected.sectionIdentifiers
            || snapshot.itemIdentifiers.map(\.description) != expected.itemIdentifiers.map(\.description)
        {
            failures.append(
                "the data source has \(snapshot.itemCounts) items, the last apply asked for \(expected.itemCounts)")
        }
        if completionsRun != completionsAsked {
            failures.append("\(completionsRun) of \(completionsAsked) completions ran once the host was idle")
        }
        if !completionsRunTwice.isEmpty {
            failures.append("completions \(completionsRunTwice) ran twice")
            completionsRunTwice = []
        }
        // The cells shown are the ones the layout has in the bounds (a scroll made from a callback
        // was not lost).
        if let mismatch = HostChecks.cellsShownDifferFromLayout(view) { failures.append(mismatch) }
        failures += FuzzChecks.host(view, counts: expected.itemCounts, cellsMayOverlap: false) { indexPath in
            expected.itemIdentifier(for: indexPath)?.description
        }
        // Reported once: the next operation starts clean.
        view.removeAllFailures()
        return failures.map { "after \(lastStep): \($0)" }
    }
}
