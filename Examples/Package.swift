// swift-tools-version: 6.0
import PackageDescription

// The example screens of the five seed systems, as an app developer writes them with Tessera.
// An iOS library: add `TesseraExamples` to an app target and make `ExamplesSceneDelegate` its
// scene delegate. Compile it with `../scripts/build-for-ios` (see README.md).
let package = Package(
    name: "TesseraExamples",
    platforms: [.iOS(.v15)],
    products: [
        .library(name: "TesseraExamples", targets: ["TesseraExamples"]),
    ],
    dependencies: [
        .package(name: "Tessera", path: ".."),
    ],
    targets: [
        .target(
            name: "TesseraExamples",
            dependencies: [
                .product(name: "Tessera", package: "Tessera"),
                .product(name: "TesseraUIKit", package: "Tessera"),
                .product(name: "TesseraExampleScreens", package: "Tessera"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
