import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// Regressions for the defects of the UIKit runtime review, reproduced headlessly through the same
/// core code the UIKit layer runs. Each failed before the fix (see the closing note of the issue).
@Suite("UIKit runtime review regressions")
@MainActor
struct ReviewRegressionTests {
    // MARK: 1 — a failing provider never makes Tessera dequeue a second cell

    @Test func aProviderThatFailsAfterDequeuingShowsTheCellItDequeued() {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: TestLayouts.rows())
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

    // MARK: 2 — reuse identifiers identify types

    @Test func sameNamedCellTypesGetTheirOwnReuseIdentifiers() {
        #expect(FeedRows.Cell.reuseIdentifier != ProfileRows.Cell.reuseIdentifier)
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: TestLayouts.rows())
        let adapter = AnyListAdapter(dynamicCellTypes: [FeedRows.Cell.self, ProfileRows.Cell.self])
        adapter.setup(collectionView: view)
        adapter.reload(items: [.dynamic("feed", cell: FeedRows.Cell.self), .dynamic(7, cell: ProfileRows.Cell.self)])
        view.layoutIfNeeded()
        #expect(view.failures.isEmpty, "\(view.failures.map(\.message))")
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) is FeedRows.Cell)
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) is ProfileRows.Cell)
    }

    // MARK: 3 — the first apply on a fresh collection view reloads

    @Test func theFirstApplyOnAFreshViewReloadsInsteadOfBatching() {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: TestLayouts.rows())
        let registration = CellRegistration<TextCell, Int> { cell, _, item in cell.text = "\(item)" }
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(
            collectionView: view, cellRegistration: registration)
        dataSource.apply(try! Snapshot([(0, [1, 2, 3])]))
        view.layoutIfNeeded()
        #expect(view.appliedBatchUpdateCount == 0)
        #expect(view.failures.isEmpty)
        #expect(view.itemCounts == [3])
        dataSource.apply(try! Snapshot([(0, [1, 3, 4])]))
        #expect(view.appliedBatchUpdateCount == 1)
    }

    // MARK: 10 — list adapter sizes follow their items in the update itself

    @Test func insertedRowsTakeTheirCalculatedHeightsInTheUpdateItself() throws {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: TestLayouts.rows())
        let recorder = FrameRecorder()
        let adapter = ListAdapter<MessageCell>(heightMode: .calculated)
        adapter.setup(collectionView: view)
        adapter.onWillDisplayCell = { cell, index in recorder.frames[IndexPath(item: index, section: 0)] = cell.frame }
        // 40 characters: 40 pt; 10: 20 pt.
        adapter.reload(items: [Message(id: 1, text: String(repeating: "a", count: 40)), Message(id: 2, text: "short")])
        view.layoutIfNeeded()
        recorder.frames.removeAll()
        // A 60-pt row inserted first must be laid out 60 pt tall when it appears, not with the
        // height the old first row had at that index path.
        try adapter.insertItem(Message(id: 3, text: String(repeating: "b", count: 60)), at: 0)
        #expect(recorder.frames[IndexPath(item: 0, section: 0)]??.height == 60)
        #expect(
            view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 60, width: 390, height: 40))
        #expect(view.failures.isEmpty)
    }

    // MARK: 16 — canMoveItemAt has no side effect

    @Test func askingWhetherAnItemCanMoveHasNoSideEffect() {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: TestLayouts.rows())
        let adapter = ListAdapter<MessageCell>(heightMode: .fixed(44))
        adapter.setup(collectionView: view)
        adapter.reload(items: [Message(id: 1, text: "a"), Message(id: 2, text: "b")])
        adapter.dragAndDropStyle = .reorder
        var began: [Int] = []
        adapter.onWillBeginReorder = { began.append($0) }
        view.layoutIfNeeded()
        // UIKit asks twice for one pick-up: the gesture's shouldBegin, then beginInteractiveMovement.
        #expect(adapter.core.collectionView(view, canMoveItemAt: IndexPath(item: 1, section: 0)))
        var press = ReorderGesture()
        let pickedUp = press.handle(.began(at: CGPoint(x: 10, y: 66)), on: view, delegate: view.delegate)
        #expect(pickedUp)
        #expect(began == [1])
        press.handle(.cancelled, on: view, delegate: view.delegate)
    }

    // MARK: SectionController — no false layout failure when sections shrink

    @Test func shrinkingSectionsReportsNoLayoutFailure() {
        let view = HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: TestLayouts.rows())
        let controller = SectionController(collectionView: view)
        controller.set(sections: [RowsSection(rows: 3), RowsSection(rows: 2), RowsSection(rows: 4)])
        view.layoutIfNeeded()
        controller.set(sections: [RowsSection(rows: 1)])
        view.layoutIfNeeded()
        #expect(view.failures.isEmpty, "\(view.failures.map(\.message))")
        #expect(view.itemCounts == [1])
    }
}

// MARK: - Fixtures

/// Records the frame each cell had when it was about to be displayed.
@MainActor
final class FrameRecorder {
    var frames: [IndexPath: CGRect?] = [:]
}

/// A screen with a cell type named `Cell`.
enum FeedRows {
    final class Cell: HeadlessCell, ConfigurableView, RegistrableView {
        func configure(model: String, animated: Bool, completion: (() -> Void)?) {}
    }
}

/// Another screen with a cell type named `Cell`, showing another model.
enum ProfileRows {
    final class Cell: HeadlessCell, ConfigurableView, RegistrableView {
        func configure(model: Int, animated: Bool, completion: (() -> Void)?) {}
    }
}

/// A section of `rows` text cells.
@MainActor
final class RowsSection: BaseSection {
    let rows: Int

    init(rows: Int) {
        self.rows = rows
    }

    var numberOfElements: Int { rows }

    func registrate(collectionView: any CollectionViewHost) {
        collectionView.register(TextCell.self, forCellWithReuseIdentifier: "RowsSection")
    }

    func cell(for collectionView: any CollectionViewHost, indexPath: IndexPath) throws -> AnyObject {
        try collectionView.dequeueReusableCell(withReuseIdentifier: "RowsSection", for: indexPath)
    }

    func header(for collectionView: any CollectionViewHost, indexPath: IndexPath) throws -> AnyObject? { nil }

    func footer(for collectionView: any CollectionViewHost, indexPath: IndexPath) throws -> AnyObject? { nil }

    func section() -> LayoutSection {
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        return LayoutSection(group: .vertical(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
    }

    func select(row: Int) {}
}
