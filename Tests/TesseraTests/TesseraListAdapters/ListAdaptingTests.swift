import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// `ListAdapting`: what both list adapters share — set up on a collection view, then sections, a
/// header and the list layout's spacing — written once, generically, for either adapter.
@Suite("ListAdapting")
@MainActor
struct ListAdaptingTests {
    /// Sets up any adapter with two sections and 8 points between rows; returns the host.
    private func show<Adapter: ListAdapting>(_ adapter: Adapter, sections: [[Adapter.Model]]) -> HeadlessCollectionView
    {
        let view = TestViews.headless(height: 844)
        adapter.setup(collectionView: view)
        adapter.spacing = 8
        adapter.reload(sections: sections)
        view.layoutIfNeeded()
        return view
    }

    /// The frames of the first section's rows, and the sections' item counts.
    private func expectSpacedSections(_ view: HeadlessCollectionView, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        #expect(view.failures.isEmpty, "\(view.failures)", sourceLocation: sourceLocation)
        #expect(view.itemCounts == [2, 1], sourceLocation: sourceLocation)
        let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame)
        let second = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame)
        #expect(second.minY - first.maxY == 8, sourceLocation: sourceLocation)
    }

    @Test func bothAdaptersShareSetupSectionsAndSpacing() throws {
        let typed = ListAdapter<MessageCell>(heightMode: .fixed(44))
        let typedView = show(
            typed, sections: [[Message(id: 1, text: "a"), Message(id: 2, text: "b")], [Message(id: 3, text: "c")]])
        #expect(typed.collectionView === typedView)
        try expectSpacedSections(typedView)

        let erased = AnyListAdapter(dynamicCellTypes: [MessageCell.self], sizeMode: .fixed(44))
        let erasedView = show(
            erased,
            sections: [
                [
                    .dynamic(Message(id: 1, text: "a"), cell: MessageCell.self),
                    .dynamic(Message(id: 2, text: "b"), cell: MessageCell.self),
                ],
                [.dynamic(Message(id: 3, text: "c"), cell: MessageCell.self)],
            ])
        #expect(erased.collectionView === erasedView)
        try expectSpacedSections(erasedView)
    }

    @Test func settingTheSpacingLaysTheListOutAgain() throws {
        let adapter = ListAdapter<MessageCell>(heightMode: .fixed(44))
        let view = show(adapter, sections: [[Message(id: 1, text: "a"), Message(id: 2, text: "b")], []])
        adapter.spacing = 20
        view.layoutIfNeeded()
        let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame)
        let second = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame)
        #expect(second.minY - first.maxY == 20)
        #expect(adapter.axis == .vertical)
    }

    @Test func aHeaderModelIsShownAboveTheRows() throws {
        let adapter = ListAdapter<MessageCell>(heightMode: .fixed(44))
        let view = show(
            adapter, sections: [[Message(id: 1, text: "a"), Message(id: 2, text: "b")], [Message(id: 3, text: "c")]])
        adapter.setHeader(model: Message(id: 0, text: "Pinned"))
        view.layoutIfNeeded()
        #expect(view.dump().contains("\"Pinned\""))
        let header = try #require(view.visibleElements.first { $0.content == "Pinned" })
        let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame)
        #expect(header.frame.maxY <= first.minY)
        adapter.setHeader(model: nil)
        view.layoutIfNeeded()
        #expect(!view.dump().contains("\"Pinned\""))
    }
}
