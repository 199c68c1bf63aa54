import Foundation

/// The solved items of a ``WaterfallSectionLayout``: each item's column and vertical position,
/// with the items of each column in order for range queries.
///
/// Each column's items are kept in blocks of 512: an item's top is its block's top plus its
/// offset in the block. A measured height changes the offsets after it in its block and the tops
/// of the later blocks of its column, O(√*n*) rather than the *n* tops below it; the arithmetic
/// is the same whether a solution is updated or solved from scratch, so both give the same bits.
public struct WaterfallSolution: Sendable {
    /// The number of columns.
    package let columnCount: Int
    /// The width of every column.
    package let columnWidth: CGFloat
    let columnSpacing: CGFloat
    let interItemSpacing: CGFloat
    /// Which heights choose the columns of self-sizing items.
    package let columnBalancing: WaterfallSectionLayout.ColumnBalancing
    /// Each item's height (measured where measured).
    private var heights: [CGFloat]
    /// The kind of each item's height: estimated heights (and estimates shared by siblings) size
    /// themselves, and measured sizes replace them.
    private let kinds: [LayoutDimension.Kind]
    /// Each item's column, and its position in the column's list.
    private var columns: [Int32]
    private var positions: [Int32]
    /// Each item's top, from the top of its block.
    private var offsets: [CGFloat]
    /// The items of each column, in order (so tops and bottoms increase along each list).
    private var columnItems: [[Int32]]
    /// The top of each block of each column: block `b` holds positions `b << blockShift ..<`
    /// `(b + 1) << blockShift` of the column's list.
    private var blockTops: [[CGFloat]]
    /// How far below its top each block of each column ends, with the spacing after it (where
    /// the next block starts): kept beside the tops so that moving the blocks below a measured
    /// item reads two short arrays instead of the items' tables.
    private var blockExtents: [[CGFloat]]

    /// 512 items a block: one measurement in a million-item, two-column waterfall updates at
    /// most 511 offsets and 977 block tops.
    static let blockShift = 9
    static let blockSize = 1 << blockShift
    static let blockMask = blockSize - 1

    init(
        columnCount: Int, columnWidth: CGFloat, columnSpacing: CGFloat, interItemSpacing: CGFloat,
        balancing: WaterfallSectionLayout.ColumnBalancing, heights: [CGFloat], kinds: [LayoutDimension.Kind]
    ) {
        self.columnCount = columnCount
        self.columnWidth = columnWidth
        self.columnSpacing = columnSpacing
        self.interItemSpacing = interItemSpacing
        self.columnBalancing = balancing
        self.heights = heights
        self.kinds = kinds
        // Written when the items are placed.
        columns = []
        positions = []
        offsets = []
        columnItems = [[Int32]](filling: [], count: columnCount)
        blockTops = [[CGFloat]](filling: [], count: columnCount)
        blockExtents = [[CGFloat]](filling: [], count: columnCount)
    }

    // MARK: Reading

    /// The column an item is in (0 is the leading column).
    ///
    /// - Complexity: O(1).
    package func column(ofItem index: Int) -> Int { Int(columns[index]) }

    /// The leading edge of a column, from the section content's leading edge.
    func minX(ofColumn column: Int) -> CGFloat {
        CGFloat(column) * (columnWidth + columnSpacing)
    }

    /// The top of the item at `position` of a column's list.
    private func top(atPosition position: Int, inColumn column: Int) -> CGFloat {
        blockTops[column][position >> Self.blockShift] + offsets[Int(columnItems[column][position])]
    }

    /// An item's frame relative to the section's content.
    func frame(ofItem index: Int) -> CGRect {
        let column = Int(columns[index])
        return CGRect(
            x: minX(ofColumn: column), y: top(atPosition: Int(positions[index]), inColumn: column),
            width: columnWidth, height: heights[index])
    }

    /// How far below an item's block top the next item of its column starts.
    private func offsetAfter(_ item: Int32) -> CGFloat {
        offsets[Int(item)] + heights[Int(item)] + interItemSpacing
    }

    /// The bottom of a column's last item (0 for an empty column).
    private func bottom(ofColumn column: Int) -> CGFloat {
        guard let last = columnItems[column].last else { return 0 }
        return top(atPosition: columnItems[column].count - 1, inColumn: column) + heights[Int(last)]
    }

    // MARK: Placing

