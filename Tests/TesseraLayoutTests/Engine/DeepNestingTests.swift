import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

/// Solving is linear in the size of the description: a group is solved once per instance, however
/// deep it is nested: 40 levels of groups
/// take 40 solves of each child, not 2⁴⁰.
@Suite("Deeply nested groups")
struct DeepNestingTests {
    /// The processor time each test may take, in seconds: a hang guard against solving that is no
    /// longer linear. Processor time, not the wall clock: waiting for a core on a loaded machine
    /// does not count. Each takes well under a second on a quiet one.
    private static let processorSeconds = 60.0

    /// Runs `body` and fails the test if it took more than ``processorSeconds`` of processor time.
    private func withinBudget<Result>(_ body: () throws -> Result) rethrows -> Result {
        let (result, seconds) = try ThreadCPUTime.measure(body)
        #expect(seconds < Self.processorSeconds, "took \(seconds) s of processor time")
        return result
    }

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

    @Test("a group holding one group, 40 levels deep")
    func singleChildChain() throws {
        let solution = try withinBudget {
            try solve(LayoutSection(group: chain(depth: 40, spacing: nil, sibling: false)), items: 3)
        }
        #expect(LayoutChecks.cellFrames(solution).count == 3)
        #expect(LayoutChecks.cellFrames(solution).first?.size == CGSize(width: 390, height: 200))
    }

    @Test("fixed spacing between a group and a fractional item, 40 levels deep")
    func resolvedChain() throws {
        let solution = try withinBudget {
            try solve(LayoutSection(group: chain(depth: 40, spacing: 2, sibling: true)), items: 200)
        }
        #expect(!LayoutChecks.cellFrames(solution).isEmpty)
    }

    @Test("groups estimated along their parent's axis, beside a fractional item, 40 levels deep")
    func estimatedChain() throws {
        let solution = try withinBudget {
            try solve(LayoutSection(group: chain(depth: 40, spacing: 2, sibling: true, estimated: true)), items: 200)
        }
        #expect(!LayoutChecks.cellFrames(solution).isEmpty)
    }

    // MARK: Any depth up to the limit

    /// `depth` groups, each holding only the next one, the innermost holding `item`; the outermost
    /// is 44 points tall, every other group fills its parent. Built with a loop.
    private func singleChildChain(depth: Int, item: LayoutItem? = nil) -> LayoutGroup {
        let fill = size(.fractionalWidth(1), .fractionalHeight(1))
        var group = LayoutGroup.vertical(layoutSize: fill, subitems: [item ?? LayoutItem(layoutSize: fill)])
        for level in 1..<depth {
            let layoutSize = level == depth - 1 ? size(.fractionalWidth(1), .absolute(44)) : fill
            group =
                level.isMultiple(of: 2)
                ? .vertical(layoutSize: layoutSize, subitems: [group])
                : .horizontal(layoutSize: layoutSize, subitems: [group])
        }
        return group
    }

    /// How many levels of groups a group holds, counted with a loop.
    private func depth(of group: LayoutGroup) -> Int {
        var levels = 1
        var current = group
        while case .group(let nested)? = current.subitems.first {
            levels += 1
            current = nested
        }
        return levels
    }

    @Test("100,000 levels of groups are built, copied and released")
    func aHundredThousandLevelsAreReleasedWithoutRecursion() {
        // Releasing each level from the one above it overflowed the stack between 10,000 and
        // 100,000 levels.
        withinBudget {
            var copies: [LayoutGroup] = []
            do {
                let chain = singleChildChain(depth: LayoutLimits.maximumNestingDepth)
                copies = [chain, chain]
                #expect(depth(of: chain) == LayoutLimits.maximumNestingDepth)
            }
            copies.removeAll()
            #expect(copies.isEmpty)
        }
    }

    @Test("100,000 levels of groups are solved")
    func aHundredThousandLevelsAreSolved() throws {
        // Solving each level from the one above it overflowed the stack between 500 and 1,000
        // levels.
        let solution = try withinBudget {
            try solve(LayoutSection(group: singleChildChain(depth: LayoutLimits.maximumNestingDepth)), items: 3)
        }
        #expect(
            LayoutChecks.cellFrames(solution) == [
                CGRect(x: 0, y: 0, width: 390, height: 44), CGRect(x: 0, y: 44, width: 390, height: 44),
                CGRect(x: 0, y: 88, width: 390, height: 44),
            ])
        #expect(solution.elements(in: CGRect(x: 0, y: 50, width: 390, height: 10)).count == 1)
    }

    @Test("100,000 levels of groups are translated for Apple's layout")
    func aHundredThousandLevelsAreTranslated() {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .uniformAcrossSiblings(estimate: 44)))
        let chain = singleChildChain(depth: LayoutLimits.maximumNestingDepth, item: item)
        let translation = withinBudget {
            CompositionalLayoutTranslation.translate(LayoutSection(group: chain), features: .iOS(15))
        }
        guard case .section(let section) = translation.kind else {
            Issue.record("the section was translated as \(translation.kind)")
            return
        }
        #expect(depth(of: section.group) == LayoutLimits.maximumNestingDepth)
        // The innermost item's note names it with a short path.
        let note = translation.notes.first { $0.message.contains("uniformAcrossSiblings") }
        #expect(note?.path.contains("…(99992 levels)…") == true, "\(String(describing: note))")
        #expect((note?.path.count ?? .max) < 200)
    }

    @Test("a group nested deeper than the limit is refused, with a short path")
    func deeperThanTheLimitIsRefused() {
        let chain = singleChildChain(depth: LayoutLimits.maximumNestingDepth + 1)
        #expect {
            try withinBudget { try solve(LayoutSection(group: chain), items: 3) }
        } throws: { error in
            let text = String(describing: error)
            return text.contains("nested more than 100000 levels deep") && text.count < 400
        }
    }
}
