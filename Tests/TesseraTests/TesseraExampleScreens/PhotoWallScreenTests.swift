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
    private func show(_ photos: [PhotoWallScreen.Photo], on device: TestDevice) throws -> (
        HeadlessCollectionView, CollectionViewDiffableDataSource<Int, PhotoWallScreen.Photo>
    ) {
        let view = device.makeCollectionView(layout: PhotoWallScreen.layout(for: photos))
        let dataSource = CollectionViewDiffableDataSource<Int, PhotoWallScreen.Photo>(
            collectionView: view,
            cellRegistration: CellRegistration<PhotoWallScreen.HeadlessPhotoCell, PhotoWallScreen.Photo> {
                cell, _, photo in cell.photo = photo
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

    /// On every device: as many columns as fit at 160 points and 8 apart in the safe width less
    /// the section's 16-pt insets (two on the phones, four in landscape and on the iPad), from the
    /// leading edge; each photo as tall as its ratio makes it with its caption under it, measured
    /// at the device's text size, 12 below the last of the column that was shortest by the
    /// estimates (the leading one of equals); the header pinned below the safe area.
    @Test(arguments: TestDevice.all)
    func photosFillTheShortestColumnUnderAPinnedHeader(_ device: TestDevice) throws {
        let (view, _) = try show(PhotoWallScreen.photos, on: device)
        // The cells measure themselves as they come on screen: scroll through the wall first, half
        // a screen at a time, until the offset stops (a bounded number of steps).
        let driver = CollectionViewDriver(view)
        for _ in 0..<100 {
            let before = view.contentOffset.y
            driver.scroll(by: view.bounds.height / 2)
            if view.contentOffset.y == before { break }
        }
        let available = device.safeWidth - 32
        let columns = max(1, Int((available + 8) / (160 + 8)))
        // Floored to the pixel grid, as the waterfall does: the columns never overflow the width.
        let columnWidth =
            ((available - 8 * CGFloat(columns - 1)) / CGFloat(columns) * device.displayScale).rounded(.down)
            / device.displayScale
        #expect(columns == (device.safeWidth < 600 ? 2 : 4))
        // The waterfall's rule, placing photo after photo in the shortest column by the estimates;
        // each then as tall as it measured, under the ones above it in its column.
        var estimatedBottoms = [CGFloat](repeating: 0, count: columns)
        var bottoms = [CGFloat](repeating: 0, count: columns)
        let solution = try #require(view.layoutSolution)
        let top = try #require(solution.attributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY)
        for (item, photo) in PhotoWallScreen.photos.enumerated() {
            let frame = try #require(solution.attributesForItem(at: IndexPath(item: item, section: 0))?.frame)
            let height = PhotoWallScreen.itemHeight(
                of: photo, width: columnWidth, contentSizeCategory: device.preferredContentSizeCategory)
            let column = estimatedBottoms.indices.min { estimatedBottoms[$0] < estimatedBottoms[$1] } ?? 0
            #expect(device.agrees(frame.width, columnWidth), "photo \(item): \(frame)")
            #expect(device.agrees(frame.height, height, pixels: 1), "photo \(item): \(frame)")
            #expect(frame.height > columnWidth / CGFloat(photo.aspectRatio), "photo \(item): its caption under it")
            #expect(
                device.agrees(device.safeLeadingOffset(of: frame), 16 + CGFloat(column) * (columnWidth + 8)),
                "photo \(item) in column \(column): \(frame)")
            #expect(device.agrees(frame.minY - top, bottoms[column], pixels: 2), "photo \(item): \(frame)")
            estimatedBottoms[column] += PhotoWallScreen.estimatedItemHeight(of: photo) + 12
            bottoms[column] += frame.height + 12
        }
        let header = view.supplementaryView(
            forElementKind: PhotoWallScreen.headerKind, at: IndexPath(item: 0, section: 0))
        #expect(header?.contentDescription == "Photos")
        let pinnedAt = view.contentOffset.y + view.adjustedContentInset.top
        #expect(header.map { device.agrees($0.frame.minY, pinnedAt) } == true, "\(String(describing: header?.frame))")
        #expect(view.failures.isEmpty)
    }

    @Test(arguments: TestDevice.all)
    func appendingPhotosNeverMovesTheOnesShown(_ device: TestDevice) async throws {
        let (view, dataSource) = try show(Array(PhotoWallScreen.photos.prefix(10)), on: device)
        let before = CollectionViewDriver(view).visibleItems.map(\.frame)
        var snapshot = dataSource.snapshot()
        try snapshot.appendItems(Array(PhotoWallScreen.photos.suffix(20)), toSection: 0)
        await awaitFinishing { [snapshot] in await dataSource.apply(snapshot) }
        #expect(Array(CollectionViewDriver(view).visibleItems.map(\.frame).prefix(before.count)) == before)
        #expect(view.numberOfItems(inSection: 0) == 30)
        #expect(view.failures.isEmpty)
    }
}
