import Foundation
import Tessera
import TesseraExampleScreens
import TesseraPreview
import TesseraTestSupport
import TesseraTesting
import Testing

/// The product list screen on the headless host: a diffable data source with registrations, grids and a list.
@MainActor
final class ProductListHarness {
    typealias Section = ProductListScreen.Section
    typealias Product = ProductListScreen.Product

    let collectionView: HeadlessCollectionView
    let delegate = RecordingDelegate()
    var dataSource: CollectionViewDiffableDataSource<Section, Product>!

    /// The screen on a device's screen, or on a 390 × 844 view at 3× without a safe area.
    init(device: TestDevice? = nil) {
        collectionView = TestDevice.collectionView(on: device, layout: ProductListScreen.layout())
        let cell = CellRegistration<HeadlessCell, Product> { cell, indexPath, product in
            let section = Section(rawValue: indexPath.section) ?? .all
            cell.contentConfiguration = ProductListScreen.content(for: product, in: section)
            cell.accessories = ProductListScreen.accessories(in: section)
        }
        let header = SupplementaryRegistration<TitleView>(elementKind: ElementKind.sectionHeader) {
            view, _, indexPath in
            view.title = Section(rawValue: indexPath.section)?.title ?? ""
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, product in
            try collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: product)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            try collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        collectionView.delegate = delegate
    }
}

@Suite("Product list screen on the headless host")
@MainActor
struct ProductListScreenTests {
    /// The frames at one width, pixel for pixel: a golden dump holds for one screen (390 × 844 at
    /// 3×, no safe area); ``applyScrollSelectAndApplyAChange(_:)`` checks the grids, the pinned
    /// list header, selection and an update on every device.
    @Test func theGridsAndTheListAreLaidOutAsDescribed() throws {
        let harness = ProductListHarness()
        let view = harness.collectionView

        // 1. Apply: the grids and the top of the list are visible, with their headers.
        harness.dataSource.apply(try ProductListScreen.snapshot(), animatingDifferences: false)
        expectFrames(of: view) {
            """
            HeadlessCollectionView 390×844 offset (0, 0) content 390×1166, 3 sections, Apple's engine on iOS
            cell [0, 0] (16, 50, 173, 108) "[cup.and.saucer] Espresso — $3.00"
            cell [0, 1] (201, 50, 173, 108) "[mug] Latte — $4.50"
            cell [0, 2] (16, 170, 173, 108) "[mug.fill] Mocha — $4.90"
            cell [0, 3] (201, 170, 173, 108) "[birthday.cake] Croissant — $3.20"
            UICollectionElementKindSectionHeader [0, 0] (0, 0, 390, 44) "Featured"
            cell [1, 0] (16, 344, 173, 108) "[circle.circle] Bagel — $2.80"
            cell [1, 1] (201, 344, 173, 108) "[birthday.cake.fill] Muffin — $2.90"
            cell [1, 2] (16, 464, 173, 108) "[triangle] Scone — $3.10"
            cell [1, 3] (201, 464, 173, 108) "[leaf] Green Tea — $2.50"
            UICollectionElementKindSectionHeader [1, 0] (0, 294, 390, 44) "On Sale"
            cell [2, 0] (0, 638, 390, 44) "Espresso — $3.00 ›"
            cell [2, 1] (0, 682, 390, 44) "Latte — $4.50 ›"
            cell [2, 2] (0, 726, 390, 44) "Mocha — $4.90 ›"
            cell [2, 3] (0, 770, 390, 44) "Croissant — $3.20 ›"
            cell [2, 4] (0, 814, 390, 44) "Bagel — $2.80 ›"
            UICollectionElementKindSectionHeader [2, 0] (0, 610, 390, 28) "All Products"
            """
        }
        #expect(view.failures.isEmpty)

        // 2. Scroll into the list: the plain list's header pins to the top.
        view.contentOffset = CGPoint(x: 0, y: 700)
        expectFrames(of: view) {
            """
            HeadlessCollectionView 390×844 offset (0, 700) content 390×1166, 3 sections, Apple's engine on iOS
            cell [2, 1] (0, 682, 390, 44) "Latte — $4.50 ›"
            cell [2, 2] (0, 726, 390, 44) "Mocha — $4.90 ›"
            cell [2, 3] (0, 770, 390, 44) "Croissant — $3.20 ›"
            cell [2, 4] (0, 814, 390, 44) "Bagel — $2.80 ›"
            cell [2, 5] (0, 858, 390, 44) "Muffin — $2.90 ›"
            cell [2, 6] (0, 902, 390, 44) "Scone — $3.10 ›"
            cell [2, 7] (0, 946, 390, 44) "Green Tea — $2.50 ›"
            cell [2, 8] (0, 990, 390, 44) "Orange Juice — $3.80 ›"
            cell [2, 9] (0, 1034, 390, 44) "Water — $1.00 ›"
            cell [2, 10] (0, 1078, 390, 44) "Brownie — $3.40 ›"
            cell [2, 11] (0, 1122, 390, 44) "Cookie — $1.90 ›"
            UICollectionElementKindSectionHeader [2, 0] (0, 700, 390, 28) "All Products"
            """
        }
    }

