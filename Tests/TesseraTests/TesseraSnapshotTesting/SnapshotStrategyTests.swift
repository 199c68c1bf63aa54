// The strategies are TesseraSnapshotTesting's, built with the package's `SnapshotTesting` trait:
// `swift test --traits SnapshotTesting` (as .ci/run runs the suite) compiles and runs these tests.
#if SnapshotTesting
    import Foundation
    import SnapshotTesting
    import Tessera
    import TesseraSnapshotTesting
    import TesseraTestSupport
    import Testing

    /// TesseraSnapshotTesting's snapshot strategies, compared with the references in `__Snapshots__/`
    /// (re-record with `SNAPSHOT_TESTING_RECORD=all swift test --traits SnapshotTesting --filter SnapshotStrategyTests`).
    @Suite("Snapshot strategies")
    @MainActor
    struct SnapshotStrategyTests {
        private static func grid() throws -> LayoutSolution {
            let item = LayoutItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            var section = LayoutSection(
                group: .horizontal(
                    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                    subitems: [item]))
            section.interGroupSpacing = 8
            section.boundarySupplementaryItems = [
                LayoutBoundarySupplementaryItem(
                    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                    elementKind: ElementKind.sectionHeader, alignment: .top)
            ]
            return try CompositionalLayout(section: section).solve(
                in: LayoutEnvironment(width: 200, height: 300), content: LayoutContent(itemCounts: [3]))
        }

        @Test func aLayoutSolutionAsFramesAndAsSVG() throws {
            let solution = try Self.grid()
            assertSnapshot(of: solution, as: .frames)
            assertSnapshot(of: solution, as: .svg)
        }

        @Test func aHeadlessScreenAsFramesAndAsSVG() throws {
            let view = HeadlessCollectionView(
                frame: CGRect(x: 0, y: 0, width: 200, height: 120), collectionViewLayout: TestLayouts.rows())
            let adapter = ListAdapter<MessageCell>(heightMode: .fixed(height: 40))
            adapter.setup(collectionView: view)
            adapter.reload(items: (1...5).map { Message(id: $0, text: "message \($0)") })
            view.contentOffset.y = 40
            assertSnapshot(of: view, as: .frames)
            assertSnapshot(of: view, as: .svg)
        }

        @Test func theFramesTextChangesWhenAFrameMoves() throws {
            // The strategy can fail: a layout one point off gives another text.
            let solution = try Self.grid()
            var moved = LayoutSection(
                group: .horizontal(
                    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(61)),
                    subitems: [
                        LayoutItem(
                            layoutSize: LayoutSize(
                                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
                    ]))
            moved.interGroupSpacing = 8
            let other = try CompositionalLayout(section: moved).solve(
                in: LayoutEnvironment(width: 200, height: 300), content: LayoutContent(itemCounts: [3]))
            let frames = Snapshotting<LayoutSolution, String>.frames
            var first: String?
            var second: String?
            frames.snapshot(solution).run { first = $0 }
            frames.snapshot(other).run { second = $0 }
            #expect(first != nil && second != nil && first != second)
            #expect(first?.hasPrefix("content 200×") == true)
        }
    }
#endif
