import Benchmark
import Foundation
import TesseraLayout

// The targets of the layout engine: a million items solve without per-item work, measured sizes
// update in O(log n), and a screenful of elements is found in O(log n + k).

let environment = LayoutEnvironment(width: 390, height: 844, displayScale: 3)

func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
    LayoutSize(widthDimension: width, heightDimension: height)
}

/// A two-column grid with a header.
func gridLayout() -> CompositionalLayout {
    let item = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
    var group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.5)), subitems: [item])
    group.interItemSpacing = .fixed(16)
    var section = LayoutSection(group: group)
    section.interGroupSpacing = 16
    section.boundarySupplementaryItems = [LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(50)), elementKind: "header", alignment: .top)]
    return CompositionalLayout(section: section)
}

/// A list of self-sizing rows (estimated 44 pt).
func listLayout() -> CompositionalLayout {
    let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))
    return CompositionalLayout(section: LayoutSection(group: .vertical(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item])))
}

/// Twenty sections of a thousand items: grids, lists, orthogonal banners and nested groups, with
/// headers and backgrounds.
func mixedLayout() -> CompositionalLayout {
    let header = LayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(44)), elementKind: "header", alignment: .top)
    let background = LayoutDecorationItem.background(elementKind: "background")
    let full = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    var grid = LayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(1.0 / 3.0)), subitems: [LayoutItem(layoutSize: size(.fractionalWidth(1.0 / 3.0), .fractionalHeight(1)))]))
    grid.boundarySupplementaryItems = [header]
    var list = LayoutSection(group: .vertical(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [LayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))]))
    list.decorationItems = [background]
    list.contentInsets = DirectionalEdgeInsets(all: 16)
    var banner = LayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(0.7), .absolute(225)), subitems: [full]))
    banner.orthogonalScrollingBehavior = .groupPaging
    banner.interGroupSpacing = 10
    let small = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
    let right = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), repeatingSubitem: small, count: 2)
    var nested = LayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [LayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1))), right]))
    nested.boundarySupplementaryItems = [header]
    nested.decorationItems = [background]
    let sections = [grid, list, banner, nested]
    return CompositionalLayout { index, _ in sections[index % sections.count] }
}

/// Queries one 390 × 844 screen of `solution` at scattered offsets.
func screenQueryBenchmark(_ name: String, _ solution: LayoutSolution) {
    Benchmark(name) { benchmark in
        var y: CGFloat = 0
        for _ in benchmark.scaledIterations {
            y = (y + 7_654_321).truncatingRemainder(dividingBy: solution.contentSize.height - 844)
            blackHole(solution.elements(in: CGRect(x: 0, y: y, width: 390, height: 844)))
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, maxDuration: .seconds(3), maxIterations: 10_000)

    let grid = gridLayout()
    let million = LayoutContent(itemCounts: [1_000_000])
    Benchmark("Solve 1M-item 2-column grid with header") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try grid.solve(in: environment, content: million))
        }
    }

    let list = listLayout()
    Benchmark("Solve 1M-row self-sizing list (estimates)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try list.solve(in: environment, content: million))
        }
    }

    var thousandMeasured: [IndexPath: CGSize] = [:]
    for row in stride(from: 0, to: 1_000_000, by: 1_000) { thousandMeasured[IndexPath(item: row, section: 0)] = CGSize(width: 390, height: 60) }
    let partlyMeasured = LayoutContent(itemCounts: [1_000_000], itemSizes: thousandMeasured)
    Benchmark("Solve 1M-row list with 1,000 measured rows") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try list.solve(in: environment, content: partlyMeasured))
        }
    }

    var allMeasured: [IndexPath: CGSize] = [:]
    allMeasured.reserveCapacity(100_000)
    for row in 0..<100_000 { allMeasured[IndexPath(item: row, section: 0)] = CGSize(width: 390, height: CGFloat(40 + row % 30)) }
    let fullyMeasured = LayoutContent(itemCounts: [100_000], itemSizes: allMeasured)
    Benchmark("Solve 100k-row list with every row measured") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try list.solve(in: environment, content: fullyMeasured))
        }
    }

    Benchmark("Update one measured row height in a 1M-row list") { benchmark in
        var solution = try list.solve(in: environment, content: partlyMeasured)
        var height: CGFloat = 60
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            height = height == 60 ? 61 : 60
            try solution.updateItemSize(CGSize(width: 390, height: height), at: IndexPath(item: (iteration * 7_919) % 1_000_000, section: 0))
        }
        benchmark.stopMeasurement()
        blackHole(solution)
    }

    // Self-sizing as a screen sees it: one row measures a new height, then the visible screen is
    // queried (what the collection view does on its next layout pass).
    Benchmark("Update one row's measured height and query the visible screen in a 1M-row list") { benchmark in
        var solution = try list.solve(in: environment, content: partlyMeasured)
        var height: CGFloat = 60
        benchmark.startMeasurement()
        for iteration in benchmark.scaledIterations {
            height = height == 60 ? 61 : 60
            let row = (iteration * 7_919) % 1_000_000
            try solution.updateItemSize(CGSize(width: 390, height: height), at: IndexPath(item: row, section: 0))
            let y = min(max(0, CGFloat(row) * 44 - 400), solution.contentSize.height - 844)
            blackHole(solution.elements(in: CGRect(x: 0, y: y, width: 390, height: 844)))
        }
        benchmark.stopMeasurement()
    }

    screenQueryBenchmark("elements(in:) one screen of a 1M-item grid", try! grid.solve(in: environment, content: million))

    var measuredList = try! list.solve(in: environment, content: partlyMeasured)
    measuredList.contentOffset = .zero
    screenQueryBenchmark("elements(in:) one screen of a 1M-row list with measured rows", measuredList)

    let mixed = mixedLayout()
    let mixedContent = LayoutContent(itemCounts: [Int](repeating: 1_000, count: 20))
    Benchmark("Solve 20 mixed sections of 1,000 items") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try mixed.solve(in: environment, content: mixedContent))
        }
    }

    waterfallBenchmarks()
}
