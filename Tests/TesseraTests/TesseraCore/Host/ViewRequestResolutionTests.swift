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
                for entry in list { request.record(entry.view, key: entry.key) }
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

    /// A request holds its first view apart from the others: every view dequeued is still kept, in
    /// order, and decides what the host shows.
    @Test func aRequestKeepsEveryViewDequeuedInOrder() {
        let host = OtherObject()
        let context = CollectionViewHostContext.context(for: host)
        let key = LayoutElementKey.cell(IndexPath(item: 0, section: 0))
        let otherKey = LayoutElementKey.cell(IndexPath(item: 1, section: 0))
        let stranger = OtherObject(), first = HostView(), second = HostView(), third = HostView()
        context.beginRequest(key)
        context.recordDequeue(stranger, key: key)
        context.recordDequeue(first, key: otherKey)
        context.recordDequeue(second, key: key)
        context.recordDequeue(third, key: key)
        let request = context.endRequest()
        #expect(context.request == nil)
        let dequeued = request?.dequeued ?? []
        let expected: [AnyObject] = [stranger, first, second, third]
        #expect(dequeued.map { ObjectIdentifier($0.view) } == expected.map(ObjectIdentifier.init))
        #expect(dequeued.map(\.key) == [key, otherKey, key, key])
        #expect(request?.isEmpty == false)
        #expect(request?.contains(third) == true)
        #expect(request?.contains(HostView()) == false)

        // Returned, a later view is one the data source dequeued: shown, with no failure.
        let returnedLater = ViewRequestResolution(
            request: request, returned: third, error: nil, isHostView: { $0 is HostView }, hasDataSource: true)
        #expect(returnedLater.view === third)
        #expect(returnedLater.failure == nil)
        #expect(ViewRequestResolution.servedAsAsked(request: request, returned: third, error: nil) == nil)
        // A view it did not dequeue, or a failure: the first dequeued of the host's kind is shown.
        let notDequeued = ViewRequestResolution(
            request: request, returned: HostView(), error: nil, isHostView: { $0 is HostView }, hasDataSource: true)
        #expect(notDequeued.view === first)
        #expect(notDequeued.failure != nil)
        let failed = ViewRequestResolution(
            request: request, returned: nil, error: Failure(), isHostView: { $0 is HostView }, hasDataSource: true)
        #expect(failed.view === first)

        // Outside a request, nothing is recorded.
        context.recordDequeue(first, key: key)
        #expect(context.request == nil)
        context.beginRequest(key)
        let empty = context.endRequest()
        #expect(empty?.isEmpty == true)
        #expect(empty?.dequeued.isEmpty == true)
        let nothing = ViewRequestResolution(
            request: empty, returned: nil, error: nil, isHostView: { $0 is HostView }, hasDataSource: true,
            nilIsAllowed: true)
        #expect(nothing.view == nil)
        #expect(nothing.failure == nil)
    }

    /// A request is served as asked by exactly one view, dequeued for the element asked for and
    /// returned.
    @Test func aRequestIsServedAsAskedByOneViewDequeuedForItsElement() {
        let key = LayoutElementKey.cell(IndexPath(item: 0, section: 0))
        let otherKey = LayoutElementKey.cell(IndexPath(item: 1, section: 0))
        let view = HeadlessReusableView(), other = HeadlessReusableView()
        var request = ViewRequest(key: key)
        #expect(!request.isServedAsAsked(returning: view))
        request.record(view, key: key)
        #expect(request.isServedAsAsked(returning: view))
        #expect(!request.isServedAsAsked(returning: other))
        #expect(request.firstView { $0 !== view } == nil)
        request.record(other, key: key)
        #expect(!request.isServedAsAsked(returning: view))
        #expect(request.firstView { $0 !== view } === other)
        #expect(request.contains(other))

        var elsewhere = ViewRequest(key: key)
        elsewhere.record(view, key: otherKey)
        #expect(!elsewhere.isServedAsAsked(returning: view))
        #expect(elsewhere.contains(view))
    }
}
