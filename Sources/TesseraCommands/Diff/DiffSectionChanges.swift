import TesseraDiff

/// The `sections` of the `tessera diff` output: section indexes, and moves as `[from, to]`.
struct DiffSectionChanges: Encodable {
    var deleted: [Int]
    var inserted: [Int]
    var moved: [[Int]]
    var reloaded: [Int]

    init(_ update: BatchUpdate) {
        deleted = update.deletedSections
        inserted = update.insertedSections
        moved = update.movedSections.map { [$0.from, $0.to] }
        reloaded = update.reloadedSections
    }
}
