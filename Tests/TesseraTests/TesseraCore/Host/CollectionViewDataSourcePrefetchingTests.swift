import Foundation
@_spi(Testing) import Tessera
import TesseraTestSupport
import Testing

/// `CollectionViewDataSourcePrefetching`: the collection view asks its prefetch data source to
/// prepare the rows ahead of the visible ones; cancelling is optional (a prefetcher that only
/// prefetches conforms), and the collection view does not keep its prefetch data source alive.
@Suite("CollectionViewDataSourcePrefetching")
@MainActor
struct CollectionViewDataSourcePrefetchingTests {
    /// Prefetches only: cancelling is the protocol's default, which does nothing.
    private final class ImageLoader: CollectionViewDataSourcePrefetching {
        var requested: [[Int]] = []
        func collectionView(_ collectionView: any CollectionViewHost, prefetchItemsAt indexPaths: [IndexPath]) {
            requested.append(indexPaths.map(\.item))
        }
    }

    /// 44-pt rows in a 220-pt view: five rows visible.
    private func numbers(_ count: Int) throws -> (HeadlessCollectionView, CollectionViewDiffableDataSource<Int, Int>) {
        let view = TestViews.headless(height: 220)
        let dataSource = TestDataSources.numbers(on: view)
        dataSource.apply(try Snapshot([(0, Array(0..<count))]), animatingDifferences: false)
        return (view, dataSource)
    }

    @Test func theRowsAheadArePrefetchedAndAPrefetcherNeedNotCancel() throws {
        let (view, dataSource) = try numbers(40)
        defer { withExtendedLifetime(dataSource) {} }
        let loader = ImageLoader()
        view.prefetchDataSource = loader
        view.prefetchDistance = 88
        view.contentOffset = CGPoint(x: 0, y: 44)
        view.layoutIfNeeded()
        // Visible 1…5; 88 points ahead are rows 6 and 7.
        #expect(loader.requested.last == [6, 7])
        let asked = loader.requested.count
        // Scrolling back cancels what was ahead: the default does nothing, and nothing new is asked
        // below the visible rows.
        view.contentOffset = .zero
        view.layoutIfNeeded()
        #expect(loader.requested.count == asked)
        #expect(view.failures.isEmpty)
    }

    @Test func theCollectionViewDoesNotKeepItsPrefetchDataSource() throws {
        let (view, dataSource) = try numbers(10)
        defer { withExtendedLifetime(dataSource) {} }
        weak var released: ImageLoader?
        do {
            let loader = ImageLoader()
            released = loader
            view.prefetchDataSource = loader
        }
        #expect(released == nil)
        #expect(view.prefetchDataSource == nil)
        view.contentOffset = CGPoint(x: 0, y: 44)
        view.layoutIfNeeded()
        #expect(view.failures.isEmpty)
    }
}
