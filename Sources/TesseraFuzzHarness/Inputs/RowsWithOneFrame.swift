import Foundation
import TesseraLayout

/// A custom section layout of full-width, 44-point rows whose item `item` has the frame and zIndex
/// given: an app's custom layout code handing back whatever it likes (NaN frames, zIndex values
/// out of range), for tests and fuzzing of the checks on what app code returns.
package struct RowsWithOneFrame: CustomSectionLayout {
    /// The item whose frame and zIndex are given.
    package var item: Int
    /// Its frame.
    package var frame: CGRect
    /// Its zIndex.
    package var zIndex: Int

    /// Rows with item `item` at `frame`.
    package init(item: Int, frame: CGRect, zIndex: Int = 0) {
        self.item = item
        self.frame = frame
        self.zIndex = zIndex
    }

    package func solve(in context: CustomSectionContext) throws(LayoutError) -> Solution {
        Solution(itemCount: context.itemCount, item: item, frame: frame, zIndex: zIndex)
    }

    /// The rows, solved.
    package struct Solution: CustomSectionSolution {
        package var itemCount: Int
        var item: Int
        var frame: CGRect
        var zIndex: Int

        package var contentSize: CGSize { CGSize(width: 390, height: CGFloat(itemCount) * 44) }

        package func item(at index: Int) -> LayoutGroupCustomItem {
            index == item
                ? LayoutGroupCustomItem(frame: frame, zIndex: zIndex)
                : LayoutGroupCustomItem(frame: CGRect(x: 0, y: CGFloat(index) * 44, width: 390, height: 44))
        }

        package func indexesOfItems(in rect: CGRect) -> [Int] { Array(0..<itemCount) }

        package func selfSizingAxes(ofItem index: Int) -> SelfSizingAxes { [] }

        package mutating func updateItemSize(_ size: CGSize, at index: Int) throws(LayoutError) {}
    }
}