    /// Places every item, with the sizes cells measured so far (others keep their heights).
    ///
    /// The heights are checked on the way: the placement notes whether any is not finite and
    /// greater than 0, without a branch per item, and only then are they searched for the item at
    /// fault. Where measured heights replace estimates before the items are placed
    /// (``WaterfallSectionLayout/ColumnBalancing/measuredHeights``), the heights given are
    /// searched first instead.
    ///
    /// - Returns: the first item, with its dimension, whose height as given (before any
    ///   measurement) is not finite and greater than 0 (fractions, resolved already, are not
    ///   counted); the solution is then not usable.
    /// - Complexity: O(*n* log *c* + *c*) for *n* items and *c* columns.
    mutating func placeAll(measuredItemSizes: [Int: CGSize]) -> (item: Int, dimension: LayoutDimension)? {
        switch columnBalancing {
        case .estimatedHeights:
            if !place(from: 0), let invalid = firstInvalidHeight() { return invalid }
            var measuredColumns = Set<Int>()
            for (item, size) in measuredItemSizes where recordMeasuredHeight(size.height, at: item) {
                measuredColumns.insert(Int(columns[item]))
            }
            for column in measuredColumns {
                updateOffsets(ofColumn: column, at: 0..<columnItems[column].count)
                for block in blockExtents[column].indices { updateExtent(ofBlock: block, inColumn: column) }
                updateBlockTops(ofColumn: column, from: 1)
            }
        case .measuredHeights:
            if measuredItemSizes.isEmpty {
                if !place(from: 0), let invalid = firstInvalidHeight() { return invalid }
            } else {
                if let invalid = firstInvalidHeight() { return invalid }
                for (item, size) in measuredItemSizes { recordMeasuredHeight(size.height, at: item) }
                place(from: 0)
            }
        }
        return nil
    }

    /// The first item whose height is not finite and greater than 0, fractions aside.
    ///
    /// - Complexity: O(*n*).
    private func firstInvalidHeight() -> (item: Int, dimension: LayoutDimension)? {
        WaterfallSectionLayout.ItemHeight.firstInvalidHeight(values: heights, kinds: kinds, before: heights.count).map {
            ($0, WaterfallSectionLayout.ItemHeight.dimension(kinds[$0], heights[$0]))
        }
    }

    /// Replaces an estimated height with a measured one (ignored for items of fixed height and
    /// indexes out of range); the caller places the items again.
    ///
    /// - Returns: whether the height changed.
    @discardableResult
    private mutating func recordMeasuredHeight(_ height: CGFloat, at index: Int) -> Bool {
        guard heights.indices.contains(index), kinds[index].isSelfSizing, heights[index] != height else { return false }
        heights[index] = height
        return true
    }

    /// Places items `start...` in the shortest column, ties to the leading one, after the items
    /// before `start`, which stay where they are (see ``WaterfallPlacement``). A first placement
    /// (`start` 0) makes the items' tables without zeroing them first.
    ///
    /// - Returns: whether every height placed is finite and greater than 0.
    /// - Complexity: O(*c* log *n* + (*n* − `start`) × log *c*) for *c* columns.
    @discardableResult
    private mutating func place(from start: Int) -> Bool {
        var cursors = [WaterfallPlacement.Cursor](filling: WaterfallPlacement.Cursor(), count: columnCount)
        for column in 0..<columnCount {
            let kept = Self.countBefore(start, in: columnItems[column])
            columnItems[column].removeSubrange(kept...)
            let blocks = (kept + Self.blockMask) >> Self.blockShift
            blockTops[column].removeSubrange(blocks...)
            blockExtents[column].removeSubrange(blocks...)
            cursors[column].count = kept
            guard blocks > 0 else { continue }
            updateExtent(ofBlock: blocks - 1, inColumn: column)
            cursors[column].blockTop = blockTops[column][blocks - 1]
            cursors[column].extent = blockExtents[column][blocks - 1]
            cursors[column].next = cursors[column].blockTop + cursors[column].extent
        }
        let count = heights.count, range = start..<count
        var placement = WaterfallPlacement(
            interItemSpacing: interItemSpacing, blockTops: Self.take(&blockTops),
            blockExtents: Self.take(&blockExtents),
            columnItems: Self.take(&columnItems))
        let heights = self.heights
        var allFinitePositive = true
        heights.withUnsafeBufferPointer { heights in
            if start == 0 {
                var newPositions: [Int32] = [], newColumns: [Int32] = []
                offsets = [CGFloat](unsafeUninitializedCapacity: count) { offsets, initializedOffsets in
                    newPositions = [Int32](unsafeUninitializedCapacity: count) { positions, initializedPositions in
                        newColumns = [Int32](unsafeUninitializedCapacity: count) { columns, initializedColumns in
                            allFinitePositive = Self.place(
                                range, heights: heights, cursors: &cursors, placement: &placement,
                                tables: WaterfallItemTables(offsets: offsets, positions: positions, columns: columns))
                            initializedColumns = count
                        }
                        initializedPositions = count
                    }
                    initializedOffsets = count
                }
                positions = newPositions
                columns = newColumns
            } else {
                var offsets = Self.take(&self.offsets), positions = Self.take(&self.positions)
                var columns = Self.take(&self.columns)
                offsets.withUnsafeMutableBufferPointer { offsets in
                    positions.withUnsafeMutableBufferPointer { positions in
                        columns.withUnsafeMutableBufferPointer { columns in
                            allFinitePositive = Self.place(
                                range, heights: heights, cursors: &cursors, placement: &placement,
                                tables: WaterfallItemTables(offsets: offsets, positions: positions, columns: columns))
                        }
                    }
                }
                self.offsets = offsets
                self.positions = positions
                self.columns = columns
            }
        }
        blockTops = placement.blockTops
        blockExtents = placement.blockExtents
        columnItems = placement.columnItems
        for column in 0..<columnCount where !blockExtents[column].isEmpty {
            blockExtents[column][blockExtents[column].count - 1] = cursors[column].extent
        }
        return allFinitePositive
    }

