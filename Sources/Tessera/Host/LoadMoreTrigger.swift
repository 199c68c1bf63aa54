import Foundation

/// How near the end of the content "near the end" is, for ``LoadMoreTrigger``.
public enum LoadMoreThreshold: Sendable, Hashable {
    /// A visible item is one of the last `n` items (counted across sections).
    case items(Int)
    /// The end of the content is at most this many points past the visible area, along the
    /// scrolling axis.
    case points(CGFloat)
}

/// Calls `onLoadMore` when the user nears the end of a collection view's content — once per
/// batch: it fires again only after the number of items changed (the next page arrived).
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
    public var threshold: LoadMoreThreshold
    /// Called when the user nears the end; load the next page and apply it.
    public var onLoadMore: (() -> Void)?
    /// The number of items when the trigger last fired: it waits for another number.
    private var firedAtItemCount: Int?

    /// A trigger with a threshold (the last 5 items by default) and what to do.
    public init(threshold: LoadMoreThreshold = .items(5), onLoadMore: (() -> Void)? = nil) {
        self.threshold = threshold
        self.onLoadMore = onLoadMore
    }

    /// Whether the trigger fired for the current batch and waits for the number of items to change.
    public var isWaitingForMoreItems: Bool { firedAtItemCount != nil }

    /// Fires `onLoadMore` if the collection view shows the end of its content (within the
    /// threshold) and the trigger has not fired for this number of items yet. A list without
    /// items never fires (its first page is the app's to load).
    ///
    /// - Complexity: O(*s* + *v*) for *s* sections and *v* visible items.
    public func check(_ collectionView: any CollectionViewHost) {
        let counts = collectionView.itemCounts
        let total = counts.reduce(0, +)
        if let fired = firedAtItemCount, fired != total { firedAtItemCount = nil }
        guard total > 0, firedAtItemCount == nil, isNearTheEnd(collectionView, counts: counts, total: total) else {
            return
        }
        firedAtItemCount = total
        onLoadMore?()
    }

    /// Arms the trigger again for the current number of items (after a failed load, say).
    public func reset() {
        firedAtItemCount = nil
    }

    private func isNearTheEnd(_ collectionView: any CollectionViewHost, counts: [Int], total: Int) -> Bool {
        switch threshold {
        case .items(let count):
            let starts = counts.sectionStarts
            let last = collectionView.indexPathsForVisibleItems.compactMap { indexPath -> Int? in
                guard indexPath.count == 2, starts.indices.contains(indexPath.sectionIndex) else { return nil }
                return starts[indexPath.sectionIndex] + indexPath.itemIndex
            }.max()
            guard let last else { return false }
            return last >= total - max(count, 1)
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
            return remaining <= max(points, 0)
        }
    }
}
