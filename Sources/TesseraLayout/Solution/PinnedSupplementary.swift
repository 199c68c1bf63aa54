import Foundation

/// How a supplementary view pinned to the visible bounds moves as the content scrolls: where it is
/// when not pinned, the rectangle it sticks within, and the edge it sticks to. Renderers that
/// scroll without the engine (an HTML preview, say) apply `position(forVisibleRange:)`.
package struct PinnedSupplementary: Sendable, Hashable {
    /// The pinned element.
    package var key: LayoutElementKey
    /// Its frame when it does not stick, in content coordinates.
    package var unpinnedFrame: CGRect
    /// The rectangle it never leaves: its section's frame, or the whole content for layout-wide
    /// items.
    package var pinningRect: CGRect
    /// `true` when it sticks to the leading edge of the visible area (a header), `false` for the
    /// trailing edge (a footer).
    package var sticksToLeadingEdge: Bool
    /// The layout's scrolling axis.
    package var axis: LayoutAxis

    /// Its position along the scrolling axis when it does not stick.
    package var unpinnedPosition: CGFloat { unpinnedFrame.minimum(axis) }
    /// Its length along the scrolling axis.
    package var extent: CGFloat { unpinnedFrame.size[axis] }
    /// The pinning rectangle's span along the scrolling axis.
    package var pinningRange: ClosedRange<CGFloat> { pinningRect.minimum(axis)...pinningRect.maximum(axis) }

    /// Its position along the scrolling axis when the visible area spans `visible` along it: the
    /// engine's rule — inside the visible part of the pinning rectangle, never beyond
    /// that rectangle.
    ///
    /// - Complexity: O(1).
    package func position(forVisibleRange visible: ClosedRange<CGFloat>) -> CGFloat {
        let natural = unpinnedFrame.minimum(axis)
        let lower = pinningRect.minimum(axis), upper = pinningRect.maximum(axis)
        guard visible.upperBound > lower, visible.lowerBound < upper else { return natural }
        let extent = unpinnedFrame.size[axis]
        if sticksToLeadingEdge {
            return min(max(natural, max(visible.lowerBound, lower)), upper - extent)
        }
        return max(min(natural, min(visible.upperBound, upper) - extent), lower)
    }
}

extension LayoutSolution {
    /// The supplementary views pinned to the visible bounds, with what a renderer needs to move
    /// them as the content scrolls.
    ///
    /// - Complexity: O(*s*) for *s* sections and their boundary items.
    package var pinnedSupplementaries: [PinnedSupplementary] {
        let axis = scrollDirection
        let leading: DirectionalRectEdge = axis == .vertical ? .top : .leading
        let trailing: DirectionalRectEdge = axis == .vertical ? .bottom : .trailing
        var result: [PinnedSupplementary] = []
        for boundary in globalBoundaries
        where boundary.pinsToVisibleBounds && (boundary.edges.contains(leading) || boundary.edges.contains(trailing)) {
            result.append(
                screenPinned(
                    PinnedSupplementary(
                        key: .supplementary(boundary.elementKind, IndexPath(index: boundary.index)),
                        unpinnedFrame: boundary.frame, pinningRect: contentRect,
                        sticksToLeadingEdge: boundary.edges.contains(leading), axis: axis
                    )))
        }
        for (index, section) in sections.enumerated() {
            let origin = origin(ofSection: index)
            for boundary in section.boundaries
            where boundary.pinsToVisibleBounds
                && (boundary.edges.contains(leading) || boundary.edges.contains(trailing))
            {
                result.append(
                    screenPinned(
                        PinnedSupplementary(
                            key: .supplementary(boundary.elementKind, IndexPath(section: index, item: boundary.index)),
                            unpinnedFrame: boundary.frame.offsetBy(dx: origin.x, dy: origin.y),
                            pinningRect: sectionFrame(index),
                            sticksToLeadingEdge: boundary.edges.contains(leading), axis: axis
                        )))
            }
        }
        return result
    }

    /// A pinned supplementary in screen coordinates: mirrored in right to left, where a
    /// horizontally pinned header sticks to the right edge.
    private func screenPinned(_ pinned: PinnedSupplementary) -> PinnedSupplementary {
        guard isMirrored else { return pinned }
        var copy = pinned
        copy.unpinnedFrame = mirrored(pinned.unpinnedFrame)
        copy.pinningRect = mirrored(pinned.pinningRect)
        if pinned.axis == .horizontal { copy.sticksToLeadingEdge.toggle() }
        return copy
    }
}
