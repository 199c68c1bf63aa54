import Foundation
import Tessera
import TesseraExampleScreens
import TesseraPreview
import TesseraTestSupport
import TesseraTesting
import Testing

/// The food-delivery home screen on the headless host: orthogonal banners with a scaling handler, categories, and a
/// restaurant list with header, footer and rounded background.
@MainActor
final class FoodDeliveryHarness {
    typealias Section = FoodDeliveryScreen.Section
    typealias Item = FoodDeliveryScreen.Item

    let collectionView: HeadlessCollectionView
    var dataSource: CollectionViewDiffableDataSource<Section, Item>!

    /// The screen on a device's screen, or on a 390 × 844 view at 3× without a safe area.
    init(device: TestDevice? = nil) {
        collectionView = TestDevice.collectionView(on: device, layout: FoodDeliveryScreen.layout())
        let cell = CellRegistration<HeadlessCell, Item> { cell, _, item in
            cell.contentConfiguration = item.content
        }
        let header = SupplementaryRegistration<TitleView>(elementKind: ElementKind.sectionHeader) {
            view, _, indexPath in
            view.title = Section(rawValue: indexPath.section)?.title ?? ""
        }
        let footer = SupplementaryRegistration<TitleView>(elementKind: ElementKind.sectionFooter) { view, _, _ in
            view.title = FoodDeliveryScreen.footerText
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, item in
            try collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            kind == ElementKind.sectionFooter
                ? try collectionView.dequeueConfiguredReusableSupplementary(using: footer, for: indexPath)
                : try collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
    }

    /// The screen on a device with its content applied, laid out.
    static func shown(on device: TestDevice) throws -> FoodDeliveryHarness {
        let harness = FoodDeliveryHarness(device: device)
        harness.dataSource.apply(try FoodDeliveryScreen.snapshot(), animatingDifferences: false)
        harness.collectionView.layoutIfNeeded()
        return harness
    }

    func attributes(_ category: ElementCategory, section: Int) -> [LayoutAttributes] {
        let visible = CGRect(origin: collectionView.contentOffset, size: collectionView.bounds.size)
        return (collectionView.layoutSolution?.elements(in: visible) ?? [])
            .filter { $0.category == category && $0.indexPath.section == section }
            .sorted { $0.indexPath.itemIndex < $1.indexPath.itemIndex }
    }
}

@Suite("Food-delivery home screen on the headless host")
@MainActor
struct FoodDeliveryScreenTests {
    /// The frames at one width, pixel for pixel: a golden dump holds for one screen (390 × 844 at
    /// 3×, no safe area); ``bannersCategoriesAndRestaurantsFitEveryDevice(_:)`` checks the same
    /// geometry on every device through the layout's rules.
    @Test func bannersCategoriesAndRestaurantsAreLaidOutAsDescribed() throws {
        let harness = FoodDeliveryHarness()
        let view = harness.collectionView
        harness.dataSource.apply(try FoodDeliveryScreen.snapshot(), animatingDifferences: false)

        // Banner groups are 70% of the width (section insets are not subtracted for orthogonal
        // groups), 225 pt high; categories scroll sideways under their header; the restaurant
        // rows follow with the section's 24 pt insets, estimated at 64 pt and measured by their
        // content (a subtitle cell: 11 + 20.29 + 2 + 17.9 + 11 pt, rounded up to the pixel).
        expectFrames(of: view) {
            """
            HeadlessCollectionView 390×844 offset (0, 0) content 390×876, 3 sections, Apple's engine on iOS
            cell [0, 0] (16, 8, 261, 225) "Free delivery all week"
            cell [0, 1] (289, 8, 261, 225) "2 for 1 pizza"
            cell [1, 0] (16, 293, 88, 96) "[flame] Pizza"
            cell [1, 1] (112, 293, 88, 96) "[fish] Sushi"
            cell [1, 2] (208, 293, 88, 96) "[takeoutbag.and.cup.and.straw] Burgers"
            cell [1, 3] (304, 293, 88, 96) "[leaf] Salads"
            UICollectionElementKindSectionHeader [1, 0] (0, 249, 390, 44) "Categories"
            cell [2, 0] (24, 457, 342, 62.33) "Napoli Express — Pizza · 25 min"
            cell [2, 1] (24, 520.33, 342, 62.33) "Sakura — Sushi · 35 min"
            cell [2, 2] (24, 583.67, 342, 62.33) "Patty Lab — Burgers · 20 min"
            cell [2, 3] (24, 647, 342, 62.33) "Green Bowl — Salads · 15 min"
            cell [2, 4] (24, 710.33, 342, 62.33) "Bangkok Street — Thai · 30 min"
            cell [2, 5] (24, 773.67, 342, 62.33) "Crème — Desserts · 18 min"
            UICollectionElementKindSectionHeader [2, 0] (24, 405, 342, 44) "Restaurants near you"
            """
        }
        #expect(view.failures.isEmpty)

        // The rounded background spans the restaurant section, header to footer, inset by 16 —
        // from the screen's edges: a background decoration spans its section's frame, which the
        // safe area does not narrow (only the section's content insets count from it), so in
        // landscape it reaches under the sensor housing while the rows stay clear of it.
        let backgrounds = harness.attributes(.decorationView, section: 2)
        #expect(backgrounds.map(\.elementKind) == [FoodDeliveryScreen.restaurantBackgroundKind])
        #expect(backgrounds.first?.frame == CGRect(x: 16, y: 405, width: 358, height: 471))

        // Scrolling down shows the footer under the last row.
        view.contentOffset = CGPoint(x: 0, y: 32)
        #expect(
            view.supplementaryView(forElementKind: ElementKind.sectionFooter, at: IndexPath(item: 0, section: 2)) != nil
        )
        #expect(
            view.layoutSolution?.attributesForSupplementaryView(
                ofKind: ElementKind.sectionFooter, at: IndexPath(item: 0, section: 2))?.frame
                == CGRect(x: 24, y: 844, width: 342, height: 32))
    }

    @Test func bannersScaleWithTheirDistanceFromTheCentre() throws {
        let harness = FoodDeliveryHarness()
        harness.dataSource.apply(try FoodDeliveryScreen.snapshot(), animatingDifferences: false)

        // Centres 146.5 and 419.5 against a centre of 195: scale 1 − 0.15 × distance / 390.
        let scales = harness.attributes(.cell, section: 0).map(\.transform.a)
        #expect(scales.count == 2)
        #expect(abs(scales[0] - 0.981346) < 0.0001)
        #expect(abs(scales[1] - 0.913654) < 0.0001)

        // One group further, the second banner is where the first was, with its scale, and the
        // first has moved 321.5 pt from the centre.
        harness.collectionView.setOrthogonalOffset(273, forSection: 0)
        let paged = harness.attributes(.cell, section: 0)
        #expect(paged.map(\.frame.minX) == [-257, 16, 289])
        #expect(abs(paged[0].transform.a - 0.876346) < 0.0001)
        #expect(abs(paged[1].transform.a - 0.981346) < 0.0001)
    }

    /// On every device: banner groups 70% of the safe width with their items inset by 6, one
    /// group after the other from the section's 10-pt inset, 225 pt high or as tall as their text
    /// needs; category tiles of their text size's size, 8 apart from a 16-pt inset; restaurant
    /// rows across the safe width less 24 pt each side on a background inset by 16; all measured
    /// from the leading edge, mirrored in right to left.
    @Test(arguments: TestDevice.all)
    func bannersCategoriesAndRestaurantsFitEveryDevice(_ device: TestDevice) throws {
        let view = try FoodDeliveryHarness.shown(on: device).collectionView
        let width = device.safeWidth
        func frame(_ item: Int, _ section: Int) throws -> CGRect {
            try #require(view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame)
        }

        let group = width * FoodDeliveryScreen.bannerWidthFraction
        let bannerHeight = try frame(0, 0).height
        #expect(device.usesAccessibilityText ? bannerHeight >= 225 : bannerHeight == 225)
        for item in 0..<2 {
            let banner = try frame(item, 0)
            #expect(device.agrees(banner.width, group - 12), "banner \(item): \(banner)")
            #expect(
                device.agrees(device.safeLeadingOffset(of: banner), 10 + 6 + CGFloat(item) * group),
                "banner \(item): \(banner)")
            #expect(banner.minY == 8 && banner.height == bannerHeight)
        }

        let tile = FoodDeliveryScreen.CategoryTile.size(
            fitting: FoodDeliveryScreen.categories.map(\.name), contentSizeCategory: device.preferredContentSizeCategory
        )
        for item in 0..<2 {
            let category = try frame(item, 1)
            #expect(category.size == tile, "category \(item): \(category)")
            #expect(
                device.agrees(device.safeLeadingOffset(of: category), 16 + CGFloat(item) * (tile.width + 8)),
                "category \(item): \(category)")
        }

        var previous: CGRect?
        for item in FoodDeliveryScreen.restaurants.indices {
            let row = try frame(item, 2)
            #expect(device.agrees(row.width, width - 48), "restaurant \(item): \(row)")
            #expect(device.agrees(device.safeLeadingOffset(of: row), 24), "restaurant \(item): \(row)")
            if let previous { #expect(device.agrees(row.minY, previous.maxY + 1), "restaurant \(item): \(row)") }
            previous = row
        }
        // The rounded background spans the restaurant section, header to footer, inset by 16 —
        // from the screen's edges: a background decoration spans its section's frame, which the
        // safe area does not narrow (only the section's content insets count from it), so in
        // landscape it reaches under the sensor housing while the rows stay clear of it.
        let background = try #require(
            view.layoutSolution?.allElements().first { $0.elementKind == FoodDeliveryScreen.restaurantBackgroundKind }
        ).frame
        let header = try #require(
            view.layoutSolution?.attributesForSupplementaryView(
                ofKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 2))?.frame)
        let footer = try #require(
            view.layoutSolution?.attributesForSupplementaryView(
                ofKind: ElementKind.sectionFooter, at: IndexPath(item: 0, section: 2))?.frame)
        #expect(
            device.agrees(background.width, device.size.width - 32)
                && device.agrees(device.leadingOffset(of: background), 16),
            "\(background)")
        #expect(background.minY == header.minY && device.agrees(background.maxY, footer.maxY))
        #expect(view.failures.isEmpty, "\(view.failures)")
    }

    /// On every device: a banner's scale is 1 − 0.15 × its centre's distance from the screen's
    /// centre over the screen's width (at least 0.85), and paging by one group moves every banner
    /// one group towards the leading edge, where the next takes the first one's scale.
    @Test(arguments: TestDevice.all)
    func bannersScaleWithTheirDistanceFromTheCentreOnEveryDevice(_ device: TestDevice) throws {
        let harness = try FoodDeliveryHarness.shown(on: device)
        func expectedScale(_ frame: CGRect) -> CGFloat {
            max(0.85, 1 - 0.15 * abs(frame.midX - device.size.width / 2) / device.size.width)
        }
        let banners = harness.attributes(.cell, section: 0)
        #expect(banners.count >= 2)
        for banner in banners {
            #expect(
                abs(banner.transform.a - expectedScale(banner.frame)) < 0.0001, "\(banner.indexPath) \(banner.frame)")
        }
        let group = device.safeWidth * FoodDeliveryScreen.bannerWidthFraction
        harness.collectionView.setOrthogonalOffset(group, forSection: 0)
        let paged = harness.attributes(.cell, section: 0)
        let first = try #require(banners.first), second = try #require(paged.first { $0.indexPath.itemIndex == 1 })
        #expect(device.agrees(device.leadingOffset(of: second.frame), device.leadingOffset(of: first.frame)))
        #expect(abs(second.transform.a - first.transform.a) < 0.001)
        for banner in paged {
            #expect(
                abs(banner.transform.a - expectedScale(banner.frame)) < 0.0001, "\(banner.indexPath) \(banner.frame)")
        }
    }
}
