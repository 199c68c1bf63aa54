import Foundation
import TesseraTestSupport
import Testing

@testable import TesseraLayout

/// The layout query rounds each element's frame to the pixel grid as it makes the element
/// (`LayoutSolution.elements(in:)`), after testing its overlap unrounded: its answer is the
/// unrounded layout's answer with every frame rounded, for every kind of element — cells,
/// supplementary items, anchored decorations, boundary items (pinned, and the layout's own),
/// section decorations, a custom section's cells, a section with a visible-items handler.
@Suite("Rounded query")
struct RoundedQueryTests {
    private static func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
        LayoutSize(widthDimension: width, heightDimension: height)
    }

    /// Three badged items a row, 33.3 points tall, under a pinned header and a footer, on a background.
    private static func grid() -> LayoutSection {
        let badge = LayoutSupplementaryItem(
            layoutSize: size(.absolute(10.3), .absolute(10.3)), elementKind: "badge",
            containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1.0 / 3), .absolute(33.3)), supplementaryItems: [badge])
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(33.3)), subitems: [item])
        var section = LayoutSection(group: group)
        section.interGroupSpacing = 1.1
        section.boundarySupplementaryItems = pinnedHeaderAndFooter(header: .absolute(20.3), footer: .absolute(15.7))
        section.decorationItems = [.background(elementKind: "card")]
        return section
    }

    /// Sections of every kind, one after another, under the layout's own header, in a container
    /// whose width and the sizes above put frames off the pixel grid.
    private static func layout(rounded: Bool) -> CompositionalLayout {
        var configuration = LayoutConfiguration()
        configuration.roundsFramesToPixels = rounded
        configuration.interSectionSpacing = 2.3
        configuration.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(12.3)), elementKind: "layout-header", alignment: .top)
        ]
        return CompositionalLayout(configuration: configuration) { section, environment in
            switch section % 4 {
            case 0:
                // Rows with separators (anchored decorations) and rounded corners.
                return LayoutSection.list(
                    using: ListConfiguration(appearance: .insetGrouped), layoutEnvironment: environment)
            case 1: return grid()
            case 2:
                return waterfallSection(
                    columns: .fixed(3), heights: [33.3, 50.1], columnSpacing: 1.3, interItemSpacing: 2.7)
            default:
                var handled = grid()
                handled.visibleItemsInvalidationHandler = { items, _, _ in
                    for item in items where item.representedElementCategory == .cell {
                        item.alpha = 0.5
                        item.center.x += 0.3
                    }
                }
                return handled
            }
        }
    }

    @Test(arguments: [TraitEnvironmentLayoutDirection.leftToRight, .rightToLeft])
    func theQueryIsTheUnroundedQueryRounded(direction: TraitEnvironmentLayoutDirection) throws {
        var environment = LayoutEnvironment(width: 391, height: 500, displayScale: 2)
        environment.traitCollection.layoutDirection = direction
        let content = LayoutContent(itemCounts: [5, 7, 6, 8, 4, 5])
        var rounded = try Self.layout(rounded: true).solve(in: environment, content: content)
        var unrounded = try Self.layout(rounded: false).solve(in: environment, content: content)
        let resolver = DimensionResolver(scale: 2)
        var offGrid = 0
        for top in stride(from: -50, through: rounded.contentSize.height, by: 61.7) {
            // Scrolled, so that pinned headers stick.
            rounded.contentOffset = CGPoint(x: 0, y: top)
            unrounded.contentOffset = CGPoint(x: 0, y: top)
            for rect in [
                CGRect(x: 0, y: top, width: 391, height: 500),
                CGRect(x: 100.3, y: top + 7.1, width: 30.6, height: 60.2),
            ] {
                let found = rounded.elements(in: rect)
                let expected = unrounded.elements(in: rect).map { element in
                    if element.frame != resolver.roundToPixels(element.frame) { offGrid += 1 }
                    var copy = element
                    copy.frame = resolver.roundToPixels(element.frame)
                    return copy
                }
                #expect(found.map(\.key) == expected.map(\.key), "\(rect)")
                if let (element, wanted) = zip(found, expected).first(where: { $0 != $1 }) {
                    Issue.record("\(element.key) in \(rect): \(element.frame), not \(wanted.frame)")
                }
                for element in found {
                    #expect(rounded.element(element.key) == element, "\(element.key) in \(rect)")
                }
            }
        }
        // Every kind of element was off the grid somewhere: the rounding was put to the test.
        #expect(offGrid > 100)
    }
}
