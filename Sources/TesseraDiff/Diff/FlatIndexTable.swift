/// A table from flat item indexes to values, for the items a batch update lists: its first entry
/// is kept inline and the others in a dictionary, so that validating an update that lists one
/// item in an index space — most updates — makes no dictionary (allocated, hashed and freed for
/// one entry otherwise). Entries are only added or replaced, never removed.
struct FlatIndexTable<Value> {
    private var first: (index: Int, value: Value)?
    private var rest: [Int: Value] = [:]

    init() {}

    /// Makes room for `count` entries at once.
    mutating func reserveCapacity(_ count: Int) {
        if count > 1 { rest.reserveCapacity(count - 1) }
    }

    /// The value of the entry at `index`, if there is one.
    ///
    /// - Complexity: O(1) expected.
    subscript(index: Int) -> Value? {
        if let first, first.index == index { return first.value }
        // An empty dictionary is not asked: a lookup hashes the key first.
        return rest.isEmpty ? nil : rest[index]
    }

    /// Sets the value of the entry at `index`, adding the entry or replacing its value.
    ///
    /// - Complexity: O(1) expected.
    mutating func set(_ value: Value, at index: Int) {
        if first == nil || first?.index == index {
            first = (index, value)
        } else {
            rest[index] = value
        }
    }
}
