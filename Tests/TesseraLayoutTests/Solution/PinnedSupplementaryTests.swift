import Foundation
import TesseraLayout
import Testing

@Suite("Pinned supplementaries")
struct PinnedSupplementaryTests {
    /// The rule renderers apply gives the frames the engine computes, at every offset.
    @Test func positionMatchesTheEngineAtEveryOffset() throws {
        let item = LayoutItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        var section = LayoutSection(
            group: .vertical(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                subitems: [item]))
        var header = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: ElementKind.sectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        var footer = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
            elementKind: ElementKind.sectionFooter, alignment: .bottom)
        footer.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header, footer]
        var solution = try CompositionalLayout(section: section).solve(
            in: LayoutEnvironment(width: 320, height: 200), content: LayoutContent(itemCounts: [10, 3, 12]))
        let pinned = solution.pinnedSupplementaries
        #expect(pinned.count == 6)
        #expect(pinned.filter(\.sticksToLeadingEdge).count == 3)
        for offset in stride(from: CGFloat(0), through: solution.contentSize.height, by: 7) {
            solution.contentOffset = CGPoint(x: 0, y: offset)
            for pin in pinned {
                let engine = solution.attributesForSupplementaryView(
                    ofKind: pin.key.elementKind ?? "", at: pin.key.indexPath)?.frame.minY
                #expect(
                    engine == pin.position(forVisibleRange: offset...(offset + 200)), "offset \(offset), \(pin.key)")
            }
        }
    }
}
