import Foundation
import Tessera

// MARK: - Waiting for updates

extension CollectionViewDriver {
    /// The longest wait ``settle(until:timeout:)`` takes: an hour, in seconds.
    public nonisolated static let maximumTimeout: Double = 3_600

    /// The most rounds ``settle(maximumRounds:)`` waits, whatever it is asked: an update loop in
    /// the screen is reported after them instead of running for ever.
    public nonisolated static let maximumRounds = 10_000

    /// Finishes what is in flight, as the screen would look once its animations end: animated
    /// batch updates complete (their completions run in order, which starts the applies queued
    /// behind them), again until none is left, then the layout pass runs. Needed only when the
    /// collection view's `completesAnimationsImmediately` is `false`; harmless otherwise.
    ///
    /// - Throws: ``CollectionViewDriverError/didNotSettle(rounds:)`` when completions keep
    ///   starting new animations after `maximumRounds` rounds (an update loop in the screen).
    /// - Complexity: O(*r*) rounds of completions and layout.
    public func settle(maximumRounds: Int = 100) throws(CollectionViewDriverError) {
        let maximumRounds = min(max(1, maximumRounds), Self.maximumRounds)
        for _ in 0..<maximumRounds {
            collectionView.finishAnimations()
            collectionView.layoutIfNeeded()
            if !collectionView.hasAnimationsInFlight { return }
        }
        throw .didNotSettle(rounds: maximumRounds)
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
    /// millisecond. The wait gives up after at least `timeout` seconds *and* `timeout` × 1000
    /// turns: time lost while other work holds the main actor (parallel tests, a sanitizer) does
    /// not make it give up early.
    ///
    /// - Throws: ``CollectionViewDriverError/invalidTimeout(seconds:)``, before waiting, for a
    ///   timeout that is not a finite number of seconds from 0 to ``maximumTimeout``;
    ///   ``CollectionViewDriverError/timedOut(seconds:)`` when the condition does not hold
    ///   in that time; ``CollectionViewDriverError/didNotSettle(rounds:)`` as ``settle(maximumRounds:)``.
    /// - Complexity: one settle per turn of the main actor until the condition holds.
    public func settle(until condition: @MainActor () -> Bool, timeout: Double = 5)
        async throws(CollectionViewDriverError)
    {
        guard timeout.isFinite, (0...Self.maximumTimeout).contains(timeout) else {
            throw .invalidTimeout(seconds: timeout)
        }
        let deadline = Date().addingTimeInterval(timeout)
        let minimumTurns = Int(timeout * 1000)
        var turns = 0
        while true {
            try settle()
            if condition() { return }
            if turns >= minimumTurns && Date() >= deadline { throw .timedOut(seconds: timeout) }
            turns += 1
            await Task.yield()
            // Give tasks on other executors (a loader's network stand-in, say) a moment.
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
    }
}
