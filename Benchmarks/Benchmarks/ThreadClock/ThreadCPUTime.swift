import Foundation

/// The CPU time the running thread spends in `body`, in nanoseconds
/// (`CLOCK_THREAD_CPUTIME_ID`: user and system time, page faults included), so that on a loaded
/// machine the time spent waiting for a core does not count.
///
/// - Complexity: `body`, plus two clock reads.
public func threadCPUNanoseconds(_ body: () throws -> Void) rethrows -> Int {
    var start = timespec(), end = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
    try body()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
    return (end.tv_sec - start.tv_sec) * 1_000_000_000 + (end.tv_nsec - start.tv_nsec)
}
