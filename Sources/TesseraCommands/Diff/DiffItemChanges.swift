import Foundation
import TesseraDiff

/// The `items` of the `tessera diff` output: index paths as `[section, item]`, and moves as
/// `[[section, item], [section, item]]`.
struct DiffItemChanges: Encodable {
    var deleted: [[Int]]
    var inserted: [[Int]]
    var moved: [[[Int]]]
    var reloaded: [[Int]]
    var reconfigured: [[Int]]

    init(_ update: BatchUpdate) {
        deleted = update.deletedItems.map(Array.init)
        inserted = update.insertedItems.map(Array.init)
        moved = update.movedItems.map { [Array($0.from), Array($0.to)] }
        reloaded = update.reloadedItems.map(Array.init)
        reconfigured = update.reconfiguredItems.map(Array.init)
    }
}
