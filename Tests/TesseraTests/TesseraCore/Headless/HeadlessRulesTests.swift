import Foundation
@_spi(Testing) import Tessera
import TesseraTestSupport
import Testing

/// A data source that counts the calls it gets.
@MainActor
private final class CountingDataSource: CollectionViewDataSource {
    var counts: [Int]
    var countCalls = 0
    var cell: (any CollectionViewHost, IndexPath) throws -> AnyObject = { host, indexPath in
        try host.dequeueReusableCell(withReuseIdentifier: "text", for: indexPath)
    }

    init(_ counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: any CollectionViewHost) -> Int {
        countCalls += 1
        return counts.count
    }

    func collectionView(_ collectionView: any CollectionViewHost, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: any CollectionViewHost, cellForItemAt indexPath: IndexPath) throws
        -> AnyObject
    {
        try cell(collectionView, indexPath)
    }
}

@MainActor
private func makeView(height: CGFloat = 300) -> HeadlessCollectionView {
    let view = TestViews.headless(height: height)
    view.register(TextCell.self, forCellWithReuseIdentifier: "text")
    return view
}

/// The rules of UIKit's that the headless host enforces (see "How Tessera stays true to UIKit").
@Suite("HeadlessCollectionView enforces UIKit's rules")
@MainActor
struct HeadlessRulesTests {
    // MARK: Lazy counts

    @Test func countsAreLoadedLazilyNeverInsideReloadData() {
        let view = makeView()
        let dataSource = CountingDataSource([3])
        view.dataSource = dataSource
        view.reloadData()
        #expect(dataSource.countCalls == 0)
        #expect(!view.hasLoadedCounts)
        #expect(view.numberOfItems(inSection: 0) == 3)
        #expect(dataSource.countCalls == 1)
        #expect(view.reloadCount == 1)
    }

