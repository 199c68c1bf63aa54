import Foundation

/// The solved items of a ``WaterfallSectionLayout``: each item's column and vertical position,
/// with the items of each column in order for range queries.
public struct WaterfallSolution: Sendable {
    /// The number of columns.
    public let columnCount: Int
    /// The width of every column.
    public let columnWidth: CGFloat
    let columnSpacing: CGFloat
    let interItemSpacing: CGFloat
    /// Each item's height (measured where measured).
    private var heights: [CGFloat]
    /// Whether each item's height is estimated (measured sizes replace it).
    private let selfSizing: [Bool]
    /// Each item's top, and column.
    private var tops: [CGFloat]
    private var columns: [Int32]
    /// The items of each column, in order (so tops and bottoms increase along each list).
    private var columnItems: [[Int32]]
    /// The bottom of each column's last item (0 for an empty column).
    private var bottoms: [CGFloat]

    init(
        columnCount: Int, columnWidth: CGFloat, columnSpacing: CGFloat, interItemSpacing: CGFloat,
        heights: [CGFloat], selfSizing: [Bool]
    ) {
        self.columnCount = columnCount
        self.columnWidth = columnWidth
        self.columnSpacing = columnSpacing
        self.interItemSpacing = interItemSpacing
        self.heights = heights
        self.selfSizing = selfSizing
        tops = [CGFloat](repeating: 0, count: heights.count)
        columns = [Int32](repeating: 0, count: heights.count)
        columnItems = [[Int32]](repeating: [], count: columnCount)
        bottoms = [CGFloat](repeating: 0, count: columnCount)
    }

    // MARK: Reading

    /// The column an item is in (0 is the leading column).
    ///
    /// - Complexity: O(1).
    public func column(ofItem index: Int) -> Int { Int(columns[index]) }

    /// The leading edge of a column, from the section content's leading edge.
    func minX(ofColumn column: Int) -> CGFloat {
        CGFloat(column) * (columnWidth + columnSpacing)
    }

    /// An item's frame relative to the section's content.
    func frame(ofItem index: Int) -> CGRect {
        CGRect(x: minX(ofColumn: Int(columns[index])), y: tops[index], width: columnWidth, height: heights[index])
    }

    // MARK: Placing

    /// Replaces an estimated height with a measured one (ignored for items of fixed height).
    /// Items are placed again by ``place(from:)``.
    ///
    /// - Returns: whether the height changed.
    @discardableResult
    mutating func recordMeasuredHeight(_ height: CGFloat, at index: Int) -> Bool {
        guard selfSizing[index], heights[index] != height else { return false }
        heights[index] = height
        return true
    }

    /// Places items `start...` in the shortest column, ties to the leading one, after the items
    /// before `start`, which stay where they are.
    ///
    /// - Complexity: O(*c* log *n* + (*n* − `start`) × *c*) for *c* columns.
    mutating func place(from start: Int) {
        var next = [CGFloat](repeating: 0, count: columnCount)
        for column in 0..<columnCount {
            if start == 0 { columnItems[column].reserveCapacity(heights.count / columnCount + 16) }
            let kept = Self.countBefore(start, in: columnItems[column])
            columnItems[column].removeSubrange(kept...)
            if let last = columnItems[column].last {
                bottoms[column] = tops[Int(last)] + heights[Int(last)]
                next[column] = bottoms[column] + interItemSpacing
            } else {
                bottoms[column] = 0
            }
        }
        for index in start..<heights.count {
            var shortest = 0
            for column in 1..<max(1, columnCount) where next[column] < next[shortest] { shortest = column }
            tops[index] = next[shortest]
            columns[index] = Int32(shortest)
            columnItems[shortest].append(Int32(index))
            bottoms[shortest] = next[shortest] + heights[index]
            next[shortest] = bottoms[shortest] + interItemSpacing
        }
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
    private func firstItem(endingBelow y: CGFloat, in items: [Int32]) -> Int {
        var low = 0, high = items.count
        while low < high {
            let middle = (low + high) >> 1
            let item = Int(items[middle])
            if tops[item] + heights[item] <= y { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

// MARK: - CustomSectionSolution

extension WaterfallSolution: CustomSectionSolution {
    /// The number of items.
    public var itemCount: Int { heights.count }

    /// The columns' width and the bottom of the longest column.
    public var contentSize: CGSize {
        let width = columnCount > 0 ? minX(ofColumn: columnCount - 1) + columnWidth : 0
        return CGSize(width: width, height: bottoms.max() ?? 0)
    }

    /// - Complexity: O(1).
    public func item(at index: Int) -> LayoutGroupCustomItem {
        LayoutGroupCustomItem(frame: frame(ofItem: index))
    }

    /// - Complexity: O(*c* log *n* + *k*) for *c* columns and *k* indexes returned.
    public func indexesOfItems(in rect: CGRect) -> [Int] {
        var result: [Int] = []
        guard !rect.isNull else { return result }
        for column in 0..<columnCount {
            let minX = minX(ofColumn: column)
            guard minX < rect.maxX, minX + columnWidth > rect.minX else { continue }
            let items = columnItems[column]
            var position = firstItem(endingBelow: rect.minY, in: items)
            while position < items.count, tops[Int(items[position])] < rect.maxY {
                result.append(Int(items[position]))
                position += 1
            }
        }
        return result
    }

    /// - Complexity: O(1).
    public func selfSizingAxes(ofItem index: Int) -> SelfSizingAxes {
        selfSizing[index] ? .vertical : []
    }

    /// Replaces an estimated height with the measured one and places the items from this one on
    /// again (later items may change columns); the items before it do not move. Widths are the
    /// column's; a size for an item of fixed height changes nothing.
    ///
    /// - Throws: ``LayoutError/invalidInput(_:)`` for an index out of range or a height that is
    ///   not finite and not negative; the solution is unchanged.
    /// - Complexity: O(*c* log *n* + (*n* − `index`) × *c*) for *n* items and *c* columns.
    public mutating func updateItemSize(_ size: CGSize, at index: Int) throws(LayoutError) {
        guard (0..<itemCount).contains(index) else {
            throw .invalidInput("waterfall item \(index): no such item (\(itemCount) items)")
        }
        guard size.height.isFinite, size.height >= 0 else {
            throw .invalidInput(
                "waterfall item \(index): a measured height must be finite and not negative, found \(size)")
        }
        guard recordMeasuredHeight(size.height, at: index) else { return }
        place(from: index)
    }
}
