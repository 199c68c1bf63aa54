// swift-tools-version: 6.1
// The package the sanitizer runs of .ci/run build: the modules whose defects a sanitizer can find
// and their tests, linked from the repository (Sources/ and Tests/ hold symbolic links), so that
// each sanitizer builds only what it checks instead of the whole package (docs/Reliability.md,
// "Sanitizers"). TESSERA_SANITIZER (set by .ci/run) says which:
// - `address` runs TesseraDiffTests and TesseraLayoutTests: the only code that reads and writes
//   memory through unsafe pointers is in TesseraDiff (identity tables, item indexes) and
//   TesseraLayout (the waterfall's placement tables, the engine's frame buffers);
// - `thread` runs TesseraConcurrencyTests, the tests of the code that runs off the main actor
//   (background diffs of data sources and adapters, applies that take each other's place, Sendable
//   values crossing actors); everything else runs on the main actor, where there is no race to find.
import PackageDescription

let sanitizer = Context.environment["TESSERA_SANITIZER"] ?? "all"

let core: [Target] = [
    .target(name: "TesseraFoundation"),
    .target(name: "TesseraDiff", dependencies: ["TesseraFoundation"]),
    .target(name: "TesseraLayout", dependencies: ["TesseraFoundation"]),
    .target(
        name: "Tessera",
        dependencies: [
            "TesseraDiff", "TesseraLayout", .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        ]
    ),
    .target(name: "TesseraUIKit", dependencies: ["Tessera"]),
    .target(
        name: "TesseraTesting",
        dependencies: [
            "Tessera", "TesseraUIKit",
            .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
        ]
    ),
    .target(
        name: "TesseraTestSupport",
        dependencies: ["Tessera", .product(name: "IssueReporting", package: "xctest-dynamic-overlay")]
    ),
]

let addressSanitizer: [Target] = [
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
            "TesseraLayout", "TesseraTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
        ]
    ),
]

let threadSanitizer: [Target] = [
    .target(
        name: "TesseraProcessTestSupport",
        dependencies: [.product(name: "Subprocess", package: "swift-subprocess")]
    ),
    .testTarget(
        name: "TesseraConcurrencyTests",
        dependencies: ["Tessera", "TesseraTestSupport", "TesseraTesting", "TesseraProcessTestSupport"]
    ),
]

let sanitized: [Target] =
    switch sanitizer {
    case "address": addressSanitizer
    case "thread": threadSanitizer
    default: addressSanitizer + threadSanitizer
    }

let package = Package(
    name: "TesseraSanitized",
    platforms: [.iOS(.v15), .macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.0"),
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: core + sanitized,
    swiftLanguageModes: [.v6]
)
