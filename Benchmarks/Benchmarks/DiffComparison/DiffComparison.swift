import Foundation
import TesseraDiff
import ThreadClock

/// Runs Tessera's list diff and another library's on the lists of ``DiffScenario`` (DifferenceKit's
/// benchmark scenario), alternately in one process, and prints the medians and their ratio.
///
/// The other library is not a dependency of this package: a scratch package that depends on it
/// and on this one by path calls ``run(against:)`` (docs/Performance.md gives its source).
public enum DiffComparison {
    /// How many times each size is run (each run diffs with both libraries).
    public static let runs = [5_000: 101, 100_000: 21, 1_000_000: 11]

    /// Runs the comparison and prints a Markdown table: for UUIDs and for items with 2% of their
    /// content changed, at each size, the median CPU time of each library's diff and the peer's
    /// median divided by Tessera's.
    ///
    /// Times are the running thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`), so that waiting for a
    /// core on a loaded machine is not counted; the two diffs alternate, each going first every
    /// other run.
    ///
    /// - Complexity: the diffs, `runs` times at each size.
    public static func run(against peer: DiffPeer) {
        print("| Case | \(peer.name) | Tessera `BatchUpdate` | Ratio |")
        print("|---|---:|---:|---:|")
        for scenario in DiffScenario.sizes {
            let runs = Self.runs[scenario.count] ?? 11
            let (source, target) = scenario.lists(seed: 42)
            let uuids = compare(runs: runs) {
                peer.diffUUIDs(source, target)
            } tessera: {
                keep(try? BatchUpdate(from: source, to: target))
            }
            printRow("\(scenario.label) UUIDs", uuids)
            let (sourceItems, targetItems) = scenario.items(seed: 42)
            let items = compare(runs: runs) {
                peer.diffItems(sourceItems, targetItems)
            } tessera: {
                keep(try? BatchUpdate(from: sourceItems, to: targetItems, identifiedBy: \.id, isContentEqual: ==))
            }
            printRow("\(scenario.label) items, 2% updates", items)
        }
    }

    /// The median times, in milliseconds, of `peer` and `tessera` run alternately.
    private static func compare(runs: Int, peer: () -> Void, tessera: () -> Void) -> (peer: Double, tessera: Double) {
        var peerTimes: [Double] = [], tesseraTimes: [Double] = []
        for run in 0..<runs {
            if run.isMultiple(of: 2) {
                peerTimes.append(cpuMilliseconds(peer))
                tesseraTimes.append(cpuMilliseconds(tessera))
            } else {
                tesseraTimes.append(cpuMilliseconds(tessera))
                peerTimes.append(cpuMilliseconds(peer))
            }
        }
        return (median(peerTimes), median(tesseraTimes))
    }

    private static func printRow(_ name: String, _ times: (peer: Double, tessera: Double)) {
        let ratio = times.peer / times.tessera
        print("| \(name) | \(format(times.peer)) ms | \(format(times.tessera)) ms | \(String(format: "%.1f", ratio))× |")
    }

    private static func format(_ milliseconds: Double) -> String {
        milliseconds >= 100 ? String(format: "%.0f", milliseconds) : String(format: "%#.3g", milliseconds)
    }

    /// Keeps a result alive, so that computing it cannot be optimized away.
    @inline(never)
    private static func keep<T>(_ value: T) {
        withExtendedLifetime(value) {}
    }

    private static func median(_ values: [Double]) -> Double {
        values.sorted()[values.count / 2]
    }

    /// The CPU time the running thread spends in `body`, in milliseconds.
    private static func cpuMilliseconds(_ body: () -> Void) -> Double {
        Double(threadCPUNanoseconds(body)) / 1e6
    }
}
