import Foundation

/// Room for the next items of a column's list while a two-column placement writes them, one slot
/// after the other.
struct ColumnListChunk {
    let items: UnsafeMutableBufferPointer<Int32>

    /// The capacity of a chunk that starts at `position` of a list and leaves room for the rest
    /// of that position's block, for half of `remaining` items rounded up to whole blocks and for
    /// one block more: in a two-column waterfall each column takes about half the items, and a
    /// column that takes more fills its chunk and has the placement start new ones (each
    /// placing at least half of what remained, so there are O(log *n*) of them).
    ///
    /// - Complexity: O(1).
    static func capacity(from position: Int, remaining: Int) -> Int {
        let restOfBlock =
            (WaterfallSolution.blockSize - (position & WaterfallSolution.blockMask))
            & WaterfallSolution.blockMask
        return restOfBlock + ((remaining / 2 + WaterfallSolution.blockMask) & ~WaterfallSolution.blockMask)
            + WaterfallSolution.blockSize
    }

    /// Whether a block whose first item goes to `slot` fits in the chunk whole (checked once a
    /// block, so that the items in between need no check).
    func hasRoom(forBlockAt slot: UnsafeMutablePointer<Int32>) -> Bool {
        guard let start = items.baseAddress else { return false }
        return start.distance(to: slot) + WaterfallSolution.blockSize <= items.count
    }
}
