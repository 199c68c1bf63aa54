// swift-tools-version: 6.0
import AppleProductTypes
import PackageDescription

// The examples as an iOS app: open this folder (TesseraExamples.swiftpm) in Xcode, choose an iPhone
// or iPad simulator and press Run. An app package in the form Xcode and Swift Playgrounds make: its
// product is an `.iOSApplication` (AppleProductTypes, available where Xcode is), its only source file
// is App/Main.swift, and everything else comes from the `TesseraExamples` library of the package in
// the folder above, which brings Tessera from the repository root.
//
// `ExamplesAppPackageTests` checks this manifest on Linux, where it cannot be evaluated: it reads it
// as Swift does, finds any argument or setting Xcode would refuse, and checks that every folder,
// package and product it names exists. `.ci/ios examples` builds the app on a Mac.
let package = Package(
    name: "TesseraExamplesApp",
    // The SwiftUI screens need iOS 16 (UIHostingConfiguration); the library itself supports iOS 15.
    platforms: [.iOS("16.0")],
    products: [
        .iOSApplication(
            name: "Tessera Examples",
            targets: ["ExamplesApp"],
            bundleIdentifier: "io.github.tessera-swift.TesseraExamples",
            displayVersion: "0.1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .palette),
            accentColor: .presetColor(.indigo),
            supportedDeviceFamilies: [.phone, .pad],
            supportedInterfaceOrientations: [
                .portrait,
                .landscapeLeft,
                .landscapeRight,
                .portraitUpsideDown(.when(deviceFamilies: [.pad])),
            ]
        )
    ],
    dependencies: [
        .package(path: "..")
    ],
    targets: [
        .executableTarget(
            name: "ExamplesApp",
            dependencies: [.product(name: "TesseraExamples", package: "Examples")],
            path: "App"
        )
    ],
    swiftLanguageModes: [.v6]
)
