import Foundation
import Tessera
import TesseraTestSupport
import TesseraTesting
import Testing

/// A change of the collection view's traits reaches the views on screen at once, as UIKit's trait
/// collection does: a cell drawing a hairline or text draws it at the new scale or size without
/// waiting to be measured again.
@Suite("Trait changes reach the views on screen")
@MainActor
struct TraitChangeTests {
    /// A list of fixed-height rows (they are never measured again) under a header.
    private static func list() throws -> (HeadlessCollectionView, CollectionViewDiffableDataSource<Int, String>) {
        let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        var section = LayoutSection(group: .vertical(layoutSize: row, subitems: [LayoutItem(layoutSize: row)]))
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: row, elementKind: ElementKind.sectionHeader, alignment: .top)
        ]
        let view = TestViews.headless(height: 844, layout: CompositionalLayout(section: section))
        let dataSource = CollectionViewDiffableDataSource<Int, String>(
            collectionView: view,
            cellRegistration: CellRegistration<HeadlessCell, String> { cell, _, text in
                cell.contentConfiguration = ListContentConfiguration(text: text)
            })
        let header = SupplementaryRegistration<HeadlessCell>(elementKind: ElementKind.sectionHeader) { _, _, _ in }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            try collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        dataSource.apply(try Snapshot([(0, ["Espresso", "Latte", "Mocha"])]), animatingDifferences: false)
        view.layoutIfNeeded()
        return (view, dataSource)
    }

    @Test func aNewDisplayScaleReachesTheCellsAndHeadersOnScreen() throws {
        let (view, dataSource) = try Self.list()
        defer { withExtendedLifetime(dataSource) {} }
        let header = try #require(
            view.supplementaryView(forElementKind: ElementKind.sectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(view.visibleCells.count == 3 && view.visibleCells.allSatisfy { $0.displayScale == 3 })

        view.displayScale = 2
        #expect(view.visibleCells.allSatisfy { $0.displayScale == 2 })
        #expect(header.displayScale == 2)
        view.layoutIfNeeded()
        #expect(view.visibleCells.allSatisfy { $0.displayScale == 2 })
    }

    @Test func aNewTextSizeReachesCellsOfAFixedHeight() throws {
        let (view, dataSource) = try Self.list()
        defer { withExtendedLifetime(dataSource) {} }
        view.preferredContentSizeCategory = .accessibilityExtraLarge
        view.layoutIfNeeded()
        #expect(view.visibleCells.count == 3)
        #expect(view.visibleCells.allSatisfy { $0.preferredContentSizeCategory == .accessibilityExtraLarge })
    }
}
