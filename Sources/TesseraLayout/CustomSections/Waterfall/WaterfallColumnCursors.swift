import Foundation

/// The cursors of a waterfall's columns while items are placed: which column is shortest, and
/// each column's cursor.
protocol WaterfallColumnCursors {
    /// The column whose next item starts highest, ties to the leading one.
    func shortest() -> Int
    /// A column's cursor.
    subscript(column: Int) -> WaterfallPlacement.Cursor { get set }
}
