#if SnapshotTesting
    // What a snapshot test of a Tessera screen needs, with one import: `assertSnapshot(of:as:)` and
    // the strategies (SnapshotTesting), the headless collection view (Tessera) and the appearances of
    // the rendered pictures (TesseraPreview). The module's article (TesseraSnapshotTesting.docc)
    // says what to depend on.
    @_exported import SnapshotTesting
    @_exported import Tessera
    @_exported import TesseraPreview
#else
    // This module is empty unless Tessera's `SnapshotTesting` trait is enabled, so that an app that
    // does not use it never resolves swift-snapshot-testing. Enable it where you add the package:
    //
    //     .package(url: "https://github.com/tessera-swift/Tessera", from: "0.1.0", traits: ["SnapshotTesting"])
#endif
