import Foundation
import TesseraTestSupport
import Testing

@testable import TesseraLayout

/// The groups a query visits (`GroupSequence.groups(overlapping:_:margin:)`) are those whose
/// extent, widened by the margin, overlaps the range: in a uniform sequence they are worked out
/// from the stride and checked against the group next to each end, and are the ones a walk
/// through every group finds, for ranges that end exactly on a group's edge, a unit in the last
/// place either side of it, and outside the sequence.
@Suite("Groups a query visits")
struct GroupSequenceQueryTests {
    /// A uniform sequence of `count` groups `extent` points long, `spacing` apart, after a
    /// leading inset of `inset`.
    private static func sequence(extent: CGFloat, spacing: CGFloat, inset: CGFloat, count: Int) throws -> GroupSequence
    {
        let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(extent))
        var section = LayoutSection(group: .vertical(layoutSize: row, subitems: [LayoutItem(layoutSize: row)]))
        section.interGroupSpacing = spacing
        section.contentInsets = DirectionalEdgeInsets(top: inset, leading: 0, bottom: 0, trailing: 0)
        var configuration = LayoutConfiguration()
        configuration.roundsFramesToPixels = false
        let solution = try CompositionalLayout(section: section, configuration: configuration)
            .solve(
                in: LayoutEnvironment(width: 390, height: 844, displayScale: 3),
                content: LayoutContent(itemCounts: [count]))
        let sequence = try #require(solution.sections[0].sequence)
        #expect(sequence.mode == .uniform)
        return sequence
    }

    @Test(arguments: [
        (extent: 44.0, spacing: 0.0, inset: 0.0, count: 10), (extent: 33.3, spacing: 1.7, inset: 5.1, count: 37),
        (extent: 0.1, spacing: 0.0, inset: 0.0, count: 300), (extent: 100.4, spacing: 2.0, inset: 0.3, count: 1),
    ])
    func theGroupsAreThoseAWalkThroughEveryGroupFinds(
        _ shape: (extent: Double, spacing: Double, inset: Double, count: Int)
    ) throws {
        let sequence = try Self.sequence(
            extent: CGFloat(shape.extent), spacing: CGFloat(shape.spacing), inset: CGFloat(shape.inset),
            count: shape.count)
        let count = sequence.groupCount
        // Every group's edges, a unit in the last place either side, and points outside.
        var edges: [CGFloat] = [-1000, -1, 0, sequence.totalExtent + 1, sequence.totalExtent + 1000]
        for group in Swift.stride(from: 0, to: count, by: max(1, count / 12)) + [count - 1] {
            let start = sequence.position(ofGroup: group), end = start + sequence.extent(ofGroup: group)
            edges += [start, end, start.nextUp, start.nextDown, end.nextUp, end.nextDown]
        }
        var checked = 0
        for margin: CGFloat in [0, 1e-9, 0.5, 45] {
            for lower in edges {
                for upper in edges where upper >= lower {
                    let walked = (0..<count).filter { group in
                        let position = sequence.position(ofGroup: group)
                        return !(position + sequence.extent(ofGroup: group) + margin < lower)
                            && position - margin <= upper
                    }
                    let found = Array(sequence.groups(overlapping: lower, upper, margin: margin))
                    #expect(found == walked, "\(lower)...\(upper), margin \(margin)")
                    if found != walked { return }
                    checked += 1
                }
            }
        }
        #expect(checked > 100)
    }

    /// The query places a uniform sequence's groups where `position(ofGroup:)` does, bit for bit:
    /// its cells are the ones looked up alone (`LayoutSolution.element(_:)`), for groups with
    /// edge spacing before and after them, thousands of groups from the first.
    @Test func theQueryPlacesGroupsWhereThePositionOfEachIs() throws {
        let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(33.3))
        var group = LayoutGroup.vertical(layoutSize: row, subitems: [LayoutItem(layoutSize: row)])
        group.edgeSpacing = LayoutEdgeSpacing(top: .fixed(0.1), bottom: .fixed(0.7))
        var section = LayoutSection(group: group)
        section.interGroupSpacing = 1.7
        var configuration = LayoutConfiguration()
        configuration.roundsFramesToPixels = false
        let solution = try CompositionalLayout(section: section, configuration: configuration)
            .solve(
                in: LayoutEnvironment(width: 390, height: 844, displayScale: 3),
                content: LayoutContent(itemCounts: [5000]))
        let sequence = try #require(solution.sections[0].sequence)
        #expect(sequence.mode == .uniform && sequence.leadingEdge > 0 && sequence.trailingEdge > 0)
        var checked = 0
        for element in solution.allElements() where element.category == .cell {
            if solution.element(element.key) != element {
                Issue.record(
                    "\(element.key): \(element.frame), not \(String(describing: solution.element(element.key)?.frame))")
                return
            }
            checked += 1
        }
        #expect(checked == 5000)
    }
}
