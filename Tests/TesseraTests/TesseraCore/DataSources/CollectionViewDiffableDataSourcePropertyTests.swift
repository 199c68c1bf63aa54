import Foundation
import PropertyBased
import Tessera
import TesseraCore
import TesseraTestSupport
import Testing

/// A cell that shows a versioned item.
private final class VersionCell: HeadlessCell {
    var item: VersionedItem?
    required init() {}
    override var contentDescription: String { item?.description ?? "" }
}

@MainActor
private func checkHostMatches(_ view: HeadlessCollectionView, _ snapshot: Snapshot<Int, VersionedItem>, context: String)
{
    #expect(view.failures.isEmpty, "\(context): \(view.failures.map(\.message))")
    let sections = snapshot.sectionIdentifiers
    #expect(view.numberOfSections == sections.count, "\(context)")
    for (index, section) in sections.enumerated() {
        #expect(
            view.numberOfItems(inSection: index) == snapshot.numberOfItems(inSection: section),
            "\(context): section \(index)")
    }
    for indexPath in view.indexPathsForVisibleItems {
        let expected = snapshot.itemIdentifier(for: indexPath)
        let shown = (view.cellForItem(at: indexPath) as? VersionCell)?.item
        #expect(
            shown?.id == expected?.id && shown?.version == expected?.version,
            "\(context): \(indexPath) shows \(String(describing: shown)) instead of \(String(describing: expected))")
    }
}

/// One edit through the `Snapshot` API, made of small generated integers (indexes modulo the
/// current counts); an edit that does not apply (an item edit without items, say) does nothing.
private enum SnapshotEdit: Sendable {
    case appendSection
    case insertSection(before: Int)
    case deleteSection(Int)
    case moveSection(Int, after: Int)
    case appendItems(count: Int, toSection: Int)
    case insertItem(before: Int)
    case deleteItems(from: Int, count: Int)
    case moveItem(Int, after: Int)
    case changeContent(Int)
    case reconfigure(Int)
    case reload(Int)
}

/// A sequence of snapshots, each made by edits from the one before (without its marks), as the
/// steps an app applies; worked out when generated, so that a failure reports each step's edits
/// (naming the items and sections) and the snapshot they make.
private struct SnapshotScript: CustomStringConvertible, Sendable {
    struct Step: Sendable {
        var edits: [String]
        var snapshot: Snapshot<Int, VersionedItem>
        var animated: Bool
        /// Where to scroll after applying, in thousandths of the content height.
        var scroll: Int?
    }

    /// The largest number of items a snapshot grows to.
    static let maximumItems = 300

    private(set) var steps: [Step] = []
    /// Why the snapshot API refused an edit (it never should).
    private(set) var failure: String?
    private var nextItem = 0
    private var nextSection = 0

    init(_ steps: [(edits: [SnapshotEdit], animated: Bool, scroll: Int?)]) {
        var snapshot = Snapshot<Int, VersionedItem>()
        for step in steps {
            var log: [String] = []
            do {
                for edit in step.edits {
                    try apply(edit, to: &snapshot, log: &log)
                }
            } catch {
                failure = "step \(self.steps.count + 1): \(log.last ?? "") was refused: \(error)"
                return
            }
            self.steps.append(Step(edits: log, snapshot: snapshot, animated: step.animated, scroll: step.scroll))
            snapshot = snapshot.removingMarks()
        }
    }

    var description: String {
        steps.enumerated().map { index, step in
            let how =
                (step.animated ? "animated" : "not animated") + (step.scroll.map { ", then scroll to \($0)‰" } ?? "")
            return "step \(index + 1) (\(how)): \(step.edits.joined(separator: "; ")) → \(step.snapshot)"
        }
        .joined(separator: "\n")
    }

