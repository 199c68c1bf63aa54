import Foundation
import Tessera
import TesseraCore
import Testing

/// A host of the app's own: it has the public protocol's members, not the ones Tessera drives a
/// host through.
@MainActor
private final class AppMadeHost: CollectionViewHost {
    typealias Cell = HeadlessCell
    typealias ReusableView = HeadlessReusableView

    func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
    func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {}
    func setDelegate(_ delegate: (any CollectionViewDelegate)?) {}
    var numberOfSections: Int { 0 }
    func numberOfItems(inSection section: Int) -> Int { 0 }
    var indexPathsForVisibleItems: [IndexPath] { [] }
    func cellForItem(at indexPath: IndexPath) -> HeadlessCell? { nil }
    func indexPathForItem(at point: CGPoint) -> IndexPath? { nil }
    var bounds: CGRect { CGRect(x: 0, y: 0, width: 320, height: 480) }
    func layoutEnvironment(scrollDirection: LayoutAxis) -> LayoutEnvironment {
        LayoutEnvironment(container: LayoutContainer(contentSize: bounds.size))
    }
    var contentSize: CGSize { .zero }
    var contentOffset: CGPoint = .zero
    var indexPathsForSelectedItems: [IndexPath]? { nil }
    func deselectItem(at indexPath: IndexPath, animated: Bool) {}
}

@MainActor
@Suite struct CollectionViewHostTests {
    @Test func aHostOfTheAppsOwnIsReportedAndNothingIsShownOnIt() throws {
        let host = AppMadeHost()
        var failures: [CollectionViewError] = []
        host.failureHandler = { failures.append($0) }
        var dataSource: CollectionViewDiffableDataSource<Int, Int>?
        withKnownIssue {
            dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: host) { host, indexPath, _ in
                try host.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }
        var snapshot = Snapshot<Int, Int>()
        try snapshot.appendSections([0])
        try snapshot.appendItems([1, 2])
        dataSource?.apply(snapshot, animatingDifferences: false)
        #expect(dataSource?.snapshot().numberOfItems == 2)
        #expect(failures.map(\.kind) == [.invalidCall])
        #expect(failures.first?.message.contains("AppMadeHost conforms only to CollectionViewHost") == true)
    }

    /// Each host is driven as itself, asked one after another (the host found last is remembered):
    /// never as the host asked before it, and a host of the app's own never as one of Tessera's.
    @Test func eachHostIsDrivenAsItselfAskedOneAfterAnother() {
        let layout = CompositionalLayout.list(using: ListConfiguration(appearance: .plain))
        let frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let first = HeadlessCollectionView(frame: frame, collectionViewLayout: layout)
        let second = HeadlessCollectionView(frame: frame, collectionViewLayout: layout)
        let app = AppMadeHost()
        #expect(first.hosting as AnyObject? === first)
        #expect(second.hosting as AnyObject? === second)
        #expect(app.hosting == nil)
        #expect(first.hosting as AnyObject? === first)
        #expect(app.hosting == nil)
    }

    @Test func dequeuingOnAHostOfTheAppsOwnThrows() {
        let host = AppMadeHost()
        #expect(throws: CollectionViewError.self) {
            try host.dequeueReusableCell(withReuseIdentifier: "cell", for: IndexPath(item: 0, section: 0))
        }
    }
}
