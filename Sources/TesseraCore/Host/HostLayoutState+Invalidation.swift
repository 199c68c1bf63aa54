import Foundation

// MARK: - Invalidating

extension HostLayoutState {
    /// Applies what an invalidation does to the state itself: a reload forgets measured sizes and
    /// band offsets (``forgetForReload()``); every other kind keeps them. Returns the kind, for the
    /// host to solve again (``LayoutInvalidationKind/solvesAgain``) and, for a batch update, keep
    /// the state before it.
    ///
    /// - Complexity: O(*m*) for *m* measured sizes on a reload, O(1) otherwise.
    @discardableResult
    package mutating func invalidate(_ kind: LayoutInvalidationKind) -> LayoutInvalidationKind {
        if kind == .reload { forgetForReload() }
        return kind
    }

    /// Whether a change of the visible bounds from `oldBounds` to `newBounds` invalidates the
    /// layout: always when the size changes; on a scroll, only when the solution has elements that
    /// follow the offset. Mirrors `shouldInvalidateLayout(forBoundsChange:)`.
    ///
    /// - Complexity: O(1).
    package func invalidatesLayout(forBoundsChangeFrom oldBounds: CGRect, to newBounds: CGRect) -> Bool {
        newBounds.size != oldBounds.size || (solution?.dependsOnContentOffset ?? false)
    }

    /// What a change of the visible bounds invalidates: a new size solves again; a scroll refreshes
    /// the elements it moves (`LayoutSolution.invalidation(forScrollingFrom:)`); `nil` when nothing
    /// is solved. Mirrors `invalidationContext(forBoundsChange:)`.
    ///
    /// - Complexity: O(1) for a new size; that of `LayoutSolution.invalidation(forScrollingFrom:)`
    ///   for a scroll.
    package func invalidation(forBoundsChangeFrom oldBounds: CGRect, to newBounds: CGRect) -> BoundsChangeInvalidation?
    {
        guard newBounds.size == oldBounds.size else { return .resize }
        guard var solution else { return nil }
        solution.contentOffset = newBounds.origin
        return .scroll(solution.invalidation(forScrollingFrom: oldBounds.origin))
    }
}
