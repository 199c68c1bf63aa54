import Foundation
import Tessera

// MARK: - Waiting for updates

extension CollectionViewDriver {
    /// The longest wait ``settle(until:timeout:fileID:filePath:line:column:)`` takes: an hour, in seconds.
    package nonisolated static let maximumTimeout: Double = 3_600

    /// The most rounds ``settle(maximumRounds:fileID:filePath:line:column:)`` waits, whatever it is
    /// asked: an update loop in the screen is reported after them instead of running for ever.
    package nonisolated static let maximumRounds = 10_000

    /// Finishes what is in flight, as the screen would look once its animations end: animated
    /// batch updates complete (their completions run in order, which starts the applies queued
    /// behind them), again until none is left, then the layout pass runs. Needed only when the
    /// collection view's `completesAnimationsImmediately` is `false`; harmless otherwise.
    ///
    /// - Throws: ``CollectionViewDriverError/didNotSettle(rounds:)`` when completions keep
    ///   starting new animations after `maximumRounds` rounds (an update loop in the screen).
    /// - Complexity: O(*r*) rounds of completions and layout.
    public func settle(
        maximumRounds: Int = 100, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) throws(CollectionViewDriverError) {
        try reportingFailures(fileID: fileID, filePath: filePath, line: line, column: column) {
            () throws(CollectionViewDriverError) in
            let maximumRounds = min(max(1, maximumRounds), Self.maximumRounds)
            for _ in 0..<maximumRounds {
                collectionView.finishAnimations()
                collectionView.layoutIfNeeded()
                if !collectionView.hasAnimationsInFlight { return }
            }
            throw .didNotSettle(rounds: maximumRounds)
        }
    }

    /// Waits, letting the screen's tasks run, until `condition` holds once the view has settled:
    /// for a screen that loads its data asynchronously (a first page, the next page after a
    /// load-more trigger) and applies it when it arrives.
    ///
    /// ```swift
    /// driver.scrollToBottom()
    /// try await driver.settle(until: { collectionView.numberOfItems(inSection: 0) == 40 })
    /// ```
    ///
    /// Each turn settles, checks the condition, then yields the main actor and sleeps a
    /// millisecond. The wait gives up after `timeout` seconds *and* at least `timeout` × 1000
    /// turns: time lost while other work holds the main actor (parallel tests, a loaded machine, a
    /// sanitizer) does not make it give up early. A task cancelled meanwhile stops waiting, as on a
    /// timeout. To test the wait itself, give it a clock (``settle(until:timeout:clock:fileID:filePath:line:column:)``).
    ///
    /// - Throws: ``CollectionViewDriverError/invalidTimeout(seconds:)``, before waiting, for a
    ///   timeout that is not a finite number of seconds from 0 to `maximumTimeout`;
    ///   ``CollectionViewDriverError/timedOut(seconds:)`` when the condition does not hold
    ///   in that time; ``CollectionViewDriverError/didNotSettle(rounds:)`` as
    ///   ``settle(maximumRounds:fileID:filePath:line:column:)``.
    /// - Complexity: one settle per turn of the main actor until the condition holds.
    public func settle(
        until condition: @MainActor () -> Bool, timeout: Double = 5, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async throws(CollectionViewDriverError) {
        let start = ProcessInfo.processInfo.systemUptime
        try await settle(
            until: condition, timeout: timeout,
            elapsed: { ProcessInfo.processInfo.systemUptime - start },
            sleep: { try? await Task.sleep(nanoseconds: 1_000_000) },
            location: FailureSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Waits until `condition` holds once the view has settled, as
    /// ``settle(until:timeout:fileID:filePath:line:column:)``, with time read from `clock` and the
    /// sleep of each turn taken on it.
    ///
    /// A test of a wait passes a clock that moves only when slept on (swift-clocks'
    /// `ImmediateClock`, say): the wait then gives up after exactly `timeout` × 1000 turns, whatever
    /// the machine is doing.
    ///
    /// - Throws: as ``settle(until:timeout:fileID:filePath:line:column:)``.
    /// - Complexity: one settle per turn of the main actor until the condition holds.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    public func settle<WaitClock: Clock<Duration>>(
        until condition: @MainActor () -> Bool, timeout: Double = 5, clock: WaitClock,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) async throws(CollectionViewDriverError) {
        let start = clock.now
        try await settle(
            until: condition, timeout: timeout,
            elapsed: {
                let (seconds, attoseconds) = start.duration(to: clock.now).components
                return Double(seconds) + Double(attoseconds) / 1e18
            },
            sleep: { try? await clock.sleep(for: .milliseconds(1)) },
            location: FailureSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// The wait of both `settle(until:…)` calls: `elapsed` reads the seconds since it began, `sleep`
    /// takes each turn's pause.
    private func settle(
        until condition: @MainActor () -> Bool, timeout: Double, elapsed: () -> Double,
        sleep: () async -> Void, location: FailureSourceLocation
    ) async throws(CollectionViewDriverError) {
        guard timeout.isFinite, (0...Self.maximumTimeout).contains(timeout) else {
            throw .invalidTimeout(seconds: timeout)
        }
        try await reportingFailures(
            fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column
        ) { () async throws(CollectionViewDriverError) in
            let minimumTurns = Int(timeout * 1000)
            var turns = 0
            while true {
                try settle(
                    fileID: location.fileID, filePath: location.filePath, line: location.line,
                    column: location.column)
                if condition() { return }
                if Task.isCancelled || (turns >= minimumTurns && elapsed() >= timeout) {
                    throw .timedOut(seconds: timeout)
                }
                turns += 1
                await Task.yield()
                // Give tasks on other executors (a loader's network stand-in, say) a moment.
                await sleep()
            }
        }
    }
}
