import Foundation

/// A layout that solves after a batch update from its solution before it, carrying what the
/// update left as it was instead of solving it again. A host that knows where the items went
/// (``LayoutItemOrigins``) solves such a layout this way; the outcome is the same as
/// `solve(in:content:)`'s.
package protocol CarryingLayout: CollectionLayout {
    /// Solves the layout for `content` after a batch update, from `previous`: the solution before
    /// the update and where each item after it was.
    func solve(
        in environment: LayoutEnvironment, content: LayoutContent,
        carrying previous: (solution: LayoutSolution, origins: LayoutItemOrigins)?
    ) throws(LayoutError) -> LayoutSolution
}
