// swift-tools-version: 6.1
import PackageDescription

// Benchmarks for Tessera, kept out of the main package so that its users and CI never build
// package-benchmark. Run from this folder:
//
//     swift package --disable-sandbox benchmark
//     swift package --disable-sandbox benchmark --target DiffBenchmarks
//     swift package --disable-sandbox benchmark --target LayoutBenchmarks
//     swift package --disable-sandbox benchmark --target CoreBenchmarks
//     swift package --disable-sandbox benchmark --target PreviewBenchmarks
let package = Package(
    name: "TesseraBenchmarks",
    platforms: [.macOS(.v13)],
    products: [
        // For the scratch package that compares Tessera's diff with DifferenceKit's
        // (docs/Performance.md): DifferenceKit is not a dependency of this package.
        .library(name: "DiffComparison", targets: ["DiffComparison"]),
        // For the scratch package that compares Tessera's apply of one change with
        // DiffableDataSources' bookkeeping (docs/Performance.md), which is not a dependency either.
        .library(name: "ApplyComparison", targets: ["ApplyComparison"]),
    ],
    dependencies: [
        .package(name: "Tessera", path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Bytes held by the C allocator, for the bytes-per-item figures of DiffBenchmarks.
        .target(name: "AllocatorStats", path: "Benchmarks/AllocatorStats"),
        // The running thread's CPU time, for ratios measured on a loaded machine.
        .target(name: "ThreadClock", path: "Benchmarks/ThreadClock"),
        // What several benchmarks share: benchmarks that record a ratio to a floor.
        .target(
            name: "BenchmarkSupport",
            dependencies: [.product(name: "Benchmark", package: "package-benchmark"), "ThreadClock"],
            path: "Benchmarks/BenchmarkSupport"
        ),
        // DifferenceKit's benchmark scenario, and the comparison run against another library.
        .target(
            name: "DiffComparison",
            dependencies: [.product(name: "TesseraDiff", package: "Tessera"), "ThreadClock"],
            path: "Benchmarks/DiffComparison"
        ),
        // A list on the headless host applying one change at a time, and the comparison of that
        // with another library's bookkeeping.
        .target(
            name: "ApplyComparison",
            dependencies: [.product(name: "Tessera", package: "Tessera"), "AllocatorStats", "ThreadClock"],
            path: "Benchmarks/ApplyComparison"
        ),
        // The scenarios of the cliffs benchmarks one at a time, without package-benchmark, for
        // instruction counts (docs/Performance.md, "Cliffs").
        .executableTarget(
            name: "CliffProbe",
            dependencies: [
                .product(name: "Tessera", package: "Tessera"), "ApplyComparison", "DiffComparison", "ThreadClock",
            ],
            path: "Benchmarks/CliffProbe"
        ),
        // What a one-row page costs at 1,000 and at 20,000 pages (docs/Reliability.md, "Bounded
        // work"), without package-benchmark, for instruction counts.
        .executableTarget(
            name: "PagesProbe",
            dependencies: [.product(name: "Tessera", package: "Tessera"), "ThreadClock"],
            path: "Benchmarks/PagesProbe"
        ),
        // What the flight recorder costs an apply, without package-benchmark, for instruction
        // counts (docs/Recordings.md, "Memory and cost").
        .executableTarget(
            name: "RecorderProbe",
            dependencies: [
                .product(name: "Tessera", package: "Tessera"), "ApplyComparison", "ThreadClock",
            ],
            path: "Benchmarks/RecorderProbe"
        ),
        .executableTarget(
            name: "DiffBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "TesseraDiff", package: "Tessera"),
                "AllocatorStats",
                "BenchmarkSupport",
                "DiffComparison",
            ],
            path: "Benchmarks/DiffBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "TesseraLayout", package: "Tessera"),
                "BenchmarkSupport",
            ],
            path: "Benchmarks/LayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "CoreBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "Tessera", package: "Tessera"),
                "AllocatorStats",
                "ApplyComparison",
                "BenchmarkSupport",
                "ThreadClock",
            ],
            path: "Benchmarks/CoreBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "PreviewBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "Tessera", package: "Tessera"),
                .product(name: "TesseraPreview", package: "Tessera"),
            ],
            path: "Benchmarks/PreviewBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
