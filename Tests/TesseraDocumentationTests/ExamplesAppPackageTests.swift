import Foundation
import Testing

/// Examples/TesseraExamples.swiftpm, the app a Mac user opens in Xcode and runs, checked where
/// Xcode is not, by reading its manifest (``PackageManifestText``: it imports AppleProductTypes,
/// which only Xcode's toolchain has): its `.iOSApplication` product is one Xcode builds, every
/// folder it names exists, and its package reference is the Examples package, which brings this
/// repository's. Nothing is built or run: the suite takes milliseconds.
@Suite("The examples app package")
struct ExamplesAppPackageTests {
    static let repository = SnippetFile.repository
    static let app = repository.appendingPathComponent("Examples/TesseraExamples.swiftpm")

    // MARK: - The manifest

    /// Its one product is an iOS application Xcode accepts, made of executable targets whose
    /// folders hold Swift sources.
    @Test func theManifestDeclaresAnIOSApplication() throws {
        let manifest = try PackageManifestText(folder: Self.app)
        #expect(manifest.toolsVersion == "6.0")
        #expect(manifest.imports == ["AppleProductTypes", "PackageDescription"])
        #expect(manifest.name == "TesseraExamplesApp")
        #expect(manifest.calls("iOS").map { $0.arguments.map(\.value) } == [[#""16.0""#]])
        let applications = manifest.calls("iOSApplication").map(IOSApplicationProduct.init)
        #expect(applications.count == 1, "the app package has \(applications.count) .iOSApplication products")
        let application = try #require(applications.first)
        #expect(application.problems == [])
        #expect(application.name == "Tessera Examples")
        #expect(application.deviceFamilies == ["phone", "pad"])
        #expect(!application.targets.isEmpty)

        let targets = manifest.calls("executableTarget") + manifest.calls("target")
        for name in application.targets {
            #expect(
                manifest.calls("executableTarget").contains { $0.string("name") == name },
                "the app's target \(name) is not an .executableTarget of the manifest")
        }
        for target in targets {
            let name = try #require(target.string("name"), "a target without a literal name")
            let folder = Self.app.appendingPathComponent(target.string("path") ?? "Sources/\(name)")
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            #expect(
                files.contains { $0.hasSuffix(".swift") },
                "\(name)'s folder, \(folder.path), does not exist or holds no Swift file")
        }
    }

    /// Its one package reference is the Examples package, which refers to this repository's
    /// package, and every product its targets use is one of the Examples package's libraries.
    @Test func itsPackageReferenceIsTheExamplesPackage() throws {
        let manifest = try PackageManifestText(folder: Self.app)
        let examplesFolder = Self.repository.appendingPathComponent("Examples").standardizedFileURL
        #expect(manifest.calls("package").count == 1, "the app refers to packages other than Examples/")
        #expect(manifest.localPackageFolders == [examplesFolder])

        let examples = try PackageManifestText(folder: examplesFolder)
        #expect(examples.name == "TesseraExamples")
        let libraries = examples.calls("library").compactMap { $0.string("name") }
        let products = manifest.calls("product")
        #expect(!products.isEmpty, "the app's targets use no product of the Examples package")
        for product in products {
            #expect(product.string("package") == "Examples", "\(product.arguments) is not the Examples package's")
            #expect(
                libraries.contains(product.string("name") ?? ""),
                "the Examples package has no library \(product.value("name") ?? "(no name)"): \(libraries)")
        }

        #expect(examples.localPackageFolders == [Self.repository.standardizedFileURL])
        #expect(try PackageManifestText(folder: Self.repository).name == "Tessera")
    }

    /// Examples/README.md shows the app's whole source as it is.
    @Test func theReadmeShowsTheAppsSource() throws {
        let main = try String(contentsOf: Self.app.appendingPathComponent("App/Main.swift"), encoding: .utf8)
        let code = main.split(separator: "\n", omittingEmptySubsequences: false).drop { $0.hasPrefix("//") }
            .joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        let readme = try String(
            contentsOf: Self.repository.appendingPathComponent("Examples/README.md"), encoding: .utf8)
        #expect(readme.contains("```swift\n\(code)\n```"), "Examples/README.md does not show App/Main.swift")
    }

    // MARK: - The reading

    /// A manifest Xcode would refuse is found wanting, and the problem names the value: each case
    /// changes the app's manifest in one place.
    @Test(arguments: [
        (
            #"bundleIdentifier: "io.github.tessera-swift.TesseraExamples""#, #"bundleIdentifier: "tessera examples""#,
            #"the bundle identifier "tessera examples""#
        ),
        (
            "supportedDeviceFamilies: [.phone, .pad]", "supportedDeviceFamilies: [.phone]",
            "names the device family .pad, which the app does not support"
        ),
        ("supportedDeviceFamilies: [.phone, .pad]", "supportedDeviceFamilies: [.phone, .watch]", ".watch"),
        (".landscapeLeft,", ".landscapeLeftish,", "no interface orientation .landscapeLeftish"),
        (#"displayVersion: "0.1.0""#, #"displayVersion: "0.1.0-beta""#, #"displayVersion "0.1.0-beta""#),
        (".presetColor(.indigo)", ".presetColor(.magenta)", ".presetColor(.magenta)"),
        (#"bundleVersion: "1","#, #"bundleVersion: "1", bundleName: "x","#, "no parameter bundleName"),
    ])
    func aManifestXcodeRefusesIsFound(original: String, replacement: String, message: String) throws {
        let text = try String(contentsOf: Self.app.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(text.contains(original), "the app's manifest no longer has \(original)")
        let changed = text.replacingOccurrences(of: original, with: replacement)
        let manifest = PackageManifestText(text: changed, folder: Self.app)
        let application = try #require(manifest.calls("iOSApplication").first)
        let problems = IOSApplicationProduct(call: application).problems
        #expect(problems.contains { $0.contains(message) }, "\(problems)")
    }

    /// Arguments out of Swift's order are found; strings holding commas, brackets and quotes'
    /// look-alikes, and calls in comments, are read as Swift reads them.
    @Test func argumentsOutOfOrderAreFound() throws {
        let text = """
            // swift-tools-version: 6.0
            import AppleProductTypes
            import PackageDescription

            /* .iOSApplication(name: "commented out") */
            let package = Package(
                name: "A, (B)",
                products: [
                    .iOSApplication(
                        name: "A, (B) [C]", targets: ["App"], displayVersion: "1.0", bundleIdentifier: "a.b",
                        supportedDeviceFamilies: [.phone], supportedInterfaceOrientations: [.portrait],  // .iOS("1")
                    )
                ]
            )
            """
        let manifest = PackageManifestText(text: text, folder: Self.app)
        #expect(manifest.toolsVersion == "6.0")
        #expect(manifest.name == "A, (B)")
        #expect(manifest.calls("iOS").isEmpty)
        let applications = manifest.calls("iOSApplication").map(IOSApplicationProduct.init)
        #expect(applications.count == 1)
        #expect(applications.first?.name == "A, (B) [C]")
        #expect(applications.first?.problems == ["bundleIdentifier comes after displayVersion"])
    }
}
