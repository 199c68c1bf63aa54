import Foundation

// MARK: - Changing the layout state while app code runs

extension HeadlessCollectionView {
    /// Changes the layout state with `body`, which may run the app's layout code: a section
    /// provider, a custom group's item provider, a custom section layout, a visible-items handler.
    /// That code runs as a callback under the re-entrancy rule (docs/Reliability.md): the view is
    /// busy, so an apply made from it waits until the change is over; a new layout, an orthogonal
    /// scroll or a batch update asked for meanwhile waits too (``deferredWhileChangingLayoutState(_:)``);
    /// and the view's queries made meanwhile answer as a view between two solutions does, with no
    /// solution, instead of reaching the state being changed.
    ///
    /// - Complexity: O(1) besides `body`.
    func changeLayoutState<Result, Failure: Error>(
        _ body: (inout HostLayoutState) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        // Nested in a change under way, which holds the state: `body` finds no solution to change.
        guard !isChangingLayoutState else { return try body(&layoutState) }
        let result: Swift.Result<Result, Failure> = hostContext.whileBusy {
            var state = HostLayoutState(layout: layoutState.layout)
            swap(&state, &layoutState)
            isChangingLayoutState = true
            defer {
                isChangingLayoutState = false
                swap(&state, &layoutState)
            }
            do throws(Failure) {
                return .success(try body(&state))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Defers `action` until the layout state's change is over when one is under way
    /// (``changeLayoutState(_:)``); returns whether it did.
    func deferredWhileChangingLayoutState(_ action: @escaping @MainActor (HeadlessCollectionView) -> Void) -> Bool {
        guard isChangingLayoutState else { return false }
        performAfterLayoutPass { [weak self] in
            if let self { action(self) }
        }
        return true
    }
}