    private mutating func apply(
        _ edit: SnapshotEdit, to snapshot: inout Snapshot<Int, VersionedItem>, log: inout [String]
    ) throws {
        let sections = snapshot.sectionIdentifiers
        let items = snapshot.itemIdentifiers
        let roomForItems = !sections.isEmpty && items.count < Self.maximumItems
        switch edit {
        case .appendSection:
            let section = Self.next(&nextSection)
            log.append("append section \(section)")
            try snapshot.appendSections([section])
        case .insertSection(let before) where !sections.isEmpty:
            let section = Self.next(&nextSection)
            log.append("insert section \(section) before \(sections[before % sections.count])")
            try snapshot.insertSections([section], beforeSection: sections[before % sections.count])
        case .deleteSection(let index) where sections.count > 1:
            log.append("delete section \(sections[index % sections.count])")
            snapshot.deleteSections([sections[index % sections.count]])
        case .moveSection(let index, let after) where sections.count > 1:
            let (moved, anchor) = Self.pair(index, after, in: sections)
            log.append("move section \(moved) after \(anchor)")
            try snapshot.moveSection(moved, afterSection: anchor)
        case .appendItems(let count, let section) where roomForItems:
            let fresh = (0..<count).map { _ in VersionedItem(id: Self.next(&nextItem)) }
            log.append("append \(fresh) to section \(sections[section % sections.count])")
            try snapshot.appendItems(fresh, toSection: sections[section % sections.count])
        case .insertItem(let before) where roomForItems && !items.isEmpty:
            let fresh = VersionedItem(id: Self.next(&nextItem))
            log.append("insert \(fresh) before \(items[before % items.count])")
            try snapshot.insertItems([fresh], beforeItem: items[before % items.count])
        case .deleteItems(let from, let count) where !items.isEmpty:
            let deleted = (0..<min(count, items.count)).map { items[(from + $0) % items.count] }
            log.append("delete \(deleted)")
            snapshot.deleteItems(deleted)
        case .moveItem(let index, let after) where items.count > 1:
            let (moved, anchor) = Self.pair(index, after, in: items)
            log.append("move \(moved) after \(anchor)")
            try snapshot.moveItem(moved, afterItem: anchor)
        case .changeContent(let index) where !items.isEmpty:
            let item = items[index % items.count]
            log.append("change \(item)")
            snapshot = try RandomSnapshotMutator.changingContent(of: item, in: snapshot)
        case .reconfigure(let index) where !items.isEmpty:
            log.append("reconfigure \(items[index % items.count])")
            try snapshot.reconfigureItems([items[index % items.count]])
        case .reload(let index) where !items.isEmpty:
            log.append("reload \(items[index % items.count])")
            try snapshot.reloadItems([items[index % items.count]])
        default:
            return
        }
    }

    /// Two different elements of `list` (which has at least two), by indexes modulo its count.
    private static func pair<Element>(_ first: Int, _ second: Int, in list: [Element]) -> (Element, Element) {
        let index = first % list.count
        return (list[index], list[(index + 1 + second % (list.count - 1)) % list.count])
    }

    private static func next(_ counter: inout Int) -> Int {
        counter += 1
        return counter
    }
}

/// An index, taken modulo the count it indexes; large enough to reach any item.
private let anyIndex = Gen.int(in: 0...499)

/// Up to 30 steps of 1 to 12 edits each, as `RandomSnapshotMutator` makes them; a third of the
/// steps scroll after applying.
private let scripts: Generator<SnapshotScript, some Sequence & SendableMetatype> = {
    let edits: [(weight: Double, gen: Generator<SnapshotEdit, AnySequence<Any>>)] = [
        (1, Gen.always(SnapshotEdit.appendSection).eraseToAny()),
        (1, anyIndex.map { SnapshotEdit.insertSection(before: $0) }.eraseToAny()),
        (1.0 / 3, anyIndex.map { SnapshotEdit.deleteSection($0) }.eraseToAny()),
        (1, zip(anyIndex, anyIndex).map { SnapshotEdit.moveSection($0, after: $1) }.eraseToAny()),
        (2, zip(Gen.int(in: 1...5), anyIndex).map { SnapshotEdit.appendItems(count: $0, toSection: $1) }.eraseToAny()),
        (1, anyIndex.map { SnapshotEdit.insertItem(before: $0) }.eraseToAny()),
        (1, zip(anyIndex, Gen.int(in: 1...3)).map { SnapshotEdit.deleteItems(from: $0, count: $1) }.eraseToAny()),
        (1, zip(anyIndex, anyIndex).map { SnapshotEdit.moveItem($0, after: $1) }.eraseToAny()),
        (1, anyIndex.map { SnapshotEdit.changeContent($0) }.eraseToAny()),
        (1, anyIndex.map { SnapshotEdit.reconfigure($0) }.eraseToAny()),
        (1, anyIndex.map { SnapshotEdit.reload($0) }.eraseToAny()),
    ]
    let step = zip(Gen.frequency(edits).array(of: 1...12), Gen.bool, Gen.int(in: 0...1000).optional(valueRate: 1.0 / 3))
        .map { (edits: $0, animated: $1, scroll: $2) }
    return step.array(of: 1...30).map { SnapshotScript($0) }
}()

