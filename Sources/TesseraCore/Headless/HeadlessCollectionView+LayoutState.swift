import Foundation

// MARK: - The layout state

extension HeadlessCollectionView {
    /// The layout, its solution and the sizes views measured themselves at (they follow their
    /// items through updates), read and changed where its box stores it. Each change is counted
    /// in ``layoutStateChanges``: what was read from the state holds while the count stays.
    var layoutState: HostLayoutState {
        _read { yield layoutStateBox.state }
        _modify {
            // Counted also when the change ends with an error.
            defer { layoutStateChanges &+= 1 }
            yield &layoutStateBox.state
        }
    }
}

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
            // The state is changed in its box, taken out of the view meanwhile: the box is swapped,
            // not the state (about 1.2 KB, copied in and out each way by a swap).
            let changing = layoutStateBox
            let interim: LayoutStateBox
            if let spare = changing.interim {
                changing.interim = nil
                spare.state.layout = changing.state.layout
                interim = spare
            } else {
                interim = LayoutStateBox(HostLayoutState(layout: changing.state.layout))
            }
            layoutStateBox = interim
            isChangingLayoutState = true
            let changesBefore = layoutStateChanges
            // Put back whether `body` returns or throws: the view keeps the state as `body` left it.
            defer {
                isChangingLayoutState = false
                layoutStateBox = changing
                // Every change of the interim state went through ``layoutState``, which counts it:
                // none was made, the interim state is as it was made, and serves the next change.
                if layoutStateChanges == changesBefore { changing.interim = interim }
                layoutStateChanges &+= 1
            }
            do throws(Failure) {
                return .success(try body(&changing.state))
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
