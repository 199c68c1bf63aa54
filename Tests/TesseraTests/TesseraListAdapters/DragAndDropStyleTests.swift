import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// `DragAndDropStyle`: whether the user can pick a row up and drop it elsewhere — off until the app
/// asks for `.reorder`, and off again with `.none`.
@Suite("DragAndDropStyle")
@MainActor
struct DragAndDropStyleTests {
    private func adapter() -> (ListAdapter<MessageCell>, HeadlessCollectionView) {
        let (adapter, view) = makeMessageList(height: 844, heightMode: .fixed(44))
        adapter.reload(items: ["a", "b", "c"].enumerated().map { Message(id: $0.offset, text: $0.element) })
        view.layoutIfNeeded()
        return (adapter, view)
    }

    @Test func reorderingIsOffUntilAskedFor() {
        let (adapter, view) = adapter()
        #expect(adapter.dragAndDropStyle == .none)
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    }

    @Test func reorderLetsARowBeDroppedElsewhere() throws {
        let (adapter, view) = adapter()
        adapter.dragAndDropStyle = .reorder
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        let target = try #require(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame)
        view.updateInteractiveMovementTargetPosition(CGPoint(x: target.midX, y: target.midY))
        view.endInteractiveMovement()
        #expect(adapter.items.map(\.text) == ["b", "c", "a"])
        #expect(view.failures.isEmpty)
    }

    @Test func noneTurnsReorderingOffAgain() {
        let (adapter, view) = adapter()
        adapter.dragAndDropStyle = .reorder
        adapter.dragAndDropStyle = .none
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        #expect(adapter.items.map(\.text) == ["a", "b", "c"])
    }
}
