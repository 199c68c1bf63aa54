import Foundation
import Tessera
import TesseraTesting
import Testing

// MARK: - The screen, as the app writes it

/// A loaf on a shelf. Identity is the id.
struct Loaf: Hashable, Sendable {
    var id: Int
    var name: String
}

/// A grid of loaves in sections with a header each, written against `some CollectionViewHost`: the
/// app's view controller passes its `UICollectionView` and `ListCell` registrations, the tests a
/// `HeadlessCollectionView` and `HeadlessCell` ones.
@MainActor
final class BakeryScreen: CollectionViewDelegate {
    let dataSource: CollectionViewDiffableDataSource<String, Loaf>
    private(set) var opened: [String] = []

    init(
        collectionView: some CollectionViewHost, tile: CellRegistration<some AnyObject, Loaf>,
        header: SupplementaryRegistration<some AnyObject>
    ) {
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView, cellProvider: tile.cellProvider)
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            try collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        collectionView.setDelegate(self)
    }

    /// As many 170-point tiles a row as fit, 120 points tall, under a header whose title lines up
    /// with the first tile.
    static func layout() -> CompositionalLayout {
        CompositionalLayout { _, environment in
            let columns = max(1, Int((environment.container.effectiveContentSize.width - 32) / 170))
            var tile = LayoutItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            tile.contentInsets = DirectionalEdgeInsets(all: 4)
            let row = LayoutGroup.horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
                subitem: tile, count: .fixed(columns))
            var section = LayoutSection(group: row)
            section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 12, bottom: 16, trailing: 12)
            section.boundarySupplementaryItems = [
                LayoutBoundarySupplementaryItem(
                    layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                    elementKind: ElementKind.sectionHeader, alignment: .top)
            ]
            section.supplementariesFollowContentInsets = false
            return section
        }
    }

    func collectionView(_ collectionView: any CollectionViewHost, didSelectItemAt indexPath: IndexPath) {
        if let loaf = dataSource.itemIdentifier(for: indexPath) { opened.append(loaf.name) }
    }
}

// MARK: - The tests, on every device

@MainActor
struct BakeryScreenTests {
    static let shelves: [(String, [Loaf])] = [
        ("Bread", (0..<9).map { Loaf(id: $0, name: "Bread \($0 + 1)") }),
        ("Cakes", (9..<17).map { Loaf(id: $0, name: "Cake \($0 - 8)") }),
    ]

    /// The screen on a device's screen: its size, safe area, text size and layout direction.
    func show(on device: TestDevice) throws -> (HeadlessCollectionView, BakeryScreen) {
        let collectionView = device.makeCollectionView(layout: BakeryScreen.layout())
        let tile = CellRegistration<HeadlessCell, Loaf> { cell, _, loaf in
            cell.contentConfiguration = ListContentConfiguration(style: .cell, text: loaf.name)
        }
        let header = SupplementaryRegistration<HeadlessCell>(elementKind: ElementKind.sectionHeader) {
            header, _, indexPath in
            header.contentConfiguration = ListContentConfiguration(
                style: .plainHeader, text: Self.shelves[indexPath.section].0)
        }
        let screen = BakeryScreen(collectionView: collectionView, tile: tile, header: header)
        screen.dataSource.apply(try Snapshot(Self.shelves), animatingDifferences: false)
        return (collectionView, screen)
    }

    /// Two tiles a row on a phone held upright, four on an iPad or a phone in landscape; each row
    /// fills the width between the safe area's sides.
    @Test(arguments: TestDevice.all)
    func tilesFillTheRowsOnEveryDevice(_ device: TestDevice) throws {
        let (collectionView, _) = try show(on: device)
        let driver = CollectionViewDriver(collectionView)
        let top = try #require(driver.visibleItems.first).frame.minY
        let firstRow = driver.visibleItems.filter { $0.frame.minY == top }
        let safeWidth = device.size.width - device.safeAreaInsets.leading - device.safeAreaInsets.trailing
        #expect(firstRow.count == (safeWidth >= 700 ? 4 : 2), "\(device)")
        #expect(firstRow.allSatisfy { $0.frame.width >= 170 - 8 })
        #expect(collectionView.failures.isEmpty)
    }

    /// Wherever the last cake is, the user can scroll to it and open it.
    @Test(arguments: TestDevice.all)
    func everyLoafCanBeReachedAndOpened(_ device: TestDevice) throws {
        let (collectionView, screen) = try show(on: device)
        let driver = CollectionViewDriver(collectionView)
        try driver.scroll(untilVisible: "Cake 8")
        try driver.tap(itemShowing: "Cake 8")
        #expect(screen.opened == ["Cake 8"])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 7, section: 1)])
    }
}
