import Foundation
import IssueReporting
import Tessera

/// Drives random sequences of package operations — valid and invalid — across snapshots and the
/// diffable data source, list adapters and slices, the screen builder and the layout engine, on
/// `HeadlessCollectionView`, with extreme numbers at every boundary, input nested thousands of
/// levels deep, identifiers whose hashes collide and operations made from inside callbacks, and checks after every operation that the
/// host's items equal the model, every visible cell shows its item's current content, frames are
/// finite, cells do not overlap where the description does not allow it, and a refused operation
/// changed nothing.
///
/// ```swift
/// let report = FuzzHarness(seed: 42).run(operations: 20_000)
/// print(report)               // operations, errors reported, invariant failures (must be 0), seed
/// ```
///
/// `tessera fuzz --seconds N --seed S` runs it from the command line.
@MainActor
package final class FuzzHarness {
    package let seed: UInt64
    private var random: SeededRandomNumberGenerator
    private var fuzzers: [any Fuzzer]

    /// The systems a harness can drive.
    package enum System: String, CaseIterable, Sendable {
        /// Snapshots and the diffable data source.
        case diffableDataSource
        /// List adapters and slices owned by separate controllers.
        case listAdapters
        /// Sectioned list adapters and section slices held across parent reloads.
        case sectionSlices
        /// The screen builder (`ScreenDescription`).
        case screenBuilder
        /// The layout engine alone.
        case layoutEngine
        /// Extreme numbers through every boundary: descriptions, measurements, mappings, the
        /// host's geometry, the screen builder, load more, and values an app's code hands back.
        case extremeNumbers
        /// Groups and outlines nested thousands of levels deep.
        case deepNesting
        /// Identifiers whose hashes all collide.
        case collidingHashes
        /// Operations made from inside Tessera's callbacks, and data owners released mid-update.
        case reentrantCallbacks
    }

    /// A harness driving `systems` (all of them by default) from a seed.
    package init(seed: UInt64, systems: [System] = System.allCases) {
        self.seed = seed
        random = SeededRandomNumberGenerator(seed: seed)
        fuzzers = systems.map { system -> any Fuzzer in
            switch system {
            case .diffableDataSource: return DataSourceFuzzer(seed: seed &+ 1)
            case .listAdapters: return AdapterFuzzer()
            case .sectionSlices: return SectionSliceFuzzer()
            case .screenBuilder: return ScreenBuilderFuzzer()
            case .layoutEngine: return LayoutFuzzer()
            case .extremeNumbers: return ExtremeNumberFuzzer()
            case .deepNesting: return DeepNestingFuzzer()
            case .collidingHashes: return CollidingHashFuzzer()
            case .reentrantCallbacks: return ReentrantCallbackFuzzer(seed: seed &+ 2)
            }
        }
    }

    /// Runs a number of operations.
    package func run(operations: Int) -> FuzzReport {
        run { report in report.operations < operations }
    }

    /// Runs a number of operations in chunks of `chunk`, letting other work on the main actor run
    /// between chunks (a test suite's other main-actor tests, say): the same operations, in the same
    /// order, as ``run(operations:)`` with the same seed.
    package func run(operations: Int, yieldingEvery chunk: Int) async -> FuzzReport {
        var report = FuzzReport(seed: seed)
        while report.operations < operations {
            let end = min(operations, report.operations + max(1, chunk))
            withIssueReporters([]) { runSteps(into: &report) { $0.operations < end } }
            await Task.yield()
        }
        return report
    }

    /// The longest run: a billion seconds (about 31 years), so that any duration can be asked for.
    nonisolated package static let maximumSeconds: Double = 1e9

    /// A run's length for a number of seconds: none for a negative number or NaN, at most
    /// ``maximumSeconds``.
    nonisolated package static func duration(ofSeconds seconds: Double) -> Duration {
        let capped = seconds.isNaN ? 0 : min(max(seconds, 0), maximumSeconds)
        return .milliseconds(Int64(capped * 1000))
    }

    /// Runs until `seconds` have passed (at most ``maximumSeconds``), calling `progress` about
    /// every second.
    package func run(seconds: Double, progress: (FuzzReport) -> Void = { _ in }) -> FuzzReport {
        let clock = ContinuousClock()
        let end = clock.now.advanced(by: Self.duration(ofSeconds: seconds))
        var lastProgress = clock.now
        return run { report in
            let now = clock.now
            if now - lastProgress >= .seconds(1) {
                lastProgress = now
                progress(report)
            }
            return now < end
        }
    }

    private func run(while shouldContinue: (FuzzReport) -> Bool) -> FuzzReport {
        var report = FuzzReport(seed: seed)
        // The fuzzers provoke failures on purpose (invalid layouts, tiny containers) and check
        // every one through the hosts' `failures`: they are not runtime warnings or test failures.
        withIssueReporters([]) { runSteps(into: &report, while: shouldContinue) }
        return report
    }

    private func runSteps(into report: inout FuzzReport, while shouldContinue: (FuzzReport) -> Bool) {
        let clock = ContinuousClock()
        let start = clock.now
        while shouldContinue(report) {
            let fuzzer = fuzzers[Int.random(in: 0..<fuzzers.count, using: &random)]
            report.operations += 1
            report.operationsBySystem[fuzzer.name, default: 0] += 1
            do {
                if try fuzzer.step(&random) != nil { report.errorsReported += 1 }
            } catch {
                report.recordFailure("operation \(report.operations), \(fuzzer.name): \(error.message)")
            }
            for failure in fuzzer.invariantFailures() {
                report.recordFailure("operation \(report.operations), \(fuzzer.name): \(failure)")
            }
        }
        report.duration += clock.now - start
    }
}
