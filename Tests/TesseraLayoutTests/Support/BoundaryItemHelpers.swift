import Foundation
import TesseraLayout

/// A full-width section header pinned to the visible bounds and a footer, of these heights.
func pinnedHeaderAndFooter(header: LayoutDimension, footer: LayoutDimension) -> [LayoutBoundarySupplementaryItem] {
    var headerItem = LayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), header), elementKind: ElementKind.sectionHeader, alignment: .top)
    headerItem.pinToVisibleBounds = true
    let footerItem = LayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), footer), elementKind: ElementKind.sectionFooter, alignment: .bottom)
    return [headerItem, footerItem]
}

/// The frame of a section's first supplementary view of a kind.
func supplementaryFrame(_ solution: LayoutSolution, _ elementKind: String, section: Int) -> CGRect? {
    solution.attributesForSupplementaryView(ofKind: elementKind, at: IndexPath(item: 0, section: section))?.frame
}