    /// Runs the placement with the cursors where they are fastest: two columns' in values
    /// (registers), others' in memory.
    ///
    /// - Returns: whether every height placed is finite and greater than 0.
    /// - Complexity: O(`range.count` × log *c* + *c*) for *c* columns.
    private static func place(
        _ range: Range<Int>, heights: UnsafeBufferPointer<CGFloat>, cursors: inout [WaterfallPlacement.Cursor],
        placement: inout WaterfallPlacement, tables: WaterfallItemTables
    ) -> Bool {
        if cursors.count == 2 {
            var two = TwoColumnCursors(leading: cursors[0], trailing: cursors[1])
            defer { cursors = [two.leading, two.trailing] }
            return placement.placeInTwoColumns(range, heights: heights, cursors: &two, tables: tables)
        }
        return cursors.withUnsafeMutableBufferPointer { cursors in
            placement.place(range, heights: heights, cursors: ColumnCursorBuffer(cursors: cursors), tables: tables)
        }
    }

    /// Sets the tops of the items below a column's item at `position` again, after its height
    /// changed: the offsets to the end of its block, the block's extent, then the later blocks'
    /// tops.
    ///
    /// - Complexity: O(512 + *m* / 512) for *m* items in the column.
    private mutating func updateTops(ofColumn column: Int, below position: Int) {
        let block = position >> Self.blockShift
        let blockEnd = min(columnItems[column].count, (block + 1) << Self.blockShift)
        updateOffsets(ofColumn: column, at: (position + 1)..<blockEnd)
        updateExtent(ofBlock: block, inColumn: column)
        updateBlockTops(ofColumn: column, from: block + 1)
    }

    /// Sets the offsets of the items at `positions` of a column's list again, in order.
    ///
    /// - Complexity: O(`positions.count`).
    private mutating func updateOffsets(ofColumn column: Int, at positions: Range<Int>) {
        let items = columnItems[column]
        for position in positions where position & Self.blockMask != 0 {
            offsets[Int(items[position])] = offsetAfter(items[position - 1])
        }
    }

    /// Sets a block's extent again from its last item.
    private mutating func updateExtent(ofBlock block: Int, inColumn column: Int) {
        let last = min(columnItems[column].count, (block + 1) << Self.blockShift) - 1
        blockExtents[column][block] = offsetAfter(columnItems[column][last])
    }

    /// Sets the tops of a column's blocks from `first` on again, in order (the first block's top
    /// is always 0).
    ///
    /// - Complexity: O(*m* / 512) for *m* items in the column.
    private mutating func updateBlockTops(ofColumn column: Int, from first: Int) {
        let extents = blockExtents[column]
        blockTops[column].withUnsafeMutableBufferPointer { tops in
            for block in max(1, first)..<max(1, tops.count) { tops[block] = tops[block - 1] + extents[block - 1] }
        }
    }

