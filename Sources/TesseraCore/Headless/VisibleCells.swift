import Foundation

/// The cells on screen by item, in index path order, each with its item's section and index as
/// integers: the visible-element pass walks them beside the layout's cells, which come in the same
/// order, and a lookup is a binary search over integer pairs, not the hashing of an index path.
///
/// It answers as the dictionary from index path to cell it stands for: a lookup of an index path
/// that is not a (section, item) pair finds nothing, and iteration yields `(key, value)` pairs, in
/// index path order.
struct VisibleCells: Sequence {
    /// A cell and the item it shows.
    struct Entry {
        let section: Int
        let item: Int
        let indexPath: IndexPath
        let cell: HeadlessCell
        /// Where the attributes the host last applied to the cell are among the elements of the
        /// last visible-element pass (`HeadlessCollectionView.lastVisibleElements`); `-1` when
        /// they are not known to be there (applied elsewhere, or the pass did not finish).
        var applied = -1
    }

    /// The cells, ordered by section then item, one an item.
    private(set) var entries: [Entry] = []

    var count: Int { entries.count }

    var isEmpty: Bool { entries.isEmpty }

    /// The index paths of the cells, in order.
    var keys: [IndexPath] { entries.map(\.indexPath) }

    /// The cells, in index path order.
    var values: [HeadlessCell] { entries.map(\.cell) }

    /// The position of the item in `entries`, or where it would go.
    ///
    /// - Complexity: O(log *v*) for *v* cells.
    func position(section: Int, item: Int) -> (index: Int, found: Bool) {
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) >> 1
            let entry = entries[middle]
            if entry.section < section || (entry.section == section && entry.item < item) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        let found = low < entries.count && entries[low].section == section && entries[low].item == item
        return (low, found)
    }

    /// The cell of an item.
    ///
    /// - Complexity: O(log *v*) for *v* cells.
    func cell(section: Int, item: Int) -> HeadlessCell? {
        let (index, found) = position(section: section, item: item)
        return found ? entries[index].cell : nil
    }

    /// The cell at an index path; `nil` for an index path that is not a (section, item) pair.
    /// Setting `nil` removes the item's cell; setting a cell for an index path that is not a
    /// (section, item) pair stops the program (the host shows cells of items only).
    ///
    /// - Complexity: O(log *v*) to find, O(*v*) to insert or remove anywhere but at the end.
    subscript(indexPath: IndexPath) -> HeadlessCell? {
        get {
            guard indexPath.count == 2 else { return nil }
            return cell(section: indexPath[0], item: indexPath[1])
        }
        set {
            guard indexPath.count == 2 else {
                guard newValue == nil else {
                    preconditionFailure("a cell shows an item, at a (section, item) index path, not at \(indexPath)")
                }
                return
            }
            let section = indexPath[0], item = indexPath[1]
            if let newValue {
                set(newValue, section: section, item: item, indexPath: indexPath)
            } else {
                let (index, found) = position(section: section, item: item)
                if found { entries.remove(at: index) }
            }
        }
    }

    /// Sets the cell of an item, whose index path is `indexPath` (made when not given), with where
    /// the attributes last applied to it are among the last pass's elements (`applied`).
    ///
    /// - Complexity: O(log *v*) to find, O(*v*) to insert anywhere but at the end.
    mutating func set(
        _ cell: HeadlessCell, section: Int, item: Int, indexPath: IndexPath? = nil, applied: Int = -1
    ) {
        let (index, found) = position(section: section, item: item)
        let entry = Entry(
            section: section, item: item, indexPath: indexPath ?? IndexPath(section: section, item: item), cell: cell,
            applied: applied)
        if found {
            entries[index] = entry
        } else if index == entries.count {
            // Cells that follow their items through an update arrive in order, each last.
            entries.append(entry)
        } else {
            entries.insert(entry, at: index)
        }
    }

    /// The cell of an item, with where the attributes last applied to it are among the last
    /// pass's elements (``Entry/applied``).
    ///
    /// - Complexity: O(log *v*) for *v* cells.
    func shown(section: Int, item: Int) -> (cell: HeadlessCell, applied: Int)? {
        let (index, found) = position(section: section, item: item)
        return found ? (entries[index].cell, entries[index].applied) : nil
    }

    /// Records, for each cell of an item among `wanted` (in index path order, as the table), that
    /// the attributes last applied to it are the element at the wanted cell's position; the other
    /// cells' are not known.
    ///
    /// - Complexity: O(*v* + *w*) for *v* cells and *w* wanted ones.
    mutating func recordApplied(_ wanted: [HeadlessCollectionView.WantedCell]) {
        var next = 0
        // Through the buffer: the table is checked for sharing once, not at each write.
        entries.withUnsafeMutableBufferPointer { entries in
            for index in entries.indices {
                let section = entries[index].section, item = entries[index].item
                while next < wanted.count, (wanted[next].section, wanted[next].item) < (section, item) { next += 1 }
                let found = next < wanted.count && wanted[next].section == section && wanted[next].item == item
                entries[index].applied = found ? wanted[next].position : -1
            }
        }
    }

    /// Forgets where every cell's last applied attributes are.
    mutating func forgetApplied() {
        for index in entries.indices { entries[index].applied = -1 }
    }

    /// Makes room for `capacity` cells, so that filling the table allocates once.
    mutating func reserveCapacity(_ capacity: Int) {
        entries.reserveCapacity(capacity)
    }

    mutating func removeAll(keepingCapacity: Bool = false) {
        entries.removeAll(keepingCapacity: keepingCapacity)
    }

    func makeIterator() -> Iterator {
        Iterator(entries: entries)
    }

    /// The cells with their index paths, in order.
    struct Iterator: IteratorProtocol {
        let entries: [Entry]
        var position = 0

        mutating func next() -> (key: IndexPath, value: HeadlessCell)? {
            guard position < entries.count else { return nil }
            defer { position += 1 }
            return (entries[position].indexPath, entries[position].cell)
        }
    }
}
