import Tessera
import TesseraTesting
import Testing

/// A menu tested on every device app teams test on — each one's size, safe area, text size and
/// layout direction — in `swift test`, on Linux or a Mac, without a simulator.
@MainActor
struct MenuOnEveryDeviceTests {
    @Test(arguments: TestDevice.all)
    func everyDishCanBeReachedAndTapped(on device: TestDevice) throws {
        let collectionView = device.makeCollectionView(
            layout: CompositionalLayout.list(using: ListConfiguration(appearance: .insetGrouped)))
        let row = CellRegistration<HeadlessCell, String> { cell, _, dish in
            cell.contentConfiguration = ListContentConfiguration(style: .cell, text: dish)
        }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(
            collectionView: collectionView, cellProvider: row.cellProvider)
        dataSource.apply(try Snapshot([(0, (1...40).map { "Dish \($0)" })]), animatingDifferences: false)

        let driver = CollectionViewDriver(collectionView)  // scrolls and taps as the user would
        try driver.scroll(untilVisible: "Dish 40")
        let tapped = try driver.tap(itemShowing: "Dish 40")
        #expect(collectionView.indexPathsForSelectedItems == [tapped])
        #expect(collectionView.failures.isEmpty)  // nothing UIKit would have raised on
    }
}
