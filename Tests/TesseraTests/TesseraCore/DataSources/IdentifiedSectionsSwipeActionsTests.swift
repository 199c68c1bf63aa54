import Foundation
import Tessera
import TesseraTestSupport
import TesseraTesting
import Testing

/// Swipe actions of a SwiftUI list view, given each row's value, decided headless.
@Suite("Identified sections swipe actions")
@MainActor
struct IdentifiedSectionsSwipeActionsTests {
    @Test func aRowsActionsAreMadeFromTheValueItShows() throws {
        let view = TestViews.headless(height: 300)
        let controller = TestDataSources.messages(on: view)
        var archived: [String] = []
        controller.setSwipeActions(
            { message in
                message.text.hasPrefix("draft")
                    ? nil
                    : SwipeActionsConfiguration(actions: [
                        SwipeAction(style: .normal, title: "Archive \(message.text)") { done in
                            archived.append(message.text)
                            done(true)
                        }
                    ])
            }, for: .trailing)
        try controller.update(
            IdentifiedSections([("inbox", [Message(id: 1, text: "hello"), Message(id: 2, text: "draft")])]),
            layout: TestLayouts.rows(), selection: nil, animated: false)
        let driver = CollectionViewDriver(view)
        #expect(
            try driver.swipeActionTitles(itemAt: IndexPath(item: 0, section: 0), from: .trailing) == ["Archive hello"])
        #expect(try driver.swipeActionTitles(itemAt: IndexPath(item: 1, section: 0), from: .trailing) == [])
        #expect(try driver.swipeActionTitles(itemAt: IndexPath(item: 0, section: 0), from: .leading) == [])
        // A new value under the same identifier makes the actions from it.
        try controller.update(
            IdentifiedSections([("inbox", [Message(id: 1, text: "hello again")])]), layout: TestLayouts.rows(),
            selection: nil, animated: false)
        try driver.swipe(itemAt: IndexPath(item: 0, section: 0), from: .trailing, choosing: "Archive hello again")
        #expect(archived == ["hello again"])
        controller.setSwipeActions(nil, for: .trailing)
        #expect(try driver.swipeActionTitles(itemAt: IndexPath(item: 0, section: 0), from: .trailing) == [])
    }
}
