import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

/// Solving is linear in the size of the description: a group is solved once per instance, however
/// deep it is nested (issue 21: 40 levels used to solve each child twice per level, 2⁴⁰ solves).
@Suite("Deeply nested groups")
struct DeepNestingTests {
    /// `depth` groups, each holding the next one (and, with `sibling`, a fractional item after it).
    /// With `estimated`, each group is estimated along its parent's axis: its parent has to solve it
    /// to know how many children fit.
    private func chain(depth: Int, spacing: CGFloat?, sibling: Bool, estimated: Bool = false) -> LayoutGroup {
        var inner: any LayoutSubitemConvertible = LayoutItem(
            layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        for level in 0..<depth {
            let horizontal = level.isMultiple(of: 2)
            var subitems: [any LayoutSubitemConvertible] = [inner]
            if sibling {
                subitems.append(
                    LayoutItem(
                        layoutSize: horizontal
                            ? size(.fractionalWidth(0.05), .fractionalHeight(0.25))
                            : size(.fractionalWidth(0.25), .fractionalHeight(0.05))))
            }
            // This group's size in its parent, whose axis is the other one.
            let fraction: CGFloat = sibling ? 0.9 : 1
            let along: LayoutDimension =
                estimated ? .estimated(50) : horizontal ? .fractionalHeight(fraction) : .fractionalWidth(fraction)
            let childSize = horizontal ? size(.fractionalWidth(1), along) : size(along, .fractionalHeight(1))
            let layoutSize = level == depth - 1 ? size(.fractionalWidth(1), .absolute(200)) : childSize
            var group =
                horizontal
                ? LayoutGroup.horizontal(layoutSize: layoutSize, subitems: subitems)
                : .vertical(layoutSize: layoutSize, subitems: subitems)
            if let spacing { group.interItemSpacing = .fixed(spacing) }
            inner = group
        }
        guard case let group as LayoutGroup = inner else { preconditionFailure("the chain ends in a group") }
        return group
    }

    @Test("a group holding one group, 40 levels deep", .timeLimit(.minutes(1)))
    func singleChildChain() throws {
        let solution = try solve(LayoutSection(group: chain(depth: 40, spacing: nil, sibling: false)), items: 3)
        #expect(LayoutChecks.cellFrames(solution).count == 3)
        #expect(LayoutChecks.cellFrames(solution).first?.size == CGSize(width: 390, height: 200))
    }

    @Test("fixed spacing between a group and a fractional item, 40 levels deep", .timeLimit(.minutes(1)))
    func resolvedChain() throws {
        let solution = try solve(LayoutSection(group: chain(depth: 40, spacing: 2, sibling: true)), items: 200)
        #expect(!LayoutChecks.cellFrames(solution).isEmpty)
    }

    @Test(
        "groups estimated along their parent's axis, beside a fractional item, 40 levels deep", .timeLimit(.minutes(1)))
    func estimatedChain() throws {
        let solution = try solve(
            LayoutSection(group: chain(depth: 40, spacing: 2, sibling: true, estimated: true)), items: 200)
        #expect(!LayoutChecks.cellFrames(solution).isEmpty)
    }
}
