import Foundation
@_spi(Testing) import TesseraCore

/// A layout whose items have known sizes on top of a base layout's description (estimated items
/// take these sizes as if measured). After a batch update it solves from the solution before it,
/// as its base does, so that a page added to a long list is laid out at the cost of the page.
struct SizedLayout: CarryingLayout {
    var base: CompositionalLayout
    /// The known sizes, by section, sorted by item.
    var sizes: [Int: MeasuredSizes]

    var scrollDirection: LayoutAxis { base.scrollDirection }

    /// - Complexity: the base layout's solve, plus O(*m* + *k*) to merge *m* measured and *k* known
    ///   sizes.
    func solve(in environment: LayoutEnvironment, content: LayoutContent) throws(LayoutError) -> LayoutSolution {
        try base.solve(in: environment, content: withKnownSizes(content))
    }

    /// - Complexity: the base layout's solve from the solution before the update, plus O(*m* + *k*)
    ///   to merge *m* measured and *k* known sizes.
    func solve(
        in environment: LayoutEnvironment, content: LayoutContent,
        carrying previous: (solution: LayoutSolution, origins: LayoutItemOrigins)?
    ) throws(LayoutError) -> LayoutSolution {
        try base.solve(in: environment, content: withKnownSizes(content), carrying: previous)
    }

    /// The content with the known sizes where cells measured nothing else.
    private func withKnownSizes(_ content: LayoutContent) -> LayoutContent {
        var content = content
        content.measuredItems.merge(sizes) { measured, computed in measured.overridden(by: computed) }
        return content
    }
}
