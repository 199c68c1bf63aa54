import CustomDump
import Foundation
import IssueReporting
import Tessera
import TesseraTestSupport
import Testing

/// Every public entry that takes an index path accepts any value and refuses a bad one cleanly.
@Suite("Malformed input")
@MainActor
struct MalformedInputTests {
    @Test func everyIndexPathEntryOfTheHeadlessHostRefusesMalformedIndexPaths() throws {
        let view = TestViews.headless(height: 300)
        let dataSource = TestDataSources.numbers(on: view)
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.apply(try Snapshot([(0, [1, 2, 3])]))
        view.layoutIfNeeded()
        withIssueReporters([]) {
            for indexPath in MalformedInput.indexPaths {
                view.selectItem(at: indexPath, animated: false, scrollPosition: .top)
                view.deselectItem(at: indexPath, animated: false)
                view.tapItem(at: indexPath)
                view.scrollToItem(at: indexPath, at: .top, animated: false)
                _ = view.cellForItem(at: indexPath)
                _ = view.layoutAttributesForItem(at: indexPath)
                _ = view.supplementaryView(forElementKind: "header", at: indexPath)
                _ = view.beginInteractiveMovementForItem(at: indexPath)
                view.cancelInteractiveMovement()
                view.reconfigureItems(at: [indexPath])
                view.reloadItems(at: [indexPath])
                view.deleteItems(at: [indexPath])
                view.insertItems(at: [indexPath])
                view.moveItem(at: indexPath, to: IndexPath(item: 0, section: 0))
                view.moveItem(at: IndexPath(item: 0, section: 0), to: indexPath)
                dataSource.collectionView(view, moveItemAt: IndexPath(item: 0, section: 0), to: indexPath)
                dataSource.collectionView(view, moveItemAt: indexPath, to: IndexPath(item: 0, section: 0))
                _ = dataSource.itemIdentifier(for: indexPath)
                _ = view.accessibilityMoveActions(forItemAt: indexPath, dataSource: dataSource)
                view.performAccessibilityMove(
                    from: indexPath, to: IndexPath(item: 0, section: 0), dataSource: dataSource)
                _ = try? BatchUpdate(deletedItems: [indexPath]).mapping(itemCountsBefore: [3], itemCountsAfter: [2])
                _ = try? BatchUpdate(insertedItems: [indexPath]).mapping(itemCountsBefore: [3], itemCountsAfter: [4])
                _ = try? BatchUpdate(movedItems: [BatchUpdate.ItemMove(from: indexPath, to: indexPath)]).mapping(
                    itemCountsBefore: [3], itemCountsAfter: [3])
                _ = try? BatchUpdate(reconfiguredItems: [indexPath]).mapping(
                    itemCountsBefore: [3], itemCountsAfter: [3])
            }
        }
        // Every refusal left the model and the view in step.
        #expect(view.itemCounts == dataSource.snapshot().itemCounts)
    }
}

@Suite("Rejections change nothing")
@MainActor
struct RejectionTests {
    @Test func aFlatListDiffRefusesDuplicatesInEitherList() {
        #expect(throws: SnapshotError.self) { try BatchUpdate(from: ["a", "b"], to: ["b", "a", "b"]) }
        #expect(throws: SnapshotError.self) { try BatchUpdate(from: ["a", "a"], to: ["a"]) }
    }

    @Test func anInnerBatchThatThrowsIsUndoneEvenWhenTheOuterOneGoesOn() throws {
        let (adapter, view) = makeMessageList(height: 844, heightMode: .fixed(44))
        adapter.reload(items: [Message(id: 1, text: "a")])
        try adapter.performBatchUpdates(updates: {
            try adapter.insertItem(Message(id: 2, text: "b"), at: 1)
            do {
                try adapter.performBatchUpdates(updates: {
                    try adapter.insertItem(Message(id: 3, text: "c"), at: 0)
                    try adapter.deleteItem(at: 9)
                })
            } catch {
                // The inner batch failed: its insert is undone, the outer batch goes on.
            }
        })
        #expect(adapter.items.map(\.id) == [1, 2])
        #expect(view.itemCounts == [2])
        #expect(view.failures.isEmpty)
    }

