import Foundation
@_spi(Testing) import Tessera
import TesseraTestSupport
import Testing

/// Measured sizes follow their elements through updates, and an update never makes the screen
/// jump because a size was forgotten, and the visible supplementary views that stay across a batch update as on UIKit.
@Suite("Measured sizes across updates")
@MainActor
struct MeasuredSizesAcrossUpdatesTests {
    /// A header that measures itself 80 pt tall.
    private final class TallHeader: HeadlessReusableView {
        required init() {
            super.init()
            preferredSize = CGSize(width: 390, height: 80)
        }
    }

    /// A row that measures itself 80 pt tall.
    private final class TallCell: HeadlessCell {
        required init() {
            super.init()
            preferredSize = CGSize(width: 390, height: 80)
        }
    }

    /// Sections of 44-pt rows under headers estimated at 44 pt.
    private static func sectionsWithEstimatedHeaders() -> CompositionalLayout {
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        var section = LayoutSection(group: .vertical(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                elementKind: ElementKind.sectionHeader, alignment: .top)
        ]
        return CompositionalLayout(section: section)
    }

    /// Ten sections of five rows, every header measured, scrolled to y = 1500.
    private static func tenSections() throws -> (
        HeadlessCollectionView, CollectionViewDiffableDataSource<Int, Int>, Counter
    ) {
        let view = TestViews.headless(height: 844, layout: sectionsWithEstimatedHeaders())
        let cells = CellRegistration<TextCell, Int> { cell, _, item in cell.text = "\(item)" }
        let headers = SupplementaryRegistration<TallHeader>(elementKind: ElementKind.sectionHeader) { _, _, _ in }
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: view) { host, indexPath, item in
            try host.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        let requests = Counter()
        dataSource.supplementaryViewProvider = { host, _, indexPath in
            requests.value += 1
            return try host.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = Snapshot<Int, Int>()
        for section in 0..<10 {
            try snapshot.appendSections([section])
            try snapshot.appendItems(Array(section * 100..<section * 100 + 5), toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        // Scroll through so that every header measures itself.
        var offset: CGFloat = 0
        while offset < view.contentSize.height {
            view.contentOffset.y = offset
            offset += 400
        }
        view.contentOffset.y = 1_500
        return (view, dataSource, requests)
    }

    @MainActor
    private final class Counter {
        var value = 0
    }

    /// N2: a batch update below the screen does not move the rows on screen (the measured headers
    /// above keep their 80 pt), and the headers on screen are the same views, not asked for again.
    @Test func aBatchUpdateKeepsEveryMeasuredHeaderAndTheRowsOnScreen() throws {
        let (view, dataSource, requests) = try Self.tenSections()
        #expect(view.contentSize.height == CGFloat(10 * (80 + 5 * 44)))
        let row = IndexPath(item: 0, section: 5)
        let before = try #require(view.itemFrame(at: row))
        let header = view.supplementaryView(
            forElementKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 5))
        #expect(header != nil)
        requests.value = 0
        var snapshot = dataSource.snapshot()
        try snapshot.appendItems([9_999], toSection: 9)
        dataSource.apply(snapshot)
        let after = try #require(view.itemFrame(at: row))
        #expect(after.minY == before.minY, "the first row of section 5 moved from \(before.minY) to \(after.minY)")
        #expect(view.contentSize.height == CGFloat(10 * (80 + 5 * 44) + 44))
        #expect(
            view.supplementaryView(forElementKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 5))
                === header)
        #expect(requests.value == 0)
        #expect(view.failures.isEmpty, "\(view.failures.map(\.message))")
    }

    /// A header follows its section when sections are inserted above it, keeping its size and view.
    @Test func aHeaderFollowsItsSectionWithItsSize() throws {
        let (view, dataSource, requests) = try Self.tenSections()
        let header = view.supplementaryView(
            forElementKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 5))
        requests.value = 0
        var snapshot = dataSource.snapshot()
        try snapshot.insertSections([-1], beforeSection: 0)
        try snapshot.appendItems([-5], toSection: -1)
        dataSource.apply(snapshot)
        // Section 5 is now section 6; the new section's header is asked for only when shown.
        #expect(
            view.supplementaryView(forElementKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 6))
                === header)
        let frame = try #require(
            view.layoutSolution?.attributesForSupplementaryView(
                ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 6))?.frame)
        #expect(frame.height == 80)
        #expect(requests.value == 0)
    }

    /// A reloaded section's header is a new view, measured again.
    @Test func aReloadedSectionAsksForItsHeaderAgain() throws {
        let (view, dataSource, requests) = try Self.tenSections()
        let header = view.supplementaryView(
            forElementKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 5))
        requests.value = 0
        var snapshot = dataSource.snapshot()
        try snapshot.reloadSections([5])
        dataSource.apply(snapshot)
        let again = view.supplementaryView(
            forElementKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 5))
        #expect(again != nil && again !== header)
        #expect(requests.value >= 1)
        #expect(view.failures.isEmpty, "\(view.failures.map(\.message))")
    }

    /// N3: an apply while the view is off screen is the same difference, not animated: the
    /// measured rows keep their sizes and the row at the top of the screen stays there.
    @Test func anApplyOffScreenKeepsTheMeasuredSizesAndThePlace() throws {
        let view = TestViews.headless(height: 844, layout: TestLayouts.selfSizingRows())
        let cells = CellRegistration<TallCell, Int> { _, _, _ in }
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: view) { host, indexPath, item in
            try host.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        dataSource.apply(try Snapshot<Int, Int>([(0, Array(0..<50))]), animatingDifferences: false)
        var offset: CGFloat = 0
        while offset < view.contentSize.height {
            view.contentOffset.y = offset
            offset += 400
        }
        #expect(view.contentSize.height == CGFloat(50 * 80))
        view.contentOffset.y = 1_600
        let top = try #require(view.indexPathsForVisibleItems.first)
        let topY = try #require(view.itemFrame(at: top)).minY
        view.isInWindow = false
        var snapshot = dataSource.snapshot()
        try snapshot.appendItems([50])
        dataSource.apply(snapshot)
        #expect(dataSource.updater.lastPlan?.strategy == .nonanimatedBatchUpdates)
        #expect(dataSource.updater.lastPlan?.animationSuppressionReason == .notInWindow)
        view.isInWindow = true
        #expect(try #require(view.itemFrame(at: top)).minY == topY)
        #expect(view.contentOffset.y == 1_600)
        // The new row, below the screen, has not measured itself yet: its estimate.
        #expect(view.contentSize.height == CGFloat(50 * 80 + 44))
    }
}
