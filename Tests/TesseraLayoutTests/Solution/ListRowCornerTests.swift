import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

/// The rounded corners of inset-grouped list rows: the section's first row rounds its top
/// corners, its last row its bottom ones, as UIKit's list cells do.
@Suite("List row corners")
struct ListRowCornerTests {
    private func rows(_ appearance: ListConfiguration.Appearance, counts: [Int]) throws -> [IndexPath: LayoutAttributes]
    {
        let layout = CompositionalLayout { _, environment in
            LayoutSection.list(using: ListConfiguration(appearance: appearance), layoutEnvironment: environment)
        }
        let solution = try layout.solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: counts))
        var cells: [IndexPath: LayoutAttributes] = [:]
        for element in solution.allElements() where element.category == .cell { cells[element.indexPath] = element }
        return cells
    }

    @Test func anInsetGroupedSectionRoundsItsFirstAndLastRows() throws {
        let cells = try rows(.insetGrouped, counts: [3, 1])
        #expect(cells[IndexPath(item: 0, section: 0)]?.maskedCorners == .top)
        #expect(cells[IndexPath(item: 1, section: 0)]?.maskedCorners == [])
        #expect(cells[IndexPath(item: 2, section: 0)]?.maskedCorners == .bottom)
        #expect(cells[IndexPath(item: 0, section: 1)]?.maskedCorners == .all)
        #expect(cells.values.allSatisfy { $0.cornerRadius == ListMetrics().insetGroupedCornerRadius })
    }

    @Test(arguments: [ListConfiguration.Appearance.plain, .grouped, .sidebarPlain])
    func otherAppearancesKeepSquareRows(appearance: ListConfiguration.Appearance) throws {
        let cells = try rows(appearance, counts: [3])
        #expect(cells.values.allSatisfy { $0.cornerRadius == 0 && $0.maskedCorners == [] })
    }

    @Test func anAppendedRowTakesTheBottomCornersFromTheOldLastRow() throws {
        let before = try rows(.insetGrouped, counts: [2])
        let after = try rows(.insetGrouped, counts: [3])
        #expect(before[IndexPath(item: 1, section: 0)]?.maskedCorners == .bottom)
        #expect(after[IndexPath(item: 1, section: 0)]?.maskedCorners == [])
        #expect(after[IndexPath(item: 2, section: 0)]?.maskedCorners == .bottom)
        // The same corners from the point query as from the range query.
        let layout = CompositionalLayout { _, environment in
            LayoutSection.list(using: ListConfiguration(appearance: .insetGrouped), layoutEnvironment: environment)
        }
        let solution = try layout.solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [3]))
        #expect(solution.attributesForItem(at: IndexPath(item: 2, section: 0))?.maskedCorners == .bottom)
    }
}
