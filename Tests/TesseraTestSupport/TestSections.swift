import Foundation
import Tessera

/// Layout sections the tests share.
package enum TestSections {
    /// Rows `rowHeight` points tall of `count` items side by side, each as wide as the others,
    /// with a header and a footer 30 points tall when asked.
    package static func columns(
        _ count: Int, rowHeight: CGFloat, header: Bool = false, footer: Bool = false
    ) -> LayoutSection {
        let item = LayoutItem(
            layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(1 / CGFloat(count)), heightDimension: .fractionalHeight(1)))
        var section = LayoutSection(
            group: .horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)),
                subitems: [item]))
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
