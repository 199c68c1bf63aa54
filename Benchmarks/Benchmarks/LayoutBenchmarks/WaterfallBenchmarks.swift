import Benchmark
import BenchmarkSupport
import Foundation
import TesseraLayout

// The targets of waterfall sections: a million items solve in about 60 ms, and one measured
// height updates in place in about 100 µs (it moves the items below the measured one in its
// column; with measured-height balancing it places every later item again).

/// Estimated heights of 20 different sizes.
let waterfallHeight: @Sendable (Int) -> LayoutDimension = { .estimated(CGFloat(120 + ($0 * 37) % 20 * 10)) }

/// A two-column waterfall of a million photos with estimated heights of 20 different sizes.
func waterfallLayout(
    balancing: WaterfallSectionLayout.ColumnBalancing = .estimatedHeights
) -> CompositionalLayout {
    var waterfall = WaterfallSectionLayout(columnCount: .fixed(2), itemHeight: .dimension(waterfallHeight))
    waterfall.columnBalancing = balancing
    waterfall.columnSpacing = 8
    waterfall.interItemSpacing = 8
    var section = LayoutSection(customLayout: waterfall)
    section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    return CompositionalLayout(section: section)
}

/// The frames of a waterfall's items placed by the plainest loop: each item's height from the
/// benchmark's provider, at the bottom of the shortest column (ties to the leading one), in the
/// geometry of `waterfallLayout()` on the benchmarks' 390-point screen.
@inline(never)
func plainWaterfall(count: Int) -> [CGRect] {
    let spacing: CGFloat = 8, columnWidth: CGFloat = 175
    var bottoms = [CGFloat](repeating: 0, count: 2)
    var frames = [CGRect](repeating: .zero, count: count)
    for item in 0..<count {
        var shortest = 0
        for column in 1..<bottoms.count where bottoms[column] < bottoms[shortest] { shortest = column }
        let height = waterfallHeight(item).dimension
        frames[item] = CGRect(
            x: 16 + CGFloat(shortest) * (columnWidth + spacing), y: 8 + bottoms[shortest], width: columnWidth,
            height: height)
        bottoms[shortest] += height + spacing
    }
    return frames
}

func waterfallBenchmarks() {
    let waterfall = waterfallLayout()
    let million = LayoutContent(itemCounts: [1_000_000])
    let solve: @Sendable () throws -> Void = { blackHole(try waterfall.solve(in: environment, content: million)) }
    let plainLoop: @Sendable () -> Void = { blackHole(plainWaterfall(count: 1_000_000)) }
    // The solve against its floor: the plain loop that places the same items, with the same
    // provider, in the shortest column, and records their frames. Issue 32 asks for a solve within
    // 1.3 times the floor.
    //
    // Both sides are measured with the allocator in a steady state (keepFreedMemoryInProcess):
    // each iteration reuses the memory the one before freed, so that the times are the solve's and
    // the loop's own work. Left to glibc's adjustable thresholds, the solve's tables were handed
    // back to the kernel and faulted in again in every iteration (about 7,000 fresh pages, some
    // 70% of the solve's 17 ms by wall clock) while the loop's one 32 MB table was reused, which
    // compared page faults rather than code (see keepFreedMemoryInProcess); the other
    // honest choice, fresh pages for both, would measure mostly the kernel's clearing of pages,
    // about equal for both sides (29 MB of tables against 32 MB of frames). The loop's provider is
    // inlined (the compiler sees the closure), while the solve calls it through the closure its
    // layout holds, as it must; that call is part of what the ratio measures.
    Benchmark("Solve 1M-item 2-column waterfall (estimated heights)") { benchmark in
        keepFreedMemoryInProcess()
        for _ in benchmark.scaledIterations { try solve() }
    }
    Benchmark("Floor: plain shortest-column loop, 1M-item 2-column waterfall") { benchmark in
        keepFreedMemoryInProcess()
        for _ in benchmark.scaledIterations { plainLoop() }
    }
    registerRatioBenchmark(
        "Ratio: waterfall solve / plain shortest-column loop", measured: solve, floor: plainLoop,
        times: (measured: "Waterfall solve (µs, thread CPU)", floor: "Plain loop (µs, thread CPU)"),
        setUp: keepFreedMemoryInProcess)

    // Cells are measured where the user is: the last screenful of a long waterfall is the common
    // case; anywhere in the section is the worst, most of all with measured-height balancing
    // (every item after the measured one is placed again).
    let anywhere: @Sendable (Int) -> Int = { ($0 * 7_919) % 1_000_000 }
    let measuredItems: [(name: String, layout: CompositionalLayout, item: @Sendable (Int) -> Int)] = [
        ("Update one measured height near the end of a 1M-item waterfall", waterfall, { 999_900 + $0 % 50 }),
        ("Update one measured height anywhere in a 1M-item waterfall", waterfall, anywhere),
        (
            "Update one measured height anywhere in a 1M-item waterfall (measured-height balancing)",
            waterfallLayout(balancing: .measuredHeights), anywhere
        ),
    ]
    for (name, layout, item) in measuredItems {
        Benchmark(name) { benchmark in
            var solution = try layout.solve(in: environment, content: million)
            benchmark.startMeasurement()
            for iteration in benchmark.scaledIterations {
                let size = CGSize(width: 175, height: iteration.isMultiple(of: 2) ? 201 : 200)
                try solution.updateItemSize(size, at: IndexPath(item: item(iteration), section: 0))
            }
            benchmark.stopMeasurement()
            blackHole(solution)
        }
    }

    screenQueryBenchmark(
        "elements(in:) one screen of a 1M-item waterfall", try! waterfall.solve(in: environment, content: million))
}
