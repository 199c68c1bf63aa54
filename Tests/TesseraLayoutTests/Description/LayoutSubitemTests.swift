import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

/// `LayoutSubitem`: an item or a nested group in a group's subitems, with the size of the element
/// it stands for; items and groups convert to it, so a group can mix both.
@Suite("LayoutSubitem")
struct LayoutSubitemTests {
    @Test func itemsAndGroupsBecomeSubitemsKeepingTheirSize() {
        let item = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .absolute(80)))
        let group = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .absolute(80)), subitems: [item])
        guard case .item(let wrapped) = item.layoutSubitem else {
            Issue.record("an item became \(item.layoutSubitem)")
            return
        }
        #expect(wrapped.layoutSize == item.layoutSize)
        guard case .group(let nested) = group.layoutSubitem else {
            Issue.record("a group became \(group.layoutSubitem)")
            return
        }
        #expect(nested.layoutSize == group.layoutSize)
        #expect(item.layoutSubitem.layoutSize == item.layoutSize)
        #expect(group.layoutSubitem.layoutSubitem.layoutSize == group.layoutSize)
    }

    @Test func aGroupOfAnItemAndANestedGroupLaysOutBoth() throws {
        // A large tile on the leading half, two small ones stacked on the trailing half.
        let large = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let small = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let stack = LayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [small])
        let group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [large, stack])
        #expect(group.subitems.map(\.layoutSize) == [large.layoutSize, stack.layoutSize])
        guard case .item = group.subitems[0], case .group = group.subitems[1] else {
            Issue.record("subitems \(group.subitems)")
            return
        }
        expectFrames(
            LayoutChecks.cellFrames(try solve(LayoutSection(group: group), items: 3)),
            [CGRect(0, 0, 195, 200), CGRect(195, 0, 195, 100), CGRect(195, 100, 195, 100)])
    }
}
