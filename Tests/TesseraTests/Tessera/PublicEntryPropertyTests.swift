import CustomDump
import Foundation
import IssueReporting
import Tessera
import TesseraTestSupport
import Testing

/// Random values of each input type — indexes, counts, ranges, index paths, identifiers and
/// numbers — fed to each public entry that takes them: nothing traps, and every call that is
/// refused leaves the model and the view as they were.
@Suite("Public entries with random input")
@MainActor
struct PublicEntryPropertyTests {
    nonisolated static let seeds: [UInt64] = [2611, 2612]

    private static func message(_ id: Int) -> Message { Message(id: id, text: "m\(id)") }

    // MARK: List adapters and slices

    /// One call of the adapters' editing API with random arguments, through the adapter or a slice.
    private static func randomEdit(
        on slice: any ListEditing<Message>, nextID: inout Int, using random: inout SeededRandomNumberGenerator
    ) throws(ListAdapterError) {
        let count = slice.count
        func index() -> Int { MalformedInput.integer(near: count, using: &random) }
        func fresh() -> Message {
            nextID += 1
            return message(nextID)
        }
        switch Int.random(in: 0..<12, using: &random) {
        case 0: try slice.insertItem(fresh(), at: index())
        case 1: try slice.insertItems([fresh(), fresh()], at: index())
        case 2: try slice.deleteItem(at: index())
        case 3: try slice.deleteItems(at: [index(), index()])
        case 4: slice.deleteItemsIfNeeded(at: index()...)
        case 5: try slice.updateItem(fresh(), at: index())
        case 6: try slice.reloadItems(in: MalformedInput.range(near: count, using: &random))
        case 7: try slice.reloadItems(at: [index()])
        case 8: try slice.reloadItems([(index: index(), element: fresh())])
        case 9: try slice.moveItem(at: index(), to: index())
        case 10: _ = try slice[MalformedInput.range(near: count, using: &random)]
        default:
            _ = slice[index()]
            try slice.performBatchUpdates(updates: { () throws(ListAdapterError) in
                try slice.insertItem(fresh(), at: index())
                try slice.deleteItem(at: index())
            })
        }
    }

