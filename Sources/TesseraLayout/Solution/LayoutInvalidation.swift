import Foundation

/// The elements a host must refresh after a change that moves some of them without solving the
/// layout again: a scroll (pinned supplementaries, visible-items handlers), an orthogonal section's
/// scroll, a measured size. UIKit's `UICollectionViewLayoutInvalidationContext` takes exactly
/// these (`invalidateItems(at:)`, `invalidateSupplementaryElements(ofKind:at:)`,
/// `invalidateDecorationElements(ofKind:at:)`).
package struct LayoutInvalidation: Sendable, Hashable {
    /// Cells, by index path.
    package var items: [IndexPath] = []
    /// Supplementary views, by kind.
    package var supplementaryElements: [String: [IndexPath]] = [:]
    /// Decoration views, by kind.
    package var decorationElements: [String: [IndexPath]] = [:]

    /// Nothing to refresh.
    package init() {}

    /// The number of elements to refresh.
    package var count: Int {
        items.count + supplementaryElements.values.reduce(0) { $0 + $1.count }
            + decorationElements.values.reduce(0) { $0 + $1.count }
    }

    /// Whether there is nothing to refresh.
    package var isEmpty: Bool { count == 0 }

    /// Adds an element.
    package mutating func insert(_ key: LayoutElementKey) {
        switch key.category {
        case .cell: items.append(key.indexPath)
        case .supplementaryView: supplementaryElements[key.elementKind ?? "", default: []].append(key.indexPath)
        case .decorationView: decorationElements[key.elementKind ?? "", default: []].append(key.indexPath)
        }
    }

    /// The invalidation of a set of elements, in a stable order.
    init<S: Sequence>(_ keys: S) where S.Element == LayoutElementKey {
        for key in Set(keys).sorted(by: Self.order) { insert(key) }
    }

    private static func order(_ lhs: LayoutElementKey, _ rhs: LayoutElementKey) -> Bool {
        if lhs.category != rhs.category { return lhs.category < rhs.category }
        if lhs.elementKind != rhs.elementKind { return (lhs.elementKind ?? "") < (rhs.elementKind ?? "") }
        return lhs.indexPath.lexicographicallyPrecedes(rhs.indexPath)
    }
}

extension LayoutSolution {
    /// What a scroll from `oldOffset` to ``contentOffset`` moves: the pinned supplementaries whose
    /// frames change, and the elements of sections with a visible-items handler in the visible
    /// area before or after. Only sections near the visible area are looked at.
    ///
    /// - Complexity: O(log *s* + *v*) for *s* sections and *v* elements of the sections near the
    ///   visible area (plus the layout-wide boundary items).
    package func invalidation(forScrollingFrom oldOffset: CGPoint) -> LayoutInvalidation {
        var before = self
        before.contentOffset = oldOffset
        let rects = [logicalBoundsRect, before.logicalBoundsRect]
        var keys: [LayoutElementKey] = []
        var seen = Set<Int>()
        for rect in rects {
            for section in sections(overlapping: rect) where seen.insert(section).inserted {
                let origin = origin(ofSection: section)
                for boundary in sections[section].boundaries where boundary.pinsToVisibleBounds {
                    let natural = boundary.frame.offsetBy(dx: origin.x, dy: origin.y)
                    if pinned(natural, edges: boundary.edges, within: sectionFrame(section))
                        != before.pinned(natural, edges: boundary.edges, within: sectionFrame(section))
                    {
                        keys.append(
                            .supplementary(boundary.elementKind, IndexPath(section: section, item: boundary.index)))
                    }
                }
                if sections[section].visibleItemsInvalidationHandler != nil {
                    let union = rects[0].union(rects[1])
                    keys.append(contentsOf: rawElements(ofSection: section, in: union).map(\.key))
                }
            }
        }
        for boundary in globalBoundaries where boundary.pinsToVisibleBounds {
            if pinned(boundary.frame, edges: boundary.edges, within: contentRect)
                != before.pinned(boundary.frame, edges: boundary.edges, within: contentRect)
            {
                keys.append(.supplementary(boundary.elementKind, IndexPath(index: boundary.index)))
            }
        }
        return LayoutInvalidation(keys)
    }

    /// What changed between this solution and an earlier one in `rect` (screen coordinates): the
    /// elements whose attributes differ or that appeared or went. After a measured size changes
    /// the layout in place, these are the elements a host refreshes.
    ///
    /// - Complexity: O(log *n* + *v*) for *v* elements in `rect` in either solution.
    package func invalidation(since earlier: LayoutSolution, in rect: CGRect) -> LayoutInvalidation {
        invalidation(since: earlier.elements(in: rect), in: rect)
    }

    /// The elements in `rect` that differ from `earlierElements` (what `elements(in: rect)` of an
    /// earlier solution returned): for a caller that keeps the elements it showed rather than
    /// the earlier solution, so that updating the solution in place stays cheap.
    ///
    /// - Complexity: O(log *n* + *k*) for *k* elements in the rect.
    package func invalidation(since earlierElements: [LayoutAttributes], in rect: CGRect) -> LayoutInvalidation {
        var old: [LayoutElementKey: LayoutAttributes] = [:]
        for attributes in earlierElements { old[attributes.key] = attributes }
        var keys: [LayoutElementKey] = []
        for attributes in elements(in: rect) {
            if old.removeValue(forKey: attributes.key) != attributes { keys.append(attributes.key) }
        }
        keys.append(contentsOf: old.keys)
        return LayoutInvalidation(keys)
    }
}
