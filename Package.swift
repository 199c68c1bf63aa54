// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Tessera",
    platforms: [.iOS(.v15), .macOS(.v13)],
    products: [
        .library(name: "TesseraDiff", targets: ["TesseraDiff"]),
        .library(name: "TesseraLayout", targets: ["TesseraLayout"]),
        // `Tessera` is the umbrella: it re-exports the core and every list system, so `import Tessera`
        // is all an app needs. An app that uses one list system can depend on its module alone.
        .library(name: "Tessera", targets: ["Tessera"]),
        .library(name: "TesseraCore", targets: ["TesseraCore"]),
        .library(name: "TesseraSections", targets: ["TesseraSections"]),
        .library(name: "TesseraListAdapters", targets: ["TesseraListAdapters"]),
        .library(name: "TesseraScreenBuilder", targets: ["TesseraScreenBuilder"]),
        .library(name: "TesseraPreview", targets: ["TesseraPreview"]),
        .library(name: "TesseraUIKit", targets: ["TesseraUIKit"]),
        .library(name: "TesseraSwiftUI", targets: ["TesseraSwiftUI"]),
        .library(name: "TesseraTesting", targets: ["TesseraTesting"]),
        // Its snapshot strategies need swift-snapshot-testing, which an app resolves only when it
        // enables the `SnapshotTesting` trait (README, "Installation").
        .library(name: "TesseraSnapshotTesting", targets: ["TesseraSnapshotTesting"]),
        // The `tessera` command is not a product: `swift run tessera` builds it in this package,
        // and an app that depends on Tessera resolves none of its dependencies.
    ],
    traits: [
        .trait(
            name: "SnapshotTesting",
            description:
                "TesseraSnapshotTesting's strategies for pointfreeco/swift-snapshot-testing (it brings that package and swift-syntax)"
        )
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.3.3"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.0"),
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .target(name: "TesseraFoundation"),
        .target(name: "TesseraDiff", dependencies: ["TesseraFoundation"]),
        .target(name: "TesseraLayout", dependencies: ["TesseraFoundation"]),
        // The core: the host abstraction and the headless host, the one updater, the diffable data
        // source, registrations, configurations, selection, swipe actions and the flight recorder.
        .target(
            name: "TesseraCore",
            dependencies: [
                "TesseraDiff",
                "TesseraLayout",
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ]
        ),
        // One module per list system, each on the core alone.
        .target(name: "TesseraSections", dependencies: ["TesseraCore"]),
        .target(name: "TesseraListAdapters", dependencies: ["TesseraCore"]),
        .target(name: "TesseraScreenBuilder", dependencies: ["TesseraCore"]),
        // The umbrella: re-exports the core and the list systems.
        .target(
            name: "Tessera",
            dependencies: ["TesseraCore", "TesseraSections", "TesseraListAdapters", "TesseraScreenBuilder"]
        ),
        .target(name: "TesseraPreview", dependencies: ["Tessera"]),
        .target(name: "TesseraExampleScreens", dependencies: ["Tessera"]),
        .target(name: "TesseraUIKit", dependencies: ["Tessera"]),
        // Apple platforms only: its sources compile where SwiftUI and UIKit exist, and the module is
        // empty elsewhere (as TesseraUIKit's is without UIKit).
        .target(name: "TesseraSwiftUI", dependencies: ["TesseraUIKit"]),
        // Linking IssueReportingTestSupport makes every failure Tessera reports fail the running
        // test (Swift Testing or XCTest) of a target that depends on TesseraTesting.
        .target(
            name: "TesseraTesting",
            dependencies: [
                "Tessera",
                "TesseraUIKit",
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ]
        ),
        // Empty unless the `SnapshotTesting` trait is enabled, so that swift-snapshot-testing is not
        // resolved for apps that do not ask for it.
        .target(
            name: "TesseraSnapshotTesting",
            dependencies: [
                "Tessera",
                "TesseraPreview",
                .product(
                    name: "SnapshotTesting", package: "swift-snapshot-testing",
                    condition: .when(traits: ["SnapshotTesting"])),
            ]
        ),
        // The random fuzzer `tessera fuzz` runs (docs/Reliability.md): `FuzzHarness` and one fuzzer per
        // system, the random inputs and invariant checks they use, and the cells, data sources and
        // layouts they drive. The tests reuse them through TesseraTestSupport. Not a product.
        .target(
            name: "TesseraFuzzHarness",
            dependencies: ["Tessera", .product(name: "IssueReporting", package: "xctest-dynamic-overlay")]
        ),
        .target(
            name: "TesseraCommands",
            dependencies: [
                "Tessera",
                "TesseraDiff",
                "TesseraLayout",
                "TesseraPreview",
                "TesseraExampleScreens",
                "TesseraFuzzHarness",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ]
        ),
        .executableTarget(name: "tessera", dependencies: ["TesseraCommands"]),
        // The coverage-guided fuzzer (docs/Reliability.md): the interpreters that turn bytes into
        // public-API operations and command inputs, and one executable per target. Not products: built
        // under libFuzzer by `scripts/fuzz` into `.build-fuzz`, and as plain replayers by `swift build`.
        .target(
            name: "TesseraFuzzing",
            dependencies: [
                "Tessera", "TesseraTesting", "TesseraFuzzHarness", "TesseraCommands",
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ]
        ),
        .executableTarget(name: "FuzzOperations", dependencies: ["TesseraFuzzing"]),
        .executableTarget(name: "FuzzCommands", dependencies: ["TesseraFuzzing"]),
        .testTarget(name: "TesseraFuzzingTests", dependencies: ["TesseraFuzzing"]),
        // What only the tests share, kept with them (as swift-collections keeps `_CollectionsTestSupport`):
        // fixtures, property-run settings and clocks, re-exporting TesseraFuzzHarness's.
        .target(
            name: "TesseraTestSupport", dependencies: ["Tessera", "TesseraFuzzHarness"], path: "Tests/TesseraTestSupport"
        ),
        // Runs child processes for the tests: the `tessera` executable, a headless browser, the Swift
        // type checker. swift-subprocess declares no iOS support, so the dependency is limited to the
        // platforms the tests run on; otherwise an iOS build of the package would not even load.
        .target(
            name: "TesseraProcessTestSupport",
            dependencies: [
                .product(name: "Subprocess", package: "swift-subprocess", condition: .when(platforms: [.linux, .macOS]))
            ],
            path: "Tests/TesseraProcessTestSupport"
        ),
        // The tests of the code that runs off the main actor (background diffs of data sources and
        // adapters, applies that take each other's place, Sendable values crossing actors): what the
        // thread sanitizer runs (TESSERA_SANITIZER below).
        .testTarget(
            name: "TesseraConcurrencyTests",
            dependencies: ["Tessera", "TesseraTestSupport", "TesseraTesting", "TesseraProcessTestSupport"]
        ),
        .testTarget(
            name: "TesseraDiffTests",
            dependencies: [
                "TesseraDiff", "TesseraTestSupport", "TesseraTesting",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "TesseraLayoutTests",
            dependencies: [
                "TesseraLayout", "TesseraTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "TesseraTests",
            dependencies: [
                "Tessera", "TesseraCore", "TesseraTestSupport", "TesseraProcessTestSupport", "TesseraExampleScreens",
                "TesseraTesting", "TesseraSnapshotTesting", "TesseraPreview",
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                .product(name: "CustomDump", package: "swift-custom-dump"),
            ],
            exclude: ["TesseraPreview/__Snapshots__", "TesseraSnapshotTesting/__Snapshots__"]
        ),
        .testTarget(
            name: "TesseraPreviewTests",
            dependencies: [
                "TesseraPreview",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "TesseraUIKitTests",
            dependencies: [
                "TesseraUIKit", "TesseraTesting", "TesseraExampleScreens",
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ]
        ),
        // The SwiftUI snippets of the docs, whole files type-checked by the iOS build (empty elsewhere).
        .testTarget(name: "TesseraSwiftUITests", dependencies: ["TesseraSwiftUI"]),
        // Checks that every Swift snippet of the docs is a whole file (Snippets/, the Snippets/ folders
        // of the test targets, Manifests/), runs the programs, and runs the test files the docs show.
        .testTarget(
            name: "TesseraDocumentationTests",
            dependencies: [
                "Tessera", "TesseraTesting", "TesseraPreview", "TesseraSnapshotTesting", "TesseraProcessTestSupport",
            ],
            exclude: ["Manifests", "Snippets/__Snapshots__"]
        ),
        .testTarget(
            name: "TesseraCommandsTests",
            dependencies: [
                "TesseraCommands", "TesseraExampleScreens", "TesseraTestSupport", "TesseraProcessTestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// The sanitizer runs of .ci/run (docs/Reliability.md, "Sanitizers"): TESSERA_SANITIZER declares only
// the test targets a sanitizer can find defects in, and the modules they depend on, so that each
// sanitizer builds what it checks instead of the whole package.
// - `address`: TesseraDiffTests and TesseraLayoutTests. The only code that reads and writes memory
//   through unsafe pointers is in TesseraDiff (identity tables, item indexes) and TesseraLayout (the
//   waterfall's placement tables, the engine's frame buffers).
// - `thread`: TesseraConcurrencyTests. Everything else runs on the main actor, where there is no
//   race to find.
if let sanitizer = Context.environment["TESSERA_SANITIZER"] {
    let testTargets: [String] =
        switch sanitizer {
        case "address": ["TesseraDiffTests", "TesseraLayoutTests"]
        case "thread": ["TesseraConcurrencyTests"]
        default: fatalError("TESSERA_SANITIZER is `address` or `thread`, not `\(sanitizer)`")
        }
    let targetsByName = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0) })
    var declared = Set<String>()
    var pending = testTargets
    while let name = pending.popLast() {
        guard declared.insert(name).inserted, let target = targetsByName[name] else { continue }
        for dependency in target.dependencies {
            switch dependency {
            case .targetItem(let name, _), .byNameItem(let name, _): pending.append(name)
            default: break
            }
        }
    }
    package.targets = package.targets.filter { declared.contains($0.name) }
    package.products = []
}
