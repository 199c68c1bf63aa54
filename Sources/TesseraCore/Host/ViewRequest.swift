import Foundation

/// One request a host makes of its data source (UIKit: `collectionView(_:cellForItemAt:)` or
/// `collectionView(_:viewForSupplementaryElementOfKind:at:)`) and the views dequeued while it was
/// served, in order, with the element each was dequeued for. The first view is held apart: a
/// request almost always dequeues one, which then makes no array.
///
/// The host context keeps one (``CollectionViewHostContext/request``, views of any host's kind):
/// it decides what the host shows, and ``HeadlessCollectionView`` checks UIKit's rules on it.
package struct ViewRequest {
    /// The element asked for.
    package let key: LayoutElementKey
    /// The first view dequeued, with the element it was dequeued for.
    package private(set) var first: (view: AnyObject, key: LayoutElementKey)?
    /// The views dequeued after the first.
    package private(set) var others: [(view: AnyObject, key: LayoutElementKey)] = []

    package init(key: LayoutElementKey) {
        self.key = key
    }

    /// Records a view dequeued for the request.
    package mutating func record(_ view: AnyObject, key: LayoutElementKey) {
        if first == nil { first = (view, key) } else { others.append((view, key)) }
    }

    /// Whether no view was dequeued.
    package var isEmpty: Bool { first == nil }

    /// Whether exactly one view was dequeued, for the element asked for, and it is `returned`.
    ///
    /// - Complexity: O(1).
    package func isServedAsAsked(returning returned: AnyObject) -> Bool {
        guard let first, others.isEmpty else { return false }
        return first.view === returned && first.key == key
    }

    /// Whether `view` is one of the views dequeued.
    ///
    /// - Complexity: O(*n*) for *n* views dequeued.
    package func contains(_ view: AnyObject) -> Bool {
        guard let first else { return false }
        if first.view === view { return true }
        // A loop, not `contains(where:)`: no closure for a request that dequeued one view.
        for other in others where other.view === view { return true }
        return false
    }

    /// The first view dequeued that satisfies `predicate`.
    ///
    /// - Complexity: O(*n*) for *n* views dequeued.
    package func firstView(where predicate: (AnyObject) -> Bool) -> AnyObject? {
        guard let first else { return nil }
        if predicate(first.view) { return first.view }
        for other in others where predicate(other.view) { return other.view }
        return nil
    }

    /// The views dequeued, in order, with the element each was dequeued for; made for a failure's
    /// description or a test.
    package var dequeued: [(view: AnyObject, key: LayoutElementKey)] {
        guard let first else { return [] }
        return [first] + others
    }
}
