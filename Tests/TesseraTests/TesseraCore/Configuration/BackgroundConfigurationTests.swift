import Foundation
import Tessera
import TesseraPreview
import TesseraTestSupport
import Testing

/// A headless cell in a list section gets its section's default background, as a
/// `UICollectionViewListCell` does: grouped rows on the grouped-row fill (rounded at the ends of an
/// inset-grouped section), plain rows on the plain-row fill; the app's own background, or `nil`,
/// wins.
@Suite("List cells' default background")
@MainActor
struct BackgroundConfigurationTests {
    /// A list of one section on a headless collection view through a diffable data source whose
    /// registration runs `configure`; keep the data source while drawing.
    private func list(
        _ items: [String], appearance: ListConfiguration.Appearance,
        configure: @escaping (HeadlessCell, String) -> Void
    ) throws -> (HeadlessCollectionView, CollectionViewDiffableDataSource<Int, String>) {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 400),
            collectionViewLayout: CompositionalLayout.list(using: ListConfiguration(appearance: appearance)))
        let registration = CellRegistration<HeadlessCell, String> { cell, _, text in configure(cell, text) }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: view) {
            collectionView, indexPath, text in
            try collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
        }
        dataSource.apply(try Snapshot<Int, String>([(0, items)]), animatingDifferences: false)
        return (view, dataSource)
    }

    /// An app's test: an inset-grouped list whose registration sets only the content
    /// draws its rows as white cards rounded at the section's ends, on the grouped background.
    @Test func anInsetGroupedListOfDefaultCellsDrawsItsRowsOnRoundedCards() throws {
        let (view, dataSource) = try list(["Apples", "Bananas", "Carrots"], appearance: .insetGrouped) { cell, text in
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
        }
        defer { withExtendedLifetime(dataSource) {} }
        let cells = (0..<3).compactMap { view.cellForItem(at: IndexPath(item: $0, section: 0)) }
        #expect(cells.count == 3)
        #expect(cells.allSatisfy { $0.backgroundConfiguration == .listGroupedCell() })
        let light = RenderedSVG.render(view, background: .systemGroupedBackground)
        let dark = RenderedSVG.render(view, appearance: .dark, background: .systemGroupedBackground)
        // The first row's top corners and the last row's bottom corners are rounded by 10 points.
        #expect(light.components(separatedBy: ##"fill="#ffffff"/>"##).count - 1 == 3)
        #expect(light.contains(##" A10 10 0 0 1 10 0 H"##) && light.contains(##"fill="#f2f2f7"/>"##))
        #expect(dark.components(separatedBy: ##"fill="#1c1c1e"/>"##).count - 1 == 3)
    }

    @Test func eachAppearanceHasItsDefaultAndTheRegistrationSeesIt() throws {
        var seen: [ListConfiguration.Appearance: BackgroundConfiguration] = [:]
        for appearance in ListConfiguration.Appearance.allCases {
            let (view, dataSource) = try list(["Row"], appearance: appearance) { cell, text in
                // Dequeuing applied the item's attributes, as UIKit does: the default knows the section.
                seen[appearance] = cell.defaultBackgroundConfiguration()
                cell.contentConfiguration = ListContentConfiguration(text: text)
            }
            defer { withExtendedLifetime(dataSource) {} }
            let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
            #expect(cell.backgroundConfiguration == seen[appearance], "\(appearance)")
        }
        #expect(seen[.plain] == .listPlainCell() && seen[.sidebarPlain] == .listPlainCell())
        #expect(seen[.grouped] == .listGroupedCell() && seen[.insetGrouped] == .listGroupedCell())
        #expect(seen[.sidebar] == .clear())
        // Outside a list section a cell has no background of its own, and its default is the plain row's.
        let cell = HeadlessCell()
        #expect(cell.backgroundConfiguration == nil && cell.defaultBackgroundConfiguration() == .listPlainCell())
    }

    @Test func theAppsBackgroundOrNoneWinsUntilTheCellIsReused() throws {
        var removing = true
        let tinted = BackgroundConfiguration(backgroundColor: .systemFill, cornerRadius: 4)
        let (view, dataSource) = try list(["A", "B"], appearance: .insetGrouped) { cell, text in
            cell.contentConfiguration = ListContentConfiguration(text: text)
            if text == "A" { cell.backgroundConfiguration = removing ? nil : tinted }
        }
        defer { withExtendedLifetime(dataSource) {} }
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.backgroundConfiguration == nil)
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.backgroundConfiguration == .listGroupedCell())
        // Reconfigured: the reused cell starts from its section's default again, then takes the app's.
        removing = false
        var snapshot = dataSource.snapshot()
        try snapshot.reloadItems(["A", "B"])
        dataSource.apply(snapshot, animatingDifferences: false)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.backgroundConfiguration == tinted)
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.backgroundConfiguration == .listGroupedCell())
    }
}