    /// On every device: the grids in as many columns as fit across the safe width (one column of rows as
    /// tall as their text at the accessibility sizes, as the layout's section provider says),
    /// mirrored in right to left; the plain list's header pins below the safe area; selection
    /// follows its item through an update that reconfigures, deletes and moves rows.
    @Test(arguments: TestDevice.all)
    func applyScrollSelectAndApplyAChange(_ device: TestDevice) throws {
        let harness = ProductListHarness(device: device)
        let view = harness.collectionView

        // 1. Apply: the grids, with their headers.
        harness.dataSource.apply(try ProductListScreen.snapshot(), animatingDifferences: false)
        view.layoutIfNeeded()
        #expect(view.failures.isEmpty, "\(view.failures)")
        // As many 170-point columns as fit: two on the phones, four on the iPad and in landscape.
        let columns = device.safeWidth >= 700 ? 4 : 2
        let width = device.safeWidth, column = (device.safeWidth - 20) / CGFloat(columns)
        #expect(
            ProductListScreen.gridColumns(in: view.layoutEnvironment) == (device.usesAccessibilityText ? 1 : columns))
        for section in 0..<2 {
            for item in 0..<4 {
                let tile = try #require(
                    view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame)
                let leading = device.safeLeadingOffset(of: tile)
                if device.usesAccessibilityText {
                    #expect(device.agrees(tile.width, width - 32) && device.agrees(leading, 16), "\(tile)")
                    #expect(tile.height > 100, "\(tile)")
                } else {
                    #expect(device.agrees(tile.width, column - 12) && tile.height == 108, "\(tile)")
                    #expect(device.agrees(leading, 16 + CGFloat(item % columns) * column, pixels: 2), "\(tile)")
                }
            }
        }

        // 2. Scroll into the list: the plain list's header pins below the safe area.
        let firstRow = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 2))?.frame)
        // A plain list's rows span the whole screen, as UIKit's list rows do (their content keeps
        // clear of the safe area through the layout margins).
        #expect(firstRow.minX == 0 && firstRow.width == device.size.width, "\(firstRow)")
        view.contentOffset.y = firstRow.minY + 30 - view.adjustedContentInset.top
        view.layoutIfNeeded()
        let header = view.supplementaryView(
            forElementKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 2))
        #expect(header?.frame.minY == firstRow.minY + 30)

        // 3. Select Croissant.
        view.tapItem(at: IndexPath(item: 3, section: 2))
        #expect(harness.dataSource.itemIdentifier(for: IndexPath(item: 3, section: 2))?.name == "Croissant")
        #expect(view.cellForItem(at: IndexPath(item: 3, section: 2)) != nil, "Croissant is on screen")
        #expect(harness.delegate.events("didSelect") == ["didSelect [2, 3]"])
        let latteCell = view.cellForItem(at: IndexPath(item: 1, section: 2))

        // 4. Apply a change: Latte's price changes, Mocha goes, Cookie moves up.
        var snapshot = harness.dataSource.snapshot()
        let all = snapshot.itemIdentifiers(inSection: .all)
        var latte = try #require(all.first { $0.name == "Latte" })
        latte.price = "$4.75"
        let mocha = try #require(all.first { $0.name == "Mocha" })
        let cookie = try #require(all.first { $0.name == "Cookie" })
        let croissant = try #require(all.first { $0.name == "Croissant" })
        snapshot.deleteItems([mocha])
        try snapshot.moveItem(cookie, afterItem: croissant)
        snapshot.deleteItems([all[1]])
        try snapshot.insertItems([latte], afterItem: all[0])
        harness.delegate.reset()
        harness.dataSource.apply(snapshot)

        #expect(view.failures.isEmpty)
        #expect(view.numberOfItems(inSection: 2) == 11)
        // The Latte cell was reconfigured in place.
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 2)) === latteCell)
        #expect(latteCell?.contentDescription == "Latte — $4.75 ›")
        // Selection followed Croissant to its new index path.
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 2)])
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 2))?.contentDescription == "Croissant — $3.20 ›")
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 2))?.isSelected == true)
        #expect(view.cellForItem(at: IndexPath(item: 3, section: 2))?.contentDescription == "Cookie — $1.90 ›")
        // Every visible cell shows its item's current content.
        for indexPath in view.indexPathsForVisibleItems {
            let product = try #require(harness.dataSource.itemIdentifier(for: indexPath))
            let section = try #require(ProductListScreen.Section(rawValue: indexPath.section))
            #expect(
                view.cellForItem(at: indexPath)?.contentConfiguration
                    == ProductListScreen.content(for: product, in: section))
        }
    }
}
