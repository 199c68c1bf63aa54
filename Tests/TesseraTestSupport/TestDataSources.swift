import Foundation
import Tessera
import TesseraFuzzHarness

/// Data sources the tests share.
@MainActor
package enum TestDataSources {
    /// A diffable data source of whole numbers, each shown as its text in a ``TextCell``.
    package static func numbers(on collectionView: some CollectionViewHost) -> CollectionViewDiffableDataSource<
        Int, Int
    > {
        let registration = CellRegistration<TextCell, Int> { cell, _, item in cell.text = "\(item)" }
        return CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { host, indexPath, item in
            try host.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
    }

    /// A headless view 390 points wide and `height` tall of rows 44 points tall, showing `items` in
    /// one section through ``numbers(on:)``, applied without animation and laid out.
    ///
    /// - Throws: What ``Snapshot`` throws for items given twice.
    package static func shownNumbers(_ items: [Int], height: CGFloat) throws -> (
        HeadlessCollectionView, CollectionViewDiffableDataSource<Int, Int>
    ) {
        let view = TestViews.headless(height: height)
        let dataSource = numbers(on: view)
        dataSource.apply(try Snapshot([(0, items)]), animatingDifferences: false)
        view.layoutIfNeeded()
        return (view, dataSource)
    }

    /// The headless side of a SwiftUI list view of messages, each shown as its text in a
    /// ``TextCell``.
    package static func messages(on collectionView: some CollectionViewHosting) -> IdentifiedSectionsController<
        String, Message
    > {
        let registration = CellRegistration<TextCell, Message> { cell, _, message in cell.text = message.text }
        return IdentifiedSectionsController<String, Message>(collectionView: collectionView) {
            host, indexPath, message in
            try host.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: message)
        }
    }
}
