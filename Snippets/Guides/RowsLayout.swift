import TesseraLayout

/// A section layout of your own: rows of one height. The engine does the rest — the section's
/// place among the others, its insets, headers, backgrounds, right to left and pixel rounding.
struct RowsLayout: CustomSectionLayout {
    var rowHeight: CGFloat

    func solve(in context: CustomSectionContext) throws(LayoutError) -> Rows {
        guard rowHeight > 0, rowHeight.isFinite else {
            throw .invalidDimension("\(context.path): rowHeight must be positive")
        }
        return Rows(width: context.container.effectiveContentSize.width, rowHeight: rowHeight, count: context.itemCount)
    }
}

/// The solved rows. Range queries are arithmetic, so they cost O(k) for k rows returned.
struct Rows: CustomSectionSolution {
    var width: CGFloat
    var rowHeight: CGFloat
    var count: Int

    var itemCount: Int { count }
    var contentSize: CGSize { CGSize(width: width, height: rowHeight * CGFloat(count)) }

    func item(at index: Int) -> LayoutGroupCustomItem {
        LayoutGroupCustomItem(frame: CGRect(x: 0, y: rowHeight * CGFloat(index), width: width, height: rowHeight))
    }

    func indexesOfItems(in rect: CGRect) -> [Int] {
        guard count > 0, rect.maxY > 0, rect.minY < contentSize.height else { return [] }
        let first = max(0, Int((rect.minY / rowHeight).rounded(.down)))
        let last = min(count - 1, Int((rect.maxY / rowHeight).rounded(.up)) - 1)
        return first <= last ? Array(first...last) : []
    }

    func selfSizingAxes(ofItem index: Int) -> SelfSizingAxes { [] }

    mutating func updateItemSize(_ size: CGSize, at index: Int) throws(LayoutError) {}  // rows do not self-size
}

var section = LayoutSection(customLayout: RowsLayout(rowHeight: 50))
section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
let solution = try CompositionalLayout(section: section).solve(
    in: LayoutEnvironment(width: 390, height: 844), content: LayoutContent(itemCounts: [100_000]))
let frame = solution.attributesForItem(at: IndexPath(item: 2, section: 0))?.frame ?? .zero
print("row 2:", frame.minX, frame.minY, frame.width, frame.height)
print(solution.elements(in: CGRect(x: 0, y: 1_000_000, width: 390, height: 844)).count, "rows on a screen")

do {
    _ = try CompositionalLayout(section: LayoutSection(customLayout: RowsLayout(rowHeight: 0)))
        .solve(in: LayoutEnvironment(width: 390, height: 844), content: LayoutContent(itemCounts: [1]))
} catch {
    print(error)
}