    @Test(arguments: seeds)
    func adapterEditsWithRandomArgumentsChangeNothingWhenRefused(seed: UInt64) throws {
        var random = SeededRandomNumberGenerator(seed: seed)
        let (adapter, view) = makeMessageList(height: 844, heightMode: .fixed(44))
        adapter.reload(sections: [(1...4).map(Self.message), (5...7).map(Self.message)])
        var nextID = 100
        var refused = 0
        let slices: [any ListEditing<Message>] = [adapter, try adapter[0..<3], try adapter[section: 1]]
        try withIssueReporters([]) {
            for step in 0..<3_000 {
                let before = (items: adapter.items.map(\.id), counts: view.itemCounts)
                let slice = slices[Int.random(in: 0..<slices.count, using: &random)]
                do {
                    try Self.randomEdit(on: slice, nextID: &nextID, using: &random)
                } catch {
                    refused += 1
                    #expect(
                        adapter.items.map(\.id) == before.items, "step \(step): a refused \(error) changed the items")
                    #expect(view.itemCounts == before.counts, "step \(step): a refused \(error) changed the view")
                }
                view.layoutIfNeeded()
                try #require(
                    view.itemCounts.reduce(0, +) == adapter.count,
                    "step \(step): the view shows \(view.itemCounts), the adapter has \(adapter.count) items")
                if adapter.count > 30 {
                    adapter.reload(sections: [(1...4).map(Self.message), (5...7).map(Self.message)])
                }
            }
        }
        #expect(refused > 300, "the random arguments were refused only \(refused) times")
    }

    // MARK: Snapshots

    @Test(arguments: seeds)
    func snapshotEditsWithRandomIdentifiersChangeNothingWhenRefused(seed: UInt64) throws {
        var random = SeededRandomNumberGenerator(seed: seed)
        var snapshot = try Snapshot<Int, Int>([(0, [1, 2, 3]), (1, [4, 5])])
        var refused = 0
        for step in 0..<5_000 {
            func item() -> Int { Int.random(in: -1...12, using: &random) }
            func section() -> Int { Int.random(in: -1...4, using: &random) }
            let before = snapshot
            do throws(SnapshotError) {
                switch Int.random(in: 0..<13, using: &random) {
                case 0:
                    try snapshot.appendItems(
                        [item(), item()], toSection: Bool.random(using: &random) ? section() : nil)
                case 1: try snapshot.insertItems([item()], beforeItem: item())
                case 2: try snapshot.insertItems([item()], afterItem: item())
                case 3: snapshot.deleteItems([item()])
                case 4: try snapshot.moveItem(item(), beforeItem: item())
                case 5: try snapshot.moveItem(item(), afterItem: item())
                case 6: try snapshot.reloadItems([item()])
                case 7: try snapshot.reconfigureItems([item()])
                case 8: try snapshot.appendSections([section()])
                case 9: try snapshot.insertSections([section()], beforeSection: section())
                case 10: try snapshot.moveSection(section(), afterSection: section())
                case 11: try snapshot.reloadSections([section()])
                default: snapshot.deleteSections([section()])
                }
            } catch {
                refused += 1
                #expect(snapshot == before, "step \(step): a refused \(error) changed the snapshot")
            }
            if snapshot.numberOfItems > 20 || snapshot.numberOfSections == 0 {
                snapshot = try Snapshot([(0, [1, 2, 3]), (1, [4, 5])])
            }
        }
        #expect(refused > 500, "the random identifiers were refused only \(refused) times")
    }

    // MARK: Batch updates

    @Test(arguments: seeds)
    func batchUpdatesWithRandomCountsAndIndexPathsAreCheckedOrRefused(seed: UInt64) {
        var random = SeededRandomNumberGenerator(seed: seed)
        var refused = 0
        for _ in 0..<5_000 {
            func counts() -> [Int] {
                (0..<Int.random(in: 0...3, using: &random)).map { _ in MalformedInput.integer(near: 3, using: &random) }
            }
            let before = counts(), after = counts()
            func indexPath() -> IndexPath { MalformedInput.indexPath(near: before.map { max($0, 0) }, using: &random) }
            let update = BatchUpdate(
                deletedSections: Bool.random(using: &random)
                    ? [MalformedInput.integer(near: before.count, using: &random)] : [],
                deletedItems: [indexPath()],
                insertedItems: [indexPath()],
                movedItems: [BatchUpdate.ItemMove(from: indexPath(), to: indexPath())],
                reloadedItems: [indexPath()],
                reconfiguredItems: [indexPath()]
            )
            do {
                let mapping = try update.mapping(itemCountsBefore: before, itemCountsAfter: after)
                // An accepted update maps every surviving item into the counts after it.
                for section in before.indices {
                    for item in 0..<min(before[section], 50) {
                        guard let new = mapping.newIndexPath(forOld: IndexPath(item: item, section: section)) else {
                            continue
                        }
                        #expect(
                            after.indices.contains(new.section) && (0..<after[new.section]).contains(new.item),
                            "\(update) mapped \([section, item]) to \(new) in \(after)")
                    }
                }
            } catch {
                refused += 1
                #expect(!error.description.isEmpty)
            }
        }
        #expect(refused > 1_000)
    }

    // MARK: The headless host

    @Test(arguments: seeds)
    func hostEntriesWithRandomIndexPathsKeepTheModelAndTheSelectionValid(seed: UInt64) throws {
        var random = SeededRandomNumberGenerator(seed: seed)
        let view = TestViews.headless(height: 300)
        let dataSource = TestDataSources.numbers(on: view)
        let snapshot = try Snapshot<Int, Int>([(0, Array(1...12)), (1, []), (2, [13, 14])])
        dataSource.apply(snapshot)
        view.layoutIfNeeded()
        withIssueReporters([]) {
            for _ in 0..<3_000 {
                let indexPath = MalformedInput.indexPath(near: view.itemCounts, using: &random)
                switch Int.random(in: 0..<8, using: &random) {
                case 0: view.selectItem(at: indexPath, animated: false, scrollPosition: .centeredVertically)
                case 1: view.deselectItem(at: indexPath, animated: false)
                case 2: view.tapItem(at: indexPath)
                case 3: view.scrollToItem(at: indexPath, at: .bottom, animated: false)
                case 4: view.reconfigureItems(at: [indexPath])
                case 5: _ = view.layoutAttributesForItem(at: indexPath)
                case 6:
                    view.setContentOffset(
                        CGPoint(x: MalformedInput.number(using: &random), y: MalformedInput.number(using: &random)),
                        animated: false)
                default: _ = dataSource.itemIdentifier(for: indexPath)
                }
                view.layoutIfNeeded()
                #expect(view.itemCounts == [12, 0, 2])
                #expect(view.contentOffset.x.isFinite && view.contentOffset.y.isFinite, "offset \(view.contentOffset)")
                for selected in view.indexPathsForSelectedItems ?? [] {
                    #expect(
                        selected.count == 2 && view.itemCounts.indices.contains(selected.section)
                            && (0..<view.itemCounts[selected.section]).contains(selected.item), "selected \(selected)")
                }
            }
        }
        #expect(dataSource.snapshot() == snapshot)
    }

    // MARK: Layouts

    @Test(arguments: seeds)
    func layoutsWithRandomMetricsSolveToFiniteFramesOrThrow(seed: UInt64) {
        var random = SeededRandomNumberGenerator(seed: seed)
        var solved = 0
        for round in 0..<1_500 {
            func number() -> CGFloat { MalformedInput.number(using: &random) }
            func dimension() -> LayoutDimension {
                switch Int.random(in: 0..<4, using: &random) {
                case 0: return .absolute(number())
                case 1: return .estimated(number())
                case 2: return .fractionalWidth(number() / 100)
                default: return .fractionalHeight(number() / 100)
                }
            }
            let layout: any CollectionLayout
            if Bool.random(using: &random) {
                let item = LayoutItem(layoutSize: LayoutSize(widthDimension: dimension(), heightDimension: dimension()))
                let groupSize = LayoutSize(widthDimension: dimension(), heightDimension: dimension())
                var section = LayoutSection(
                    group: Bool.random(using: &random)
                        ? .horizontal(layoutSize: groupSize, subitems: [item])
                        : .vertical(layoutSize: groupSize, subitems: [item]))
                section.interGroupSpacing = number()
                section.contentInsets = DirectionalEdgeInsets(
                    top: number(), leading: number(), bottom: number(), trailing: number())
                layout = CompositionalLayout(section: section)
            } else {
                var flow = FlowLayout()
                flow.itemSize = CGSize(width: number(), height: number())
                flow.minimumLineSpacing = number()
                flow.minimumInteritemSpacing = number()
                flow.sectionInset = DirectionalEdgeInsets(
                    top: number(), leading: number(), bottom: number(), trailing: number())
                flow.headerReferenceSize = CGSize(width: number(), height: number())
                layout = flow
            }
            let counts = (0..<Int.random(in: 0...2, using: &random)).map { _ in
                max(-1, MalformedInput.integer(near: 20, using: &random) % 5_000)
            }
            let environment = LayoutEnvironment(width: number(), height: number())
            do {
                let solution = try layout.solve(in: environment, content: LayoutContent(itemCounts: counts))
                solved += 1
                #expect(
                    solution.contentSize.width.isFinite && solution.contentSize.height.isFinite,
                    "round \(round): content \(solution.contentSize)")
                let everything = CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)
                for element in solution.elements(in: everything) {
                    #expect(
                        element.frame.origin.x.isFinite && element.frame.origin.y.isFinite
                            && element.frame.width.isFinite && element.frame.height.isFinite,
                        "round \(round): \(element.frame)")
                    #expect(element.frame.width >= 0 && element.frame.height >= 0, "round \(round): \(element.frame)")
                }
            } catch {
                #expect(!error.description.isEmpty)
            }
        }
        #expect(solved > 50, "only \(solved) random layouts were solvable")
    }

    // MARK: The screen builder

    @Test(arguments: seeds)
    func screensWithRandomSpacesApplyOrLeaveTheScreenAsItWas(seed: UInt64) throws {
        var random = SeededRandomNumberGenerator(seed: seed)
        let view = TestViews.headless(height: 844)
        let controller = ScreenController(collectionView: view, cells: .headless)
        var refused = 0
        for _ in 0..<300 {
            let rows = Int.random(in: 0...4, using: &random)
            let spaces = (0..<rows).map { _ in MalformedInput.number(using: &random) }
            let data = ScreenDescription(sections: [
                SectionDescriptor(id: "s") { builder in
                    for (row, points) in spaces.enumerated() {
                        builder.add(cell: TextCellModel("row \(row)"))
                        builder.add(verticalSpace: .points(points))
                    }
                }
            ])
            let before = (dump: view.dump(), items: controller.dataSource.snapshot())
            do {
                try controller.apply(data, animatingDifferences: false)
                #expect(controller.dataSource.snapshot().numberOfItems == rows)
            } catch {
                refused += 1
                #expect(
                    spaces.contains { !$0.isFinite || $0 < 0 || $0 > VerticalSpace.maximumPoints },
                    "\(spaces) was refused: \(error)")
                expectNoDifference(view.dump(), before.dump)
                #expect(controller.dataSource.snapshot() == before.items)
            }
        }
        #expect(refused > 20)
        #expect(view.failures.isEmpty, "\(view.failures)")
    }
}