    @Test func aScreenWithAnInvalidSpaceIsRefusedAndTheScreenStays() throws {
        let view = TestViews.headless(height: 844)
        let controller = ScreenController(collectionView: view, cells: .headless)
        let valid = ScreenDescription(sections: [
            SectionDescriptor(id: "s") { builder in builder.add(cell: TextCellModel("a")) }
        ])
        try controller.apply(valid, animatingDifferences: false)
        let before = view.dump()
        for points in [CGFloat.nan, -8, .infinity] {
            let invalid = ScreenDescription(sections: [
                SectionDescriptor(id: "s") { builder in
                    builder.add(cell: TextCellModel("a"))
                    builder.add(verticalSpace: .points(points))
                    builder.add(cell: TextCellModel("b"))
                }
            ])
            #expect(throws: ScreenBuilderError.self) { try controller.apply(invalid, animatingDifferences: false) }
            expectNoDifference(view.dump(), before)
            #expect(controller.dataSource.snapshot().numberOfItems == 1)
        }
        withExtendedLifetime(controller) {}
    }
}

@Suite("Section slices through parent reloads")
@MainActor
struct SectionSliceTests {
    private func adapter(_ sections: [[Int]]) -> (ListAdapter<MessageCell>, HeadlessCollectionView) {
        let (adapter, view) = makeMessageList(height: 844, heightMode: .fixed(44))
        adapter.reload(sections: sections.map { $0.map { Message(id: $0, text: "m\($0)") } })
        return (adapter, view)
    }

    @Test func aSectionSliceFollowsItsSectionThroughAReloadOfTheSameShape() throws {
        let (adapter, view) = adapter([[1, 2], [3, 4], [5]])
        let slice = try adapter[section: 1]
        // The parent reloads with as many sections, of other sizes.
        adapter.reload(sections: [[1], [3, 4, 6], [5, 7]].map { $0.map { Message(id: $0, text: "m\($0)") } })
        #expect(slice.items.map(\.id) == [3, 4, 6])
        try slice.insertItem(Message(id: 8, text: "m8"), at: 0)
        // The new item is in section 1, at its start; nothing moved between sections.
        #expect(view.itemCounts == [1, 4, 2])
        #expect(adapter.items.map(\.id) == [1, 8, 3, 4, 6, 5, 7])
        #expect(view.failures.isEmpty)
    }

    @Test func aSliceWhoseSectionIsGoneRefusesEdits() throws {
        let (adapter, view) = adapter([[1, 2], [3, 4]])
        let slice = try adapter[section: 1]
        let sub = try slice[0..<1]
        adapter.reload(sections: [[1, 2]].map { $0.map { Message(id: $0, text: "m\($0)") } })
        #expect(slice.isEmpty)
        #expect(throws: ListAdapterError.sectionRemoved(section: 1, count: 1)) {
            try slice.insertItem(Message(id: 9, text: "m9"), at: 0)
        }
        #expect(throws: ListAdapterError.sectionRemoved(section: 1, count: 1)) {
            try sub.insertItem(Message(id: 9, text: "m9"), at: 0)
        }
        #expect(throws: ListAdapterError.sectionRemoved(section: 1, count: 1)) { try slice.deleteItem(at: 0) }
        #expect(throws: ListAdapterError.sectionRemoved(section: 1, count: 1)) { try sub.moveItem(at: 0, to: 1) }
        withKnownIssue {
            slice.appendItem(Message(id: 9, text: "m9"))
            sub.reload(items: [Message(id: 10, text: "m10")])
        }
        #expect(adapter.items.map(\.id) == [1, 2])
        #expect(view.itemCounts == [2])
        #expect(view.failures.map(\.message).first?.hasPrefix("Section 1 is gone") == true)
    }
}
