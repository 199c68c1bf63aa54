import Foundation

/// A layout whose items have known sizes on top of a base layout's description (estimated items
/// take these sizes as if measured).
struct SizedLayout: CollectionLayout {
    var base: CompositionalLayout
    /// The known sizes, by section, sorted by item.
    var sizes: [Int: MeasuredSizes]

    var scrollDirection: LayoutAxis { base.scrollDirection }

    /// - Complexity: the base layout's solve, plus O(*m* + *k*) to merge *m* measured and *k* known
    ///   sizes.
    func solve(in environment: LayoutEnvironment, content: LayoutContent) throws(LayoutError) -> LayoutSolution {
        var content = content
        content.measuredItems.merge(sizes) { measured, computed in measured.overridden(by: computed) }
        return try base.solve(in: environment, content: content)
    }
}
