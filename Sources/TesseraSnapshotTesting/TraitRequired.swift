#if !SnapshotTesting
    import Foundation
    import Tessera
    import TesseraPreview

    // Without the `SnapshotTesting` trait this module has no strategies: an app that lists the
    // product without the trait still resolves and builds without swift-snapshot-testing. A test
    // that uses them then fails to compile with what to add, at its own line, instead of "cannot
    // find 'assertSnapshot' in scope": these stand-ins are unavailable, with the fix as their message.
    //
    // A `#error` here would stop the mistake at `import` already, but Tessera's own `swift build`
    // without the trait compiles this module too (SwiftPM builds every target of the root package,
    // and nothing in a target's build tells the root package from a dependency).

    /// Stands in for swift-snapshot-testing's `Snapshotting` when Tessera's `SnapshotTesting`
    /// trait is off: every strategy of this module is here, unavailable, with the fix.
    public struct SnapshotTestingTraitRequired<Value>: Sendable {
        @available(
            *, unavailable,
            message:
                "enable Tessera's SnapshotTesting trait in Package.swift: .package(url: \"https://github.com/tessera-swift/Tessera\", from: \"0.1.0\", traits: [\"SnapshotTesting\"])"
        )
        public static var frames: Self { fatalError("unavailable") }

        @available(
            *, unavailable,
            message:
                "enable Tessera's SnapshotTesting trait in Package.swift: .package(url: \"https://github.com/tessera-swift/Tessera\", from: \"0.1.0\", traits: [\"SnapshotTesting\"])"
        )
        public static func frames(includingDecorations: Bool) -> Self { fatalError("unavailable") }

        @available(
            *, unavailable,
            message:
                "enable Tessera's SnapshotTesting trait in Package.swift: .package(url: \"https://github.com/tessera-swift/Tessera\", from: \"0.1.0\", traits: [\"SnapshotTesting\"])"
        )
        public static var svg: Self { fatalError("unavailable") }

        @available(
            *, unavailable,
            message:
                "enable Tessera's SnapshotTesting trait in Package.swift: .package(url: \"https://github.com/tessera-swift/Tessera\", from: \"0.1.0\", traits: [\"SnapshotTesting\"])"
        )
        public static var renderedSVG: Self { fatalError("unavailable") }

        @available(
            *, unavailable,
            message:
                "enable Tessera's SnapshotTesting trait in Package.swift: .package(url: \"https://github.com/tessera-swift/Tessera\", from: \"0.1.0\", traits: [\"SnapshotTesting\"])"
        )
        public static func renderedSVG(
            appearance: PreviewAppearance, background: ConfigurationColor = .systemBackground
        ) -> Self { fatalError("unavailable") }
    }

    /// Stands in for swift-snapshot-testing's `assertSnapshot(of:as:…)` when Tessera's
    /// `SnapshotTesting` trait is off.
    @available(
        *, unavailable,
        message:
            "enable Tessera's SnapshotTesting trait in Package.swift: .package(url: \"https://github.com/tessera-swift/Tessera\", from: \"0.1.0\", traits: [\"SnapshotTesting\"])"
    )
    public func assertSnapshot<Value>(
        of value: @autoclosure () throws -> Value, as snapshotting: SnapshotTestingTraitRequired<Value>,
        named name: String? = nil, record recording: Bool? = nil, timeout: TimeInterval = 5,
        fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
        line: UInt = #line, column: UInt = #column
    ) {}

    /// Stands in for swift-snapshot-testing's `verifySnapshot(of:as:…)` when Tessera's
    /// `SnapshotTesting` trait is off.
    @available(
        *, unavailable,
        message:
            "enable Tessera's SnapshotTesting trait in Package.swift: .package(url: \"https://github.com/tessera-swift/Tessera\", from: \"0.1.0\", traits: [\"SnapshotTesting\"])"
    )
    public func verifySnapshot<Value>(
        of value: @autoclosure () throws -> Value, as snapshotting: SnapshotTestingTraitRequired<Value>,
        named name: String? = nil, record recording: Bool? = nil, snapshotDirectory: String? = nil,
        timeout: TimeInterval = 5, fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
        testName: String = #function, line: UInt = #line, column: UInt = #column
    ) -> String? { nil }
#endif
