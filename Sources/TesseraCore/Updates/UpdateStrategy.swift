import Foundation

/// How an update reaches the collection view. Mirrors Epoxy's `UpdateStrategy`.
package enum UpdateStrategy: Sendable, Hashable {
    /// One `performBatchUpdates` call, animated: cells follow their items.
    case animatedBatchUpdates
    /// The same batch update without animation (`UIView.performWithoutAnimation`), keeping the
    /// cells of unchanged items (UIKit's `apply(_:animatingDifferences: false)` since iOS 15).
    case nonanimatedBatchUpdates
    /// `reloadData()`: every cell is asked for again at the next layout pass.
    case reloadData
}

/// Why an update is shown with `reloadData()` rather than batch updates.
package enum ReloadReason: Sendable, Hashable {
    /// The caller asked for a reload (`applySnapshotUsingReloadData`, `needsRedraw`).
    case requested
    /// Nothing was shown yet: the collection view may not have loaded its counts, and a batch
    /// update issued before it has is invalid (UIKit loads them lazily).
    case firstUpdate
    /// The collection view's layout cannot be solved: it has no attributes for the items a batch
    /// update would animate.
    case layoutError
    /// The collection view's counts do not match what the data owner showed (something else
    /// changed it): the batch update would be invalid. Reported as a failure, with UIKit's reason.
    case invalidUpdate(String)
}

/// Why an update the caller wanted animated is performed without animation.
package enum AnimationSuppressionReason: Sendable, Hashable {
    /// The collection view is not in a window: there is nothing to see animate. As UIKit's diffable
    /// data source does off screen, the difference is still performed as batch updates, so that
    /// the cells, their measured sizes and the scroll position stay (spec B11, S8).
    case notInWindow
    /// The collection view has no area: nothing is visible to animate.
    case emptyBounds
}

/// The decision of one update: how it reaches the collection view, and why when it reloads.
/// Tessera makes it in one place, `UpdatePlan.init(update:animated:reloadRequested:isFirstUpdate:isInWindow:boundsSize:hasLayoutError:hostItemCounts:newItemCounts:validatedItemCountsBefore:)`,
/// for every data owner and every host.
package struct UpdatePlan: Sendable, Hashable {
    /// How the update is performed; `nil` when there is nothing to show (an empty update).
    package var strategy: UpdateStrategy?
    /// Why the update reloads, when it does.
    package var reloadReason: ReloadReason?
    /// Why an update asked to animate does not, when it does not.
    package var animationSuppressionReason: AnimationSuppressionReason?

    /// Decides how to show an update.
    ///
    /// - Parameters:
    ///   - update: The difference between what is shown and the new state.
    ///   - animated: Whether the caller wants the change animated.
    ///   - reloadRequested: Whether the caller asked for a reload.
    ///   - isFirstUpdate: Whether this owner has shown nothing on this host yet.
    ///   - isInWindow: Whether the host is in a window: off screen, batch updates are not animated.
    ///   - boundsSize: The host's bounds size: without area, batch updates are not animated.
    ///   - hasLayoutError: Whether the host's layout cannot be solved.
    ///   - hostItemCounts: The counts the host shows (it loads them if it has not).
    ///   - newItemCounts: The counts after the update.
    ///   - validatedItemCountsBefore: The counts before the update that it was already validated
    ///     against, to `newItemCounts` (a background diff validates its update on its task): when
    ///     they are the host's, the update is not validated again.
    ///
    /// - Complexity: O(*n* + *m* + *k*) for *n* items before, *m* after and *k* changes (the
    ///   update is validated against the host's counts); O(*s*) for *s* sections when it was
    ///   validated against them already.
    package init(
        update: BatchUpdate, animated: Bool, reloadRequested: Bool, isFirstUpdate: Bool, isInWindow: Bool,
        boundsSize: CGSize, hasLayoutError: Bool = false, hostItemCounts: [Int], newItemCounts: [Int],
        validatedItemCountsBefore: [Int]? = nil
    ) {
        var mapping: BatchUpdateMapping?
        self.init(
            update: update, animated: animated, reloadRequested: reloadRequested, isFirstUpdate: isFirstUpdate,
            isInWindow: isInWindow, boundsSize: boundsSize, hasLayoutError: hasLayoutError,
            hostItemCounts: hostItemCounts, newItemCounts: newItemCounts,
            validatedItemCountsBefore: validatedItemCountsBefore, mapping: &mapping)
    }

    /// Decides how to show an update, as ``init(update:animated:reloadRequested:isFirstUpdate:isInWindow:boundsSize:hasLayoutError:hostItemCounts:newItemCounts:validatedItemCountsBefore:)``
    /// does, and sets `mapping` to the update's mapping from `hostItemCounts` to `newItemCounts`
    /// when it validated the update (for the host, which validates it again as UIKit does: it
    /// takes the mapping instead of making it twice).
    package init(
        update: borrowing BatchUpdate, animated: Bool, reloadRequested: Bool, isFirstUpdate: Bool, isInWindow: Bool,
        boundsSize: CGSize, hasLayoutError: Bool, hostItemCounts: borrowing [Int], newItemCounts: borrowing [Int],
        validatedItemCountsBefore: [Int]?, mapping: inout BatchUpdateMapping?
    ) {
        var suppression: AnimationSuppressionReason?
        if !isInWindow {
            suppression = .notInWindow
        } else if !(boundsSize.width > 0 && boundsSize.height > 0) {
            suppression = .emptyBounds
        }
        let batch: UpdateStrategy = animated && suppression == nil ? .animatedBatchUpdates : .nonanimatedBatchUpdates
        if reloadRequested {
            self.init(.reloadData, .requested)
        } else if isFirstUpdate {
            self.init(.reloadData, .firstUpdate)
        } else if update.isEmpty && hostItemCounts == newItemCounts {
            self.init(nil, nil)
        } else if hasLayoutError {
            self.init(.reloadData, .layoutError)
        } else if let validated = validatedItemCountsBefore, validated == hostItemCounts {
            self.init(batch, nil)
        } else {
            do {
                mapping = try update.mapping(itemCountsBefore: hostItemCounts, itemCountsAfter: newItemCounts)
                self.init(batch, nil)
            } catch {
                self.init(.reloadData, .invalidUpdate(error.reason))
            }
        }
        if strategy == .nonanimatedBatchUpdates && animated { animationSuppressionReason = suppression }
    }

    private init(_ strategy: UpdateStrategy?, _ reason: ReloadReason?) {
        self.strategy = strategy
        self.reloadReason = reason
    }
}
