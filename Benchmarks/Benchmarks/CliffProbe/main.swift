import ApplyComparison
import DiffComparison
import Foundation
import Tessera
import ThreadClock

// One scenario of issue 43 per run, in a plain executable, so that a single-threaded run can be
// counted in instructions (valgrind --tool=callgrind, docs/Performance.md "Cliffs") as well as
// timed in thread CPU:
//
//     CliffProbe sections 10000      10,000 sections of one item, built, against the floor
//     CliffProbe apply 1000000       one change per apply to 1M rows, synchronous
//     CliffProbe small 10            one change per apply to 10 rows (2,000 applies)
//     CliffProbe shuffle 100000      the snapshot diff to a shuffle, against the floor
//     CliffProbe reverse 100000      the snapshot diff to a reversal, against the floor
//     CliffProbe first 100000        the first screen of self-sizing rows, against the build
//     CliffProbe collide 30000       edits of identifiers with one hash value, against a Set
//     CliffProbe appendone 10000     appendSections and appendItems one section at a time
//     CliffProbe prepared 1000000    the apply alone (the edit untimed), with its system time
//     CliffProbe prepared-async 1000000   the same on the main actor of an async program, as
//                                    package-benchmark runs it (not on the process's first thread)
//
// The floor of hashing is a Dictionary sized for every identifier, each inserted once.

/// A row identified by `id`, whose content is `version` (as an app's model with its identity).
struct Row: Hashable, Sendable, ContentEquatable {
    var id: Int
    var version: Int
    static func == (lhs: Row, rhs: Row) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
    func isContentEqual(to source: Row) -> Bool { version == source.version }
}

/// An identifier whose `hash(into:)` gives every identifier the same hash.
struct OneHashValue: Hashable, Sendable {
    var value: Int
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
}

final class RowCell: HeadlessCell {
    required init() {}
}

@inline(never)
func keep<T>(_ value: T) { withExtendedLifetime(value) {} }

func median(_ values: [Int]) -> Double { Double(values.sorted()[values.count / 2]) }

func report(_ name: String, _ measured: [Int], floor: [Int]? = nil) {
    let value = median(measured) / 1_000
    guard let floor else { return print(String(format: "%@: %.1f µs", name, value)) }
    let floorValue = median(floor) / 1_000
    print(String(format: "%@: %.1f µs, floor %.1f µs, ratio %.2f", name, value, floorValue, value / floorValue))
}

func presized<Identifier: Hashable>(_ identifiers: [Identifier]) -> [Identifier: Int] {
    var table = [Identifier: Int](minimumCapacity: identifiers.count)
    for (position, identifier) in identifiers.enumerated() { table[identifier] = position }
    return table
}

let arguments = CommandLine.arguments
let mode = arguments.count > 1 ? arguments[1] : ""
let count = arguments.count > 2 ? Int(arguments[2]) ?? 10_000 : 10_000
let runs = arguments.count > 3 ? Int(arguments[3]) ?? 11 : 11

