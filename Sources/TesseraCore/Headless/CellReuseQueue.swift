import Foundation

/// The cells waiting for reuse under one reuse identifier of a ``HeadlessCollectionView``: a
/// reference, so that the view keeps the queue it dequeued from last at hand, and a list that
/// dequeues and retires cells of one identifier hashes it once, not at every cell.
@MainActor
final class CellReuseQueue {
    // The cells are changed in place only by the standard library's `append` and `popLast` (and
    // counted): neither runs code of the app's (no cell is released while the list changes, no
    // closure is called), so no two accesses can overlap and the run-time exclusivity check is
    // not made.

    /// The cells, the next to be reused last.
    @exclusivity(unchecked) var cells: [HeadlessCell] = []
}
