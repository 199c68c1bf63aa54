import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// Records on which thread the rows it tracks are freed, and resumes a waiter once all are.
final class ReleaseRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private let watchedThread: pthread_t
    private var remaining: Int
    private var continuation: CheckedContinuation<Void, Never>?
    /// How many rows were freed on the watched thread.
    private(set) var freedOnWatchedThread = 0

    init(rows: Int, watchedThread: pthread_t) {
        remaining = rows
        self.watchedThread = watchedThread
    }

    func rowFreed() {
        lock.lock()
        if pthread_equal(pthread_self(), watchedThread) != 0 { freedOnWatchedThread += 1 }
        remaining -= 1
        let resumed = remaining == 0 ? continuation : nil
        if resumed != nil { continuation = nil }
        lock.unlock()
        resumed?.resume()
    }

    /// Returns once every row tracked is freed.
    func allFreed() async {
        await withCheckedContinuation { continuation in
            lock.lock()
            if remaining == 0 {
                lock.unlock()
                continuation.resume()
            } else {
                self.continuation = continuation
                lock.unlock()
            }
        }
    }
}

/// A row backed by an object that tells its recorder when it is freed.
struct TrackedRow: Hashable, Sendable {
    final class Token: Sendable {
        let id: Int
        let recorder: ReleaseRecorder?
        init(id: Int, recorder: ReleaseRecorder?) {
            self.id = id
            self.recorder = recorder
        }
        deinit { recorder?.rowFreed() }
    }

    let token: Token
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.token.id == rhs.token.id }
    func hash(into hasher: inout Hasher) { hasher.combine(token.id) }
}

/// A large snapshot an update replaces is freed off the main actor: giving its storage back
/// (tens of megabytes at a million rows, pages the allocator may hand back to the kernel then)
/// is no part of the update's main-thread cost. A small one is freed at once.
@MainActor
@Suite("Releasing replaced snapshots")
struct SnapshotReleaseTests {
    final class RowCell: HeadlessCell {
        required init() {}
    }

    let view = TestViews.headless(height: 844)
    let dataSource: CollectionViewDiffableDataSource<Int, TrackedRow>

    init() {
        // A flight recording holds the list's starting state, and so its rows.
        view.hostContext.recordsFlight = false
        let registration = CellRegistration<RowCell, TrackedRow> { _, _, _ in }
        dataSource = CollectionViewDiffableDataSource(collectionView: view, cellRegistration: registration)
    }

    /// Shows `count` rows tracked by a new recorder, replaces them with rows nothing tracks, and
    /// returns the recorder once every tracked row is freed.
    func replaceTrackedRows(count: Int) async throws -> ReleaseRecorder {
        let recorder = ReleaseRecorder(rows: count, watchedThread: pthread_self())
        dataSource.apply(
            try Snapshot([(0, (0..<count).map { TrackedRow(token: .init(id: $0, recorder: recorder)) })]),
            animatingDifferences: false, completion: nil)
        view.layoutIfNeeded()
        dataSource.apply(
            try Snapshot([(0, (count..<count + 10).map { TrackedRow(token: .init(id: $0, recorder: nil)) })]),
            animatingDifferences: false, completion: nil)
        view.layoutIfNeeded()
        await recorder.allFreed()
        return recorder
    }

    @Test func aLargeReplacedSnapshotIsFreedOffTheMainActor() async throws {
        let recorder = try await replaceTrackedRows(count: 1 << 16)
        #expect(recorder.freedOnWatchedThread == 0)
    }

    @Test func aSmallReplacedSnapshotIsFreedAtOnce() async throws {
        let recorder = try await replaceTrackedRows(count: 100)
        #expect(recorder.freedOnWatchedThread == 100)
    }
}
