import Foundation

/// The cells waiting for reuse under one reuse identifier of a ``HeadlessCollectionView``: a
/// reference, so that the view keeps the queue it dequeued from last at hand, and a list that
/// dequeues and retires cells of one identifier hashes it once, not at every cell.
@MainActor
final class CellReuseQueue {
    /// The cells, the next to be reused last.
    var cells: [HeadlessCell] = []
}
