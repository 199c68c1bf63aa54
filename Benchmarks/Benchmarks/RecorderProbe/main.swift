import ApplyComparison
import Foundation
import Tessera
import ThreadClock

// What the flight recorder costs an apply, without package-benchmark, timed and counted in
// instructions (docs/Recordings.md, "Memory and cost"):
//
//     RecorderProbe 10000 200         200 applies of 1 % of 10,000 rows on a list that records
//                                     and 200 on one that does not, ten at a time, interleaved,
//                                     in thread CPU time; then the bytes the recorder holds per
//                                     update (the growth of the C allocator's bytes in use over 30
//                                     updates on each list, recorded less plain: updates within
//                                     one segment of the recorder)
//     RecorderProbe 10000 200 aa      the timing with two lists that do not record (A/A)
//     RecorderProbe 10000 200 both selfsizing
//                                     the same on a list of self-sizing rows, scrolled to show a
//                                     replaced row: each apply brings in a cell that measures
//                                     itself, which the recorder records too
//     RecorderProbe 10000 200 recorded, RecorderProbe 10000 200 plain
//                                     the applies of one side only, in `appliesMeasured`, for
//                                     callgrind (instruction counts do not depend on the load):
//
//     for side in recorded plain; do
//         valgrind --tool=callgrind --toggle-collect='*appliesMeasured*' --callgrind-out-file=$side.out \
//             .build/release/RecorderProbe 10000 200 $side
//     done
//     callgrind_annotate recorded.out | grep 'PROGRAM TOTALS'; callgrind_annotate plain.out | grep 'PROGRAM TOTALS'

let arguments = CommandLine.arguments
let count = arguments.count > 1 ? Int(arguments[1]) ?? 10_000 : 10_000
let applies = arguments.count > 2 ? Int(arguments[2]) ?? 200 : 200
let mode = arguments.count > 3 ? arguments[3] : "both"
let isAA = mode == "aa"
let selfSizing = arguments.count > 4 && arguments[4] == "selfsizing"

@MainActor
func applies(_ list: RecordedList, _ times: Int) {
    for _ in 0..<times { list.applyNext() }
}

/// The applies callgrind counts (`--toggle-collect='*appliesMeasured*'`).
@inline(never)
@MainActor
func appliesMeasured(_ list: RecordedList, _ times: Int) {
    applies(list, times)
}

@MainActor
func run() {
    let recorded = RecordedList(count: count, recording: !isAA, selfSizing: selfSizing)
    let plain = RecordedList(count: count, recording: false, selfSizing: selfSizing)
    // Warm up: both lists past their first updates (the recorder's first segment started).
    applies(recorded, 4)
    applies(plain, 4)
    var recordedTimes: [Int] = [], plainTimes: [Int] = []
    // Batches of 10 applies, alternating which side goes first.
    for batch in 0..<max(1, applies / 10) {
        let recordedFirst = batch.isMultiple(of: 2)
        if recordedFirst { recordedTimes.append(threadCPUNanoseconds { applies(recorded, 10) }) }
        plainTimes.append(threadCPUNanoseconds { applies(plain, 10) })
        if !recordedFirst { recordedTimes.append(threadCPUNanoseconds { applies(recorded, 10) }) }
    }
    let ratios = zip(recordedTimes, plainTimes).map { Double($0) / Double($1) }.sorted()
    let median = { (values: [Int]) in Double(values.sorted()[values.count / 2]) / 10_000 }
    print(
        String(
            format: "%d rows, %@: recorded %.1f µs, plain %.1f µs per apply; ratio p50 %.1f %%", count,
            isAA ? "A/A" : "recorded / plain", median(recordedTimes), median(plainTimes),
            100 * ratios[ratios.count / 2]))
}

MainActor.assumeIsolated {
    if mode == "recorded" || mode == "plain" {
        let list = RecordedList(count: count, recording: mode == "recorded", selfSizing: selfSizing)
        // Past the first updates (the recorder's first segment started), as in the timed runs.
        applies(list, 4)
        appliesMeasured(list, applies)
        return
    }
    run()
    if !isAA {
        print(
            "\(count) rows: the recorder holds \(RecordedList.recorderBytesPerUpdate(count: count, selfSizing: selfSizing)) bytes per update of 1 % of the rows"
        )
    }
}
