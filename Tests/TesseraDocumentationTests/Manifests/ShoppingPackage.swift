// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Shopping",
    platforms: [.iOS(.v15), .macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/tessera-swift/Tessera", from: "0.1.0")
    ],
    targets: [
        // The screens: Tessera's core, its UIKit layer, and its SwiftUI layer for SwiftUI screens.
        .target(
            name: "Shopping",
            dependencies: [
                .product(name: "Tessera", package: "Tessera"),
                .product(name: "TesseraUIKit", package: "Tessera"),
                .product(name: "TesseraSwiftUI", package: "Tessera"),
            ]
        ),
        // The tests: they run the screens on the headless collection view, on Linux as on a Mac.
        .testTarget(
            name: "ShoppingTests",
            dependencies: [
                "Shopping",
                .product(name: "TesseraTesting", package: "Tessera"),
            ]
        ),
    ]
)
