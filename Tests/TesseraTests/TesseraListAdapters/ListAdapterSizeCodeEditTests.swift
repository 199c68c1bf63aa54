import Foundation
import Tessera
import TesseraTestSupport
import Testing

@testable import TesseraListAdapters

/// The app's size code is a callback: when it edits the list while the layout for a state is
/// made — setting the adapter up, or showing a header —, the collection view ends up showing the
/// list as it is, never the state the layout was asked for (whose items the adapter no longer
/// has).
@Suite("List adapter, size code that edits the list")
@MainActor
struct ListAdapterSizeCodeEditTests {
    /// An adapter of computed heights whose size code appends one item the first time it runs
    /// after `arm()`.
    @MainActor
    private final class Fixture {
        var armed = false
        let adapter: ListAdapter<MessageCell>
        let view = TestViews.headless(height: 800)

        init() {
            weak var fixture: Fixture?
            adapter = ListAdapter<MessageCell>(axis: .vertical, sizeMode: .calculated) { model, width in
                if let fixture, fixture.armed {
                    fixture.armed = false
                    fixture.adapter.appendItem(Message(id: 100, text: "added by the size code"))
                }
                return MessageCell.calculateHeight(model: model, width: width)
            }
            fixture = self
        }

        /// What the collection view shows against what the adapter holds.
        func check(sourceLocation: SourceLocation = #_sourceLocation) {
            view.layoutIfNeeded()
            #expect(view.numberOfItems(inSection: 0) == adapter.count, sourceLocation: sourceLocation)
            for index in 0..<view.numberOfItems(inSection: 0) {
                let shown = (view.cellForItem(at: IndexPath(item: index, section: 0)) as? MessageCell)?.message
                let held = adapter[index]
                #expect(shown == held, "row \(index)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func whileTheAdapterIsSetUp() {
        let fixture = Fixture()
        fixture.adapter.reload(items: [Message(id: 0, text: "first"), Message(id: 1, text: "second")])
        fixture.armed = true
        fixture.adapter.setup(collectionView: fixture.view)
        #expect(fixture.adapter.count == 3)
        fixture.check()
    }

    @Test func whileAHeaderIsShown() {
        let fixture = Fixture()
        fixture.adapter.setup(collectionView: fixture.view)
        fixture.adapter.reload(items: [Message(id: 0, text: "first"), Message(id: 1, text: "second")])
        fixture.view.layoutIfNeeded()
        // A new width: the header's layout makes every size again.
        fixture.view.frame = CGRect(x: 0, y: 0, width: 300, height: 800)
        fixture.armed = true
        fixture.adapter.setHeader(model: Message(id: 50, text: "header"))
        #expect(fixture.adapter.count == 3)
        fixture.check()
    }
}
