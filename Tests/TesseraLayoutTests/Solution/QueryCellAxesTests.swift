import Foundation
import TesseraTestSupport
import Testing

@testable import TesseraLayout

/// The layout query works a compositional cell's self-sizing axes out again only when its item
/// differs from the last cell's: groups whose items alternate between estimated and fixed
/// dimensions give each cell its own item's axes, as the cell looked up alone has them
/// (`LayoutSolution.element(_:)`).
@Suite("Query cell axes")
struct QueryCellAxesTests {
    private static func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
        LayoutSize(widthDimension: width, heightDimension: height)
    }

    /// Groups of an item of estimated height, one of fixed size, one of estimated width (the three
    /// fill the row: no fourth fits), and the same items again one a group.
    private static func layout() -> CompositionalLayout {
        let items = [
            LayoutItem(layoutSize: size(.fractionalWidth(0.3), .estimated(40))),
            LayoutItem(layoutSize: size(.fractionalWidth(0.3), .absolute(40))),
            LayoutItem(layoutSize: size(.estimated(150), .absolute(40))),
        ]
        return CompositionalLayout { section, _ in
            let row = size(.fractionalWidth(1), .absolute(40))
            if section == 0 {
                return LayoutSection(group: .horizontal(layoutSize: row, subitems: items))
            }
            return LayoutSection(group: .vertical(layoutSize: row, subitems: [items[section % 3]]))
        }
    }

    @Test func eachCellHasItsOwnItemsAxes() throws {
        let solution = try Self.layout().solve(
            in: LayoutEnvironment(width: 390, height: 844, displayScale: 3),
            content: LayoutContent(itemCounts: [12, 3, 3]))
        let expected: [SelfSizingAxes] = [.vertical, [], .horizontal]
        var cells = 0
        for element in solution.elements(in: CGRect(x: 0, y: 0, width: 390, height: 844))
        where element.category == .cell {
            let section = element.indexPath[0], item = element.indexPath[1]
            let axes = section == 0 ? expected[item % 3] : expected[section % 3]
            #expect(element.selfSizingAxes == axes, "\(element.key) \(element.frame)")
            #expect(solution.element(element.key)?.selfSizingAxes == element.selfSizingAxes, "\(element.key)")
            cells += 1
        }
        #expect(cells == 18)
    }
}
