import Foundation

/// Places waterfall items in the shortest column: the loop behind `WaterfallSolution`'s solves,
/// kept apart so that it runs on pointers to the items' tables and on cursors that stay in
/// registers where they can.
///
/// Each column is followed by a ``Cursor``: the top and extent of its last block of 512 items, the
/// top of its next item and its number of items. An item's offset is its column's last extent (0
/// when it starts a block), its extent `offset + height + interItemSpacing`, and its column's next
/// top `blockTop + extent`: the same sums, in the same order, as the updates of measured heights,
/// so that updated and re-placed tops are the same bits.
struct WaterfallPlacement {
    /// Where a column's next item goes.
    struct Cursor {
        /// The top of the column's last block (0 for an empty column).
        var blockTop: CGFloat = 0
        /// How far below its block's top the column's next item starts.
        var extent: CGFloat = 0
        /// The top of the column's next item: `blockTop + extent`.
        var next: CGFloat = 0
        /// The number of items in the column.
        var count = 0
    }

    let interItemSpacing: CGFloat
    /// The top of each block of each column.
    var blockTops: [[CGFloat]]
    /// How far below its top each block of each column ends (written when a block is closed).
    var blockExtents: [[CGFloat]]

    // MARK: Placing

    /// Writes the column, position in its column and offset in its block of each item of `range`
    /// (the tables may be uninitialized there), appending the blocks the items start.
    ///
    /// Generic over where the cursors are, so that the loop is specialized for two columns, whose
    /// cursors stay in registers: choosing the column, then following it, is a chain of
    /// dependent steps from one item to the next, and a round trip through memory at each step
    /// would double it. For the same reason the loop calls nothing but the rare start of a
    /// block (around a call, the registers are saved to memory).
    ///
    /// - Complexity: O(`range.count` × *c*) for *c* columns.
    mutating func place<Cursors: WaterfallColumnCursors>(
        _ range: Range<Int>, heights: UnsafeBufferPointer<CGFloat>, cursors: inout Cursors,
        offsets: UnsafeMutableBufferPointer<CGFloat>, positions: UnsafeMutableBufferPointer<Int32>,
        columns: UnsafeMutableBufferPointer<Int32>
    ) {
        let interItemSpacing = self.interItemSpacing
        for index in range {
            let height = heights[index]
            let shortest = cursors.shortest()
            var cursor = cursors[shortest]
            let position = cursor.count
            var offset = cursor.extent
            if position & WaterfallSolution.blockMask == 0 {
                startBlock(inColumn: shortest, at: position, top: cursor.next, closing: cursor.extent)
                cursor.blockTop = cursor.next
                offset = 0
            }
            offsets[index] = offset
            positions[index] = Int32(truncatingIfNeeded: position)
            columns[index] = Int32(truncatingIfNeeded: shortest)
            cursor.count = position + 1
            cursor.extent = offset + height + interItemSpacing
            cursor.next = cursor.blockTop + cursor.extent
            cursors[shortest] = cursor
        }
    }

    /// Closes a column's last block, recording its extent, and starts a new one at `top`. Kept
    /// out of the loop (one call in 512), with the cursor passed by value, so that the loop's
    /// cursors stay in registers.
    @inline(never)
    private mutating func startBlock(inColumn column: Int, at position: Int, top: CGFloat, closing extent: CGFloat) {
        if position > 0 { blockExtents[column][blockExtents[column].count - 1] = extent }
        blockTops[column].append(top)
        blockExtents[column].append(0)
    }

    // MARK: Listing

    /// Appends the items of `range` to their columns' lists, after `place` gave them their
    /// columns: each list grows once, and the passes write every index and advance past the ones
    /// in their column, without a branch to mispredict (two columns in one pass, more a column
    /// at a time).
    ///
    /// - Parameter counts: the number of items each column holds after the appends.
    /// - Complexity: O(`range.count` × *c*) for *c* columns.
    static func appendItems(
        _ range: Range<Int>, columns: UnsafeBufferPointer<Int32>, counts: [Int], to columnItems: inout [[Int32]]
    ) {
        let added = columnItems.indices.map { counts[$0] - columnItems[$0].count }
        if columnItems.count == 2 {
            var trailing: [Int32] = []
            let leading = [Int32](unsafeUninitializedCapacity: added[0] + 1) { leading, leadingCount in
                trailing = [Int32](unsafeUninitializedCapacity: added[1] + 1) { trailing, trailingCount in
                    var leadingNext = 0, trailingNext = 0
                    for index in range {
                        leading[leadingNext] = Int32(truncatingIfNeeded: index)
                        trailing[trailingNext] = Int32(truncatingIfNeeded: index)
                        let column = Int(columns[index])
                        leadingNext &+= 1 &- column
                        trailingNext &+= column
                    }
                    trailingCount = added[1]
                }
                leadingCount = added[0]
            }
            append(leading, to: &columnItems[0])
            append(trailing, to: &columnItems[1])
            return
        }
        for column in columnItems.indices where added[column] > 0 {
            let items = [Int32](unsafeUninitializedCapacity: added[column] + 1) { items, initialized in
                var next = 0
                let wanted = Int32(column)
                for index in range {
                    items[next] = Int32(truncatingIfNeeded: index)
                    // 1 when the item is in the column, else 0, by arithmetic (a comparison
                    // would be compiled to a branch that mispredicts half the time).
                    let difference = Int(columns[index] ^ wanted)
                    next &+= 1 &+ ((difference | (0 &- difference)) >> (Int.bitWidth - 1))
                }
                initialized = added[column]
            }
            append(items, to: &columnItems[column])
        }
    }

    /// Appends `items` to a list, taking the array itself when the list is empty.
    private static func append(_ items: [Int32], to list: inout [Int32]) {
        if list.isEmpty { list = items } else { list.append(contentsOf: items) }
    }
}