@Suite("Diffable data source properties")
@MainActor
struct CollectionViewDiffableDataSourcePropertyTests {
    /// Scripts per run: 80, sampled to keep the suite fast; `TESSERA_PROPERTY_SCALE=3` runs about as
    /// many steps as the hand-rolled generator this replaced (8 seeds × 25 sequences of 20 steps).
    nonisolated static let count = PropertyRuns.count(80)

    @Test func randomSnapshotSequencesKeepTheHostInStep() async {
        await propertyCheck(count: Self.count, input: scripts) { script in
            Self.run(script)
            // Let the other main-actor tests run between scripts instead of queueing behind the run.
            await Task.yield()
        }
    }

    /// Applies a script's snapshots one by one and checks the host after each.
    private static func run(_ script: SnapshotScript) {
        if let failure = script.failure {
            Issue.record("\(failure)")
            return
        }
        let section = TestSections.columns(2, rowHeight: 40, header: true)
        let view = TestViews.headless(height: 500, layout: CompositionalLayout(section: section))
        let registration = CellRegistration<VersionCell, VersionedItem> { cell, _, item in cell.item = item }
        let headers = SupplementaryRegistration<TitleView>(elementKind: ElementKind.sectionHeader) {
            view, _, indexPath in view.title = "section \(indexPath.section)"
        }
        let dataSource = CollectionViewDiffableDataSource<Int, VersionedItem>(collectionView: view) {
            host, indexPath, item in
            try host.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { host, _, indexPath in
            try host.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        for (index, step) in script.steps.enumerated() {
            dataSource.apply(step.snapshot, animatingDifferences: step.animated)
            let snapshot = step.snapshot.removingMarks()
            #expect(dataSource.snapshot() == snapshot, "step \(index + 1)")
            // The counts handed over whole are what the data source reports section by section.
            let sections = dataSource.numberOfSections(in: view)
            #expect(
                dataSource.itemCounts(in: view)
                    == (0..<sections).map { dataSource.collectionView(view, numberOfItemsInSection: $0) },
                "step \(index + 1)")
            checkHostMatches(view, snapshot, context: "step \(index + 1)")
            if let scroll = step.scroll {
                view.contentOffset = CGPoint(
                    x: 0, y: (max(0, view.contentSize.height) * CGFloat(scroll) / 1000).rounded())
                checkHostMatches(view, snapshot, context: "step \(index + 1) after scrolling")
            }
            if !view.failures.isEmpty { return }
        }
    }

    @Test func applyingFromACompletionHandlerIsQueued() throws {
        let view = TestViews.headless(height: 500)
        let registration = CellRegistration<VersionCell, VersionedItem> { cell, _, item in cell.item = item }
        let dataSource = CollectionViewDiffableDataSource<Int, VersionedItem>(collectionView: view) {
            host, indexPath, item in
            try host.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        let first = try Snapshot<Int, VersionedItem>([(0, [VersionedItem(id: 1)])])
        let second = try Snapshot<Int, VersionedItem>([(0, [VersionedItem(id: 1), VersionedItem(id: 2)])])
        var order: [String] = []
        dataSource.apply(first) {
            order.append("first")
            dataSource.apply(second) { order.append("second") }
            // The second apply is queued until this completion returns; the data source's snapshot
            // is already the second one (as UIKit's is after `apply`), the view still shows the first.
            order.append(
                "after nested apply: \(dataSource.snapshot().numberOfItems), shown \(view.numberOfItems(inSection: 0))")
        }
        #expect(order == ["first", "after nested apply: 2, shown 1", "second"])
        checkHostMatches(view, second, context: "nested apply")
    }

    @Test func contentChangesOfContentEquatableItemsReconfigure() throws {
        let view = TestViews.headless(height: 500)
        let registration = CellRegistration<VersionCell, VersionedItem> { cell, _, item in cell.item = item }
        let dataSource = CollectionViewDiffableDataSource<Int, VersionedItem>(collectionView: view) {
            host, indexPath, item in
            try host.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        let snapshot = try Snapshot<Int, VersionedItem>([(0, [VersionedItem(id: 1), VersionedItem(id: 2)])])
        dataSource.apply(snapshot)
        let cell = view.cellForItem(at: IndexPath(item: 1, section: 0))
        dataSource.apply(try RandomSnapshotMutator.changingContent(of: VersionedItem(id: 2), in: snapshot))
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.contentDescription == "2v1")
        dataSource.contentUpdateStyle = .reload
        dataSource.apply(
            try RandomSnapshotMutator.changingContent(of: VersionedItem(id: 2, version: 1), in: dataSource.snapshot()))
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) !== cell)
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.contentDescription == "2v2")
    }

    @Test func reorderingThroughTheDataSource() throws {
        let view = TestViews.headless(height: 500)
        let registration = CellRegistration<VersionCell, VersionedItem> { cell, _, item in cell.item = item }
        let dataSource = CollectionViewDiffableDataSource<Int, VersionedItem>(collectionView: view) {
            host, indexPath, item in
            try host.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.apply(try Snapshot([(0, (1...4).map { VersionedItem(id: $0) })]))
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        var transactions: [BatchUpdate] = []
        dataSource.reorderingHandlers.canReorderItem = { $0.id != 4 }
        dataSource.reorderingHandlers.didReorder = { transactions.append($0.difference) }
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 100))
        view.endInteractiveMovement()
        #expect(dataSource.snapshot().itemIdentifiers.map(\.id) == [2, 3, 1, 4])
        #expect(transactions.count == 1)
        checkHostMatches(view, dataSource.snapshot(), context: "reorder")
    }

    @Test func applyingUsingReloadDataAndRegistrationProviders() throws {
        let view = TestViews.headless(height: 500)
        let delegate = RecordingDelegate()
        view.delegate = delegate
        let registration = CellRegistration<VersionCell, VersionedItem> { cell, _, item in cell.item = item }
        let dataSource = CollectionViewDiffableDataSource<Int, VersionedItem>(
            collectionView: view, cellRegistration: registration)
        dataSource.apply(try Snapshot([(0, [VersionedItem(id: 1), VersionedItem(id: 2)])]))
        let first = view.cellForItem(at: IndexPath(item: 0, section: 0))
        delegate.reset()
        let replacement = try Snapshot<Int, VersionedItem>([
            (7, [VersionedItem(id: 2), VersionedItem(id: 3), VersionedItem(id: 4)])
        ])
        dataSource.applySnapshotUsingReloadData(replacement)
        // Nothing happens until the next layout pass (UIKit reloads lazily)…
        #expect(delegate.events.isEmpty)
        view.layoutIfNeeded()
        // … which retires every cell and configures the new ones from scratch.
        #expect(delegate.events("didEndDisplaying").count == 2)
        #expect(delegate.events("willDisplay").count == 3)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.contentDescription == "2v0")
        #expect(
            view.cellForItem(at: IndexPath(item: 0, section: 0))?.prepareForReuseCount == 1
                || view.cellForItem(at: IndexPath(item: 0, section: 0)) !== first)
        checkHostMatches(view, replacement, context: "reload")
        #expect(dataSource.sectionIdentifier(for: 0) == 7)
        #expect(dataSource.index(for: 7) == 0)
        #expect(dataSource.indexPath(for: VersionedItem(id: 4)) == IndexPath(item: 2, section: 0))
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0))?.id == 3)
    }
}
