import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

/// `LayoutSpacing`: exactly a value, or at least a value with an equal share of what the group
/// leaves over.
@Suite("LayoutSpacing")
struct LayoutSpacingTests {
    private func row(spacing: LayoutSpacing, items: Int = 3) throws -> [CGRect] {
        let item = LayoutItem(layoutSize: size(.absolute(100), .absolute(50)))
        var group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        group.interItemSpacing = spacing
        return LayoutChecks.cellFrames(try solve(LayoutSection(group: group), items: items))
    }

    @Test func fixedAndFlexibleAreTwoKinds() {
        #expect(LayoutSpacing.fixed(8).isFixedSpacing && !LayoutSpacing.fixed(8).isFlexibleSpacing)
        #expect(LayoutSpacing.flexible(8).isFlexibleSpacing && !LayoutSpacing.flexible(8).isFixedSpacing)
        #expect(LayoutSpacing.fixed(8).spacing == 8 && LayoutSpacing.flexible(3).spacing == 3)
        #expect(LayoutSpacing.fixed(8) != LayoutSpacing.flexible(8))
    }

    @Test func fixedSpacingIsExactlyItsValue() throws {
        // 390 wide: three 100-pt items 10 apart, and 70 points left after the last.
        expectFrames(
            try row(spacing: .fixed(10)), [CGRect(0, 0, 100, 50), CGRect(110, 0, 100, 50), CGRect(220, 0, 100, 50)])
    }

    @Test func flexibleSpacingSharesTheLeftoverEqually() throws {
        // 90 points left over, shared by the two gaps: 45 each.
        expectFrames(
            try row(spacing: .flexible(0)), [CGRect(0, 0, 100, 50), CGRect(145, 0, 100, 50), CGRect(290, 0, 100, 50)])
        // The minimum counts first: 10 + 35 each.
        expectFrames(
            try row(spacing: .flexible(10)), [CGRect(0, 0, 100, 50), CGRect(145, 0, 100, 50), CGRect(290, 0, 100, 50)])
    }

    @Test func aFlexibleMinimumCountsWhenItemsAreFitted() throws {
        // 100 + 200 + 100 does not fit 390: each group holds one item.
        let frames = try row(spacing: .flexible(200))
        expectFrames(frames, [CGRect(0, 0, 100, 50), CGRect(0, 50, 100, 50), CGRect(0, 100, 100, 50)])
        // A fixed 200 alike.
        expectFrames(try row(spacing: .fixed(200)), frames)
    }
}
