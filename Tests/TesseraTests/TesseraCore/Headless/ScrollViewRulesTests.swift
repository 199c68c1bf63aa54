import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// The headless host keeps `UIScrollView`'s rules where a host is easily kinder than UIKit: the
/// safe area adds to the adjusted content inset, every size and scroll computation uses it, the
/// content offset is brought back into content that shrinks, and right-to-left horizontal content
/// starts at its right end — also when its items arrive after the first layout pass.
@Suite("Scroll view rules")
@MainActor
struct ScrollViewRulesTests {
    private static func snapshot(_ items: Range<Int>) throws -> Snapshot<Int, Int> {
        try Snapshot<Int, Int>([(0, Array(items))])
    }

    /// Cards 100 pt wide, 10 pt apart, in a horizontally scrolling layout.
    private static func horizontalCards() -> CompositionalLayout {
        let size = LayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1))
        var section = LayoutSection(group: .horizontal(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
        section.interGroupSpacing = 10
        var configuration = LayoutConfiguration()
        configuration.scrollDirection = .horizontal
        return CompositionalLayout(section: section, configuration: configuration)
    }

    // MARK: Content that shrinks

    @Test func theOffsetIsBroughtBackIntoContentThatShrinks() throws {
        let view = TestViews.headless(height: 400)
        let dataSource = TestDataSources.numbers(on: view)
        dataSource.apply(try Self.snapshot(0..<100), animatingDifferences: false)
        view.contentOffset.y = 3_000
        dataSource.apply(try Self.snapshot(0..<20), animatingDifferences: false)
        // 20 rows of 44 pt: the last screenful.
        #expect(view.contentOffset.y == CGFloat(20 * 44 - 400))
        #expect(view.indexPathsForVisibleItems.last == IndexPath(item: 19, section: 0))
        // Content shorter than the view: back to the top.
        dataSource.apply(try Self.snapshot(0..<3), animatingDifferences: false)
        #expect(view.contentOffset.y == 0)
        #expect(view.indexPathsForVisibleItems.count == 3)
    }

    @Test func anOffsetSetInCodeStaysWhileTheContentDoesNotShrink() throws {
        let view = TestViews.headless(height: 400)
        let dataSource = TestDataSources.numbers(on: view)
        dataSource.apply(try Self.snapshot(0..<10), animatingDifferences: false)
        view.contentOffset.y = 200
        view.frame.size.width = 300  // a new layout pass; the content is as tall as before
        view.layoutIfNeeded()
        #expect(view.contentOffset.y == 200)
        dataSource.apply(try Self.snapshot(0..<20), animatingDifferences: false)
        #expect(view.contentOffset.y == 200)
    }

    // MARK: Right to left

    /// The start of right-to-left horizontal content is its right end, insets included: the
    /// content's width less the bounds' plus the right inset (spec L8, R2).
    @Test func rightToLeftHorizontalContentStartsAtItsRightEndWithTheInsets() throws {
        let view = TestViews.headless(height: 200, layout: Self.horizontalCards())
        view.layoutDirection = .rightToLeft
        view.contentInset = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 24)
        let dataSource = TestDataSources.numbers(on: view)
        dataSource.apply(try Self.snapshot(0..<10), animatingDifferences: false)
        let width = view.contentSize.width
        #expect(width == CGFloat(10 * 100 + 9 * 10))
        // In right to left the leading inset (16) is on the right.
        #expect(view.contentOffset.x == width - 390 + 16)
        #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 0, section: 0))
        let first = try #require(view.itemFrame(at: IndexPath(item: 0, section: 0)))
        #expect(first.maxX == view.bounds.maxX - 16)
    }

    /// Items that arrive after the view was laid out empty still start at the right end, and items
    /// appended later leave the ones on screen where they are.
    @Test func rightToLeftHorizontalContentStartsAtItsRightEndWhenItsItemsArriveLate() throws {
        let view = TestViews.headless(height: 200, layout: Self.horizontalCards())
        view.layoutDirection = .rightToLeft
        let dataSource = TestDataSources.numbers(on: view)
        dataSource.apply(Snapshot(), animatingDifferences: false)
        view.layoutIfNeeded()
        dataSource.apply(try Self.snapshot(0..<10), animatingDifferences: false)
        #expect(view.contentOffset.x == view.contentSize.width - 390)
        #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 0, section: 0))
        let before = try #require(view.itemFrame(at: IndexPath(item: 0, section: 0)))
        let onScreenBefore = before.minX - view.contentOffset.x
        dataSource.apply(try Self.snapshot(0..<30), animatingDifferences: false)
        let after = try #require(view.itemFrame(at: IndexPath(item: 0, section: 0)))
        #expect(after.minX - view.contentOffset.x == onScreenBefore)
        #expect(view.failures.isEmpty, "\(view.failures.map(\.message))")
    }

    // MARK: Safe area

    /// A vertically scrolling view adds the top and bottom safe area to its content inset (UIKit's
    /// `.automatic`): the offset at rest at the top is minus the top inset, and scrolling an item to
    /// the top puts it below the bars.
    @Test func theSafeAreaAddsToTheAdjustedContentInset() throws {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 393, height: 852), collectionViewLayout: TestLayouts.rows())
        let dataSource = TestDataSources.numbers(on: view)
        dataSource.apply(try Self.snapshot(0..<100), animatingDifferences: false)
        view.layoutIfNeeded()
        view.safeAreaInsets = DirectionalEdgeInsets(top: 103, leading: 0, bottom: 34, trailing: 0)
        #expect(view.adjustedContentInset == DirectionalEdgeInsets(top: 103, leading: 0, bottom: 34, trailing: 0))
        #expect(view.contentOffset.y == -103)
        view.scrollToItem(at: IndexPath(item: 10, section: 0), at: .top, animated: false)
        #expect(view.contentOffset.y == CGFloat(10 * 44 - 103))
        view.scrollToItem(at: IndexPath(item: 99, section: 0), at: .bottom, animated: false)
        #expect(view.contentOffset.y == CGFloat(100 * 44 - 852 + 34))
        view.contentInsetAdjustmentBehavior = .never
        #expect(view.adjustedContentInset == .zero)
    }

    /// A list adapter computes its rows' heights for the width the layout gives them: in landscape
    /// behind a notch, the bounds less the safe area on both sides (852 − 2 × 59), not the bounds.
    @Test func aListAdapterComputesHeightsForTheWidthItsRowsGetUnderASafeArea() {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 852, height: 393), collectionViewLayout: FlowLayout())
        view.safeAreaInsets = DirectionalEdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59)
        WidthRecordingCell.widths = []
        let adapter = ListAdapter<WidthRecordingCell>(heightMode: .calculated)
        adapter.setup(collectionView: view)
        adapter.reload(items: [Message(id: 1, text: "one"), Message(id: 2, text: "two")])
        view.layoutIfNeeded()
        #expect(Set(WidthRecordingCell.widths) == [734])
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 734)
        withExtendedLifetime(adapter) {}
    }

    /// A row that measures itself is asked for the width its cell has.
    private final class WidthRecordingCell: HeadlessCell, HeightMeasurableView, RegistrableView {
        static var widths: [CGFloat] = []
        required init() {}

        func configure(model: Message, animated: Bool, completion: (() -> Void)?) { completion?() }

        static func calculateHeight(model: Message, width: CGFloat) -> CGFloat {
            widths.append(width)
            return 44
        }
    }

    /// "Near the end" in points counts from the bottom of what shows, above the bottom inset.
    @Test func aPointThresholdCountsTheBottomInset() throws {
        let view = TestViews.headless(height: 400)
        view.safeAreaInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 100, trailing: 0)
        let dataSource = TestDataSources.numbers(on: view)
        dataSource.apply(try Self.snapshot(0..<20), animatingDifferences: false)
        var fired = 0
        let trigger = LoadMoreTrigger(threshold: .points(50)) { fired += 1 }
        // 880 pt of content; 300 pt show above the bottom inset. At 460 the content below what shows
        // is 880 − 760 = 120 pt: not near the end yet (without the inset it would be 20).
        view.contentOffset.y = 460
        trigger.check(view)
        #expect(fired == 0)
        view.contentOffset.y = 540
        trigger.check(view)
        #expect(fired == 1)
    }

    // MARK: Self-sizing above the screen

    /// Rows under a 100-pt bar (the top safe area) that measure themselves taller than their
    /// estimate push what shows below the bar down; the view moves by as much, so that what shows
    /// stays (UIKit applies the invalidation context's content offset adjustment). Without the bar,
    /// nothing measured is wholly above what shows, and the offset stays.
    @Test func rowsMeasuredUnderTheTopBarKeepWhatShowsInPlace() throws {
        func jump(behavior: ContentInsetAdjustmentBehavior) throws -> CGFloat {
            let view = TestViews.headless(height: 844, layout: TestLayouts.selfSizingRows())
            view.safeAreaInsets = DirectionalEdgeInsets(top: 100, leading: 0, bottom: 0, trailing: 0)
            view.contentInsetAdjustmentBehavior = behavior
            let registration = CellRegistration<SelfSizingTextCell, Int> { cell, _, _ in
                cell.text = String(repeating: "x", count: 100)
            }
            let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: view) {
                host, indexPath, item in
                try host.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            dataSource.apply(try Self.snapshot(0..<200), animatingDifferences: false)
            view.layoutIfNeeded()
            view.contentOffset.y = 2_000
            #expect(view.failures.isEmpty, "\(view.failures.map(\.message))")
            return view.contentOffset.y
        }
        #expect(try jump(behavior: .automatic) > 2_000)
        #expect(try jump(behavior: .never) == 2_000)
    }
}
