import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// `ListCellModel`: a row of `AnyListAdapter` — a view shown as is, sized by its own preferred
/// size, or a model shown by its cell type, sized by the cell type's measurement along the list's
/// axis. A view is shown in one row only: the same view in two rows is reported.
@Suite("ListCellModel")
@MainActor
struct ListCellModelTests {
    private func adapter(axis: LayoutAxis = .vertical) -> (AnyListAdapter, HeadlessCollectionView) {
        let view = TestViews.headless(height: 844)
        let adapter = AnyListAdapter(dynamicCellTypes: [MessageCell.self], axis: axis, sizeMode: .calculated)
        adapter.setup(collectionView: view)
        return (adapter, view)
    }

    @Test func aStaticRowIsItsViewAtItsPreferredHeight() throws {
        let (adapter, view) = adapter()
        let title = TitleView()
        title.title = "Results"
        title.preferredSize = CGSize(width: 390, height: 52)
        adapter.reload(items: [.static(title), .dynamic(Message(id: 1, text: "hello"), cell: MessageCell.self)])
        view.layoutIfNeeded()
        let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.contentDescription.contains("Results"))
        #expect(first.frame.height == 52)
        #expect(view.failures.isEmpty)
    }

    @Test func aDynamicRowIsConfiguredAndMeasuredByItsCellType() throws {
        let (adapter, view) = adapter()
        let long = String(repeating: "x", count: 45)
        adapter.reload(items: [
            .dynamic(Message(id: 1, text: "short"), cell: MessageCell.self),
            .dynamic(Message(id: 2, text: long), cell: MessageCell.self),
        ])
        view.layoutIfNeeded()
        let short = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? MessageCell)
        let tall = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)) as? MessageCell)
        #expect(short.message == Message(id: 1, text: "short"))
        // MessageCell: 20 points per started 20 characters.
        #expect(short.frame.height == MessageCell.calculateHeight(model: Message(id: 1, text: "short"), width: 390))
        #expect(tall.frame.height == 60)
        #expect(view.failures.isEmpty)
    }

    @Test func aDynamicRowOfAHorizontalListIsMeasuredAcross() throws {
        let (adapter, view) = adapter(axis: .horizontal)
        adapter.reload(items: [
            .dynamic(Message(id: 1, text: "ab"), cell: MessageCell.self),
            .dynamic(Message(id: 2, text: "abcdef"), cell: MessageCell.self),
        ])
        view.layoutIfNeeded()
        // MessageCell, a WidthMeasurableView: 8 points a character and 16 more.
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 32)
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.width == 64)
        #expect(adapter.axis == .horizontal)
        #expect(view.failures.isEmpty)
    }

    @Test func theSameViewInTwoRowsIsReported() {
        let (adapter, view) = adapter()
        let title = TitleView()
        title.preferredSize = CGSize(width: 390, height: 40)
        withKnownIssue {
            adapter.reload(items: [.static(title), .static(title)])
            view.layoutIfNeeded()
        }
        #expect(view.failures.contains { $0.message.contains("the same view (TitleView) is the static row at") })
    }
}
