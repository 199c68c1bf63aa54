import Foundation

// MARK: - Shown items

extension ListAdapterCore {
    /// The shown items become those of a state handed to the update path, through the changes of
    /// the states handed before it (an update that took the place of others shows them all).
    ///
    /// - Complexity: O(*c*) for the *c* items the changes carry.
    func showStates(through state: Int) {
        while let change = statesToShow.first, change.state <= state {
            statesToShow.removeFirst()
            shownItems.removeSubrange(min(change.prefix, shownItems.count)...)
            shownItems.append(contentsOf: change.tail)
            shownSectionStarts = change.sectionStarts
        }
    }
}
