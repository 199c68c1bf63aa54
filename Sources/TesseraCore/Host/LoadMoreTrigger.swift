import Foundation

/// How near the end of the content "near the end" is, for ``LoadMoreTrigger``.
///
/// A threshold is a count of at least 1 or a finite number of points, not negative; a trigger
/// refuses any other (see ``LoadMoreTrigger/threshold``).
public enum LoadMoreThreshold: Sendable, Hashable {
    /// A visible item is one of the last `n` items (counted across sections); `n` is 1 or more.
    case items(Int)
    /// The end of the content is at most this many points past the visible area, along the
    /// scrolling axis; finite and not negative.
    case points(CGFloat)

    /// What is wrong with the threshold, or `nil` when it can be used.
    var problem: String? {
        switch self {
        case .items(let count) where count < 1:
            return "a threshold of \(count) items; it counts 1 item or more"
        case .points(let points) where !points.isFinite || points < 0:
            return "a threshold of \(points) points; it is a finite number of points, not negative"
        default:
            return nil
        }
    }
}

/// Calls `onLoadMore` when the user nears the end of a collection view's content — once per
/// batch: it fires again only after the number of items changed (the next page arrived), or after
/// a failed page re-armed it (``reset()``, or an error thrown inside ``loadPage(_:)``).
///
/// ``ListAdapter`` and ``AnyListAdapter`` have one (`onLoadMore`, `loadMoreThreshold`). With a
/// data source, make one and check it from the delegate's `collectionViewDidScroll(_:)` (on iOS,
/// `scrollViewDidScroll(_:)`) and after applying a page:
///
/// ```swift
/// let loadMore = LoadMoreTrigger(threshold: .items(5)) { [weak self] in self?.fetchNextPage() }
/// func collectionViewDidScroll(_ collectionView: any CollectionViewHost) {
///     loadMore.check(collectionView)
/// }
/// ```
@MainActor
public final class LoadMoreTrigger {
    /// How near the end the user must be.
    ///
    /// A threshold that cannot be used — a count below 1, a number of points that is NaN,
    /// infinite or negative — is refused: the trigger keeps the threshold it had (`.items(5)` when
    /// the refused one was given to ``init(threshold:onLoadMore:)``) and reports the refusal
    /// through the collection view's failure channel (``CollectionViewHost/failureHandler``) at
    /// the next ``check(_:)``.
    public var threshold: LoadMoreThreshold {
        didSet {
            guard let problem = threshold.problem else { return }
            refusal = (threshold, problem)
            threshold = oldValue
        }
    }
    /// Called when the user nears the end; load the next page and apply it.
    public var onLoadMore: (() -> Void)?
    /// The number of items when the trigger last fired: it waits for another number.
    private var firedAtItemCount: Int?
    /// A threshold refused since the last check, to report then.
    private var refusal: (threshold: LoadMoreThreshold, problem: String)?

    /// A trigger with a threshold (the last 5 items by default) and what to do.
    public init(threshold: LoadMoreThreshold = .items(5), onLoadMore: (() -> Void)? = nil) {
        // Observers do not run in an initializer: the refusal is made here.
        if let problem = threshold.problem {
            self.threshold = .items(5)
            refusal = (threshold, problem)
        } else {
            self.threshold = threshold
        }
        self.onLoadMore = onLoadMore
    }

    /// Whether the trigger fired for the current batch and waits for the number of items to change.
    package var isWaitingForMoreItems: Bool { firedAtItemCount != nil }
    /// The number of items the trigger last fired at, kept through ``reset()``.
    private var lastFiredItemCount: Int?

    /// Fires `onLoadMore` if the collection view shows the end of its content (within the
    /// threshold) and the trigger has not fired for this number of items yet. A list without
    /// items never fires (its first page is the app's to load).
    ///
    /// - Complexity: O(*s* + *v*) for *s* sections and *v* visible items.
    public func check(_ collectionView: any CollectionViewHost) {
        guard let collectionView = collectionView.hosting(for: "LoadMoreTrigger.check(_:)") else { return }
        check(collectionView, afterUpdate: false)
    }

    /// Checks after an update was shown (a page that does not fill the screen asks for the next
    /// one): unlike a scroll, an update fires only for a number of items it has not fired at yet,
    /// so that a handler that re-arms the trigger and shows the same items (a page that failed and
    /// was shown again) is asked again at the user's next scroll, not in a loop.
    ///
    /// - Complexity: as ``check(_:)``.
    package func checkAfterUpdate(_ collectionView: any CollectionViewHosting) {
        check(collectionView, afterUpdate: true)
    }

    private func check(_ collectionView: any CollectionViewHosting, afterUpdate: Bool) {
        if let (refused, problem) = refusal.take() {
            collectionView.reportFailure(
                CollectionViewError(
                    .invalidCall,
                    "the load-more threshold \(refused) was refused (\(problem)); the trigger keeps \(threshold)"))
        }
        let counts = collectionView.itemCounts
        let total = counts.reduce(0, +)
        if let fired = firedAtItemCount, fired != total { firedAtItemCount = nil }
        // Without a handler nothing fires, and the batch is not spent: a handler set later is asked.
        guard total > 0, firedAtItemCount == nil, let onLoadMore, !(afterUpdate && lastFiredItemCount == total),
            isNearTheEnd(collectionView, counts: counts, total: total)
        else { return }
        firedAtItemCount = total
        lastFiredItemCount = total
        onLoadMore()
    }

    /// Arms the trigger again for the current number of items (after a failed load, say): the
    /// user's next scroll near the end calls ``onLoadMore`` again.
    ///
    /// - Complexity: O(1).
    public func reset() {
        firedAtItemCount = nil
    }

    /// Runs a page load that may fail. An error it throws re-arms the trigger (as ``reset()``
    /// does), so the user's next scroll near the end asks again; a load that returns leaves the
    /// trigger waiting for the number of items to change, as after any page.
    ///
    /// ```swift
    /// trigger.onLoadMore = { Task { await trigger.loadPage { try await model.loadNextPage() } } }
    /// ```
    ///
    /// - Complexity: O(1), besides `load`.
    public func loadPage(_ load: @MainActor () async throws -> Void) async {
        do {
            try await load()
        } catch {
            reset()
        }
    }

    private func isNearTheEnd(_ collectionView: any CollectionViewHosting, counts: [Int], total: Int) -> Bool {
        switch threshold {
        case .items(let count):
            let starts = counts.sectionStarts
            let last = collectionView.indexPathsForVisibleItems.compactMap {
                $0.flatIndex(inSectionsStartingAt: starts, total: total)
            }.max()
            guard let last else { return false }
            return last >= total - count
        case .points(let points):
            // The content still to come past the visible area: the part of the bounds under the
            // adjusted content inset (a tab bar, the home indicator) does not show it.
            let size = collectionView.contentSize, bounds = collectionView.bounds
            let insets = collectionView.directionalAdjustedContentInset
            let scrollDirection = collectionView.layoutScrollDirection
            let remaining: CGFloat
            if scrollDirection == .vertical {
                remaining = size.height - (bounds.maxY - insets.bottom)
            } else if collectionView.layoutEnvironment(scrollDirection: scrollDirection).traitCollection.layoutDirection
                == .rightToLeft
            {
                // A right-to-left horizontal list ends at the left, where the trailing inset is.
                remaining = bounds.minX + insets.trailing
            } else {
                remaining = size.width - (bounds.maxX - insets.trailing)
            }
            return remaining <= points
        }
    }
}
