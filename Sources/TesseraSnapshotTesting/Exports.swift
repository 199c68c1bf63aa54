// What a snapshot test of a Tessera screen needs, with one import: the headless collection view
// (Tessera) and the appearances of the rendered pictures (TesseraPreview), and with the
// `SnapshotTesting` trait `assertSnapshot(of:as:)` and the strategies (SnapshotTesting). The
// module's article (TesseraSnapshotTesting.docc) says what to depend on.
@_exported import Tessera
@_exported import TesseraPreview

#if SnapshotTesting
    @_exported import SnapshotTesting
#else
    // Without Tessera's `SnapshotTesting` trait, swift-snapshot-testing is not resolved and this
    // module has no strategies; using them fails to compile with the fix (TraitRequired.swift).
    // Enable it where you add the package:
    //
    //     .package(url: "https://github.com/tessera-swift/Tessera", from: "0.1.0", traits: ["SnapshotTesting"])
#endif
