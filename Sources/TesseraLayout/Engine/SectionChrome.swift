import Foundation

/// What surrounds a section's items: its boundary supplementaries (headers, footers) and its
/// backgrounds, placed the same way whichever layout places the items.
struct SectionChrome: Sendable {
    /// The boundary supplementaries, relative to the section's origin.
    var boundaries: [SolvedBoundary]
    /// The backgrounds, relative to the section's origin.
    var decorations: [SolvedDecoration]
    /// How far extending headers push the content along the scrolling axis.
    var shift: CGFloat
    /// The section's extent along the scrolling axis.
    var extent: CGFloat

    /// Places a section's boundary items around content that reaches `hostExtent` along the
    /// scrolling axis (content insets included), and its backgrounds across `crossExtent`.
    ///
    /// - Complexity: O(*b* + *d*) for *b* boundary items and *d* decorations.
    static func place(
        _ section: LayoutSection, index: Int, configuration: LayoutConfiguration, rootEnvironment: LayoutEnvironment,
        measuredSupplementaries: [LayoutElementKey: CGSize], hostExtent: CGFloat, crossExtent: CGFloat,
        resolver: DimensionResolver
    ) throws(LayoutError) -> SectionChrome {
        let scroll = configuration.scrollDirection, cross = scroll.orthogonal
        let insets = section.contentInsets
        let root = rootEnvironment.container.contentSize
        let reference =
            section.contentInsetsReference == .automatic
            ? configuration.contentInsetsReference : section.contentInsetsReference
        let supplementaryReference =
            section.supplementaryContentInsetsReference == .automatic
            ? reference : section.supplementaryContentInsetsReference
        let supplementaryInsets = rootEnvironment.insets(for: supplementaryReference)
        var hostRect = CGRect.zero
        hostRect.origin[cross] = supplementaryInsets.leadingInset(cross)
        hostRect.size[cross] = root[cross] - supplementaryInsets.total(cross)
        hostRect.size[scroll] = hostExtent
        if section.supplementariesFollowContentInsets {
            hostRect.origin[cross] += insets.leadingInset(cross)
            hostRect.size[cross] -= insets.total(cross)
        }
        var boundaries = BoundaryItemSolver.place(
            section.boundarySupplementaryItems, in: hostRect, scrollAxis: scroll, resolver: resolver,
            measured: { kind, item in
                measuredSupplementaries[.supplementary(kind, IndexPath(section: index, item: item))]
            }
        )
        let shift = -min(0, boundaries.extendingMinimum) + section.listHeaderTopPadding
        let extent = max(hostExtent, boundaries.extendingMaximum) + shift
        for item in boundaries.items.indices {
            boundaries.items[item].frame = boundaries.items[item].frame.offset(by: shift, along: scroll)
        }
        // Backgrounds span the section's frame.
        let sectionFrame = CGRect(origin: .zero, size: CGSize(main: extent, cross: crossExtent, axis: scroll))
        let decorations = section.decorationItems.enumerated().map { item, decoration in
            SolvedDecoration(
                elementKind: decoration.elementKind,
                index: item,
                frame: AnchorMath.inset(
                    sectionFrame, by: decoration.contentInsets,
                    size: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))),
                zIndex: decoration.zIndex
            )
        }
        return SectionChrome(boundaries: boundaries.items, decorations: decorations, shift: shift, extent: extent)
    }
}
