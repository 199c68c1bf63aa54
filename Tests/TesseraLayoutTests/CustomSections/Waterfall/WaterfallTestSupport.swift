import Foundation
import TesseraLayout
import Testing

/// A waterfall section with the heights given by index (cycled), absolute unless `estimated`.
/// `balancing` matters only for estimated heights.
func waterfallSection(
    columns: WaterfallSectionLayout.ColumnCount, heights: [CGFloat], estimated: Bool = false,
    columnSpacing: CGFloat = 0, interItemSpacing: CGFloat = 0,
    balancing: WaterfallSectionLayout.ColumnBalancing = .estimatedHeights
) -> LayoutSection {
    var waterfall = WaterfallSectionLayout(
        columnCount: columns,
        itemHeight: .dimension { item in
            let height = heights[item % heights.count]
            return estimated ? .estimated(height) : .absolute(height)
        },
        columnSpacing: columnSpacing, interItemSpacing: interItemSpacing)
    waterfall.columnBalancing = balancing
    return LayoutSection(customLayout: waterfall)
}

/// The placement a waterfall must give, computed the obvious way: each item at the bottom of
/// the shortest column, ties to the leading one.
func expectedWaterfall(
    heights: [CGFloat], count: Int, columns: Int, width: CGFloat, columnSpacing: CGFloat = 0,
    interItemSpacing: CGFloat = 0, originX: CGFloat = 0, scale: CGFloat = 3
) -> [CGRect] {
    let columnWidth =
        ((width - columnSpacing * CGFloat(columns - 1)) / CGFloat(columns) * scale + 1e-6).rounded(.down)
        / scale
    var next = [CGFloat](repeating: 0, count: columns)
    return (0..<count).map { item in
        let column = next.indices.min { next[$0] < next[$1] || (next[$0] == next[$1] && $0 < $1) } ?? 0
        let height = heights[item % heights.count]
        let frame = CGRect(
            x: originX + CGFloat(column) * (columnWidth + columnSpacing), y: next[column], width: columnWidth,
            height: height)
        next[column] += height + interItemSpacing
        return frame
    }
}
