import Foundation

// MARK: - What moves when the content scrolls

extension LayoutSolution {
    /// Whether any element's attributes depend on the content offset: pinned supplementaries, or
    /// sections with a visible-items handler. A host must then refresh the visible elements on
    /// every scroll, not only when the bounds change size (UIKit: `shouldInvalidateLayout(forBoundsChange:)`
    /// returns `true`).
    ///
    /// - Complexity: O(1) (computed when the solution is assembled).
    package var dependsOnContentOffset: Bool { hasScrollDependentElements }

    /// Whether a section's elements depend on the content offset: it has a visible-items handler
    /// or a boundary item pinned to the visible bounds.
    ///
    /// - Complexity: O(*b*) for the section's *b* boundary items.
    func dependsOnContentOffset(section index: Int) -> Bool {
        Self.dependsOnContentOffset(section: index, of: sections)
    }

    /// ``dependsOnContentOffset(section:)`` among `sections`, read where the array stores it.
    static func dependsOnContentOffset(section index: Int, of sections: [SolvedSection]) -> Bool {
        sections[index].visibleItemsInvalidationHandler != nil
            || sections[index].boundaries.contains(where: { $0.pinsToVisibleBounds })
    }

    /// The keys of the supplementary views pinned to the visible bounds: the ones a host
    /// invalidates when the content scrolls (UIKit: `invalidateSupplementaryElements(ofKind:at:)`).
    ///
    /// - Complexity: O(*s*) for *s* sections and their boundary items.
    package var pinnedSupplementaryKeys: [LayoutElementKey] {
        var keys = globalBoundaries.filter(\.pinsToVisibleBounds).map {
            LayoutElementKey.supplementary($0.elementKind, IndexPath(index: $0.index))
        }
        for (index, section) in sections.enumerated() {
            for boundary in section.boundaries where boundary.pinsToVisibleBounds {
                keys.append(.supplementary(boundary.elementKind, IndexPath(section: index, item: boundary.index)))
            }
        }
        return keys
    }

    /// The sections whose visible items change as the content scrolls (they have a visible-items
    /// handler).
    package var sectionsWithVisibleItemsHandlers: IndexSet {
        IndexSet(sections.indices.filter { sections[$0].visibleItemsInvalidationHandler != nil })
    }

    /// The sections that scroll orthogonally to the layout, in order.
    package var orthogonallyScrollingSections: [Int] {
        sections.indices.filter { sections[$0].orthogonal != nil && sections[$0].sequence != nil }
    }

    /// The band an orthogonal section's groups scroll in, in content coordinates: as wide as the
    /// collection view across the layout's scrolling axis, as tall as the section's tallest group
    /// along it. A host lays its orthogonal scroller over this rectangle; touches outside it (on
    /// the section's header, say) do not scroll the section. `nil` for other sections.
    ///
    /// - Complexity: O(*g*) for *g* groups measured to differ from the template.
    package func orthogonalScrollingFrame(forSection section: Int) -> CGRect? {
        guard sections.indices.contains(section), sections[section].orthogonal != nil,
            let sequence = sections[section].sequence
        else { return nil }
        let scroll = scrollDirection
        var frame = CGRect.zero
        frame.origin[scroll] = sectionOffsets[section] + sections[section].sequenceOrigin[scroll]
        frame.size[scroll] = sequence.maximumCrossExtent
        frame.size[scroll.orthogonal] = environment.container.contentSize[scroll.orthogonal]
        return mirrored(frame)
    }
}
