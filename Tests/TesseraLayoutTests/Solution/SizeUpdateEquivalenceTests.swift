import Foundation
import TesseraLayout
import TesseraTestSupport
import Testing

/// Vertical groups 0.8 of the width wide holding `item`, with frames not rounded to pixels (as the
/// property tests solve them).
func columnLayout(item: LayoutItem, groupHeight: LayoutDimension) -> CompositionalLayout {
    let group = LayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.8), groupHeight), subitems: [item])
    var configuration = LayoutConfiguration()
    configuration.roundsFramesToPixels = false
    return CompositionalLayout(section: LayoutSection(group: group), configuration: configuration)
}

/// Measured sizes given one by one (`updateItemSize(_:at:)`) lay the section out as solving it from
/// scratch with them does: the smallest cases of `LayoutPropertyTests.updatingSizesEqualsSolvingFromScratch`.
@Suite("Size updates equal solving from scratch")
struct SizeUpdateEquivalenceTests {
    /// `LayoutPropertyTests.updatingSizesEqualsSolvingFromScratch`: 2 items 40 × ~80 in vertical
    /// groups 0.8w × 100, both measured 20 × 21. Solved with both sizes, both fit in the first
    /// group; updated one by one, item 1 stayed in a second group.
    @Test func measuringSmallerMovesAnItemBackIntoTheGroupBefore() throws {
        let layout = columnLayout(
            item: LayoutItem(layoutSize: size(.absolute(40), .estimated(80))), groupHeight: .absolute(100))
        let sizes = [
            IndexPath(item: 0, section: 0): CGSize(width: 20, height: 21), [0, 1]: CGSize(width: 20, height: 21),
        ]
        let fromScratch = try layout.solve(
            in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [2], itemSizes: sizes))
        expectFrames(LayoutChecks.cellFrames(fromScratch), [CGRect(0, 0, 40, 21), CGRect(0, 21, 40, 21)])
        var incremental = try layout.solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [2]))
        try incremental.updateItemSize(CGSize(width: 20, height: 21), at: [0, 0])
        try incremental.updateItemSize(CGSize(width: 20, height: 21), at: [0, 1])
        expectFrames(LayoutChecks.cellFrames(incremental), LayoutChecks.cellFrames(fromScratch))
        #expect(incremental.contentSize == fromScratch.contentSize)
    }

    /// Updates that change how many items a group holds lay groups out again only up to the first
    /// that starts where one started before; the result is still the solve from scratch.
    @Test func updatingATagCloudEqualsSolvingItFromScratch() throws {
        let item = LayoutItem(layoutSize: size(.estimated(44), .absolute(32)))
        var group = LayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(32)), subitems: [item])
        group.interItemSpacing = .fixed(8)
        var section = LayoutSection(group: group)
        section.interGroupSpacing = 8
        let layout = CompositionalLayout(section: section)
        var incremental = try layout.solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [500]))
        var sizes: [IndexPath: CGSize] = [:]
        for step in 0..<300 {
            let path = IndexPath(item: (step * 37) % 500, section: 0)
            sizes[path] = CGSize(width: CGFloat(20 + (step * 53) % 180), height: 32)
            try incremental.updateItemSize(sizes[path] ?? .zero, at: path)
        }
        let fromScratch = try layout.solve(
            in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [500], itemSizes: sizes))
        #expect(incremental.contentSize == fromScratch.contentSize)
        #expect(LayoutChecks.difference(incremental.allElements(), fromScratch.allElements()) == nil)
    }

    /// The template of a group whose nested group tried items and was left out (an item 0.8 of
    /// the width tall does not fit the outer group) holds one item but looks at three: a
    /// measurement of the third, which lets the nested group fit, reaches the groups that look at it.
    @Test func aMeasuredWidthThatLeavesANestedGroupEqualsSolvingFromScratch() throws {
        func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
            LayoutSize(widthDimension: width, heightDimension: height)
        }
        let nested = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(0.5), .estimated(50)),
            subitems: [
                LayoutItem(layoutSize: size(.absolute(30), .estimated(30))),
                LayoutItem(layoutSize: size(.estimated(30), .fractionalWidth(0.8))),
            ])
        let outer = LayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1), .absolute(200)),
            subitems: [LayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalWidth(0.2))), nested])
        var configuration = LayoutConfiguration()
        configuration.roundsFramesToPixels = false
        let layout = CompositionalLayout(section: LayoutSection(group: outer), configuration: configuration)
        let sizes: [IndexPath: CGSize] = [
            [0, 0]: CGSize(width: 20, height: 20), [0, 2]: CGSize(width: 166, height: 20),
        ]
        let fromScratch = try layout.solve(
            in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [3], itemSizes: sizes))
        var incremental = try layout.solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [3]))
        for (path, size) in sizes.sorted(by: { $0.key < $1.key }) { try incremental.updateItemSize(size, at: path) }
        // The measured width no longer fits the nested group beside item 1: item 2 fills the
        // outer group's next item slot, and the three items share one group, as from scratch with
        // only that size measured too.
        expectFrames(
            LayoutChecks.cellFrames(fromScratch),
            [CGRect(0, 0, 78, 78), CGRect(0, 78, 30, 30), CGRect(0, 108, 78, 78)])
        let onlyTheWidth = try layout.solve(
            in: LayoutChecks.iPhone,
            content: LayoutContent(itemCounts: [3], itemSizes: [[0, 2]: CGSize(width: 166, height: 20)]))
        #expect(LayoutChecks.cellFrames(onlyTheWidth) == LayoutChecks.cellFrames(fromScratch))
        #expect(LayoutChecks.cellFrames(incremental) == LayoutChecks.cellFrames(fromScratch))
        #expect(incremental.contentSize == fromScratch.contentSize)
    }

    /// `LayoutPropertyTests.updatingSizesEqualsSolvingFromScratch`: 25 items in groups 0.8w × ~50
    /// with insets of 8 (an item ~80 × 0.2w and one 30 × ~30), five measured. Updated one by one,
    /// each measurement changed the extents' sums by its difference, which rounded otherwise than
    /// the sums of a solve from scratch: the content was 764.6666666666666 points tall against
    /// 764.6666666666667.
    @Test func measurementsGivenOneByOneSumTheExtentsAsASolveFromScratch() throws {
        var group = LayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(0.8), .estimated(50)),
            subitems: [
                LayoutItem(layoutSize: size(.estimated(80), .fractionalWidth(0.2))),
                LayoutItem(layoutSize: size(.absolute(30), .estimated(30))),
            ])
        group.contentInsets = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        var section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 0)
        var configuration = LayoutConfiguration()
        configuration.roundsFramesToPixels = false
        let layout = CompositionalLayout(section: section, configuration: configuration)
        let heights = [1: 199, 5: 113, 15: 114, 17: 57, 21: 57]
        let sizes = Dictionary(
            uniqueKeysWithValues: heights.map {
                (IndexPath(item: $0.key, section: 0), CGSize(width: 20, height: $0.value))
            })
        let fromScratch = try layout.solve(
            in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [25], itemSizes: sizes))
        var incremental = try layout.solve(in: LayoutChecks.iPhone, content: LayoutContent(itemCounts: [25]))
        for (path, size) in sizes.sorted(by: { $0.key < $1.key }) { try incremental.updateItemSize(size, at: path) }
        #expect(incremental.contentSize == fromScratch.contentSize)
        #expect(LayoutChecks.cellFrames(incremental) == LayoutChecks.cellFrames(fromScratch))
    }
}
