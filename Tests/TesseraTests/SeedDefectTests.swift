import Foundation
import Tessera
import TesseraTestSupport
import TesseraTesting
import Testing

/// Defects of the five seed systems, each reproduced as its users would meet it, on every device.
@Suite("Seed system defects")
@MainActor
struct SeedDefectTests {
    // MARK: List adapters

    @Test(arguments: TestDevice.all)
    func anyListAdapterReconfiguresADynamicItemWhoseContentChanged(_ device: TestDevice) {
        let view = device.makeCollectionView(layout: TestLayouts.rows())
        let adapter = AnyListAdapter(dynamicCellTypes: [MessageCell.self])
        adapter.setup(collectionView: view)
        adapter.reload(items: [
            .dynamic(Message(id: 1, text: "first"), cell: MessageCell.self),
            .dynamic(Message(id: 2, text: "second"), cell: MessageCell.self),
        ])
        let cell = view.cellForItem(at: IndexPath(item: 1, section: 0))
        #expect(cell?.contentDescription == "second")
        // The same item (same id) with new text: its cell shows it, kept and configured again.
        adapter.reload(items: [
            .dynamic(Message(id: 1, text: "first"), cell: MessageCell.self),
            .dynamic(Message(id: 2, text: "edited"), cell: MessageCell.self),
        ])
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
        #expect(cell?.contentDescription == "edited")
        #expect(view.failures.isEmpty)
    }

    @Test(arguments: TestDevice.all)
    func aParentReloadKeepsItsSlicesItems(_ device: TestDevice) throws {
        let view = device.makeCollectionView(layout: TestLayouts.rows())
        let adapter = ListAdapter<MessageCell>(heightMode: .fixed(44))
        adapter.setup(collectionView: view)
        let message = { (id: Int) in Message(id: id, text: "m\(id)") }
        adapter.reload(items: [1, 2, 3, 4, 5, 6].map(message))
        let slice = try adapter[2..<4]
        #expect(slice.items.map(\.id) == [3, 4])
        // The parent reloads: one item before the slice goes, one comes after it.
        adapter.reload(items: [1, 3, 4, 5, 6, 7].map(message))
        #expect(slice.range == 1..<3)
        #expect(slice.items.map(\.id) == [3, 4])
        // An item arrives between the slice's two: the slice grows around it.
        adapter.reload(items: [1, 3, 9, 4, 5, 6, 7].map(message))
        #expect(slice.items.map(\.id) == [3, 9, 4])
        // The slice's own edits still land inside it.
        slice.appendItem(message(10))
        #expect(adapter.items.map(\.id) == [1, 3, 9, 4, 10, 5, 6, 7])
        #expect(view.failures.isEmpty)
    }

    @Test(arguments: TestDevice.all)
    func aStaticViewShownByTwoRowsIsReported(_ device: TestDevice) {
        let view = device.makeCollectionView(layout: TestLayouts.rows())
        let adapter = AnyListAdapter(dynamicCellTypes: [MessageCell.self])
        adapter.setup(collectionView: view)
        let title = TitleView()
        title.title = "Results"
        withKnownIssue {
            adapter.reload(items: [
                .static(title), .dynamic(Message(id: 1, text: "a"), cell: MessageCell.self), .static(title),
            ])
            view.layoutIfNeeded()
        }
        #expect(
            view.failures.map(\.message) == [
                "the same view (TitleView) is the static row at 0 and 2 of the list: a view can be shown in one place only, so one of the rows shows nothing; give each row its own view"
            ])
        // Reported once, not at every later edit.
        adapter.appendItem(.dynamic(Message(id: 2, text: "b"), cell: MessageCell.self))
        #expect(view.failures.count == 1)
    }

    // MARK: Screen builder

    @Test(arguments: TestDevice.all)
    func aVerticalSpaceAfterTheLastCellOfASectionIsKept(_ device: TestDevice) throws {
        let data = ScreenDescription(
            spaces: .standard,
            sections: [
                SectionDescriptor(id: "first", insets: .zero) { builder in
                    builder.add(cell: TextCellModel("a"))
                    builder.add(verticalSpace: .huge)
                },
                SectionDescriptor(id: "second", insets: .zero) { builder in
                    builder.add(cell: TextCellModel("b"))
                },
            ])
        let view = device.makeCollectionView(layout: TestLayouts.rows())
        let controller = ScreenController(collectionView: view, cells: .headless)
        try controller.apply(data, animatingDifferences: false)
        let first = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
        let second = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame)
        // The 40-pt space after "a" stays between the sections.
        #expect(second.minY - first.maxY == 40)
        withExtendedLifetime(controller) {}
    }

    @Test(arguments: TestDevice.all)
    func anEditedRowWithoutAnIDIsReconfiguredNotReplaced(_ device: TestDevice) throws {
        func screen(departure: String) -> ScreenDescription {
            ScreenDescription(sections: [
                SectionDescriptor(id: "trip") { builder in
                    builder.add(cell: TitleCellModel("Paris → Lyon"))
                    builder.add(cell: KeyValueCellModel("Departure", departure))
                    builder.add(cell: KeyValueCellModel("Arrival", "10:08"))
                }
            ])
        }
        let view = device.makeCollectionView(layout: TestLayouts.rows())
        let controller = ScreenController(collectionView: view, cells: .headless)
        try controller.apply(screen(departure: "08:12"), animatingDifferences: false)
        let cell = view.cellForItem(at: IndexPath(item: 1, section: 0))
        try controller.apply(screen(departure: "08:20"), animatingDifferences: false)
        // The row keeps its identity (its place among the section's key-value rows): its cell is
        // configured again with the new time.
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) === cell)
        #expect(cell?.contentDescription == "Departure — 08:20")
        #expect(cell?.prepareForReuseCount == 0)
        withExtendedLifetime(controller) {}
    }
}
