import Foundation
import Testing

@testable import TesseraCore
@testable import TesseraLayout

/// A request served as asked is decided without the general resolution
/// (`ViewRequestResolution.servedAsAsked(request:returned:error:)`): whenever it answers, its
/// answer is the view the resolution shows, with no failure; it answers only for a request served
/// as asked.
@MainActor
@Suite("View request resolution")
struct ViewRequestResolutionTests {
    final class HostView {}
    final class OtherObject {}

    struct Failure: Error {}

    @Test func theShortcutAnswersAsTheResolution() {
        let returnedView = HostView(), otherView = HostView(), stranger = OtherObject()
        let key = LayoutElementKey.cell(IndexPath(item: 0, section: 0))
        let otherKey = LayoutElementKey.cell(IndexPath(item: 1, section: 0))
        let dequeuedLists: [[(view: AnyObject, key: LayoutElementKey)]?] = [
            nil, [], [(returnedView, key)], [(otherView, key)], [(returnedView, otherKey)],
            [(otherView, key), (returnedView, key)], [(returnedView, key), (otherView, key)], [(stranger, key)],
        ]
        let returnedValues: [AnyObject?] = [nil, returnedView, otherView, stranger]
        let errors: [(any Error)?] = [nil, Failure(), CollectionViewError(.dataSource, "failed")]
        var answered = 0
        for dequeued in dequeuedLists {
            let request = dequeued.map { list -> ViewRequest in
                var request = ViewRequest(key: key)
                request.dequeued = list
                return request
            }
            for returned in returnedValues {
                for error in errors {
                    let resolution = ViewRequestResolution(
                        request: request, returned: returned, error: error, isHostView: { $0 is HostView },
                        hasDataSource: true)
                    let shortcut = ViewRequestResolution.servedAsAsked(
                        request: request, returned: returned, error: error)
                    let servedAsAsked =
                        error == nil && returned != nil && request?.dequeued.first?.view === returned
                    #expect((shortcut != nil) == servedAsAsked)
                    // The host takes the shortcut's view only when it is of its kind.
                    guard let shortcut, shortcut is HostView else { continue }
                    answered += 1
                    #expect(resolution.view === shortcut)
                    #expect(resolution.failure == nil)
                }
            }
        }
        #expect(answered == 5)
    }
}
