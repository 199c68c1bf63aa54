/// A list adapter or slice edit that cannot be done; nothing changed.
public enum ListAdapterError: Error, Hashable, Sendable {
    /// An index outside the list (or slice) of `count` items.
    case indexOutOfRange(index: Int, count: Int)
    /// A range outside the list (or slice) of `count` items.
    case rangeOutOfBounds(lower: Int, upper: Int, count: Int)
    /// A section index outside the list's sections.
    case sectionOutOfRange(section: Int, count: Int)
    /// The same index given twice in one call.
    case duplicateIndex(Int)
    /// A slice that crosses a section boundary cannot insert at that boundary.
    case ambiguousSection(index: Int)
    /// The adapter's model does not fit the cell types it was built with.
    case unsupportedModel(String)
    /// The section a slice was made for is gone (the list was reloaded with `count` sections).
    case sectionRemoved(section: Int, count: Int)
    /// A call given `items` new items for `indexes` indexes, which must be as many.
    case mismatchedCounts(items: Int, indexes: Int)
}

// MARK: - CustomStringConvertible

extension ListAdapterError: CustomStringConvertible {
    /// The error in a sentence, naming the index or range and the count.
    public var description: String {
        switch self {
        case .indexOutOfRange(let index, let count):
            return "Index \(index) is out of range for a list of \(count) items."
        case .rangeOutOfBounds(let lower, let upper, let count):
            return "Range \(lower)..<\(upper) is out of bounds for a list of \(count) items."
        case .sectionOutOfRange(let section, let count):
            return "Section \(section) is out of range for a list of \(count) sections."
        case .duplicateIndex(let index):
            return "Index \(index) is given more than once."
        case .ambiguousSection(let index):
            return "Index \(index) is on the boundary of two sections; insert through a section's slice."
        case .unsupportedModel(let text):
            return text
        case .sectionRemoved(let section, let count):
            return
                "Section \(section) is gone: the list has \(count) sections now; the slice made for it edits nothing."
        case .mismatchedCounts(let items, let indexes):
            return "\(items) items were given for \(indexes) indexes; give one item per index."
        }
    }
}
