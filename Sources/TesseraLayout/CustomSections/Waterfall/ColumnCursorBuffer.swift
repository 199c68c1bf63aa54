import Foundation

/// The cursors of a waterfall of any number of columns, in memory.
struct ColumnCursorBuffer {
    let cursors: UnsafeMutableBufferPointer<WaterfallPlacement.Cursor>

    /// The column whose next item starts highest, ties to the leading one.
    func shortest() -> Int {
        var shortest = 0
        for column in 1..<cursors.count where cursors[column].next < cursors[shortest].next { shortest = column }
        return shortest
    }

    /// A column's cursor.
    subscript(column: Int) -> WaterfallPlacement.Cursor {
        get { cursors[column] }
        nonmutating set { cursors[column] = newValue }
    }
}
