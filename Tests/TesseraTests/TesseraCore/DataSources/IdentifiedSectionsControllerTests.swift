import Foundation
import Tessera
import TesseraTestSupport
import Testing

/// The headless side of a SwiftUI list view: values shown through the data source, a selection set
/// kept in step both ways, load-more, as `CollectionList` drives them.
@Suite("Identified sections controller")
@MainActor
struct IdentifiedSectionsControllerTests {
    private let view = TestViews.headless(height: 300)

    private func messages(_ ids: ClosedRange<Int>) -> [Message] { ids.map { Message(id: $0, text: "m\($0)") } }

    private func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    private func shownTexts() -> [String] {
        view.indexPathsForVisibleItems.sorted { $0.lexicographicallyPrecedes($1) }.compactMap {
            (view.cellForItem(at: $0) as? TextCell)?.text
        }
    }

    @Test func valuesAreShownAndChangedOnesReconfigured() throws {
        let controller = TestDataSources.messages(on: view)
        try controller.update(
            IdentifiedSections([("inbox", messages(1...3))]), layout: TestLayouts.rows(), selection: nil,
            animated: false)
        view.layoutIfNeeded()
        #expect(shownTexts() == ["m1", "m2", "m3"])
        try controller.update(
            IdentifiedSections([("inbox", [Message(id: 3, text: "m3"), Message(id: 1, text: "edited")])]),
            layout: TestLayouts.rows(), selection: nil, animated: true)
        view.finishAnimations()
        view.layoutIfNeeded()
        #expect(shownTexts() == ["m3", "edited"])
        #expect(!view.allowsSelection)
    }

    @Test("an update that changes nothing does not solve the layout again")
    func anIdenticalUpdateDoesNotSolveTheLayoutAgain() throws {
        @MainActor final class Solves { var count = 0 }
        let solves = Solves()
        func countingLayout() -> CompositionalLayout {
            CompositionalLayout(mainActorSectionProvider: { _, environment in
                solves.count += 1
                return .list(using: ListConfiguration(appearance: .plain), layoutEnvironment: environment)
            })
        }
        let layout = countingLayout()
        let controller = TestDataSources.messages(on: view)
        let content = IdentifiedSections([("inbox", messages(1...3))])
        try controller.update(content, layout: layout, selection: nil, animated: false)
        view.layoutIfNeeded()
        let solvedOnce = solves.count
        #expect(solvedOnce > 0)
        // SwiftUI updates the list again as its parent changes: the same values, the same layout.
        for _ in 0..<3 {
            try controller.update(content, layout: layout, selection: nil, animated: false)
            view.layoutIfNeeded()
        }
        #expect(solves.count == solvedOnce)
        // Another layout is installed and solved.
        try controller.update(content, layout: countingLayout(), selection: nil, animated: false)
        view.layoutIfNeeded()
        #expect(solves.count > solvedOnce)
    }

    @Test func repeatedIdentifiersThrowAndChangeNothing() throws {
        let controller = TestDataSources.messages(on: view)
        try controller.update(
            IdentifiedSections([("inbox", messages(1...2))]), layout: TestLayouts.rows(), selection: nil,
            animated: false)
        #expect(throws: SnapshotError.self) {
            try controller.update(
                IdentifiedSections([("inbox", messages(1...2) + messages(2...2))]), layout: TestLayouts.rows(),
                selection: nil, animated: false)
        }
        view.layoutIfNeeded()
        #expect(shownTexts() == ["m1", "m2"])
        #expect(controller.content?.count == 2)
    }

    @Test func theSelectionIsShownAndNarrowedWhenItsItemsGo() throws {
        let controller = TestDataSources.messages(on: view)
        var reported: [(Set<Int>, Bool)] = []
        controller.onSelectionChange = { reported.append(($0, $1)) }
        view.allowsMultipleSelection = true
        try controller.update(
            IdentifiedSections([("inbox", messages(1...4))]), layout: TestLayouts.rows(), selection: [2, 4],
            animated: false)
        #expect(view.indexPathsForSelectedItems?.sorted { $0.lexicographicallyPrecedes($1) } == [path(1), path(3)])
        #expect(reported.isEmpty)

        try controller.update(
            IdentifiedSections([("inbox", messages(1...3))]), layout: TestLayouts.rows(), selection: [2, 4],
            animated: false)
        #expect(view.indexPathsForSelectedItems == [path(1)])
        #expect(reported.count == 1 && reported.first?.0 == [2] && reported.first?.1 == true)
        #expect(controller.selection == [2])
    }

    @Test func tapsChangeTheSelection() throws {
        let controller = TestDataSources.messages(on: view)
        var reported: [(Set<Int>, Bool)] = []
        controller.onSelectionChange = { reported.append(($0, $1)) }
        try controller.update(
            IdentifiedSections([("inbox", messages(1...3))]), layout: TestLayouts.rows(), selection: [],
            animated: false)
        #expect(view.allowsSelection)
        view.tapItem(at: path(0))
        view.tapItem(at: path(2))
        // One selection (the host's default): a tap replaces it.
        #expect(reported.last?.0 == [3] && reported.last?.1 == false)
        #expect(controller.selection == [3])

        view.allowsMultipleSelection = true
        view.tapItem(at: path(1))
        #expect(controller.selection == [2, 3])
        view.tapItem(at: path(2))
        #expect(controller.selection == [2])
        #expect(reported.allSatisfy { !$0.1 })
    }

    @Test func loadMoreFiresOncePerBatch() throws {
        let controller = TestDataSources.messages(on: view)
        var requests = 0
        controller.loadMore.threshold = .items(2)
        controller.loadMore.onLoadMore = { requests += 1 }
        try controller.update(
            IdentifiedSections([("inbox", messages(1...20))]), layout: TestLayouts.rows(), selection: nil,
            animated: false)
        view.layoutIfNeeded()
        #expect(requests == 0)
        view.contentOffset.y = view.contentSize.height - view.bounds.height
        #expect(requests == 1)
        view.contentOffset.y -= 10
        #expect(requests == 1)
        try controller.update(
            IdentifiedSections([("inbox", messages(1...40))]), layout: TestLayouts.rows(), selection: nil,
            animated: false)
        view.layoutIfNeeded()
        view.contentOffset.y = view.contentSize.height - view.bounds.height
        #expect(requests == 2)
    }
}
