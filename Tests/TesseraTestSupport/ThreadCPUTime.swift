import Foundation

/// The processor time the calling thread has used, for hang guards: unlike the wall clock, it does
/// not grow while the thread waits for a core, so a test that bounds it passes on a loaded machine.
package enum ThreadCPUTime {
    /// The calling thread's processor time so far, in seconds.
    package static var now: Double {
        var time = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return 0 }
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Runs `body` on the calling thread and returns its result with the processor time it took, in
    /// seconds. `body` must not suspend (it is synchronous): the time is the calling thread's.
    package static func measure<Result>(_ body: () throws -> Result) rethrows -> (result: Result, seconds: Double) {
        let start = now
        let result = try body()
        return (result, now - start)
    }
}
