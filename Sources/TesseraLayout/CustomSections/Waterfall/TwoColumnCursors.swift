import Foundation

/// The cursors of a two-column waterfall, as two values (which the placement loop keeps in
/// registers).
struct TwoColumnCursors {
    var leading: WaterfallPlacement.Cursor
    var trailing: WaterfallPlacement.Cursor
}
