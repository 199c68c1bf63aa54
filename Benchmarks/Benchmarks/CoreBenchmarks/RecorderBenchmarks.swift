import ApplyComparison
import Benchmark
import Foundation
import Tessera

// What the flight recorder costs: applies of 1 % of the rows on a list that records against the
// same applies on a list that does not (ten of each per sample, timed back to back, alternately,
// in the main thread's CPU time), at 100, 10,000 and 100,000 rows; the same with two lists that do
// not record (A/A: how far apart two identical sides read in this run); and the bytes the recorder
// holds per update recorded. `RecorderProbe` counts the same applies in instructions
// (docs/Recordings.md, "Memory and cost").

func recorderBenchmarks() {
    for count in [100, 10_000, 100_000] {
        let label = count >= 1_000 ? "\(count / 1_000)k" : "\(count)"
        registerMainActorRatio(
            "Ratio: 10 applies of 1 % of \(label) rows, recorded / not recorded",
            iterations: count >= 100_000 ? 40 : 200
        ) {
            let recorded = RecordedList(count: count, recording: true)
            let plain = RecordedList(count: count, recording: false)
            return ({ for _ in 0..<10 { recorded.applyNext() } }, { for _ in 0..<10 { plain.applyNext() } })
        }
    }
    registerMainActorRatio(
        "Ratio: 10 applies of 1 % of 10k rows, A/A (neither records)", iterations: 200
    ) {
        let first = RecordedList(count: 10_000, recording: false)
        let second = RecordedList(count: 10_000, recording: false)
        return ({ for _ in 0..<10 { first.applyNext() } }, { for _ in 0..<10 { second.applyNext() } })
    }
    let bytesPerUpdate = BenchmarkMetric.custom("recorder bytes per update", useScalingFactor: false)
    Benchmark(
        "Recorder: bytes held per recorded update of 1 % of 10k rows",
        configuration: .init(metrics: [bytesPerUpdate], maxIterations: 5)
    ) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            for _ in benchmark.scaledIterations {
                benchmark.measurement(bytesPerUpdate, RecordedList.recorderBytesPerUpdate(count: 10_000))
            }
        }
    }
}
