// swift-tools-version: 6.0
import PackageDescription

// The example screens of the five seed systems, as an app developer writes them with Tessera, in
// UIKit and in SwiftUI side by side. An iOS library; the app is TesseraExamples.swiftpm (open it in
// Xcode and press Run), whose only file is App/Main.swift (`@main extension TesseraExamplesApp {}`).
// Compile the library with `../scripts/build-for-ios`.
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
                .product(name: "TesseraSwiftUI", package: "Tessera"),
                "ExampleScreens",
            ]
        ),
        // The platform-independent screen definitions the tests and the gallery share: the same
        // files as the main package's internal target `TesseraExampleScreens` (Sources/ExampleScreens links to them), so
        // that an app depending on Tessera gets no example code.
        .target(
            name: "ExampleScreens",
            dependencies: [.product(name: "Tessera", package: "Tessera")],
            path: "Sources/ExampleScreens"
        ),
    ],
    swiftLanguageModes: [.v6]
)
