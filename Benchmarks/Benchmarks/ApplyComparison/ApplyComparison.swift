import Foundation
import ThreadClock

/// Runs Tessera's synchronous apply of one change and another library's bookkeeping for the same
/// change, alternately in one process, on lists of a few rows, and prints the medians and their
/// ratio.
///
/// The other library is not a dependency of this package: a scratch package that depends on it
/// and on this one by path calls ``run(against:counts:runs:)`` (docs/Performance.md gives its
/// source). ``ApplyPeer/standardLibrary`` needs nothing else.
@MainActor
public enum ApplyComparison {
    /// Runs the comparison and prints a Markdown table: for each row count, the median main-thread
    /// CPU time of one change with each library and Tessera's divided by the peer's.
    ///
    /// Times are the running thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`); the two alternate,
    /// each going first every other run, after `runs / 10` warm-up runs of each.
    ///
    /// - Complexity: `runs` changes with each library at each count.
    public static func run(against peer: ApplyPeer, counts: [Int] = [10, 100], runs: Int = 4_001) {
        print("| Rows | \(peer.name) | Tessera, synchronous apply on the headless host | Tessera ÷ peer |")
        print("|---:|---:|---:|---:|")
        for count in counts {
            let peerStep = peer.makeList(count)
            let list = SmallList(count: count)
            for _ in 0..<runs / 10 {
                peerStep()
                list.applyOneChange()
            }
            var peerTimes: [Int] = [], tesseraTimes: [Int] = []
            for run in 0..<runs {
                if run.isMultiple(of: 2) {
                    peerTimes.append(threadCPUNanoseconds(peerStep))
                    tesseraTimes.append(threadCPUNanoseconds(list.applyOneChange))
                } else {
                    tesseraTimes.append(threadCPUNanoseconds(list.applyOneChange))
                    peerTimes.append(threadCPUNanoseconds(peerStep))
                }
            }
            precondition(list.view.failures.isEmpty, "the host rejected an update: \(list.view.failures)")
            let peerMedian = median(peerTimes), tesseraMedian = median(tesseraTimes)
            print(
                "| \(count) | \(microseconds(peerMedian)) µs | \(microseconds(tesseraMedian)) µs | "
                    + "\(String(format: "%.2f", tesseraMedian / peerMedian))× |")
        }
    }

    private static func median(_ values: [Int]) -> Double {
        Double(values.sorted()[values.count / 2])
    }

    private static func microseconds(_ nanoseconds: Double) -> String {
        String(format: "%.1f", nanoseconds / 1_000)
    }
}
