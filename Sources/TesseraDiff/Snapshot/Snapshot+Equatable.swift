// MARK: - Equatable

extension Snapshot: Equatable {
    /// Two snapshots are equal when they have the same sections, the same items in the same order,
    /// and the same reload and reconfigure marks.
    ///
    /// - Complexity: O(*n*) for *n* items.
    public static func == (lhs: Snapshot, rhs: Snapshot) -> Bool {
        guard lhs.itemCount == rhs.itemCount, lhs.sections.count == rhs.sections.count else { return false }
        for (left, right) in zip(lhs.sections, rhs.sections) {
            guard left.identifier == right.identifier, left.items == right.items else { return false }
        }
        return lhs.reloadedSections == rhs.reloadedSections
            && lhs.reloadedItems == rhs.reloadedItems
            && lhs.reconfiguredItems == rhs.reconfiguredItems
    }
}

// MARK: - CustomStringConvertible

extension Snapshot: CustomStringConvertible {
    /// A compact description: each section identifier followed by its items.
    public var description: String {
        let body = sections.map { section in
            "\(section.identifier): [\(section.items.map { String(describing: $0) }.joined(separator: ", "))]"
        }
        return "Snapshot(\(body.joined(separator: "; ")))"
    }
}