    @Test func aBatchUpdateBeforeTheFirstLayoutReadsTheCountsBeforeTheBlock() {
        // (a) The model changed before the call: UIKit reads 3 before and 3 after, and the insert
        // makes the batch invalid.
        let view = makeView()
        let dataSource = CountingDataSource([2])
        view.dataSource = dataSource
        dataSource.counts = [3]
        withKnownIssue {
            view.performBatchUpdates({ view.insertItems(at: [IndexPath(item: 2, section: 0)]) })
        }
        #expect(
            view.failures.last?.message.hasPrefix(
                "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted)"
            ) == true)
        // (b) The model changes inside the block: valid.
        let other = makeView()
        let source = CountingDataSource([2])
        other.dataSource = source
        other.performBatchUpdates({
            source.counts = [3]
            other.insertItems(at: [IndexPath(item: 2, section: 0)])
        })
        #expect(other.failures.isEmpty)
        #expect(other.numberOfItems(inSection: 0) == 3)
        // (c) After a layout pass, the counts are the old ones: valid.
        let third = makeView()
        let laidOut = CountingDataSource([2])
        third.dataSource = laidOut
        third.layoutIfNeeded()
        laidOut.counts = [3]
        third.performBatchUpdates({ third.insertItems(at: [IndexPath(item: 2, section: 0)]) })
        #expect(third.failures.isEmpty)
    }

    // MARK: One view per request

    /// Two views dequeued for one request are reported whichever of them the provider returns:
    /// the request was not served as asked.
    @Test(arguments: [false, true])
    func dequeuingTwoViewsForOneRequestIsReported(returningTheFirst: Bool) {
        let view = makeView()
        let dataSource = CountingDataSource([1])
        dataSource.cell = { host, indexPath in
            let first = try host.dequeueReusableCell(withReuseIdentifier: "text", for: indexPath)
            let second = try host.dequeueReusableCell(withReuseIdentifier: "text", for: indexPath)
            return returningTheFirst ? first : second
        }
        view.dataSource = dataSource
        withKnownIssue {
            view.layoutIfNeeded()
        }
        #expect(
            view.failures.map(\.message).contains {
                $0.hasPrefix("Expected dequeued view to be returned to the collection view in preparation for display.")
                    && $0.hasSuffix("(2 views were dequeued for cell [0, 0]: cell [0, 0], cell [0, 0])")
            })
    }

    @Test func aViewDequeuedForAnotherIndexPathIsReported() {
        let view = makeView()
        let dataSource = CountingDataSource([2])
        dataSource.cell = { host, indexPath in
            try host.dequeueReusableCell(withReuseIdentifier: "text", for: IndexPath(item: 0, section: 0))
        }
        view.dataSource = dataSource
        withKnownIssue {
            view.layoutIfNeeded()
        }
        #expect(
            view.failures.map(\.message).contains {
                $0.hasSuffix("(the view was dequeued for cell [0, 0], not for cell [0, 1])")
            })
    }

    @Test func dequeuingOutsideARequestIsReportedAtTheNextLayoutPass() throws {
        let view = makeView()
        let dataSource = CountingDataSource([1])
        view.dataSource = dataSource
        view.layoutIfNeeded()
        // A "sizing cell" dequeued from a selection handler.
        _ = try view.dequeueReusableCell(withReuseIdentifier: "text", for: IndexPath(item: 0, section: 0))
        #expect(view.failures.isEmpty)
        withKnownIssue {
            view.invalidateLayout()
        }
        #expect(view.failures.first?.message.contains("dequeued without a request") == true)
    }

    @Test func aRegistrationCreatedInsideAProviderIsRefused() {
        let view = makeView()
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: view) { host, indexPath, item in
            let registration = CellRegistration<TextCell, Int> { cell, _, item in cell.text = "\(item)" }
            return try host.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        withKnownIssue {
            dataSource.apply(try! Snapshot([(0, [1])]), animatingDifferences: false)
            view.layoutIfNeeded()
        }
        #expect(
            view.failures.first?.message.hasPrefix(
                "Attempted to dequeue a cell using a registration that was created inside -collectionView:cellForItemAtIndexPath:"
            ) == true)
        // The item shows an empty fallback cell: the refused registration dequeued nothing.
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.reuseIdentifier == "Tessera.Fallback")
    }

    /// One registration kept for two hosts registers its cell class on each, the first time each
    /// dequeues with it: the cells of both come from it, the hosts dequeuing in turns, without a
    /// failure.
    @Test func oneRegistrationServesEveryHostItDequeuesOn() throws {
        let registration = CellRegistration<TextCell, Int> { cell, _, item in cell.text = "\(item)" }
        let views = [makeView(), makeView()]
        let dataSources = views.map { view in
            CollectionViewDiffableDataSource<Int, Int>(collectionView: view) { host, indexPath, item in
                try host.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
        }
        for round in 0..<3 {
            for (view, dataSource) in zip(views, dataSources) {
                dataSource.apply(try Snapshot([(0, Array(0...round))]), animatingDifferences: false)
                view.layoutIfNeeded()
            }
        }
        for view in views {
            #expect(view.failures.isEmpty)
            #expect(view.visibleCells.count == 3 && view.visibleCells.allSatisfy { $0 is TextCell })
        }
    }

    // MARK: Calls forbidden inside updates and data source calls

    @Test func reloadDataSetLayoutAndNestedBatchesInsideAnUpdatesBlockAreReported() {
        let view = makeView()
        let dataSource = CountingDataSource([2])
        view.dataSource = dataSource
        view.layoutIfNeeded()
        var nestedCompleted = false
        withKnownIssue {
            view.performBatchUpdates({
                dataSource.counts = [4]
                view.reloadData()
                view.setLayout(TestLayouts.rows(height: 20), animated: false)
                view.insertItems(at: [IndexPath(item: 2, section: 0)])
                view.performBatchUpdates(
                    { view.insertItems(at: [IndexPath(item: 3, section: 0)]) },
                    completion: { _ in nestedCompleted = true })
            })
        }
        #expect(view.failures.map(\.kind) == [.invalidCall, .invalidCall, .invalidCall])
        // The nested batch joined the enclosing one: 2 + 2 items, valid, completed with it.
        #expect(view.numberOfItems(inSection: 0) == 4)
        #expect(nestedCompleted)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 44)
    }

    @Test func changingTheCountsInsideADataSourceCallIsReported() {
        let view = makeView()
        let dataSource = CountingDataSource([2])
        dataSource.cell = { host, indexPath in
            dataSource.counts = [5]
            return try host.dequeueReusableCell(withReuseIdentifier: "text", for: indexPath)
        }
        view.dataSource = dataSource
        withKnownIssue {
            view.layoutIfNeeded()
        }
        #expect(
            view.failures.first?.message.hasPrefix(
                "the data source's counts changed while it provided the view for cell [0, 0]") == true)
    }

    /// A diffable data source whose counts change inside its cell provider (as an interactive
    /// move records its snapshot) is reported like any other: the host asks its counts again
    /// after the provider unless they provably stayed the same.
    @Test func changingADiffableDataSourcesCountsInsideItsProviderIsReported() {
        let view = makeView()
        var changed = false
        weak var owner: CollectionViewDiffableDataSource<Int, Int>?
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: view) { host, indexPath, _ in
            if !changed, let owner {
                changed = true
                owner.updater.recordShownSnapshot((try? Snapshot([(0, Array(0..<5))])) ?? Snapshot())
            }
            return try host.dequeueReusableCell(withReuseIdentifier: "text", for: indexPath)
        }
        owner = dataSource
        dataSource.apply((try? Snapshot([(0, [0, 1])])) ?? Snapshot())
        withKnownIssue {
            view.layoutIfNeeded()
        }
        #expect(changed)
        #expect(
            view.failures.contains {
                $0.message.hasPrefix(
                    "the data source's counts changed while it provided the view for cell [0, 0] (from 1 sections and 2 items in the section to 1 and 5)"
                )
            }, "\(view.failures.map(\.message))")
    }

    /// A data source replaced inside the provider of a diffable one whose counts stayed the same:
    /// the counts after the provider are the new data source's, asked (and different here).
    @Test func countsOfADataSourceSetInsideAnotherOnesProviderAreAskedAfterIt() {
        let view = makeView()
        let replacement = CountingDataSource([5])
        var replaced = false
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: view) { host, indexPath, _ in
            if !replaced {
                replaced = true
                view.dataSource = replacement
            }
            return try host.dequeueReusableCell(withReuseIdentifier: "text", for: indexPath)
        }
        dataSource.apply((try? Snapshot([(0, [0, 1])])) ?? Snapshot())
        withKnownIssue {
            view.layoutIfNeeded()
        }
        #expect(replaced)
        #expect(
            view.failures.contains {
                $0.message.hasPrefix(
                    "the data source's counts changed while it provided the view for cell [0, 0] (from 1 sections and 2 items in the section to 1 and 5)"
                )
            }, "\(view.failures.map(\.message))")
    }

    // MARK: Reuse identifiers

    @Test func twoClassesUnderOneIdentifierAreReported() {
        let view = makeView()
        view.register(TextCell.self, forCellWithReuseIdentifier: "row")
        view.register(TextCell.self, forCellWithReuseIdentifier: "row")
        #expect(view.failures.isEmpty)
        withKnownIssue {
            view.register(SelfSizingTextCell.self, forCellWithReuseIdentifier: "row")
        }
        #expect(
            view.failures.first?.message.hasPrefix(
                "TesseraTestSupport.SelfSizingTextCell was registered for views of kind UICollectionElementKindCell with identifier row, which TesseraFuzzHarness.TextCell was registered with"
            ) == true)
    }

    // MARK: Reconfiguring

    @Test func reconfiguringInsideABatchUsesTheIndexPathsBeforeIt() {
        let view = makeView()
        let dataSource = ArrayDataSource(sections: [["a", "b", "c"]])
        view.dataSource = dataSource
        view.layoutIfNeeded()
        let cellOfB = view.cellForItem(at: IndexPath(item: 1, section: 0))
        view.performBatchUpdates {
            // Before the update "b" is at 1; the data source still answers for that state.
            dataSource.sections[0][1] = "B"
            view.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
            dataSource.sections[0].remove(at: 0)
            view.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }
        #expect(view.failures.isEmpty, "\(view.failures.map(\.message))")
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) === cellOfB)
        #expect(cellOfB?.contentDescription == "B")
        #expect(cellOfB?.prepareForReuseCount == 0)
    }

    // MARK: Animations and geometry

    @Test func animatedBatchUpdatesCompleteAfterTheirAnimation() {
        let view = makeView()
        let dataSource = CountingDataSource([2])
        view.dataSource = dataSource
        view.layoutIfNeeded()
        view.completesAnimationsImmediately = false
        var completions: [String] = []
        view.performBatchUpdates(
            {
                dataSource.counts = [3]
                view.insertItems(at: [IndexPath(item: 2, section: 0)])
            }, completion: { completions.append("animated \($0)") })
        view.performWithoutAnimation {
            view.performBatchUpdates(
                {
                    dataSource.counts = [4]
                    view.insertItems(at: [IndexPath(item: 3, section: 0)])
                }, completion: { completions.append("immediate \($0)") })
        }
        #expect(completions == ["immediate true"])
        #expect(view.hasAnimationsInFlight)
        view.finishAnimations()
        #expect(completions == ["immediate true", "animated true"])
        // A reload interrupts what is still animating.
        view.performBatchUpdates(
            {
                dataSource.counts = [5]
                view.insertItems(at: [IndexPath(item: 4, section: 0)])
            }, completion: { completions.append("interrupted \($0)") })
        view.reloadData()
        #expect(completions.last == "interrupted false")
    }

    @Test func aViewOfZeroHeightIsLaidOutAndAsksForNoCell() {
        let view = makeView(height: 0)
        var requests = 0
        let dataSource = CountingDataSource([10])
        dataSource.cell = { host, indexPath in
            requests += 1
            return try host.dequeueReusableCell(withReuseIdentifier: "text", for: indexPath)
        }
        view.dataSource = dataSource
        #expect(view.contentSize == CGSize(width: 390, height: 440))
        #expect(requests == 0)
        view.frame.size.height = 100
        #expect(view.indexPathsForVisibleItems.count == 3)
    }

    @Test func contentInsetsNarrowTheLayoutAndMoveScrollTargets() {
        let view = makeView()
        let dataSource = CountingDataSource([30])
        view.dataSource = dataSource
        view.contentInset = DirectionalEdgeInsets(top: 20, leading: 10, bottom: 0, trailing: 10)
        #expect(view.contentOffset.y == -20)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 370)
        view.scrollToItem(at: IndexPath(item: 10, section: 0), at: .top, animated: false)
        #expect(view.contentOffset.y == 420)
    }
}