    /// The value of a stored table, leaving it empty, so that the caller holds its only reference.
    private static func take<Value: RangeReplaceableCollection>(_ table: inout Value) -> Value {
        var taken = Value()
        swap(&taken, &table)
        return taken
    }

    /// How many items of a column's list come before item `index` (the list is ascending).
    private static func countBefore(_ index: Int, in items: [Int32]) -> Int {
        var low = 0, high = items.count
        while low < high {
            let middle = (low + high) >> 1
            if Int(items[middle]) < index { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The first position in a column's list whose item ends below `y`.
    private func firstPosition(endingBelow y: CGFloat, inColumn column: Int) -> Int {
        let items = columnItems[column]
        var low = 0, high = items.count
        while low < high {
            let middle = (low + high) >> 1
            if top(atPosition: middle, inColumn: column) + heights[Int(items[middle])] <= y {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }
}

// MARK: - CustomSectionSolution

extension WaterfallSolution: CustomSectionSolution {
    /// The number of items.
    @_spi(ProtocolWitness) public var itemCount: Int { heights.count }

    /// The columns' width and the bottom of the longest column.
    @_spi(ProtocolWitness) public var contentSize: CGSize {
        let width = columnCount > 0 ? minX(ofColumn: columnCount - 1) + columnWidth : 0
        return CGSize(width: width, height: (0..<columnCount).map(bottom(ofColumn:)).max() ?? 0)
    }

    /// - Complexity: O(1).
    @_spi(ProtocolWitness) public func item(at index: Int) -> LayoutGroupCustomItem {
        LayoutGroupCustomItem(frame: frame(ofItem: index))
    }

    /// - Complexity: O(*c* log *n* + *k*) for *c* columns and *k* indexes returned.
    @_spi(ProtocolWitness) public func indexesOfItems(in rect: CGRect) -> [Int] {
        var result: [Int] = []
        guard !rect.isNull else { return result }
        for column in 0..<columnCount {
            let minX = minX(ofColumn: column)
            guard minX < rect.maxX, minX + columnWidth > rect.minX else { continue }
            let items = columnItems[column]
            var position = firstPosition(endingBelow: rect.minY, inColumn: column)
            while position < items.count, top(atPosition: position, inColumn: column) < rect.maxY {
                result.append(Int(items[position]))
                position += 1
            }
        }
        return result
    }

    /// - Complexity: O(1).
    @_spi(ProtocolWitness) public func selfSizingAxes(ofItem index: Int) -> SelfSizingAxes {
        kinds[index].isSelfSizing ? .vertical : []
    }

    /// Replaces an estimated height with the measured one. With
    /// ``WaterfallSectionLayout/ColumnBalancing/estimatedHeights`` the items below it in its
    /// column move; with ``WaterfallSectionLayout/ColumnBalancing/measuredHeights`` the items
    /// after it are placed again (and may change columns). Either way the items before it do not
    /// move and the outcome is the solve from scratch with the measurement. Widths are the
    /// column's; a size for an item of fixed height changes nothing.
    ///
    /// - Throws: ``LayoutError/invalidInput(_:)`` for an index out of range or a height that is
    ///   not finite, not negative and within ``LayoutLimits/maximumLength``; the solution is
    ///   unchanged.
    /// - Complexity: O(512 + *n* / (512 × *c*)) with estimated-height balancing, for *n* items
    ///   and *c* columns; O(*c* log *n* + (*n* − `index`) × log *c*) with measured-height balancing.
    @_spi(ProtocolWitness) public mutating func updateItemSize(_ size: CGSize, at index: Int) throws(LayoutError) {
        guard (0..<itemCount).contains(index) else {
            throw .invalidInput("waterfall item \(index): no such item (\(itemCount) items)")
        }
        // Widths are the column's: only the height is used, and checked.
        if let problem = LayoutLimits.problem(withMeasuredSize: CGSize(width: 0, height: size.height)) {
            throw .invalidInput("waterfall item \(index): \(problem)")
        }
        guard recordMeasuredHeight(size.height, at: index) else { return }
        switch columnBalancing {
        case .estimatedHeights: updateTops(ofColumn: Int(columns[index]), below: Int(positions[index]))
        case .measuredHeights:
            // The heights given were checked when the solution was made; a measured one may be 0.
            place(from: index)
        }
    }
}
