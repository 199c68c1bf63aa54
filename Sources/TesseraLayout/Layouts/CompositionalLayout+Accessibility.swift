import Foundation

// MARK: - Accessibility

extension CompositionalLayout {
    /// Whether an element is a heading for VoiceOver's headings rotor, decided from the
    /// description, for a host with no ``LayoutSolution`` to ask (Apple's
    /// `UICollectionViewCompositionalLayout` lays the description out): a boundary supplementary
    /// aligned to the leading edge along the scrolling axis — a section's or the layout's header —,
    /// the rule of `LayoutSolution.isAccessibilityHeading(_:)`.
    ///
    /// - Complexity: one call of the section provider, plus O(*b*) for the section's *b* boundary
    ///   items.
    package func isAccessibilityHeading(_ key: LayoutElementKey, in environment: LayoutEnvironment) -> Bool {
        guard key.category == .supplementaryView, let first = key.indexPath.first, first >= 0 else { return false }
        let boundaries: [LayoutBoundarySupplementaryItem]
        switch key.indexPath.count {
        case 1: boundaries = configuration.boundarySupplementaryItems
        case 2: boundaries = section(at: first, in: environment)?.boundarySupplementaryItems ?? []
        default: return false
        }
        // Boundary items are indexed among those of their kind, as the solution places them.
        let ofKind = boundaries.filter { $0.elementKind == key.elementKind }
        let index = key.indexPath[key.indexPath.count - 1]
        guard ofKind.indices.contains(index) else { return false }
        return ofKind[index].alignment.edges.leadsContent(along: scrollDirection)
    }
}
