import Foundation
import TesseraLayout
import Testing

/// Which supplementaries VoiceOver reads as headings: the description answers as the solution does,
/// for a host that lays the description out with Apple's layout.
@Suite("Accessibility headings")
struct AccessibilityHeadingTests {
    private static let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))

    private static func boundary(_ kind: String, _ alignment: RectAlignment) -> LayoutBoundarySupplementaryItem {
        LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: kind, alignment: alignment)
    }

    private static var layouts: [CompositionalLayout] {
        var list = ListConfiguration(appearance: .insetGrouped)
        list.headerMode = .supplementary
        list.footerMode = .supplementary
        var section = LayoutSection(group: .vertical(layoutSize: row, subitems: [LayoutItem(layoutSize: row)]))
        section.boundarySupplementaryItems = [
            boundary("badge", .bottom), boundary("badge", .topLeading), boundary(ElementKind.sectionHeader, .top),
        ]
        var configuration = LayoutConfiguration()
        configuration.boundarySupplementaryItems = [
            boundary(ElementKind.sectionFooter, .bottom), boundary(ElementKind.sectionHeader, .top),
        ]
        let band = LayoutSize(widthDimension: .absolute(120), heightDimension: .fractionalHeight(1))
        var horizontal = LayoutSection(group: .horizontal(layoutSize: band, subitems: [LayoutItem(layoutSize: band)]))
        horizontal.boundarySupplementaryItems = [
            boundary("lead", .leading), boundary("trail", .trailing), boundary("top", .top),
        ]
        var sideways = LayoutConfiguration()
        sideways.scrollDirection = .horizontal
        return [
            CompositionalLayout.list(using: list),
            CompositionalLayout(section: section, configuration: configuration),
            CompositionalLayout(section: horizontal, configuration: sideways),
        ]
    }

    @Test func theDescriptionAnswersAsTheSolution() throws {
        let environment = LayoutEnvironment(width: 390, height: 844)
        var headings = 0, others = 0
        for layout in Self.layouts {
            let solution = try layout.solve(in: environment, content: LayoutContent(itemCounts: [3, 2]))
            let everything = CGRect(x: -10_000, y: -10_000, width: 20_000, height: 20_000)
            for key in solution.elements(in: everything).map(\.key) where key.category == .supplementaryView {
                let heading = solution.isAccessibilityHeading(key)
                #expect(layout.isAccessibilityHeading(key, in: environment) == heading, "\(key)")
                if heading { headings += 1 } else { others += 1 }
            }
        }
        #expect(headings >= 5)
        #expect(others >= 5)
        // Cells and unknown index paths are never headings.
        let list = Self.layouts[0]
        #expect(!list.isAccessibilityHeading(.cell(IndexPath(item: 0, section: 0)), in: environment))
        #expect(
            !list.isAccessibilityHeading(
                .supplementary(ElementKind.sectionHeader, IndexPath(item: 3, section: 0)), in: environment))
    }
}
