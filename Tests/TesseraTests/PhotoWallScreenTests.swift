import Foundation
import Tessera
import TesseraExampleScreens
import TesseraTestSupport
import TesseraTesting
import Testing

/// The photo wall on the headless host: a waterfall section through a diffable data source, as an
/// app shows it.
@Suite("Photo wall (waterfall section)")
@MainActor
struct PhotoWallScreenTests {
    private func show(_ photos: [PhotoWallScreen.Photo]) throws -> (
        HeadlessCollectionView, CollectionViewDiffableDataSource<Int, PhotoWallScreen.Photo>
    ) {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            collectionViewLayout: PhotoWallScreen.layout(for: photos))
        let dataSource = CollectionViewDiffableDataSource<Int, PhotoWallScreen.Photo>(
            collectionView: view,
            cellRegistration: CellRegistration<TextCell, PhotoWallScreen.Photo> { cell, _, photo in
                cell.text = photo.title
            })
        view.registerSupplementaryView(
            TextCell.self, ofKind: PhotoWallScreen.headerKind, reuseIdentifier: PhotoWallScreen.headerKind)
        dataSource.supplementaryViewProvider = { host, kind, indexPath in
            let header = try host.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: PhotoWallScreen.headerKind, for: indexPath)
            (header as? TextCell)?.text = "Photos"
            return header
        }
        dataSource.apply(try Snapshot([(0, photos)]), animatingDifferences: false, completion: nil)
        view.layoutIfNeeded()
        return (view, dataSource)
    }

    @Test func photosFillTheShortestColumnUnderAPinnedHeader() throws {
        let (view, _) = try show(PhotoWallScreen.photos)
        let driver = CollectionViewDriver(view)
        let cells = driver.visibleItems
        // Two columns of 175 points (358 inside the insets, 160 at least, 8 apart).
        #expect(Set(cells.map(\.frame.minX)) == [16, 199])
        #expect(cells.allSatisfy { $0.frame.width == 175 })
        // Photo 0 (3:4) is 233.33 tall; photo 1 (3:2) 116.67; photo 2 goes under photo 1.
        let frames = Dictionary(uniqueKeysWithValues: cells.map { ($0.key.indexPath.item, $0.frame) })
        #expect(frames[2]?.minX == 199)
        #expect(abs((frames[2]?.minY ?? 0) - (frames[1]?.maxY ?? 0) - 8) < 0.001)
        driver.scroll(by: 1200)
        let header = view.supplementaryView(
            forElementKind: PhotoWallScreen.headerKind, at: IndexPath(item: 0, section: 0))
        #expect(header?.contentDescription == "Photos")
        #expect(header?.frame.minY == view.contentOffset.y)
        #expect(view.failures.isEmpty)
    }

    @Test func appendingPhotosNeverMovesTheOnesShown() async throws {
        let (view, dataSource) = try show(Array(PhotoWallScreen.photos.prefix(10)))
        let before = CollectionViewDriver(view).visibleItems.map(\.frame)
        var snapshot = dataSource.snapshot()
        try snapshot.appendItems(Array(PhotoWallScreen.photos.suffix(20)), toSection: 0)
        await dataSource.apply(snapshot)
        #expect(Array(CollectionViewDriver(view).visibleItems.map(\.frame).prefix(before.count)) == before)
        #expect(view.numberOfItems(inSection: 0) == 30)
        #expect(view.failures.isEmpty)
    }
}
