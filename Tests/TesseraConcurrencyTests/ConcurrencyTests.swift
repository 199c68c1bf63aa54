import Foundation
import Tessera
import TesseraProcessTestSupport
import TesseraTestSupport
import Testing

/// Snapshots are values that can be built anywhere; applying them touches the host and is
/// main-actor isolated, so applying from a background task is rejected at compile time.
@Suite("Concurrency")
struct ConcurrencyTests {
    @Test func snapshotsBuiltInABackgroundTaskApplyOnTheMainActor() async throws {
        let snapshot = try await Task.detached { () throws -> Snapshot<Int, VersionedItem> in
            var snapshot = Snapshot<Int, VersionedItem>()
            try snapshot.appendSections([0, 1])
            try snapshot.appendItems((0..<1_000).map { VersionedItem(id: $0) }, toSection: 0)
            try snapshot.appendItems((1_000..<1_010).map { VersionedItem(id: $0) }, toSection: 1)
            return snapshot
        }.value
        await MainActor.run {
            let view = TestViews.headless(height: 844)
            let dataSource = CollectionViewDiffableDataSource<Int, VersionedItem>(collectionView: view) {
                host, indexPath, _ in
                try host.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
            view.register(HeadlessCell.self, forCellWithReuseIdentifier: "cell")
            dataSource.apply(snapshot, animatingDifferences: false)
            #expect(view.itemCounts == [1_000, 10])
            #expect(view.failures.isEmpty)
        }
    }

    @Test func applyingOutsideTheMainActorDoesNotCompile() async throws {
        // Fails, rather than skips, when it cannot run: swift test always builds the modules.
        let checker = try #require(
            TypeChecker.find(), "swiftc or the built Tessera module was not found next to the test bundle")
        let rejected = try await checker.typecheck(
            """
            import Tessera
            func update(_ dataSource: CollectionViewDiffableDataSource<Int, Int>, to snapshot: Snapshot<Int, Int>) async {
                await Task.detached {
                    dataSource.apply(snapshot, animatingDifferences: true)
                }.value
            }
            """)
        #expect(rejected.status != 0)
        #expect(rejected.output.contains("main actor-isolated"), "\(rejected.output)")

        // The same call on the main actor compiles: the rejection is about isolation only.
        let accepted = try await checker.typecheck(
            """
            import Tessera
            @MainActor
            func update(_ dataSource: CollectionViewDiffableDataSource<Int, Int>, to snapshot: Snapshot<Int, Int>) {
                dataSource.apply(snapshot, animatingDifferences: true)
            }
            """)
        #expect(accepted.status == 0, "\(accepted.output)")
    }

    @Test func aBackgroundTaskAppliesOnlyWithAwait() async throws {
        let checker = try #require(
            TypeChecker.find(), "swiftc or the built Tessera module was not found next to the test bundle")
        // The async apply from a background task: without `await` it does not compile…
        let rejected = try await checker.typecheck(
            """
            import Tessera
            func update(_ dataSource: CollectionViewDiffableDataSource<Int, Int>, to snapshot: Snapshot<Int, Int>) async {
                await Task.detached {
                    dataSource.apply(snapshot)
                }.value
            }
            """)
        #expect(rejected.status != 0)
        #expect(
            rejected.output.contains("main actor-isolated")
                || rejected.output.contains("is 'async' but is not marked with 'await'"), "\(rejected.output)")

        // …and with it, it hops to the main actor (the diff then leaves it again).
        let accepted = try await checker.typecheck(
            """
            import Tessera
            func update(_ dataSource: CollectionViewDiffableDataSource<Int, Int>, to snapshot: Snapshot<Int, Int>) async {
                await Task.detached {
                    await dataSource.apply(snapshot)
                }.value
            }
            """)
        #expect(accepted.status == 0, "\(accepted.output)")
    }
}
