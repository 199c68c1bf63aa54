import Foundation
import Tessera
import TesseraTestSupport
import TesseraTesting
import Testing

/// An app's own delegate: records what it hears and may refuse selection or redirect moves.
@MainActor
private final class AppDelegate: CollectionViewDelegate {
    var heard: [String] = []
    var allowsSelection = true

    func collectionView(_ collectionView: any CollectionViewHost, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        heard.append("shouldSelect \(indexPath.item)")
        return allowsSelection
    }

    func collectionView(_ collectionView: any CollectionViewHost, didSelectItemAt indexPath: IndexPath) {
        heard.append("didSelect \(indexPath.item)")
    }

    func collectionView(_ collectionView: any CollectionViewHost, didHighlightItemAt indexPath: IndexPath) {
        heard.append("didHighlight \(indexPath.item)")
    }

    func collectionView(
        _ collectionView: any CollectionViewHost, willDisplay cell: AnyObject, forItemAt indexPath: IndexPath
    ) {
        heard.append("willDisplay \(indexPath.item)")
    }

    func collectionView(
        _ collectionView: any CollectionViewHost, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        heard.append("targetIndexPath")
        return IndexPath(item: 0, section: 0)
    }

    func collectionViewDidScroll(_ collectionView: any CollectionViewHost) {
        heard.append("didScroll")
    }
}

@Suite("Delegate forwarding")
@MainActor
struct DelegateForwardingTests {
    @Test func theTableNamesUIKitsSelectorsAndWhoAnswersThem() {
        #expect(DelegateCall.route(forSelectorName: "collectionView:didSelectItemAtIndexPath:") == .tesseraThenApp)
        #expect(DelegateCall.route(forSelectorName: "collectionView:shouldSelectItemAtIndexPath:") == .bothMustAgree)
        #expect(DelegateCall.targetIndexPathForMove.route == .tessera)
        #expect(DelegateCall.route(forSelectorName: "scrollViewDidScroll:") == .tesseraThenApp)
        // Everything Tessera does not take part in goes to the app's delegate.
        for selector in [
            "collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:",
            "collectionView:shouldHighlightItemAtIndexPath:", "collectionView:performPrimaryActionForItemAtIndexPath:",
            "collectionView:canFocusItemAtIndexPath:", "scrollViewWillEndDragging:withVelocity:targetContentOffset:",
            "scrollViewShouldScrollToTop:",
        ] {
            #expect(DelegateCall.route(forSelectorName: selector) == .app, "\(selector)")
        }
        #expect(DelegateCall.allCases.allSatisfy { DelegateCall(selectorName: $0.selectorName) == $0 })
        #expect(DelegateRoute.combinedAnswer(tessera: true, app: nil))
        #expect(!DelegateRoute.combinedAnswer(tessera: true, app: false))
        #expect(!DelegateRoute.combinedAnswer(tessera: false, app: true))
    }

    @Test("a call the app's delegate answered is not claimed once that delegate is gone")
    func onlyALiveAppDelegateIsForwardedTo() {
        let insetChange = "scrollViewDidChangeAdjustedContentInset:"
        #expect(DelegateCall.isForwarded(selectorName: insetChange, appDelegateImplements: true))
        #expect(!DelegateCall.isForwarded(selectorName: insetChange, appDelegateImplements: false))
        #expect(!DelegateCall.isForwarded(selectorName: insetChange, appDelegateImplements: nil))
        // The calls Tessera takes part in are the bridge's own, never handed over whole.
        for call in DelegateCall.allCases {
            #expect(!DelegateCall.isForwarded(selectorName: call.selectorName, appDelegateImplements: true))
        }
    }

    @Test func theAppsDelegateHearsTapsAndScrollingAfterTessera() throws {
        let (adapter, view) = makeMessageList((0..<100).map { "row \($0)" })
        let app = AppDelegate()
        view.forwardingDelegate = app
        var selected: [Int] = []
        adapter.onSelectItem = { index in
            selected.append(index)
            app.heard.append("adapter selected \(index)")
        }
        try CollectionViewDriver(view).tap(itemAt: IndexPath(item: 3, section: 0))
        #expect(selected == [3])
        #expect(
            app.heard.filter { !$0.hasPrefix("willDisplay") } == [
                "didHighlight 3", "shouldSelect 3", "adapter selected 3", "didSelect 3",
            ])
        app.heard.removeAll()
        CollectionViewDriver(view).scroll(by: 300)
        #expect(app.heard.contains("didScroll"))
        // Cells coming on screen are announced to the app too.
        #expect(app.heard.contains { $0.hasPrefix("willDisplay") })
        #expect(view.failures.isEmpty)
    }

    @Test func theAppsDelegateCanRefuseASelection() throws {
        let (adapter, view) = makeMessageList(["a", "b"])
        let app = AppDelegate()
        app.allowsSelection = false
        view.forwardingDelegate = app
        var selected: [Int] = []
        adapter.onSelectItem = { selected.append($0) }
        try CollectionViewDriver(view).tap(itemAt: IndexPath(item: 1, section: 0))
        #expect(selected.isEmpty)
        #expect(view.indexPathsForSelectedItems?.isEmpty ?? true)
    }

    @Test func whereADraggedItemLandsIsTesserasAlone() throws {
        let (adapter, view) = makeMessageList(["a", "b", "c"])
        adapter.dragAndDropStyle = .reorder
        let app = AppDelegate()
        view.forwardingDelegate = app
        try CollectionViewDriver(view).dragItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        #expect(!app.heard.contains("targetIndexPath"))
        #expect(adapter.items.map(\.text) == ["b", "c", "a"])
    }
}
