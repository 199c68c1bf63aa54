// MARK: - History

extension Snapshot {
    /// Names this snapshot's state (unless it has a name already), so that a copy edited from it
    /// records what its edits leave untouched, and a diff from this state to that copy costs what
    /// changed. A data source names the snapshot it hands out.
    ///
    /// - Complexity: O(1).
    package mutating func nameState() {
        if history.name == nil { history.name = SnapshotState() }
    }

    /// A copy that does not know where its state comes from: diffs to it compare everything.
    ///
    /// - Complexity: O(1).
    package func forgettingHistory() -> Snapshot {
        var copy = self
        copy.history.forget()
        return copy
    }
}

// MARK: - Marks in index order

/// An item marked for reloading or reconfiguring, where it is.
@usableFromInline
struct MarkedItem {
    @usableFromInline var section: Int
    @usableFromInline var position: Int
    /// `ItemChange.reload` or `ItemChange.reconfigure`.
    @usableFromInline var change: UInt8

    @inlinable
    init(section: Int, position: Int, change: UInt8) {
        self.section = section
        self.position = position
        self.change = change
    }
}

extension Snapshot {
    /// The items marked for reloading or reconfiguring (a reload taking precedence), by index
    /// path, in index order.
    ///
    /// - Complexity: O(*m* log *m*) for *m* marks.
    @inlinable
    func markedItemChanges() -> [MarkedItem] {
        var marked: [MarkedItem] = []
        marked.reserveCapacity(reloadedItems.ordered.count + reconfiguredItems.ordered.count)
        for identifier in reloadedItems.ordered {
            guard let location = location(of: identifier) else { continue }
            let (section, position) = ordinalAndPosition(of: location)
            marked.append(MarkedItem(section: section, position: position, change: ItemChange.reload))
        }
        for identifier in reconfiguredItems.ordered where !reloadedItems.contains(identifier) {
            guard let location = location(of: identifier) else { continue }
            let (section, position) = ordinalAndPosition(of: location)
            marked.append(MarkedItem(section: section, position: position, change: ItemChange.reconfigure))
        }
        marked.sort { ($0.section, $0.position) < ($1.section, $1.position) }
        return marked
    }
}