// MARK: - A failing cell provider

extension HeadlessRulesTests {
    /// A provider that dequeues a cell and then fails leaves that cell shown: Tessera never
    /// dequeues a second cell for the request.
    @Test func aProviderThatFailsAfterDequeuingShowsTheCellItDequeued() {
        let view = TestViews.headless(height: 300)
        view.register(TextCell.self, forCellWithReuseIdentifier: "text")
        let dataSource = ArrayDataSource(sections: [["a", "b"]])
        // Like an adapter whose model does not fit the cell it dequeued: dequeue, then throw.
        struct ConfigurationFailure: Error {}
        dataSource.cellFactory = { host, indexPath, text in
            let cell = try host.dequeueReusableCell(withReuseIdentifier: "text", for: indexPath)
            if text == "b" { throw ConfigurationFailure() }
            return cell
        }
        view.dataSource = dataSource
        withKnownIssue {
            view.layoutIfNeeded()
        }
        // One cell per item: the one dequeued before the provider failed (UIKit, iOS 18, raises
        // when a second one is dequeued for the request).
        #expect(view.visibleCells.count == 2)
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) is TextCell)
        #expect(view.failures.count == 1)
        #expect(!view.failures.contains { $0.message.hasPrefix("Expected dequeued view") })
    }
}
