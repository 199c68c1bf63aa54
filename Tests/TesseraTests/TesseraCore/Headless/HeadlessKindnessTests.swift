import Foundation
import Tessera
import TesseraTestSupport
import TesseraTesting
import Testing

/// The headless host is no kinder than UIKit: what a device does again, it does again; what
/// UIKit's own calls do not say, it does not say.
@Suite("Headless host, no kinder than UIKit")
@MainActor
struct HeadlessKindnessTests {
    /// A cell whose height is what its text needs at its width: 10,000 square points of text.
    final class WrappingCell: HeadlessCell {
        required init() {}
        override func preferredLayoutAttributesFitting(_ attributes: LayoutAttributes) -> LayoutAttributes {
            var preferred = attributes
            preferred.frame.size.height = (10_000 / max(1, attributes.frame.width)).rounded()
            return preferred
        }
    }

    /// Self-sizing cells were not measured again when the view's width changed: the rows kept the
    /// old width's heights. Anything measured against a width is measured again when it changes.
    @Test func selfSizingCellsAreMeasuredAgainWhenTheWidthChanges() throws {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 600), collectionViewLayout: TestLayouts.selfSizingRows())
        let registration = CellRegistration<WrappingCell, Int> { _, _, _ in }
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: view) { host, indexPath, item in
            try host.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.apply(try Snapshot([(0, [1, 2, 3])]), animatingDifferences: false)
        view.layoutIfNeeded()
        #expect(view.itemFrame(at: IndexPath(item: 0, section: 0))?.height == 25)
        view.frame.size.width = 200
        view.layoutIfNeeded()
        #expect(view.itemFrame(at: IndexPath(item: 0, section: 0))?.height == 50)
        #expect(view.itemFrame(at: IndexPath(item: 2, section: 0))?.minY == 100)
    }

    /// A delegate that counts the interactive movement's calls.
    final class MovementDelegate: CollectionViewDelegate, InteractiveMovementObserving {
        var calls: [String] = []
        func collectionView(
            _ collectionView: any CollectionViewHost, didBeginInteractiveMovementForItemAt indexPath: IndexPath
        ) {
            calls.append("begin \(indexPath.item)")
        }
        func collectionView(
            _ collectionView: any CollectionViewHost, didEndInteractiveMovementCompleted completed: Bool
        ) {
            calls.append("end \(completed)")
        }
    }

    /// `ReorderGesture` told the delegate twice: the headless host's interactive movement told it
    /// too, which UIKit's does not.
    @Test func aReorderGestureTellsTheDelegateOnce() throws {
        let view = TestViews.headless(height: 600)
        let dataSource = TestDataSources.numbers(on: view)
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.apply(try Snapshot([(0, Array(0..<10))]), animatingDifferences: false)
        view.layoutIfNeeded()
        let delegate = MovementDelegate()
        view.delegate = delegate
        var press = ReorderGesture()
        press.handle(.began(at: CGPoint(x: 10, y: 10)), on: view, delegate: delegate)
        press.handle(.changed(to: CGPoint(x: 10, y: 100)), on: view, delegate: delegate)
        press.handle(.ended, on: view, delegate: delegate)
        #expect(delegate.calls == ["begin 0", "end true"])
        #expect(dataSource.snapshot().itemIdentifiers.prefix(3) == [1, 2, 0])
    }
}

/// The app's own background view, and Tessera's empty view.
@Suite("Empty view and the app's background view")
@MainActor
struct EmptyViewBackgroundTests {
    /// An empty view dropped the app's own background view: once the list had items again, the
    /// collection view showed no background at all.
    @Test func theAppsBackgroundViewComesBackWhenTheEmptyViewGoes() throws {
        let view = TestViews.headless(height: 600)
        let dataSource = TestDataSources.numbers(on: view)
        let appBackground = TitleView()
        view.setBackgroundView(appBackground)
        let empty = TitleView()
        dataSource.emptyView = empty
        dataSource.apply(Snapshot(), animatingDifferences: false)
        #expect(view.backgroundView === empty)
        dataSource.apply(try Snapshot([(0, [1])]), animatingDifferences: false)
        #expect(view.backgroundView === appBackground)
        dataSource.apply(Snapshot(), animatingDifferences: false)
        dataSource.emptyView = nil
        #expect(view.backgroundView === appBackground)
    }
}

/// The driver's drags reach the end a user reaches, and its loops have caps.
@Suite("Driver ends and caps")
@MainActor
struct DriverEndTests {
    /// `scrollToBottom()` scrolled to the start of a right-to-left horizontal list, whose end is at
    /// its left.
    @Test func scrollToBottomReachesTheEndOfARightToLeftHorizontalList() throws {
        let size = LayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1))
        var configuration = LayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = CompositionalLayout(
            section: LayoutSection(group: .horizontal(layoutSize: size, subitems: [LayoutItem(layoutSize: size)])),
            configuration: configuration)
        let view = TestViews.headless(height: 100, layout: layout)
        view.layoutDirection = .rightToLeft
        let dataSource = TestDataSources.numbers(on: view)
        dataSource.apply(try Snapshot([(0, Array(0..<50))]), animatingDifferences: false)
        let driver = CollectionViewDriver(view)
        driver.scrollToTop()
        #expect(abs(view.contentOffset.x - (5_000 - 390)) < 0.01)
        driver.scrollToBottom()
        #expect(view.contentOffset.x == 0)
        #expect(view.indexPathsForVisibleItems.contains(IndexPath(item: 49, section: 0)))
    }

    /// `scrollToBottom()` stopped short of self-sizing content's end: the cells it showed measured
    /// themselves taller, and the end moved.
    @Test func scrollToBottomReachesTheEndOfSelfSizingContent() throws {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 600), collectionViewLayout: TestLayouts.selfSizingRows())
        let registration = CellRegistration<HeadlessKindnessTests.WrappingCell, Int> { _, _, _ in }
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: view) { host, indexPath, item in
            try host.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.apply(try Snapshot([(0, Array(0..<200))]), animatingDifferences: false)
        CollectionViewDriver(view).scrollToBottom()
        #expect(view.indexPathsForVisibleItems.contains(IndexPath(item: 199, section: 0)))
        #expect(view.contentOffset.y == view.contentSize.height - 600)
    }

    /// A scroll by NaN points moved the view to the start; it moves nothing.
    @Test func aScrollByNaNMovesNothing() throws {
        let view = TestViews.headless(height: 600)
        let dataSource = TestDataSources.numbers(on: view)
        dataSource.apply(try Snapshot([(0, Array(0..<100))]), animatingDifferences: false)
        let driver = CollectionViewDriver(view)
        driver.scroll(by: 500)
        driver.scroll(by: .nan)
        #expect(view.contentOffset.y == 500)
        #expect(view.failures.isEmpty)
    }
}

/// Tessera's delegate set as the app's forwarding delegate too.
@Suite("Forwarding delegate")
@MainActor
struct ForwardingDelegateTests {
    /// A list adapter's own delegate made the app's forwarding delegate heard every call twice:
    /// an adapter's scroll handler ran twice per scroll.
    @Test func tesseraDelegateSetAsTheForwardingDelegateHearsEachCallOnce() {
        let (adapter, view) = makeMessageList((0..<100).map { "\($0)" })
        var scrolls = 0
        adapter.onDidScroll = { _ in scrolls += 1 }
        view.forwardingDelegate = adapter.core
        view.contentOffset.y = 100
        #expect(scrolls == 1)
    }
}