@MainActor
func run() throws {
    switch mode {
    case "sections":
        let sections = (0..<count).map { ($0, [count + $0]) }
        // Outside the floor's time, as in the benchmarks: the floor is the hashing alone.
        let identifiers = sections.map(\.0) + sections.map { $0.1[0] }
        var built: [Int] = [], appended: [Int] = [], floor: [Int] = []
        for _ in 0..<runs {
            built.append(threadCPUNanoseconds { keep(try! Snapshot<Int, Int>(sections)) })
            appended.append(
                threadCPUNanoseconds {
                    var snapshot = Snapshot<Int, Int>()
                    try! snapshot.appendSections(sections.map(\.0))
                    for (section, items) in sections { try! snapshot.appendItems(items, toSection: section) }
                    keep(snapshot)
                })
            floor.append(threadCPUNanoseconds { keep(presized(identifiers)) })
        }
        report("Snapshot(_:) of \(count) sections", built, floor: floor)
        report("appendSections + appendItems per section, \(count) sections", appended, floor: floor)
    case "apply":
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: SmallList.rowsLayout())
        let registration = CellRegistration<RowCell, Row> { _, _, _ in }
        let dataSource = CollectionViewDiffableDataSource<Int, Row>(
            collectionView: view, cellRegistration: registration)
        dataSource.apply(try Snapshot([(0, (0..<count).map { Row(id: $0, version: 0) })]), animatingDifferences: false)
        view.layoutIfNeeded()
        let target = Row(id: count / 2, version: 0), next = Row(id: count / 2 + 1, version: 0)
        var times: [Int] = []
        for step in 0..<runs {
            var snapshot = dataSource.snapshot()
            if step.isMultiple(of: 2) {
                snapshot.deleteItems([target])
            } else {
                try snapshot.insertItems([target], beforeItem: next)
            }
            times.append(threadCPUNanoseconds { dataSource.apply(snapshot) })
        }
        precondition(view.failures.isEmpty, "the host rejected an update: \(view.failures)")
        report("one change to \(count) rows, synchronous apply", times)
    case "small":
        let list = SmallList(count: count)
        var times: [Int] = []
        for _ in 0..<2_000 { times.append(threadCPUNanoseconds(list.applyOneChange)) }
        report("one change to \(count) rows, synchronous apply", times)
    case "prepared", "prepared-async":
        runPrepared()
    case "appendone":
        let sections = (0..<count).map { ($0, [count + $0]) }
        // Outside the floor's time, as in the benchmarks: the floor is the hashing alone.
        let identifiers = sections.map(\.0) + sections.map { $0.1[0] }
        var appended: [Int] = [], floor: [Int] = []
        for _ in 0..<runs {
            appended.append(
                threadCPUNanoseconds {
                    var snapshot = Snapshot<Int, Int>()
                    for (section, items) in sections {
                        try! snapshot.appendSections([section])
                        try! snapshot.appendItems(items)
                    }
                    keep(snapshot)
                })
            floor.append(threadCPUNanoseconds { keep(presized(identifiers)) })
        }
        report("appendSections and appendItems one section at a time, \(count) sections", appended, floor: floor)
    case "shuffle", "reverse":
        let uuids = DiffScenario.randomSource(count: count, seed: 9)
        var random = SplitMix(seed: 9)
        let old = try Snapshot<Int, UUID>([(0, uuids)])
        let new = try Snapshot<Int, UUID>([(0, mode == "shuffle" ? uuids.shuffled(using: &random) : uuids.reversed())])
        var diffs: [Int] = [], floor: [Int] = []
        for _ in 0..<runs {
            diffs.append(threadCPUNanoseconds { keep(BatchUpdate(from: old, to: new)) })
            floor.append(threadCPUNanoseconds { keep(presized(uuids)) })
        }
        report(
            "snapshot diff of \(count) UUIDs to their \(mode == "shuffle" ? "shuffle" : "reversal")", diffs,
            floor: floor)
    case "first":
        let rows = Array(0..<count)
        let registration = CellRegistration<RowCell, Int> { _, _, _ in }
        var screens: [Int] = [], builds: [Int] = []
        for _ in 0..<runs {
            builds.append(threadCPUNanoseconds { keep(try! Snapshot<Int, Int>([(0, rows)])) })
            let view = HeadlessCollectionView(
                frame: CGRect(x: 0, y: 0, width: 390, height: 844),
                collectionViewLayout: SmallList.rowsLayout(estimated: true))
            let dataSource = CollectionViewDiffableDataSource<Int, Int>(
                collectionView: view, cellRegistration: registration)
            screens.append(
                threadCPUNanoseconds {
                    dataSource.apply(try! Snapshot([(0, rows)]), animatingDifferences: false)
                    view.layoutIfNeeded()
                })
        }
        report("first screen of \(count) self-sizing rows", screens, floor: builds)
    case "collide":
        let identifiers = (0..<count).map { OneHashValue(value: $0) }
        let snapshot = try Snapshot([(0, identifiers)])
        let set = Set(identifiers)
        let edits: [(String, () -> Void, () -> Void)] = [
            (
                "delete the first",
                {
                    var copy = snapshot; copy.deleteItems([identifiers[0]]); keep(copy)
                },
                {
                    var copy = set; copy.remove(identifiers[0]); keep(copy)
                }
            ),
            (
                "insert one first",
                {
                    var copy = snapshot; try! copy.insertItems([OneHashValue(value: -1)], beforeItem: identifiers[0]);
                    keep(copy)
                },
                {
                    var copy = set; copy.insert(OneHashValue(value: -1)); keep(copy)
                }
            ),
        ]
        for (name, edit, floor) in edits {
            var times: [Int] = [], floors: [Int] = []
            for _ in 0..<runs {
                times.append(threadCPUNanoseconds(edit))
                floors.append(threadCPUNanoseconds(floor))
            }
            report(
                "\(name) of \(count) identifiers with one hash value (floor: the same on a Set)", times, floor: floors)
        }
    default:
        print("modes: sections apply small shuffle reverse first collide")
    }
}

/// As the one-change benchmarks run it: the edit untimed, the apply timed; with the thread's
/// system time in the apply (the kernel's share: pages unmapped or faulted in) and whether the
/// thread is the process's first one (glibc serves other threads from arenas of their own).
@MainActor
func runPrepared() {
    if ProcessInfo.processInfo.environment["KEEP_FREED_MEMORY"] != nil { keepFreedMemoryInProcess() }
    let list = SmallList(count: count)
    var times: [Int] = [], systemTimes: [Int] = []
    for _ in 0..<runs {
        list.prepareOneChange()
        let systemBefore = threadSystemNanoseconds()
        times.append(threadCPUNanoseconds(list.applyPreparedChange))
        systemTimes.append(threadSystemNanoseconds() - systemBefore)
    }
    let thread = Thread.isMainThread ? "the process's first thread" : "another thread"
    report("one change to \(count) rows, synchronous apply of the edited snapshot, on \(thread)", times)
    report("  of which system time", systemTimes)
}

/// What BenchmarkSupport's `keepFreedMemoryInProcess()` does (glibc's mmap threshold fixed at
/// 32 MiB, its trim threshold at 1 GiB), to run a scenario as the benchmarks do.
func keepFreedMemoryInProcess() {
    typealias MalloptFunction = @convention(c) (Int32, Int32) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
    let mallopt = unsafeBitCast(symbol, to: MalloptFunction.self)
    _ = mallopt(-3, 32 << 20)
    _ = mallopt(-1, 1 << 30)
}

/// The running thread's system CPU time, in nanoseconds (`getrusage(RUSAGE_THREAD)`).
func threadSystemNanoseconds() -> Int {
    var usage = rusage()
    getrusage(__rusage_who_t(1), &usage)  // RUSAGE_THREAD, which Glibc does not import
    return usage.ru_stime.tv_sec * 1_000_000_000 + usage.ru_stime.tv_usec * 1_000
}

if mode == "prepared-async" {
    // The main actor of a program that calls dispatchMain(): on Linux the first thread parks and
    // the main queue runs on a thread of dispatch's pool, as in package-benchmark's runner.
    Task { @MainActor in
        runPrepared()
        exit(0)
    }
    dispatchMain()
} else {
    try MainActor.assumeIsolated { try run() }
}
