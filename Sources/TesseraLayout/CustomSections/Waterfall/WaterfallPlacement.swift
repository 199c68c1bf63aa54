import Foundation

/// Places waterfall items in the shortest column: the loops behind `WaterfallSolution`'s solves,
/// kept apart so that they run on pointers to the items' tables and on cursors that stay in
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
    /// The items of each column, in order; the placement appends the items it places.
    var columnItems: [[Int32]]

    // MARK: Two columns

    /// Places the items of `range` in two columns: writes their entries in `tables` (which may be
    /// uninitialized there), appends them to their columns' lists and appends the blocks they
    /// start; notes on the way whether every height is finite and greater than 0 (the loop has
    /// time for it while it waits on its chain, which a branch per item in the heights' own loop
    /// has not).
    ///
    /// One pass over the items does it all, with the cursors in registers (choosing the column,
    /// then following it, is a chain of dependent steps from one item to the next, and a round
    /// trip through memory at each step would double it). The lists grow by chunks written in
    /// the same pass (``ColumnListChunk``): a chunk that fills ends the pass early, and the next
    /// goes on from the item that did not fit.
    ///
    /// - Returns: whether every height placed is finite and greater than 0.
    /// - Complexity: O(`range.count`).
    mutating func placeInTwoColumns(
        _ range: Range<Int>, heights: UnsafeBufferPointer<CGFloat>, cursors: inout TwoColumnCursors,
        tables: WaterfallItemTables
    ) -> Bool {
        var allFinitePositive = true
        var start = range.lowerBound
        while start < range.upperBound {
            let remaining = range.upperBound - start
            let leadingBase = cursors.leading.count, trailingBase = cursors.trailing.count
            var trailingItems: [Int32] = []
            let leadingCapacity = ColumnListChunk.capacity(from: leadingBase, remaining: remaining)
            let trailingCapacity = ColumnListChunk.capacity(from: trailingBase, remaining: remaining)
            let leadingItems = [Int32](unsafeUninitializedCapacity: leadingCapacity) { leading, leadingCount in
                trailingItems = [Int32](unsafeUninitializedCapacity: trailingCapacity) { trailing, trailingCount in
                    start = placeInTwoColumns(
                        start..<range.upperBound, heights: heights, cursors: &cursors, tables: tables,
                        leadingList: ColumnListChunk(items: leading), trailingList: ColumnListChunk(items: trailing),
                        allFinitePositive: &allFinitePositive)
                    trailingCount = cursors.trailing.count - trailingBase
                }
                leadingCount = cursors.leading.count - leadingBase
            }
            Self.append(leadingItems, to: &columnItems[0])
            Self.append(trailingItems, to: &columnItems[1])
        }
        return allFinitePositive
    }

    /// Places items from `range`'s start until the range ends or a list's chunk is full, and
    /// clears `allFinitePositive` if a height it placed is not finite and greater than 0.
    ///
    /// Kept out of line, so that its values have the registers to themselves.
    ///
    /// - Returns: the first item not placed (`range.upperBound` when all are).
    /// - Complexity: O(`range.count`).
    @inline(never)
    private mutating func placeInTwoColumns(
        _ range: Range<Int>, heights: UnsafeBufferPointer<CGFloat>, cursors: inout TwoColumnCursors,
        tables: WaterfallItemTables, leadingList: ColumnListChunk, trailingList: ColumnListChunk,
        allFinitePositive: inout Bool
    ) -> Int {
        // Everything the loop reads, in values: a read through `self` or `tables` would be done
        // again after every store. Each list is written through a pointer to its next slot.
        let spacing = interItemSpacing
        let offsets = tables.offsets, positions = tables.positions, columns = tables.columns
        guard var leadingSlot = leadingList.items.baseAddress, var trailingSlot = trailingList.items.baseAddress
        else { preconditionFailure("a list's chunk has room for a block at least (ColumnListChunk.capacity)") }
        var leading = cursors.leading, trailing = cursors.trailing
        // The heights' check, without a branch and in one register: the largest bit pattern less
        // one (see `WaterfallSectionLayout.ItemHeight.isFinitePositive`).
        var largestBitsLessOne: UInt = 0
        defer {
            cursors = TwoColumnCursors(leading: leading, trailing: trailing)
            if largestBitsLessOne >= CGFloat.greatestFiniteMagnitude.bitPattern { allFinitePositive = false }
        }
        for index in range {
            largestBitsLessOne = max(largestBitsLessOne, heights[index].bitPattern &- 1)
            // The shortest column, ties to the leading one; a call for each, so that each is
            // inlined with its own cursor and constants.
            let placed =
                trailing.next < leading.next
                ? place(
                    index, height: heights[index], spacing: spacing, inColumn: 1, cursor: &trailing,
                    slot: &trailingSlot, list: trailingList, offsets: offsets, positions: positions, columns: columns)
                : place(
                    index, height: heights[index], spacing: spacing, inColumn: 0, cursor: &leading,
                    slot: &leadingSlot, list: leadingList, offsets: offsets, positions: positions, columns: columns)
            guard placed else { return index }
        }
        return range.upperBound
    }

    /// Places one item at the bottom of a column, unless it starts a block that its list's chunk
    /// has no room for.
    ///
    /// - Returns: whether the item was placed.
    @inline(__always)
    private mutating func place(
        _ index: Int, height: CGFloat, spacing: CGFloat, inColumn column: Int, cursor: inout Cursor,
        slot: inout UnsafeMutablePointer<Int32>, list: ColumnListChunk, offsets: UnsafeMutableBufferPointer<CGFloat>,
        positions: UnsafeMutableBufferPointer<Int32>, columns: UnsafeMutableBufferPointer<Int32>
    ) -> Bool {
        let position = cursor.count
        var offset = cursor.extent
        if position & WaterfallSolution.blockMask == 0 {
            guard list.hasRoom(forBlockAt: slot) else { return false }
            startBlock(inColumn: column, at: position, top: cursor.next, closing: cursor.extent)
            cursor.blockTop = cursor.next
            offset = 0
        }
        offsets[index] = offset
        positions[index] = Int32(truncatingIfNeeded: position)
        columns[index] = Int32(truncatingIfNeeded: column)
        slot.pointee = Int32(truncatingIfNeeded: index)
        slot += 1
        cursor.count = position &+ 1
        cursor.extent = offset + height + spacing
        cursor.next = cursor.blockTop + cursor.extent
        return true
    }

    // MARK: Any number of columns

    /// Places the items of `range` in any number of columns, with the cursors in memory and the
    /// columns in a heap by where their next item starts: writes their entries in `tables` (which
    /// may be uninitialized there), appends the blocks they start, then appends them to their
    /// columns' lists.
    ///
    /// - Returns: whether every height placed is finite and greater than 0.
    /// - Complexity: O(`range.count` × log *c* + *c*) for *c* columns.
    mutating func place(
        _ range: Range<Int>, heights: UnsafeBufferPointer<CGFloat>, cursors: consuming ColumnCursorBuffer,
        tables: WaterfallItemTables
    ) -> Bool {
        let interItemSpacing = self.interItemSpacing
        var invalid = 0
        for index in range {
            let height = heights[index]
            invalid |= WaterfallSectionLayout.ItemHeight.isFinitePositive(height) ? 0 : 1
            let shortest = cursors.shortest()
            var cursor = cursors[shortest]
            let position = cursor.count
            var offset = cursor.extent
            if position & WaterfallSolution.blockMask == 0 {
                startBlock(inColumn: shortest, at: position, top: cursor.next, closing: cursor.extent)
                cursor.blockTop = cursor.next
                offset = 0
            }
            tables.offsets[index] = offset
            tables.positions[index] = Int32(truncatingIfNeeded: position)
            tables.columns[index] = Int32(truncatingIfNeeded: shortest)
            cursor.count = position + 1
            cursor.extent = offset + height + interItemSpacing
            cursor.next = cursor.blockTop + cursor.extent
            cursors[shortest] = cursor
            cursors.shortestMoved()
        }
        appendItems(range, columns: UnsafeBufferPointer(tables.columns), counts: cursors.cursors.map(\.count))
        return invalid == 0
    }

    /// Appends the items of `range` to their columns' lists, after `place` gave them their
    /// columns: the items are grouped by column in one buffer (each column's part starting where
    /// the ones before it end), in one pass, then each list grows once.
    ///
    /// - Parameter counts: the number of items each column holds after the appends.
    /// - Complexity: O(`range.count` + *c*) for *c* columns.
    private mutating func appendItems(_ range: Range<Int>, columns: UnsafeBufferPointer<Int32>, counts: [Int]) {
        var starts = [Int](filling: 0, count: columnItems.count + 1)
        for column in columnItems.indices {
            starts[column + 1] = starts[column] + (counts[column] - columnItems[column].count)
        }
        let grouped = [Int32](unsafeUninitializedCapacity: range.count) { grouped, initialized in
            var next = starts
            for index in range {
                let column = Int(columns[index])
                grouped[next[column]] = Int32(truncatingIfNeeded: index)
                next[column] += 1
            }
            initialized = range.count
        }
        for column in columnItems.indices where starts[column + 1] > starts[column] {
            Self.append(grouped[starts[column]..<starts[column + 1]], to: &columnItems[column])
        }
    }

    // MARK: Blocks and lists

    /// Closes a column's last block, recording its extent, and starts a new one at `top`. Kept
    /// out of the loops (one call in 512), with the cursor passed by value, so that the loops'
    /// cursors stay in registers.
    @inline(never)
    private mutating func startBlock(inColumn column: Int, at position: Int, top: CGFloat, closing extent: CGFloat) {
        if position > 0 { blockExtents[column][blockExtents[column].count - 1] = extent }
        blockTops[column].append(top)
        blockExtents[column].append(0)
    }

    /// Appends `items` to a list, taking them as its storage when the list is empty (an array
    /// itself, without a copy).
    private static func append<Items: Collection<Int32>>(_ items: Items, to list: inout [Int32]) {
        if list.isEmpty { list = Array(items) } else { list.append(contentsOf: items) }
    }
}
