import Foundation
import Tessera
import Testing

/// A headless view keeps its context: its own code reads the stored one, every other path
/// (a generic host, the updater's existential one, the table) must reach the same object.
@MainActor
@Suite struct CollectionViewHostContextTests {
    /// The context a generic host's code sees, through the protocol extension.
    private func contextThroughProtocol(of host: some CollectionViewHost) -> CollectionViewHostContext {
        host.hostContext
    }

    private func contextThroughExistential(of host: any CollectionViewHosting) -> CollectionViewHostContext {
        host.hostContext
    }

    private func makeView() -> HeadlessCollectionView {
        HeadlessCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            collectionViewLayout: CompositionalLayout.list(using: ListConfiguration(appearance: .plain)))
    }

    @Test func everyPathReachesTheContextTheViewHolds() {
        // Many views, made and looked up in turns, so that the table's last-host answer, its
        // entries and its pruning of released hosts are all exercised.
        var views: [HeadlessCollectionView] = []
        for round in 0..<200 {
            let view = makeView()
            #expect(CollectionViewHostContext.context(for: view) === view.hostContext)
            views.append(view)
            if round.isMultiple(of: 3), views.count > 1 { views.removeFirst() }
            let other = views[round % views.count]
            #expect(contextThroughProtocol(of: other) === other.hostContext)
            #expect(contextThroughExistential(of: other) === other.hostContext)
            #expect(CollectionViewHostContext.context(for: view) === view.hostContext)
        }
    }

    @Test func aFailureReachesTheHandlerSetThroughEitherPath() {
        let view = makeView()
        var handled: [CollectionViewError] = []
        view.failureHandler = { handled.append($0) }
        withKnownIssue {
            view.reportFailure(CollectionViewError(.layout, "a problem"))
        }
        #expect(handled.count == 1)
        #expect(view.failures.count == 1)
    }
}
