import TesseraDiff

/// The `tessera diff` output: section and item changes, with index paths as `[section, item]`.
struct DiffOutput: Encodable {
    var sections: DiffSectionChanges
    var items: DiffItemChanges

    init(_ update: BatchUpdate) {
        sections = DiffSectionChanges(update)
        items = DiffItemChanges(update)
    }
}
