// The strategies are TesseraSnapshotTesting's, built with the package's `SnapshotTesting` trait:
// `swift test --traits SnapshotTesting` (as .ci/run runs the suite) compiles and runs these tests.
#if SnapshotTesting
    import Foundation
    import SnapshotTesting
    import Tessera
    import TesseraSnapshotTesting
    import TesseraTestSupport
    import XCTest

    /// The same strategies under XCTest, for app teams whose test targets are XCTest cases: recorded
    /// references in `__Snapshots__/SnapshotStrategyXCTests/`. (XCTest on Linux cannot run a
    /// `@MainActor` test class; each test hops to the main actor instead.)
    final class SnapshotStrategyXCTests: XCTestCase {
        /// Five messages in 40-point rows on a 200 × 120 view; the adapter is returned to keep it alive.
        @MainActor
        private static func makeScreen() -> (HeadlessCollectionView, ListAdapter<MessageCell>) {
            let view = HeadlessCollectionView(
                frame: CGRect(x: 0, y: 0, width: 200, height: 120), collectionViewLayout: TestLayouts.rows())
            let adapter = ListAdapter<MessageCell>(heightMode: .fixed(height: 40))
            adapter.setup(collectionView: view)
            adapter.reload(items: (1...5).map { Message(id: $0, text: "message \($0)") })
            return (view, adapter)
        }

        func testAHeadlessScreenAsFramesAndAsSVG() async {
            await MainActor.run {
                let (view, adapter) = Self.makeScreen()
                view.contentOffset.y = 40
                assertSnapshot(of: view, as: .frames)
                assertSnapshot(of: view, as: .svg)
                withExtendedLifetime(adapter) {}
            }
        }
    }
#endif
