import Foundation

/// The cursors of a two-column waterfall, as two values (which the placement loop keeps in
/// registers).
struct TwoColumnCursors: WaterfallColumnCursors {
    var leading: WaterfallPlacement.Cursor
    var trailing: WaterfallPlacement.Cursor

    @inline(__always)
    func shortest() -> Int {
        trailing.next < leading.next ? 1 : 0
    }

    subscript(column: Int) -> WaterfallPlacement.Cursor {
        @inline(__always) get { column == 0 ? leading : trailing }
        @inline(__always) set {
            if column == 0 { leading = newValue } else { trailing = newValue }
        }
    }
}
