import Foundation
import TesseraLayout

/// A custom section layout of full-width, 44-point rows whose item `item` has the frame and zIndex
/// given: an app's custom layout code handing back whatever it likes (NaN frames, zIndex values
/// out of range), for tests and fuzzing of the checks on what app code returns.
public struct RowsWithOneFrame: CustomSectionLayout {
    /// The item whose frame and zIndex are given.
    public var item: Int
    /// Its frame.
    public var frame: CGRect
    /// Its zIndex.
    public var zIndex: Int

    /// Rows with item `item` at `frame`.
    public init(item: Int, frame: CGRect, zIndex: Int = 0) {
        self.item = item
        self.frame = frame
        self.zIndex = zIndex
    }

    public func solve(in context: CustomSectionContext) throws(LayoutError) -> Solution {
        Solution(itemCount: context.itemCount, item: item, frame: frame, zIndex: zIndex)
    }

    /// The rows, solved.
    public struct Solution: CustomSectionSolution {
        public var itemCount: Int
        var item: Int
        var frame: CGRect
        var zIndex: Int

        public var contentSize: CGSize { CGSize(width: 390, height: CGFloat(itemCount) * 44) }

        public func item(at index: Int) -> LayoutGroupCustomItem {
            index == item
                ? LayoutGroupCustomItem(frame: frame, zIndex: zIndex)
                : LayoutGroupCustomItem(frame: CGRect(x: 0, y: CGFloat(index) * 44, width: 390, height: 44))
        }

        public func indexesOfItems(in rect: CGRect) -> [Int] { Array(0..<itemCount) }

        public func selfSizingAxes(ofItem index: Int) -> SelfSizingAxes { [] }

        public mutating func updateItemSize(_ size: CGSize, at index: Int) throws(LayoutError) {}
    }
}
