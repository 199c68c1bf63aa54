import Foundation
import Tessera

/// Layout sections the tests share.
package enum TestSections {
    /// Rows `rowHeight` points tall of two items side by side, each half the width, with a header
    /// and a footer 30 points tall when asked.
    package static func twoColumns(rowHeight: CGFloat, header: Bool = false, footer: Bool = false) -> LayoutSection {
        let half = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        var section = LayoutSection(
            group: .horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)),
                subitems: [half]))
        let boundary = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30))
        if header {
            section.boundarySupplementaryItems.append(
                LayoutBoundarySupplementaryItem(
                    layoutSize: boundary, elementKind: ElementKind.sectionHeader, alignment: .top))
        }
        if footer {
            section.boundarySupplementaryItems.append(
                LayoutBoundarySupplementaryItem(
                    layoutSize: boundary, elementKind: ElementKind.sectionFooter, alignment: .bottom))
        }
        return section
    }
}
