import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

/// Spec §3–§4: items, groups, spacing, edge spacing and nesting.
@Suite("Spec examples: items and groups")
struct LayoutGroupTests {
    @Test("A — item contentInsets in a 3-column grid")
    func exampleA() throws {
        var item = LayoutItem(layoutSize: size(.fractionalWidth(1.0 / 3.0), .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(all: 5)
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .fractionalWidth(1.0 / 3.0)), subitems: [item])
        let solution = try solve(LayoutSection(group: group), items: 7)
        expectFrames(
            LayoutChecks.cellFrames(solution),
            [
                CGRect(5, 5, 120, 120), CGRect(135, 5, 120, 120), CGRect(265, 5, 120, 120),
                CGRect(5, 135, 120, 120), CGRect(135, 135, 120, 120), CGRect(265, 135, 120, 120),
                CGRect(5, 265, 120, 120),
            ])
        // §4.9: the partial last group keeps its slots and occupies the full group extent.
        #expect(solution.contentSize == CGSize(width: 390, height: 390))
    }

    @Test("B — count group with fixed spacing re-solves against the gaps")
    func exampleB() throws {
        let expected = [CGRect(0, 0, 123.333, 100), CGRect(133.333, 0, 123.333, 100), CGRect(266.667, 0, 123.333, 100)]
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1.0 / 3.0), .fractionalHeight(1)))
        let groupSize = size(.fractionalWidth(1), .absolute(100))
        for var group in [
            LayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: 3),
            LayoutGroup.horizontal(layoutSize: groupSize, repeatingSubitem: item, count: 3),
            LayoutGroup.horizontal(layoutSize: groupSize, subitems: [item]),
        ] {
            group.interItemSpacing = .fixed(10)
            expectFrames(LayoutChecks.cellFrames(try solve(LayoutSection(group: group), items: 3)), expected)
        }
        // Repeating a fixed-size subitem keeps its size; the trailing 70 pt stay empty.
        let fixed = LayoutItem(layoutSize: size(.absolute(100), .fractionalHeight(1)))
        var repeating = LayoutGroup.horizontal(layoutSize: groupSize, repeatingSubitem: fixed, count: 3)
        repeating.interItemSpacing = .fixed(10)
        expectFrames(
            LayoutChecks.cellFrames(try solve(LayoutSection(group: repeating), items: 3)),
            [
                CGRect(0, 0, 100, 100), CGRect(110, 0, 100, 100), CGRect(220, 0, 100, 100),
            ])
    }

    @Test("C — flexible inter-item spacing spreads the leftover")
    func exampleC() throws {
        let item = LayoutItem(layoutSize: size(.absolute(100), .absolute(100)))
        var group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        group.interItemSpacing = .flexible(10)
        expectFrames(
            LayoutChecks.cellFrames(try solve(LayoutSection(group: group), items: 3)),
            [
                CGRect(0, 0, 100, 100), CGRect(145, 0, 100, 100), CGRect(290, 0, 100, 100),
            ])
    }

    @Test("D — flexible edge spacing spreads space around items")
    func exampleD() throws {
        var item = LayoutItem(layoutSize: size(.absolute(100), .absolute(100)))
        item.edgeSpacing = LayoutEdgeSpacing(leading: .flexible(0), trailing: .flexible(0))
        let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        expectFrames(
            LayoutChecks.cellFrames(try solve(LayoutSection(group: group), items: 3)),
            [
                CGRect(15, 0, 100, 100), CGRect(145, 0, 100, 100), CGRect(275, 0, 100, 100),
            ])
    }

    @Test("E — cross-axis alignment with flexible edges")
    func exampleE() throws {
        var centred = LayoutItem(layoutSize: size(.absolute(100), .absolute(50)))
        centred.edgeSpacing = LayoutEdgeSpacing(top: .flexible(0), bottom: .flexible(0))
        let groupSize = size(.fractionalWidth(1), .absolute(100))
        expectFrame(
            try solve(LayoutSection(group: .horizontal(layoutSize: groupSize, subitems: [centred])), items: 1)
                .attributesForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(0, 25, 100, 50))
        var bottom = LayoutItem(layoutSize: size(.absolute(100), .absolute(50)))
        bottom.edgeSpacing = LayoutEdgeSpacing(top: .flexible(0))
        expectFrame(
            try solve(LayoutSection(group: .horizontal(layoutSize: groupSize, subitems: [bottom])), items: 1)
                .attributesForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(0, 50, 100, 50))
    }

    @Test("F — nested groups: one big and two stacked")
    func exampleF() throws {
        let big = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let small = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let right = LayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), repeatingSubitem: small, count: 2)
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [big, right])
        expectFrames(
            LayoutChecks.cellFrames(try solve(LayoutSection(group: group), items: 5)),
            [
                CGRect(0, 0, 195, 200), CGRect(195, 0, 195, 100), CGRect(195, 100, 195, 100),
                CGRect(0, 200, 195, 200), CGRect(195, 200, 195, 100),
            ])
    }

    @Test("§4.7 — a section's group with flexible cross-axis edge spacing is centred")
    func groupEdgeSpacing() throws {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        var group = LayoutGroup.horizontal(layoutSize: size(.absolute(300), .absolute(100)), subitems: [item])
        group.edgeSpacing = LayoutEdgeSpacing(
            leading: .flexible(0), top: .fixed(10), trailing: .flexible(0), bottom: .fixed(5))
        let solution = try solve(LayoutSection(group: group), items: 2)
        // Fixed top and bottom spacing add to the group's stride; the group sits after the top one.
        expectFrames(LayoutChecks.cellFrames(solution), [CGRect(45, 10, 300, 100), CGRect(45, 125, 300, 100)])
        #expect(solution.contentSize.height == 230)
    }

    @Test("§4.8 — custom groups place frames relative to the group and repeat")
    func customGroup() throws {
        let group = LayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(120))) { environment in
            let width = environment.container.effectiveContentSize.width
            return [
                LayoutGroupCustomItem(frame: CGRect(0, 0, width / 2, 120)),
                LayoutGroupCustomItem(frame: CGRect(width / 2, 20, width / 2, 80), zIndex: 2),
            ]
        }
        let solution = try solve(LayoutSection(group: group), items: 3)
        expectFrames(
            LayoutChecks.cellFrames(solution),
            [CGRect(0, 0, 195, 120), CGRect(195, 20, 195, 80), CGRect(0, 120, 195, 120)])
        #expect(solution.attributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 2)
    }

    @Test("J — anchored badges")
    func exampleJ() throws {
        func badgeFrame(_ anchor: LayoutAnchor, _ itemAnchor: LayoutAnchor? = nil) throws -> CGRect? {
            var badge = LayoutSupplementaryItem(
                layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge", containerAnchor: anchor)
            badge.itemAnchor = itemAnchor
            let item = LayoutItem(layoutSize: size(.absolute(130), .absolute(130)), supplementaryItems: [badge])
            let group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(130)), subitems: [item])
            return try solve(LayoutSection(group: group), items: 1).attributesForSupplementaryView(
                ofKind: "badge", at: IndexPath(item: 0, section: 0))?.frame
        }
        expectFrame(
            try badgeFrame(LayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))),
            CGRect(116, -6, 20, 20))
        expectFrame(
            try badgeFrame(LayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5))),
            CGRect(120, -10, 20, 20))
        expectFrame(
            try badgeFrame(
                LayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: 10, y: -10)),
                LayoutAnchor(edges: [.bottom, .leading])), CGRect(140, -30, 20, 20))
    }
}
