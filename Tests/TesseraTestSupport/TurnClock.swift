import Foundation
import IssueReporting

/// A clock that moves only when slept on, by the time slept, for tests of code that waits: the wait
/// is counted in turns, whatever else the machine is doing.
///
/// It is also a hang guard: past `sleepLimit` sleeps it reports an issue and cancels the sleeping
/// task, so a wait that would never end fails the test instead of holding the suite.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
package final class TurnClock: Clock, @unchecked Sendable {
    /// A point on the clock: the time slept since it started.
    package struct Instant: InstantProtocol {
        /// The time slept since the clock started.
        package var offset: Duration

        package func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        package func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        package static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    /// The most sleeps before the clock stops the wait.
    package let sleepLimit: Int
    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var sleepCount = 0

    /// A clock at zero that stops a wait after `sleepLimit` sleeps.
    package init(sleepLimit: Int = 1_000_000) {
        self.sleepLimit = sleepLimit
    }

    package var now: Instant {
        lock.withLock { current }
    }

    package var minimumResolution: Duration { .zero }

    /// How many times the clock was slept on.
    package var sleeps: Int {
        lock.withLock { sleepCount }
    }

    /// Moves the clock to `deadline` (if it is later) and lets other tasks run once; past
    /// ``sleepLimit`` sleeps, reports an issue and cancels the calling task instead.
    ///
    /// - Throws: `CancellationError` when the task is cancelled.
    package func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        try Task.checkCancellation()
        let count = lock.withLock {
            sleepCount += 1
            current = max(current, deadline)
            return sleepCount
        }
        if count > sleepLimit {
            reportIssue("TurnClock: the wait went on for more than \(sleepLimit) sleeps; it was stopped")
            withUnsafeCurrentTask { $0?.cancel() }
            throw CancellationError()
        }
        await Task.yield()
    }
}
