import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

/// `LayoutDecorationStyle`: how a decoration draws around a run of rows. The frames follow each
/// style's numbers: a card's padding and inset, the separators' thickness and leading inset (one
/// line in the middle of each gap), the timeline's x, line width and node size.
@Suite("LayoutDecorationStyle")
struct LayoutDecorationStyleTests {
    /// Three 44-pt rows, 10 apart, in a section without insets, 390 wide: rows at 0, 54 and 108.
    private func decorations(_ style: LayoutDecorationStyle, items: Range<Int> = 0..<3) throws -> [LayoutAttributes] {
        var section = StackedLayout.Section(insets: .zero)
        section.items = [
            .init(height: .absolute(44)), .init(height: .absolute(44), spaceBefore: 10),
            .init(height: .absolute(44), spaceBefore: 10),
        ]
        section.decorations = [.init(style: style, items: items)]
        let solution = try StackedLayout(sections: [section]).solve(
            in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [3]))
        return solution.allElements().filter { $0.category == .decorationView }.sorted {
            ($0.elementKind ?? "", $0.frame.minY) < ($1.elementKind ?? "", $1.frame.minY)
        }
    }

    @Test func aCardCoversItsRunWithPaddingAndInset() throws {
        let card = try decorations(.card(padding: 6, inset: 10))
        #expect(card.map(\.elementKind) == ["card"])
        expectFrames(card.map(\.frame), [CGRect(10, -6, 370, 164)])
        // Over the last two rows only.
        expectFrames(try decorations(.card(padding: 0, inset: 0), items: 1..<3).map(\.frame), [CGRect(0, 54, 390, 98)])
    }

    @Test func separatorsAreOneLineInTheMiddleOfEachGap() throws {
        let lines = try decorations(.separators(thickness: 2, leadingInset: 20))
        #expect(lines.map(\.elementKind) == ["separators", "separators"])
        expectFrames(lines.map(\.frame), [CGRect(20, 48, 370, 2), CGRect(20, 102, 370, 2)])
        // A run of one row has no gap, so no line.
        #expect(try decorations(.separators(), items: 0..<1).isEmpty)
    }

    @Test func aTimelineRunsFromTheFirstMiddleToTheLastWithANodePerRow() throws {
        let timeline = try decorations(.timeline(x: 30, lineWidth: 4, nodeSize: 10))
        #expect(timeline.map(\.elementKind) == ["timeline", "timeline-node", "timeline-node", "timeline-node"])
        expectFrames(
            timeline.map(\.frame),
            [
                CGRect(28, 22, 4, 108),  // centred at x = 30, from 22 (row 0's middle) to 130 (row 2's)
                CGRect(25, 17, 10, 10), CGRect(25, 71, 10, 10), CGRect(25, 125, 10, 10),
            ])
    }

    @Test func theDefaultsAreTheDocumentedOnes() {
        #expect(LayoutDecorationStyle.card() == .card(padding: 8, inset: 0))
        #expect(LayoutDecorationStyle.separators() == .separators(thickness: 1, leadingInset: 0))
        #expect(LayoutDecorationStyle.timeline() == .timeline(x: 16, lineWidth: 2, nodeSize: 12))
    }
}
