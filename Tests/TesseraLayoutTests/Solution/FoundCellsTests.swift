import Foundation
import TesseraTestSupport
import Testing

@testable import TesseraLayout

/// The layout query lists the cells it finds as it finds them
/// (`LayoutSolution.elements(in:problems:into:cells:)`): the list is the one read from the
/// elements it returns (`LayoutSolution.listCells(of:from:into:)`), whatever the sections hold —
/// supplementary items, boundary items, decorations, custom sections, visible-items handlers,
/// several groups a row — and in either layout direction.
@Suite("Found cells")
struct FoundCellsTests {
    private static func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
        LayoutSize(widthDimension: width, heightDimension: height)
    }

    /// A grid of three badged items a row under a pinned header and footer, on a background.
    private static func grid() -> LayoutSection {
        let badge = LayoutSupplementaryItem(
            layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1.0 / 3), .absolute(100)), supplementaryItems: [badge])
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        var section = LayoutSection(group: group)
        section.boundarySupplementaryItems = pinnedHeaderAndFooter(header: .absolute(40), footer: .estimated(30))
        section.decorationItems = [.background(elementKind: "card")]
        return section
    }

    /// Rows of 44 points.
    private static func rows() -> LayoutSection {
        let row = size(.fractionalWidth(1), .absolute(44))
        return LayoutSection(group: .vertical(layoutSize: row, subitems: [LayoutItem(layoutSize: row)]))
    }

    /// Sections of every kind, one after another.
    private static func layout() -> CompositionalLayout {
        CompositionalLayout { section, _ in
            switch section % 4 {
            case 0: return rows()
            case 1: return grid()
            case 2:
                var waterfall = waterfallSection(
                    columns: .fixed(2), heights: [100, 150], columnSpacing: 10, interItemSpacing: 10)
                waterfall.boundarySupplementaryItems = pinnedHeaderAndFooter(
                    header: .absolute(40), footer: .absolute(30))
                return waterfall
            default:
                var handled = grid()
                handled.visibleItemsInvalidationHandler = { items, _, _ in
                    for item in items where item.representedElementCategory == .cell { item.alpha = 0.5 }
                }
                return handled
            }
        }
    }

    @Test(arguments: [TraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func theQueryListsTheCellsOfItsElements(direction: TraitEnvironmentLayoutDirection) throws {
        var environment = LayoutChecks.iPhone
        environment.traitCollection.layoutDirection = direction
        let solution = try Self.layout().solve(
            in: environment, content: LayoutContent(itemCounts: [7, 10, 9, 8, 0, 5, 12, 6]))
        var elements: [LayoutAttributes] = []
        // Into storage that holds other cells: they are replaced.
        var cells = [FoundCell(position: 99, section: 9, item: 9)]
        var problems: [String] = []
        var tops: [CGFloat] = Array(stride(from: -100, through: solution.contentSize.height + 100, by: 97))
        tops.append(solution.contentSize.height - 1)
        var found = 0
        for top in tops {
            for rect in [
                CGRect(x: 0, y: top, width: 390, height: 844), CGRect(x: 150, y: top, width: 30, height: 60),
                CGRect(x: 0, y: top, width: 390, height: 0.5),
            ] {
                solution.elements(in: rect, problems: &problems, into: &elements, cells: &cells)
                var expected: [FoundCell] = []
                LayoutSolution.listCells(of: elements, from: 0, into: &expected)
                #expect(cells == expected, "\(rect)")
                #expect(elements == solution.elements(in: rect), "\(rect)")
                found += cells.count
            }
        }
        #expect(found > 100)
        #expect(problems.isEmpty)
    }
}
