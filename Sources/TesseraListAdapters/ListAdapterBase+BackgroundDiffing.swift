import Foundation
@_spi(Testing) import TesseraCore

// MARK: - Diffing off the main actor

extension ListAdapterBase {
    /// Makes an edit whose update is diffed off the main actor (through the updater's background
    /// path), and returns once it is shown: `true` unless its animation was interrupted, and at
    /// once when the edit changes nothing the collection view shows (a refused edit, or an
    /// adapter that is not set up).
    func showingInBackground(_ edit: () -> Void) async -> Bool {
        await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            awaitingCaller = { continuation.resume(returning: $0) }
            edit()
            if let unused = awaitingCaller {
                awaitingCaller = nil
                unused(true)
            }
        }
    }

    /// Replaces the items with sections of items, like `reload(sections:needsRedraw:)`, with
    /// the diff computed off the main actor; returns once the new items are shown (`true` unless
    /// the animation was interrupted).
    ///
    /// The adapter's own state changes at once, as with the synchronous edit: `adapter.items`,
    /// `count` and the slices read the new items when the call starts, and the collection view
    /// switches to them inside the update. Edits made while the diff runs coalesce as
    /// `CollectionViewUpdater.apply(_:animatingDifferences:layout:commit:difference:)` describes:
    /// a later `async` edit replaces a waiting one, a later synchronous edit supersedes both; the
    /// collection view always reaches the latest state. With `needsRedraw`, the collection view
    /// reloads (there is nothing to diff).
    ///
    /// ```swift
    /// Task {
    ///     let page = try await api.feed()
    ///     await adapter.reload(sections: [page.pinned, page.posts])
    /// }
    /// ```
    ///
    /// - Complexity: O(*n* + *m*) on the main actor to match identities, for *n* old and *m* new
    ///   items; the diff, also O(*n* + *m*), runs off it.
    @discardableResult
    public func reload(sections: [[Model]], needsRedraw: Bool = false) async -> Bool {
        await showingInBackground { self.reload(sections: sections, needsRedraw: needsRedraw) }
    }
}
