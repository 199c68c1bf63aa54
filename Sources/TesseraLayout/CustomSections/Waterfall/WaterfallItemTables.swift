import Foundation

/// The tables a waterfall's placement writes for each item, by index: the item's offset from its
/// block's top, its position in its column's list and its column.
struct WaterfallItemTables {
    let offsets: UnsafeMutableBufferPointer<CGFloat>
    let positions: UnsafeMutableBufferPointer<Int32>
    let columns: UnsafeMutableBufferPointer<Int32>
}
