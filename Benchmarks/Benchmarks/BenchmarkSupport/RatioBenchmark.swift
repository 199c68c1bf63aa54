import Benchmark
import ThreadClock

/// Registers a benchmark that times `measured` and `floor` back to back in each iteration
/// (alternating which goes first) and records the first's time as a percentage of the second's.
///
/// On a shared machine, the times of two benchmarks run seconds apart can see different loads;
/// each sample of a ratio benchmark compares like with like, and their median is steadier than
/// the ratio of two medians. Both are timed in the running thread's CPU time
/// (`threadCPUNanoseconds`), so that waiting for a core does not count.
///
/// - Parameters:
///   - times: when given, the names of two more metrics that record each side's time in
///     microseconds, from the same samples as the ratio.
///   - setUp: runs once at the start of the benchmark's closure, before the first iteration.
/// - Complexity: two calls per iteration.
public func registerRatioBenchmark(
    _ name: String, measured: @escaping @Sendable () throws -> Void, floor: @escaping @Sendable () throws -> Void,
    times: (measured: String, floor: String)? = nil, setUp: @escaping @Sendable () -> Void = {}
) {
    let percent = BenchmarkMetric.custom("% of the floor", useScalingFactor: false)
    let timeMetrics = times.map {
        (
            measured: BenchmarkMetric.custom($0.measured, useScalingFactor: false),
            floor: BenchmarkMetric.custom($0.floor, useScalingFactor: false)
        )
    }
    let metrics = [percent] + (timeMetrics.map { [$0.measured, $0.floor] } ?? [])
    Benchmark(name, configuration: .init(metrics: metrics)) { benchmark in
        setUp()
        for iteration in benchmark.scaledIterations {
            let floorFirst = iteration.isMultiple(of: 2)
            let early = floorFirst ? try threadCPUNanoseconds(floor) : try threadCPUNanoseconds(measured)
            let late = floorFirst ? try threadCPUNanoseconds(measured) : try threadCPUNanoseconds(floor)
            let (floorTime, measuredTime) = floorFirst ? (early, late) : (late, early)
            benchmark.measurement(percent, Int((100 * Double(measuredTime) / Double(max(1, floorTime))).rounded()))
            if let timeMetrics {
                benchmark.measurement(timeMetrics.measured, (measuredTime + 500) / 1_000)
                benchmark.measurement(timeMetrics.floor, (floorTime + 500) / 1_000)
            }
        }
    }
}
