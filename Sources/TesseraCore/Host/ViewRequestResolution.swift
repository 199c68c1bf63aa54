import Foundation

/// What a host shows for one request of its data source, decided from what the data source did:
/// the view it returned when that view is the one it dequeued; otherwise, with a failure to
/// report, the view it dequeued before failing; or nothing, when it dequeued none, and the host
/// dequeues an empty fallback view. Tessera never dequeues a second view for a request.
package struct ViewRequestResolution {
    /// The view to show; `nil`: dequeue the host's fallback view.
    package var view: AnyObject?
    /// What went wrong, to report once.
    package var failure: CollectionViewError?

    /// The view a request served as asked shows — no error, and the returned view is the first
    /// one dequeued for the request —, or `nil` when it was not (the general ``init(request:returned:error:isHostView:hasDataSource:nilIsAllowed:)``
    /// decides then). For a data source that returns a view of the host's kind (the caller
    /// checks), it is the view `init` decides on, with no failure: served as asked, a request
    /// needs no description and builds nothing.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    package static func servedAsAsked(
        request: ViewRequest?, returned: AnyObject?, error: (any Error)?
    ) -> AnyObject? {
        guard error == nil, let returned, let first = request?.first, first.view === returned else {
            return nil
        }
        return returned
    }

    /// Decides what to show.
    ///
    /// - Parameters:
    ///   - request: The request with the views dequeued through Tessera while it was served.
    ///   - returned: What the data source returned.
    ///   - error: What it threw.
    ///   - isHostView: Whether an object is a view of the host's kind (`UICollectionViewCell`…).
    ///   - hasDataSource: Whether there was a data source to ask.
    ///   - nilIsAllowed: Whether returning no view is allowed (supplementary views: an empty one
    ///     is shown).
    package init(
        request: ViewRequest?, returned: AnyObject?, error: (any Error)?, isHostView: (AnyObject) -> Bool,
        hasDataSource: Bool, nilIsAllowed: Bool = false
    ) {
        // Described only for a failure: a request served as asked formats nothing.
        let key = { request.map { "\($0.key)" } ?? "the requested view" }
        // Read in place, the first of the host's kind found only for a failure: a request served
        // as asked builds no array of the views it dequeued.
        let nothingDequeued = request?.isEmpty ?? true
        func firstDequeued() -> AnyObject? { request?.firstView(where: isHostView) }
        guard hasDataSource else {
            self.view = nil
            return
        }
        if let error {
            failure =
                (error as? CollectionViewError)
                ?? CollectionViewError(.dataSource, "the data source failed to provide \(key()): \(error)")
            view = firstDequeued()
        } else if let returned {
            if !isHostView(returned) {
                failure = CollectionViewError(
                    .invalidView,
                    "the data source returned a \(type(of: returned)) for \(key()), which is not a view of this collection view; showing an empty view"
                )
                view = firstDequeued()
            } else if let request, !request.isEmpty && !request.contains(returned) {
                failure = CollectionViewError(
                    .invalidView,
                    "the data source returned a view for \(key()) that it did not dequeue for it; showing the one it dequeued"
                )
                view = firstDequeued()
            } else {
                view = returned
            }
        } else if nilIsAllowed && nothingDequeued {
            view = nil
        } else {
            failure = CollectionViewError(
                .dataSource, "the data source returned no view for \(key()); showing an empty view")
            view = firstDequeued()
        }
    }
}
